// One school in the results (v1): name with website, contact, region, enrollment, programs, lengths, occupations.
import { useId } from 'react';
import type { InstitutionItem } from '../../../contract/institutions';
import { Detail, PhoneLink, ShortList, WebsiteLink } from './result-details';
import { formatAddress, formatDistance } from './format';

export function SchoolCard({ school: s }: { school: InstitutionItem }) {
  const distance = formatDistance(s.Distance);
  const address = formatAddress(s.Address, s.City, s.StateAbbr, s.Zip);
  // Value is the award-level code; people read the name.
  const lengths = s.ProgramLength.map((l) => l.Name || l.Value);
  const programNames = s.ProgramName.split(/;\s*/).filter(Boolean);
  const occupations = s.Occupationslist.map((o) => o.Name || o.Value);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        <WebsiteLink url={s.SchoolUrl}>{s.SchoolName}</WebsiteLink>
      </h3>
      <dl className="mt-2 grid gap-1 text-sm">
        {distance ? <Detail term="Distance">{distance}</Detail> : null}
        {address ? <Detail term="Address">{address}</Detail> : null}
        {s.Phone ? (
          <Detail term="Phone">
            <PhoneLink phone={s.Phone} />
          </Detail>
        ) : null}
        {s.Region ? <Detail term="Region">{s.Region}</Detail> : null}
        {s.Format.length > 0 ? <Detail term="Format">{s.Format.join(', ')}</Detail> : null}
        {s.TotalEnrollment ? <Detail term="Enrollment">{s.TotalEnrollment}</Detail> : null}
        {programNames.length > 0 ? (
          <Detail term="Programs">
            <ShortList items={programNames} max={8} />
          </Detail>
        ) : null}
        {lengths.length > 0 ? <Detail term="Program lengths">{lengths.join(', ')}</Detail> : null}
        {occupations.length > 0 ? (
          <Detail term="Leads to">
            <ShortList items={occupations} />
          </Detail>
        ) : null}
        {s.StudentGraduated ? <Detail term="Completions">{s.StudentGraduated}</Detail> : null}
      </dl>
    </article>
  );
}
