// One program on the shortlist page: what a person needs to decide, and a link to its page.
import { useId } from 'react';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { Link } from '../../i18n/link';
import { compareMessages } from '../compare/compare-messages';
import { formatLabel } from '../shared/value-labels';
import type { ProgramDetails } from '../../../contract/program-details/program-details';
import { buttonSecondary, linkClass } from '../../components/ui/styles';
import { programHref } from '../../config/routes';
import { CostText } from '../shared/cost-text';
import {
  completionsText,
  credentialFacts,
  lengthText,
  programName,
  schoolAndCampus,
  sectorText,
} from '../shared/facts';
import { formatAddress } from '../shared/format';
import { Detail } from '../shared/result-details';

export function ListedProgram({ program: p, onRemove }: { program: ProgramDetails; onRemove?: () => void }) {
  const headingId = useId();
  const i18n = useI18n();
  const { t } = i18n;
  const words = usePageMessages(compareMessages).t;
  const nr = t('value.notReported');
  const credential = credentialFacts(i18n, p);
  const length = lengthText(i18n, p);
  const sector = sectorText(i18n, p);
  const completions = completionsText(i18n, p);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-300 bg-white p-4 print:break-inside-avoid"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to={programHref(p.DetailId)} className={linkClass}>
          {programName(p, i18n)}
        </Link>
      </h2>
      <p className="font-medium">{schoolAndCampus(p)}</p>
      <dl className="mt-2 grid gap-1 text-sm">
        <Detail term={t('card.cost')}>
          <CostText program={p} />
        </Detail>
        <Detail term={t('card.length')}>{length ?? nr}</Detail>
        {credential ? <Detail term={credential.term}>{credential.text}</Detail> : null}
        <Detail term={t('card.format')}>
          {p.Format.length > 0 ? p.Format.map((f) => formatLabel(t, f)).join(', ') : nr}
        </Detail>
        {sector ? <Detail term={words('sector')}>{sector}</Detail> : null}
        <Detail term={t('card.address')}>{formatAddress(p.Address, p.City, p.StateAbbr, p.Zip)}</Detail>
        {p.WioaEligible ? <Detail term={t('card.wioa')}>{t('value.yes')}</Detail> : null}
      </dl>
      {completions ? <p className="mt-1 text-sm">{completions}</p> : null}
      {onRemove ? (
        <button type="button" className={`${buttonSecondary} mt-3 text-sm print:hidden`} onClick={onRemove}>
          {t('select.remove')}
        </button>
      ) : null}
    </article>
  );
}

export function MissingProgram({
  id,
  message,
  onRemove,
}: {
  id: string;
  message: string;
  onRemove?: () => void;
}) {
  const { t } = useI18n();
  const words = usePageMessages(compareMessages).t;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">{words('couldNotShow', { id })}</p>
      <p className="text-sm">{message}</p>
      {onRemove ? (
        <button type="button" className={`${buttonSecondary} mt-2 text-sm`} onClick={onRemove}>
          {t('select.remove')}
        </button>
      ) : null}
    </div>
  );
}
