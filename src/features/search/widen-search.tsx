// What to try next when nothing matched: a wider distance, no filters, nationwide (links to those searches).
import { Link } from '../../components/ui/link';
import { linkClass } from '../../components/ui/styles';
import { DISTANCES } from './distance';

interface WidenSearchProps {
  location: string;
  radius: string;
  hasFilters: boolean;
  hasKeyword: boolean;
  widerHref: (radius: string) => string;
  unfilteredHref: string;
  nationwideHref: string;
}

/** The next distance up, or "" (any distance) after the largest. */
export function widerRadius(radius: string): string {
  const miles = Number(radius);
  return DISTANCES.find((d) => Number(d) > miles) ?? '';
}

export function WidenSearch(p: WidenSearchProps) {
  const wider = p.location && p.radius ? widerRadius(p.radius) : null;
  return (
    <>
      {wider !== null ? (
        <li>
          <Link to={p.widerHref(wider)} className={linkClass}>
            {wider ? `Search within ${wider} miles` : 'Search any distance'}
          </Link>
        </li>
      ) : null}
      {p.hasFilters ? (
        <li>
          <Link to={p.unfilteredHref} className={linkClass}>
            Search without filters
          </Link>
        </li>
      ) : null}
      {p.location ? (
        <li>
          <Link to={p.nationwideHref} className={linkClass}>
            Search nationwide
          </Link>
        </li>
      ) : null}
      {p.hasKeyword ? <li>Check the spelling, or use a shorter or more general word.</li> : null}
      <li>Try an occupation code such as 29-1141 or a program code such as 51.3801.</li>
    </>
  );
}
