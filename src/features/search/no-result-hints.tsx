// No dead ends (decision 0065): what emptied the list, with a link that undoes each cause and the count it would give.
import { Link } from '../../components/ui/link';
import type { NoResultHints as Hints } from '../../../contract/programs';
import { linkClass } from '../../components/ui/styles';
import { formatCount } from './format';

export interface FilterHint {
  /** the filter as the reader knows it: "Online", "Associate's degree" */
  label: string;
  count: number;
  href: string;
}

interface NoResultHintsProps {
  keyword: string;
  location: string;
  radius: string;
  hints: Hints;
  radiusHref: (radius: string) => string;
  filters: FilterHint[];
  unfilteredHref: string;
  nationwideHref: string;
  termHref: (term: string) => string;
}

const programs = (n: number) => formatCount(n, 'program', 'programs');

/** "No programs for “CNA” within 10 miles of Houston, TX; 17 within 25 miles." */
export function noResultSentence(
  p: Pick<NoResultHintsProps, 'keyword' | 'location' | 'radius' | 'hints'>,
): string {
  const what = p.keyword ? ` for “${p.keyword}”` : '';
  const where = p.location
    ? p.radius
      ? ` within ${p.radius} miles of ${p.location}`
      : ` in ${p.location}`
    : '';
  const wider = p.hints.Distances.find((r) => r.Count > 0);
  return `No programs${what}${where}${wider ? `; ${wider.Count.toLocaleString('en-US')} within ${wider.Radius} miles` : ''}.`;
}

export function NoResultHints(p: NoResultHintsProps) {
  const { hints } = p;
  const wider = hints.Distances.find((r) => r.Count > 0);
  const triedRadius = hints.Distances.at(-1);
  return (
    <div className="rounded-md border border-slate-300 bg-white p-4">
      <p className="font-semibold">{noResultSentence(p)}</p>
      <p className="mt-1">Things to try:</p>
      <ul className="mt-1 grid list-disc gap-1 pl-6">
        {wider ? (
          <li>
            <Link to={p.radiusHref(wider.Radius)} className={linkClass}>
              Search within {wider.Radius} miles ({programs(wider.Count)})
            </Link>
          </li>
        ) : triedRadius ? (
          <li>None within {triedRadius.Radius} miles either.</li>
        ) : null}
        {p.filters.map((f) =>
          f.count > 0 ? (
            <li key={f.label}>
              <Link to={f.href} className={linkClass}>
                Removing “{f.label}” gives {programs(f.count)}
              </Link>
            </li>
          ) : (
            <li key={f.label}>Removing “{f.label}” alone still gives none.</li>
          ),
        )}
        {p.filters.length > 1 && hints.WithoutFilters > 0 ? (
          <li>
            <Link to={p.unfilteredHref} className={linkClass}>
              Search without filters ({programs(hints.WithoutFilters)})
            </Link>
          </li>
        ) : null}
        {hints.Nationwide > 0 ? (
          <li>
            <Link to={p.nationwideHref} className={linkClass}>
              Search nationwide ({programs(hints.Nationwide)})
            </Link>
          </li>
        ) : null}
        {hints.Terms.length > 0 ? (
          <li>
            Related searches that find programs here:{' '}
            {hints.Terms.map((t, i) => (
              <span key={t.Term}>
                {i > 0 ? ', ' : ''}
                <Link to={p.termHref(t.Term)} className={linkClass}>
                  {t.Term}
                </Link>{' '}
                ({programs(t.Count)})
              </span>
            ))}
          </li>
        ) : null}
        {!wider && hints.Nationwide <= 0 && hints.Terms.length === 0 && p.filters.length === 0 ? (
          <li>Check the spelling, or use a shorter or more general word.</li>
        ) : null}
      </ul>
    </div>
  );
}
