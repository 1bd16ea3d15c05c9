// The program page: everything known about one program, each fact with "Not reported" said plainly when its
// source does not give it, and where the facts come from with their dates.
import { useId } from 'react';
import { Link } from '../../components/ui/link';
import type { ProgramDetails } from '../../../contract/program-details';
import { defaultProgramsSearch } from '../../../contract/requests';
import { linkClass } from '../../components/ui/styles';
import { programsHref, type Carried } from '../../config/routes';
import { formatAddress, formatDistance, websiteHref } from '../search/format';
import { PhoneLink } from '../search/result-details';
import { CardActions } from '../shortlist/card-actions';
import { SelectionBar } from '../shortlist/selection-bar';
import {
  academicYear,
  completionsText,
  credentialName,
  formatMoney,
  lengthText,
  programName,
  SERVICES,
  yesNoText,
} from './facts';
import { Fact, FactList, Section } from './page-parts';
import { SchoolSection } from './school-section';
import { SourcesSection } from './sources-section';

const money = (n: number | undefined) => (n === undefined ? 'Not reported' : formatMoney(n));

function CostSection({ p }: { p: ProgramDetails }) {
  if (p.CostTuitionFees === undefined) {
    const calculator = websiteHref(p.School.NetPriceCalculatorURL);
    return (
      <Section title="Cost">
        <p>Not reported: this program’s source does not publish what it costs.</p>
        {calculator ? (
          <p className="mt-1">
            <a href={calculator} className={linkClass} target="_blank" rel="noopener noreferrer">
              The school’s net price calculator
            </a>{' '}
            estimates what a student like you would pay.
          </p>
        ) : null}
      </Section>
    );
  }
  return (
    <Section title="Cost">
      <FactList>
        <Fact term="Tuition and fees" note={p.CostTuitionFeesNote}>
          {money(p.CostTuitionFees)}
        </Fact>
        <Fact term="Books and supplies" note={p.CostBooksSuppliesNote}>
          {money(p.CostBooksSupplies)}
        </Fact>
        <Fact term="Total required cost">{money(p.CostTotal)}</Fact>
        <Fact term="Other costs (optional)" note={p.CostOptionalNote}>
          {money(p.CostOptional)}
        </Fact>
        {p.CostOutOfDistrict !== undefined ? (
          <Fact term="Tuition and fees for students from outside the college district">
            {formatMoney(p.CostOutOfDistrict)}
          </Fact>
        ) : null}
      </FactList>
      <SourceLine p={p} />
    </Section>
  );
}

/** Which source says what the program costs, and when. */
function SourceLine({ p }: { p: ProgramDetails }) {
  const own = p.Sources[0];
  if (!own) return null;
  const when = own.DataVintageOrVersion || own.DataLastUpdate;
  return (
    <p className="mt-3 text-sm text-slate-700">
      {`Source: ${own.DataName}${when ? `, ${when}` : ''}.`}
      {p.ProgramUpdated ? ` ${`The list last updated this program on ${p.ProgramUpdated}.`}` : ''}
    </p>
  );
}

function OccupationLinks({ p, from, carried }: { p: ProgramDetails; from: string; carried: Carried }) {
  if (p.Occupations.length === 0) return <p>Not reported.</p>;
  return (
    <ul className="grid gap-1">
      {p.Occupations.map((o) => (
        <li key={o.Code}>
          <Link
            to={programsHref({ ...defaultProgramsSearch, keyword: o.Code, location: from }, false, carried)}
            className={linkClass}
          >
            {o.Title}
          </Link>{' '}
          <span className="text-sm text-slate-700">{`(SOC ${o.Code})`}</span>
        </li>
      ))}
    </ul>
  );
}

export function ProgramPage({
  program: p,
  from,
  carried,
}: {
  program: ProgramDetails;
  from: string;
  carried: Carried;
}) {
  const headingId = useId();
  const name = programName(p);
  const distance = formatDistance(p.Distance);
  const length = lengthText(p);
  const completions = completionsText(p);
  const programUrl = websiteHref(p.ProgramURL ?? '');
  const address = formatAddress(p.Address, p.City, p.StateAbbr, p.Zip);
  return (
    <article aria-labelledby={headingId} className="grid gap-5">
      <title>{`${name} — Training Search`}</title>
      <header className="grid gap-1">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          {name}
        </h1>
        <p className="text-lg">
          {p.SchoolName}
          {p.CampusName && p.CampusName !== p.SchoolName ? ` · ${p.CampusName}` : ''}
        </p>
        {address ? <p className="text-slate-700">{address}</p> : null}
        {distance && from ? <p className="font-medium">{`${distance} from ${from}`}</p> : null}
        {p.WioaEligible ? (
          <p>
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
              WIOA-eligible
            </span>
          </p>
        ) : null}
        {programUrl ? (
          <p>
            <a href={programUrl} className={linkClass} target="_blank" rel="noopener noreferrer">
              Program page at the school
            </a>
          </p>
        ) : null}
        <CardActions detailId={p.DetailId} />
        <SelectionBar />
      </header>
      <CostSection p={p} />
      <Section title="Length and schedule">
        <FactList>
          <Fact term="Length">{length ?? 'Not reported'}</Fact>
          <Fact term="Format">{p.Format.length > 0 ? p.Format.join(', ') : 'Not reported'}</Fact>
          <Fact term="Flexible hours">{yesNoText(p.FlexibleHours)}</Fact>
          <Fact term="Award level">{p.AwardLevel || 'Not reported'}</Fact>
        </FactList>
      </Section>
      <Section title="Credential and eligibility">
        <FactList>
          <Fact term="Credential">{credentialName(p) || 'Not reported'}</Fact>
          {p.Outcome ? <Fact term="Outcome">{p.Outcome}</Fact> : null}
          <Fact term="Prerequisites">{p.Prerequisites || 'Not reported'}</Fact>
          <Fact term="Pell Grant eligible">{yesNoText(p.PellEligible)}</Fact>
          <Fact term="WIOA-eligible">
            {p.WioaEligible
              ? 'Yes: on the state’s list of programs WIOA training funds can pay for'
              : 'Not on a state list of WIOA-eligible programs in this data'}
          </Fact>
          {completions ? <Fact term="Completions">{completions}</Fact> : null}
        </FactList>
      </Section>
      <Section title="Services">
        <FactList>
          {SERVICES.map(([field, label]) => (
            <Fact key={field} term={label}>
              {yesNoText(p[field])}
            </Fact>
          ))}
        </FactList>
      </Section>
      <Section title="Occupations it leads to">
        <OccupationLinks p={p} from={from} carried={carried} />
      </Section>
      {p.Description && p.Description !== p.CipTitle ? (
        <Section title="About the program">
          <p>{p.Description}</p>
        </Section>
      ) : null}
      <SchoolSection school={p.School} phone={p.Phone ? <PhoneLink phone={p.Phone} /> : null} />
      <SourcesSection
        sources={p.Sources}
        updated={p.ProgramUpdated}
        completionsYear={academicYear(p.CompletionsYear ?? '')}
      />
    </article>
  );
}
