// One program in the results: name (to its page), school with sector, cost, length, credential, format, distance,
// contact, occupations, completions with their year, the program's own page, and compare / shortlist controls.
import { useId } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';
import type { ProgramItem } from '../../../../contract/programs/programs';
import { linkClass } from '../../../components/ui/styles';
import { programHref } from '../../../config/routes';
import { CostText } from '../../shared/cost-text';
import {
  completionsText,
  credentialFacts,
  lengthText,
  payText,
  programName,
  schoolOnlineText,
  sectorText,
} from '../../shared/facts';
import { CardActions } from '../../shortlist/card-actions';
import { useSelection } from '../../shortlist/selection';
import { Detail, PhoneLink, ShortList, WebsiteLink } from '../../shared/result-details';
import { formatAddress, formatDistance, websiteHref } from '../../shared/format';
import { formatLabel } from '../../shared/value-labels';

export { programName };

export function ProgramCard({ program: p }: { program: ProgramItem }) {
  const selection = useSelection();
  const i18n = useI18n();
  const { t } = i18n;
  const credential = credentialFacts(i18n, p);
  const distance = formatDistance(p.Distance, i18n);
  const address = formatAddress(p.Address, p.City, p.StateAbbr, p.Zip);
  const length = lengthText(i18n, p);
  const sector = sectorText(i18n, p);
  const completions = completionsText(i18n, p);
  // The school's online offer is said only when it offers something online: "none" is on the program page.
  const online = p.SchoolOnline === 'None' ? null : schoolOnlineText(i18n, p);
  const pay = payText(i18n, p);
  const programUrl = websiteHref(p.ProgramURL ?? '');
  const headingId = useId();
  const href = programHref(p.DetailId, selection?.from ?? '', selection?.carried);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <Link to={href} className={linkClass}>
            {programName(p, i18n)}
          </Link>
        </h3>
        {p.DataSource === 'ETPL' ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
            {t('card.wioa')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 font-medium">
        <WebsiteLink url={p.SchoolURL}>{p.SchoolName}</WebsiteLink>
        {p.CampusName && p.CampusName !== p.SchoolName ? (
          <span className="font-normal text-slate-700">{` · ${p.CampusName}`}</span>
        ) : null}
      </p>
      {sector ? <p className="text-sm text-slate-700">{sector}</p> : null}
      <dl className="mt-2 grid gap-1 text-sm">
        {p.CostTuitionFees !== undefined ? (
          <Detail term={t('card.cost')}>
            <CostText program={p} />
          </Detail>
        ) : null}
        {length ? <Detail term={t('card.length')}>{length}</Detail> : null}
        {credential ? <Detail term={credential.term}>{credential.text}</Detail> : null}
        {p.Format.length > 0 ? (
          <Detail term={t('card.format')}>{p.Format.map((f) => formatLabel(t, f)).join(', ')}</Detail>
        ) : null}
        {online ? <Detail term={t('card.online')}>{online}</Detail> : null}
        {pay ? <Detail term={t('card.pay')}>{pay}</Detail> : null}
        {distance ? <Detail term={t('card.distance')}>{distance}</Detail> : null}
        {address ? <Detail term={t('card.address')}>{address}</Detail> : null}
        {p.Phone ? (
          <Detail term={t('card.phone')}>
            <PhoneLink phone={p.Phone} />
          </Detail>
        ) : null}
        {p.OccupationsList.length > 0 ? (
          <Detail term={t('card.leadsTo')}>
            <ShortList items={p.OccupationsList} />
          </Detail>
        ) : null}
      </dl>
      {completions ? <p className="mt-1 text-sm text-slate-900">{completions}</p> : null}
      {programUrl ? (
        <p className="mt-2 text-sm">
          <a href={programUrl} className={linkClass} target="_blank" rel="noopener noreferrer">
            {t('card.programPage')}
          </a>
        </p>
      ) : null}
      <CardActions detailId={p.DetailId} />
    </article>
  );
}
