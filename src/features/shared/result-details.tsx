// Pieces both result cards share: labelled details, a website link and a phone link.
import type { ReactNode } from 'react';
import { linkClass } from '../../components/ui/styles';
import { useI18n } from '../../i18n/i18n-context';
import { formatPhone, telHref, websiteHref } from './format';

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-medium text-slate-700">{t('card.term', { term })}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export function WebsiteLink({ url, children }: { url: string; children: ReactNode }) {
  const href = websiteHref(url);
  if (!href) return <>{children}</>;
  return (
    <a href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  const text = formatPhone(phone);
  return href ? (
    <a href={href} className={linkClass}>
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

/** Long lists (occupations) show a few and say how many more. */
export function ShortList({ items, max = 5 }: { items: readonly string[]; max?: number }) {
  const { t } = useI18n();
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  return (
    <>
      {shown.join('; ')}
      {more > 0 ? t('card.andMore', { count: more }) : ''}
    </>
  );
}
