// The school on the program page: sector and size, and its own pages (web site, financial aid, net price, apply).
import type { ReactNode } from 'react';
import type { SchoolDetails } from '../../../contract/program-details/program-details';
import { linkClass } from '../../components/ui/styles';
import { websiteHref } from '../shared/format';
import { Fact, FactList, Section } from './page-parts';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { programMessages } from './program-messages';
import { sectorLabel, sizeLabel } from '../shared/value-labels';

const pages = [
  ['Website', 'website'],
  ['FinancialAidURL', 'financialAid'],
  ['NetPriceCalculatorURL', 'netPrice'],
  ['ApplicationURL', 'apply'],
] as const;

export function SchoolSection({ school: s, phone }: { school: SchoolDetails; phone: ReactNode }) {
  const i18n = useI18n();
  const { t } = usePageMessages(programMessages);
  const links = pages.flatMap(([field, label]) => {
    const href = websiteHref(s[field]);
    return href ? [{ href, label: t(label) }] : [];
  });
  const sector = s.Sector || s.Control;
  return (
    <Section title={t('aboutSchool', { name: s.Name })}>
      <FactList>
        {s.CampusName ? <Fact term={t('campus')}>{s.CampusName}</Fact> : null}
        <Fact term={t('sector')}>{sector ? sectorLabel(i18n.t, sector) : i18n.t('value.notReported')}</Fact>
        {s.Size ? <Fact term={t('enrolled')}>{sizeLabel(i18n.t, s.Size)}</Fact> : null}
        {s.InstitutionType && s.InstitutionType !== s.Control ? (
          <Fact term={t('stateType')}>{s.InstitutionType}</Fact>
        ) : null}
        {phone ? <Fact term={i18n.t('card.phone')}>{phone}</Fact> : null}
      </FactList>
      {links.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
          {links.map((l) => (
            <li key={l.label}>
              <a href={l.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {s.Description ? <p className="mt-3 text-sm text-slate-800">{s.Description}</p> : null}
    </Section>
  );
}
