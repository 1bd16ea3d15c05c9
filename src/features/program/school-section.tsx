// The school on the program page: sector and size, and its own pages (web site, financial aid, net price, apply).
import type { ReactNode } from 'react';
import type { SchoolDetails } from '../../../contract/program-details';
import { linkClass } from '../../components/ui/styles';
import { websiteHref } from '../search/format';
import { Fact, FactList, Section } from './page-parts';

const pages = [
  ['Website', 'School website'],
  ['FinancialAidURL', 'Financial aid'],
  ['NetPriceCalculatorURL', 'Net price calculator'],
  ['ApplicationURL', 'How to apply'],
] as const;

export function SchoolSection({ school: s, phone }: { school: SchoolDetails; phone: ReactNode }) {
  const links = pages.flatMap(([field, label]) => {
    const href = websiteHref(s[field]);
    return href ? [{ href, label }] : [];
  });
  return (
    <Section title={`About ${s.Name}`}>
      <FactList>
        {s.CampusName ? <Fact term="Campus">{s.CampusName}</Fact> : null}
        <Fact term="Sector">{s.Sector || s.Control || 'Not reported'}</Fact>
        {s.Size ? <Fact term="Students enrolled">{s.Size}</Fact> : null}
        {s.InstitutionType && s.InstitutionType !== s.Control ? (
          <Fact term="Type on the state list">{s.InstitutionType}</Fact>
        ) : null}
        {phone ? <Fact term="Phone">{phone}</Fact> : null}
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
