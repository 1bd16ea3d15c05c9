// Few results offer the next step (decision 0153): when a search finds fewer than a full first page, how many more a
// wider distance finds, as one link that widens it, and what removing each filter would give — the service's own
// counts (FewResultHints), never a guess.
import type { FewResultHints } from '../../../../contract/programs/programs';
import { linkClass } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';
import type { FilterHint } from './no-result-hints';

interface FewResultsProps {
  total: number;
  location: string;
  radius: string;
  hints: FewResultHints;
  radiusHref: (radius: string) => string;
  /** Removing each filter: its label, the count it gives, the link (from the service's Filters). */
  filters: FilterHint[];
}

export function FewResults({ total, location, radius, hints, radiusHref, filters }: FewResultsProps) {
  const { t } = useI18n();
  // The nearest radius that fills a page (the service stops there), else the widest it tried that adds some.
  const wider = hints.Distances.at(-1);
  const more = filters.filter((f) => f.count > total);
  if (!wider && more.length === 0) return null;
  const programs = t('results.programCount', { count: total });
  return (
    <div className="rounded-md border border-slate-300 bg-white p-3">
      <p>
        {wider && location
          ? t('few.here', { programs, miles: radius, location })
          : t('few.filtered', { programs })}{' '}
        {wider ? (
          <Link to={radiusHref(wider.Radius)} className={`${linkClass} font-semibold`}>
            {t('few.more', { count: wider.Count - total, miles: wider.Radius })}
          </Link>
        ) : null}
      </p>
      {more.length > 0 ? (
        <ul className="mt-1 grid list-disc gap-1 pl-6">
          {more.map((f) => (
            <li key={f.label}>
              <Link to={f.href} className={linkClass}>
                {t('hints.removing', {
                  label: f.label,
                  programs: t('results.programCount', { count: f.count }),
                })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
