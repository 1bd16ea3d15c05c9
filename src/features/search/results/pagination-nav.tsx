// Pagination as real links (ctrl-click opens a tab); following one moves focus to the new results.
import { focusRing } from '../../../components/ui/styles';
import { useI18n } from '../../../i18n/i18n-context';
import { Link } from '../../../i18n/link';
import { paginationModel } from './pagination';
import { focusResultsState } from '../form/use-search-navigate';

interface PaginationNavProps {
  startRecord: number;
  limitRecord: number;
  total: number;
  hrefFor: (startRecord: number) => string;
}

const itemClass = `inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 ${focusRing}`;

export function PaginationNav({ startRecord, limitRecord, total, hrefFor }: PaginationNavProps) {
  const { t } = useI18n();
  const model = paginationModel(startRecord, limitRecord, total);
  if (model.pageCount <= 1) return null;
  return (
    <nav aria-label={t('pages.nav')} className="mt-6">
      <ul className="flex flex-wrap items-center gap-1">
        {model.previous !== null ? (
          <li>
            <Link
              to={hrefFor(model.previous)}
              state={focusResultsState}
              className={`${itemClass} border-slate-400`}
            >
              {t('pages.previous')}
            </Link>
          </li>
        ) : null}
        {model.entries.map((e) =>
          e.kind === 'gap' ? (
            <li key={e.key} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={e.page}>
              <Link
                to={hrefFor(e.startRecord)}
                state={focusResultsState}
                aria-label={t('pages.page', { page: String(e.page) })}
                aria-current={e.current ? 'page' : undefined}
                className={`${itemClass} ${e.current ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-400'}`}
              >
                {e.page}
              </Link>
            </li>
          ),
        )}
        {model.next !== null ? (
          <li>
            <Link
              to={hrefFor(model.next)}
              state={focusResultsState}
              className={`${itemClass} border-slate-400`}
            >
              {t('pages.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
