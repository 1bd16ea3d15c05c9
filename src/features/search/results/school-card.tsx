// One school in the results (v1): name with website, contact, region, enrollment, programs, lengths, occupations.
import { useId } from 'react';
import type { InstitutionItem } from '../../../../contract/institutions/institutions';
import { Detail, PhoneLink, ShortList, WebsiteLink } from '../../shared/result-details';
import { useI18n } from '../../../i18n/i18n-context';
import { formatAddress, formatDistance } from '../../shared/format';
import { awardLabel, formatLabel, regionLabel, sizeLabel } from '../../shared/value-labels';

export function SchoolCard({ school: s }: { school: InstitutionItem }) {
  const i18n = useI18n();
  const { t } = i18n;
  const distance = formatDistance(s.Distance, i18n);
  const address = formatAddress(s.Address, s.City, s.StateAbbr, s.Zip);
  // Value is the award-level code; people read the name.
  // English shows the service's own words; other languages word the code.
  const lengths = s.ProgramLength.map((l) =>
    i18n.lang === 'en' ? l.Name || l.Value : awardLabel(t, l.Value, l.Name || l.Value),
  );
  const programNames = s.ProgramName.split(/;\s*/).filter(Boolean);
  const occupations = s.Occupationslist.map((o) => o.Name || o.Value);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        <WebsiteLink url={s.SchoolUrl}>{s.SchoolName}</WebsiteLink>
      </h3>
      <dl className="mt-2 grid gap-1 text-sm">
        {distance ? <Detail term={t('card.distance')}>{distance}</Detail> : null}
        {address ? <Detail term={t('card.address')}>{address}</Detail> : null}
        {s.Phone ? (
          <Detail term={t('card.phone')}>
            <PhoneLink phone={s.Phone} />
          </Detail>
        ) : null}
        {s.Region ? <Detail term={t('card.region')}>{regionLabel(t, s.RegionCode, s.Region)}</Detail> : null}
        {s.Format.length > 0 ? (
          <Detail term={t('card.format')}>{s.Format.map((f) => formatLabel(t, f)).join(', ')}</Detail>
        ) : null}
        {s.TotalEnrollment ? (
          <Detail term={t('card.enrollment')}>{sizeLabel(t, s.TotalEnrollment)}</Detail>
        ) : null}
        {programNames.length > 0 ? (
          <Detail term={t('card.programs')}>
            <ShortList items={programNames} max={8} />
          </Detail>
        ) : null}
        {lengths.length > 0 ? <Detail term={t('card.programLengths')}>{lengths.join(', ')}</Detail> : null}
        {occupations.length > 0 ? (
          <Detail term={t('card.leadsTo')}>
            <ShortList items={occupations} />
          </Detail>
        ) : null}
        {s.StudentGraduated ? <Detail term={t('card.completions')}>{s.StudentGraduated}</Detail> : null}
      </dl>
    </article>
  );
}
