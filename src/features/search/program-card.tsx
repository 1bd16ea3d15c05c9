// One program in the results: name, school and website, credential, format, distance, contact, occupations.
import { useId } from 'react';
import type { ProgramItem } from '../../../contract/programs';
import { Detail, PhoneLink, ShortList, WebsiteLink } from './result-details';
import { formatAddress, formatDistance } from './format';

export function programName(p: ProgramItem): string {
  return p.EtaProgramName.trim() || p.CipTitle.trim() || 'Unnamed program';
}

export function ProgramCard({ program: p }: { program: ProgramItem }) {
  const credential = p.Credential || p.AwardLevel;
  const distance = formatDistance(p.Distance);
  const address = formatAddress(p.Address, p.City, p.StateAbbr, p.Zip);
  const completions = p.NumberCompleted.filter(Boolean);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {programName(p)}
        </h3>
        {p.DataSource === 'ETPL' ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
            WIOA-eligible
          </span>
        ) : null}
      </div>
      <p className="mt-1 font-medium">
        <WebsiteLink url={p.SchoolURL}>{p.SchoolName}</WebsiteLink>
      </p>
      <dl className="mt-2 grid gap-1 text-sm">
        {credential ? <Detail term="Credential">{credential}</Detail> : null}
        {p.Format.length > 0 ? <Detail term="Format">{p.Format.join(', ')}</Detail> : null}
        {distance ? <Detail term="Distance">{distance}</Detail> : null}
        {address ? <Detail term="Address">{address}</Detail> : null}
        {p.Phone ? (
          <Detail term="Phone">
            <PhoneLink phone={p.Phone} />
          </Detail>
        ) : null}
        {p.OccupationsList.length > 0 ? (
          <Detail term="Leads to">
            <ShortList items={p.OccupationsList} />
          </Detail>
        ) : null}
        {completions.length > 0 ? <Detail term="Completions">{completions.join(', ')}</Detail> : null}
      </dl>
    </article>
  );
}
