// The v1 results page body: count, spelling, applied filters, sort, list of schools, pagination, states.
import type { UseQueryResult } from '@tanstack/react-query';
import type { InstitutionList } from '../../../../contract/institutions/institutions';
import type { InstitutionsSearch } from '../../../../contract/requests';
import { schoolsHref, type RouteState } from '../../../config/routes';
import { AppliedFilters } from '../filters/applied-filters';
import { FacetPanel } from '../filters/facet-panel';
import { useI18n } from '../../../i18n/i18n-context';
import { errorText } from '../../shared/error-words';
import { localizeApplied, localizeFacets } from '../filters/facet-words';
import { PaginationNav } from './pagination-nav';
import { isUnreachable, locationProblem } from '../../../api/api-error';
import { ConnectionNotice } from '../notices/connection-notice';
import { EmptyState, ErrorState, LoadingResults, LocationHint } from '../../shared/result-states';
import { ResultsHeading } from './results-heading';
import { ResultsLayout } from './results-layout';
import { SchoolCard } from './school-card';
import { clearSchoolFilters, schoolAppliedFilters, schoolFacets } from '../filters/school-facets';
import { SortControls } from './sort-controls';
import { schoolSortOptions } from './sort-options';
import { SpellingNotice } from '../notices/spelling-notice';
import { useSearchNavigate } from '../form/use-search-navigate';
import { WidenSearch } from '../notices/widen-search';

type S = InstitutionsSearch;

export function SchoolResults({
  state,
  query,
}: {
  state: RouteState<S>;
  query: UseQueryResult<InstitutionList>;
}) {
  const { search, exact } = state;
  const go = useSearchNavigate();
  const i18n = useI18n();
  const { t } = i18n;
  const apply = (next: S) => go(schoolsHref(next), false);
  const d = query.data;
  const keyword = search.occupation[0] ?? '';
  const autoCorrected = Boolean(d?.AutoCorrection);
  const typedOnly = autoCorrected && exact;
  const total = typedOnly ? 0 : (d?.RecordCount ?? 0);
  const applied = schoolAppliedFilters(d, search);
  const cleared = clearSchoolFilters(search);
  const withKeyword = (term: string): S => ({
    ...search,
    occupation: [term, ...search.occupation.slice(1)],
    startRecord: 0,
  });
  const corrected =
    d && autoCorrected && !exact
      ? { showing: d.AutoCorrection, typed: keyword, typedHref: schoolsHref(search, true) }
      : null;
  const suggestions = (d?.DidYouMean ?? []).filter((s) => s.toLowerCase() !== keyword.toLowerCase());
  // The service cannot be reached (the query keeps trying), or it could not use the location.
  const unreachable = isUnreachable(query.failureReason) && query.fetchStatus !== 'idle';
  const place = locationProblem(query.error);
  // The next results are on their way: the earlier ones stay, dimmed. Not during an outage, which may last: then
  // they stay readable, and the notice says they may be out of date.
  const loadingNext = query.isPlaceholderData && !unreachable;
  const countText = query.isPending
    ? t('results.searching')
    : query.isError
      ? ''
      : unreachable
        ? t('results.mayBeOutOfDate')
        : t('results.schoolCount', { count: total });

  let body;
  if (query.isPending) body = <LoadingResults />;
  else if (place) body = <LocationHint hasPlaces={place.candidates.length > 0} />;
  else if (query.isError)
    body = <ErrorState message={errorText(i18n, query.error)} onRetry={() => void query.refetch()} />;
  else if (total === 0)
    body = (
      <EmptyState what="schools">
        <WidenSearch
          location={search.location}
          radius={search.radius}
          hasFilters={applied.length > 0}
          hasKeyword={keyword !== ''}
          widerHref={(radius) => schoolsHref({ ...search, radius, startRecord: 0 })}
          unfilteredHref={schoolsHref(cleared)}
          nationwideHref={schoolsHref({ ...search, location: '', radius: '', startRecord: 0 })}
        />
      </EmptyState>
    );
  else
    body = (
      <>
        <ol aria-label={t('results.list')} aria-busy={loadingNext} className="grid gap-3">
          {(d?.SchoolPrograms ?? []).map((s, i) => (
            <li key={`${s.ID}-${i}`}>
              <SchoolCard school={s} />
            </li>
          ))}
        </ol>
        <PaginationNav
          startRecord={search.startRecord}
          limitRecord={search.limitRecord}
          total={total}
          hrefFor={(startRecord) => schoolsHref({ ...search, startRecord })}
        />
      </>
    );

  const { location } = search;
  const pageHeading =
    keyword && location
      ? t('results.schoolsForNear', { keyword, location })
      : keyword
        ? t('results.schoolsFor', { keyword })
        : location
          ? t('results.schoolsNear', { location })
          : t('results.allSchools');
  return (
    <ResultsLayout
      pageHeading={pageHeading}
      busy={loadingNext}
      facets={
        <FacetPanel
          facets={d ? localizeFacets(i18n, schoolFacets(d, search)) : []}
          onToggle={apply}
          appliedCount={applied.length}
        />
      }
      heading={<ResultsHeading countText={countText} />}
      controls={
        <SortControls
          options={schoolSortOptions}
          column={search.sortColumns}
          direction={search.sortDirections}
          limit={search.limitRecord}
          onSort={(sortColumns, sortDirections) =>
            apply({ ...search, sortColumns, sortDirections, startRecord: 0 })
          }
          onLimit={(limitRecord) => apply({ ...search, limitRecord, startRecord: 0 })}
        />
      }
      notices={
        <>
          {unreachable ? (
            <ConnectionNotice showingEarlier={d !== undefined} onRetry={() => void query.refetch()} />
          ) : null}
          <SpellingNotice
            suggestions={corrected ? [] : suggestions}
            hrefFor={(term) => schoolsHref(withKeyword(term))}
            corrected={corrected}
          />
          <AppliedFilters filters={localizeApplied(i18n, applied)} cleared={cleared} onApply={apply} />
        </>
      }
      body={body}
    />
  );
}
