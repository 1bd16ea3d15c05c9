// One program on the shortlist page: what a person needs to decide, and a link to its page.
import { useId } from 'react';
import { Link } from '../../components/ui/link';
import type { ProgramDetails } from '../../../contract/program-details';
import { buttonSecondary, linkClass } from '../../components/ui/styles';
import { programHref } from '../../config/routes';
import { CostText } from '../program/cost-text';
import {
  completionsText,
  credentialFacts,
  lengthText,
  programName,
  schoolAndCampus,
  sectorText,
} from '../program/facts';
import { formatAddress } from '../search/format';
import { Detail } from '../search/result-details';

export function ListedProgram({ program: p, onRemove }: { program: ProgramDetails; onRemove?: () => void }) {
  const headingId = useId();
  const credential = credentialFacts(p);
  const length = lengthText(p);
  const sector = sectorText(p);
  const completions = completionsText(p);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-300 bg-white p-4 print:break-inside-avoid"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <Link to={programHref(p.DetailId)} className={linkClass}>
          {programName(p)}
        </Link>
      </h2>
      <p className="font-medium">{schoolAndCampus(p)}</p>
      <dl className="mt-2 grid gap-1 text-sm">
        <Detail term="Cost">
          <CostText program={p} />
        </Detail>
        <Detail term="Length">{length ?? 'Not reported'}</Detail>
        {credential ? <Detail term={credential.term}>{credential.text}</Detail> : null}
        <Detail term="Format">{p.Format.length > 0 ? p.Format.join(', ') : 'Not reported'}</Detail>
        {sector ? <Detail term="Sector">{sector}</Detail> : null}
        <Detail term="Address">{formatAddress(p.Address, p.City, p.StateAbbr, p.Zip)}</Detail>
        {p.WioaEligible ? <Detail term="WIOA-eligible">Yes</Detail> : null}
      </dl>
      {completions ? <p className="mt-1 text-sm">{completions}</p> : null}
      {onRemove ? (
        <button type="button" className={`${buttonSecondary} mt-3 text-sm print:hidden`} onClick={onRemove}>
          Remove from shortlist
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
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">{`Program ${id} could not be shown.`}</p>
      <p className="text-sm">{message}</p>
      {onRemove ? (
        <button type="button" className={`${buttonSecondary} mt-2 text-sm`} onClick={onRemove}>
          Remove from shortlist
        </button>
      ) : null}
    </div>
  );
}
