// No dead ends (decision 0065): what emptied the list, with a link that undoes each cause and the count it would give.
import type { NoResultHints as Hints } from '../../../../contract/programs/programs';
import { linkClass } from '../../../components/ui/styles';
import { useI18n, type I18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';

export interface FilterHint {
  /** the filter as the reader knows it: "Online", "Associate's degree" (or several: "A or B") */
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

/** "No programs for “CNA” within 10 miles of Houston, TX; 17 within 25 miles." */
export function noResultSentence(
  t: I18n['t'],
  p: Pick<NoResultHintsProps, 'keyword' | 'location' | 'radius' | 'hints'>,
): string {
  const what = p.keyword ? t('hints.for', { keyword: p.keyword }) : '';
  const where = p.location
    ? p.radius
      ? t('hints.withinOf', { miles: p.radius, location: p.location })
      : t('hints.in', { location: p.location })
    : '';
  const wider = p.hints.Distances.find((r) => r.Count > 0);
  const more = wider ? t('hints.wider', { count: wider.Count, miles: wider.Radius }) : '';
  return t('hints.none', { what, where, wider: more });
}

export function NoResultHints(p: NoResultHintsProps) {
  const { t, rich } = useI18n();
  const programs = (count: number) => t('results.programCount', { count });
  const { hints } = p;
  const wider = hints.Distances.find((r) => r.Count > 0);
  const triedRadius = hints.Distances.at(-1);
  const terms = hints.Terms.map((term, i) => (
    <span key={term.Term}>
      {i > 0 ? ', ' : ''}
      <Link to={p.termHref(term.Term)} className={linkClass}>
        {term.Term}
      </Link>{' '}
      ({programs(term.Count)})
    </span>
  ));
  return (
    <div className="rounded-md border border-slate-300 bg-white p-4">
      <p className="font-semibold">{noResultSentence(t, p)}</p>
      <p className="mt-1">{t('empty.tryThese')}</p>
      <ul className="mt-1 grid list-disc gap-1 pl-6">
        {wider ? (
          <li>
            <Link to={p.radiusHref(wider.Radius)} className={linkClass}>
              {t('hints.withinCount', { miles: wider.Radius, programs: programs(wider.Count) })}
            </Link>
          </li>
        ) : triedRadius ? (
          <li>{t('hints.noneWithin', { miles: triedRadius.Radius })}</li>
        ) : null}
        {p.filters.map((f) =>
          f.count > 0 ? (
            <li key={f.label}>
              <Link to={f.href} className={linkClass}>
                {t('hints.removing', { label: f.label, programs: programs(f.count) })}
              </Link>
            </li>
          ) : (
            <li key={f.label}>{t('hints.removingNone', { label: f.label })}</li>
          ),
        )}
        {p.filters.length > 1 && hints.WithoutFilters > 0 ? (
          <li>
            <Link to={p.unfilteredHref} className={linkClass}>
              {t('hints.withoutFilters', { programs: programs(hints.WithoutFilters) })}
            </Link>
          </li>
        ) : null}
        {hints.Nationwide > 0 ? (
          <li>
            <Link to={p.nationwideHref} className={linkClass}>
              {t('hints.nationwide', { programs: programs(hints.Nationwide) })}
            </Link>
          </li>
        ) : null}
        {hints.Terms.length > 0 ? <li>{rich('hints.related', { terms })}</li> : null}
        {!wider && hints.Nationwide <= 0 && hints.Terms.length === 0 && p.filters.length === 0 ? (
          <li>{t('empty.spelling')}</li>
        ) : null}
      </ul>
    </div>
  );
}
