// The v2 results page body: count, spelling, applied filters, sort, list of programs, pagination, states.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProgramList } from '../../../../contract/programs/programs';
import type { ProgramsSearch } from '../../../../contract/requests';
import { useCallback } from 'react';
import { programsHref, type Carried, type RouteState } from '../../../config/routes';
import { SelectionBar } from '../../shortlist/selection-bar';
import { SelectionProvider } from '../../shortlist/selection';
import { SourcesNote } from '../../filters/sources-note';
import { AppliedFilters } from '../filters/applied-filters';
import type { AppliedFilter, FacetView } from '../../shared/facet-model';
import { FacetPanel } from '../filters/facet-panel';
import { useI18n, type I18n } from '../../../i18n/i18n-context';
import { errorText } from '../../shared/error-words';
import { localizeApplied, localizeFacets, optionWords } from '../filters/facet-words';
import { PaginationNav } from './pagination-nav';
import { ProgramCard } from './program-card';
import { isUnreachable, locationProblem } from '../../../api/api-error';
import { ConnectionNotice } from '../notices/connection-notice';
import { EmptyState, ErrorState, LoadingResults, LocationHint } from '../../shared/result-states';
import { ResultsHeading } from './results-heading';
import { ResultsLayout } from './results-layout';
import { SortControls } from './sort-controls';
import type { SortOption } from './sort-options';
import { SpellingNotice } from '../notices/spelling-notice';
import { useSearchNavigate } from '../form/use-search-navigate';
import { WidenSearch } from '../notices/widen-search';
import { NoResultHints, type FilterHint } from '../notices/no-result-hints';
import { FewResults } from '../notices/few-results';
import { ListOnlyNotice } from '../notices/list-only-notice';
import { FilterOffers, PartialMatchNotice, UnderstoodAsNotice } from '../notices/query-notices';

interface ProgramResultsProps {
  state: RouteState<ProgramsSearch>;
  query: UseQueryResult<ProgramList>;
  facets: FacetView<ProgramsSearch>[];
  applied: AppliedFilter<ProgramsSearch>[];
  cleared: ProgramsSearch;
  sortOptions: SortOption[];
}

export function ProgramResults({ state, query, facets, applied, cleared, sortOptions }: ProgramResultsProps) {
  const { search, exact, carried } = state;
  const go = useSearchNavigate();
  const i18n = useI18n();
  const { t } = i18n;
  // Every link of the page keeps what the counselor is collecting (compare ticks, shortlist).
  const href = (next: ProgramsSearch, typed = false) => programsHref(next, typed, carried);
  const apply = (next: ProgramsSearch) => go(href(next), false);
  const hrefForCarried = useCallback((c: Carried) => programsHref(search, exact, c), [search, exact]);
  const d = query.data;
  const autoCorrected = d?.IsAutoCorrectionUsed === true;
  // Auto-correction happens only when the typed word found nothing, so "search instead" shows no results.
  const typedOnly = autoCorrected && exact;
  const total = typedOnly ? 0 : (d?.RecordCount ?? 0);
  const typed = d?.SearchedOn.KeywordEntered || search.keyword;
  const corrected =
    autoCorrected && !exact
      ? {
          showing: d.DidYouMean[0] || d.SearchedOn.Title || t('spell.aCorrection'),
          typed,
          typedHref: href(search, true),
        }
      : null;
  const suggestions = (d?.DidYouMean ?? []).filter((s) => s.toLowerCase() !== search.keyword.toLowerCase());
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
        : t('results.programCount', { count: total });

  let body;
  if (query.isPending) body = <LoadingResults />;
  else if (place) body = <LocationHint hasPlaces={place.candidates.length > 0} />;
  else if (query.isError)
    body = <ErrorState message={errorText(i18n, query.error)} onRetry={() => void query.refetch()} />;
  else if (total === 0 && d?.NoResultHints && !typedOnly)
    body = (
      <NoResultHints
        keyword={search.keyword}
        location={search.location}
        radius={search.radius}
        hints={d.NoResultHints}
        radiusHref={(radius) => href({ ...search, radius, startRecord: 0 })}
        filters={filterHints(i18n, d, d.NoResultHints.Filters, search, href)}
        unfilteredHref={href(cleared)}
        nationwideHref={href({ ...search, location: '', radius: '', startRecord: 0 })}
        termHref={(keyword) => href({ ...search, keyword, startRecord: 0 })}
      />
    );
  else if (total === 0)
    body = (
      <EmptyState what="programs">
        <WidenSearch
          location={search.location}
          radius={search.radius}
          hasFilters={applied.length > 0}
          hasKeyword={search.keyword !== ''}
          widerHref={(radius) => href({ ...search, radius, startRecord: 0 })}
          unfilteredHref={href(cleared)}
          nationwideHref={href({ ...search, location: '', radius: '', startRecord: 0 })}
        />
      </EmptyState>
    );
  else
    body = (
      <>
        <ol aria-label={t('results.list')} aria-busy={loadingNext} className="grid gap-3">
          {(d?.SchoolPrograms ?? []).map((p, i) => (
            <li key={`${p.DetailId}-${p.SchoolIDUnique}-${i}`}>
              <ProgramCard program={p} />
            </li>
          ))}
        </ol>
        <PaginationNav
          startRecord={search.startRecord}
          limitRecord={search.limitRecord}
          total={total}
          hrefFor={(startRecord) => href({ ...search, startRecord })}
        />
      </>
    );

  const { keyword, location } = search;
  const pageHeading =
    keyword && location
      ? t('results.programsForNear', { keyword, location })
      : keyword
        ? t('results.programsFor', { keyword })
        : location
          ? t('results.programsNear', { location })
          : t('results.allPrograms');
  return (
    <SelectionProvider carried={carried} from={search.location} hrefFor={hrefForCarried}>
      <ResultsLayout
        pageHeading={pageHeading}
        busy={loadingNext}
        facets={
          <FacetPanel
            facets={localizeFacets(i18n, facets)}
            onToggle={apply}
            appliedCount={applied.length}
            note={<SourcesNote />}
          />
        }
        heading={<ResultsHeading countText={countText} />}
        controls={
          <SortControls
            options={sortOptions}
            column={search.sortColumns}
            direction={search.sortDirection}
            limit={search.limitRecord}
            onSort={(sortColumns, sortDirection) =>
              apply({ ...search, sortColumns, sortDirection, startRecord: 0 })
            }
            onLimit={(limitRecord) => apply({ ...search, limitRecord, startRecord: 0 })}
          />
        }
        notices={
          <>
            {unreachable ? (
              <ConnectionNotice showingEarlier={d !== undefined} onRetry={() => void query.refetch()} />
            ) : null}
            <UnderstoodAsNotice terms={d?.SearchedOn.UnderstoodAs} />
            <FilterOffers terms={d?.SearchedOn.UnderstoodAs} search={search} hrefFor={(next) => href(next)} />
            <PartialMatchNotice keyword={typed} partial={typedOnly ? undefined : d?.PartialMatch} />
            <SpellingNotice
              suggestions={corrected ? [] : suggestions}
              hrefFor={(keyword) => href({ ...search, keyword, startRecord: 0 })}
              corrected={corrected}
            />
            <ListOnlyNotice states={d?.ListOnlyStates} search={search} hrefFor={(next) => href(next)} />
            <AppliedFilters filters={localizeApplied(i18n, applied)} cleared={cleared} onApply={apply} />
            {d?.FewResultHints && total > 0 && !query.isPlaceholderData ? (
              <FewResults
                total={total}
                location={search.location}
                radius={search.radius}
                hints={d.FewResultHints}
                radiusHref={(radius) => href({ ...search, radius, startRecord: 0 })}
                filters={filterHints(i18n, d, d.FewResultHints.Filters, search, href)}
              />
            ) : null}
          </>
        }
        body={body}
        tray={<SelectionBar tray />}
      />
    </SelectionProvider>
  );
}

const FACET_OF_SEGMENT = {
  programLength: 'ProgramLengthCountList',
  school: 'SchoolCountList',
  programName: 'ProgramCountList',
  programFormat: 'FormatCountList',
  occupation: 'OccupationCountList',
  area: 'AreaCountList',
} as const;

/** The service's counts without each filter, with the filter's label and the link that removes it. */
function filterHints(
  i18n: I18n,
  d: ProgramList,
  filters: NonNullable<ProgramList['NoResultHints']>['Filters'],
  search: ProgramsSearch,
  href: (s: ProgramsSearch) => string,
): FilterHint[] {
  const out: FilterHint[] = [];
  for (const f of filters) {
    if (f.Segment === 'filterBySource') {
      out.push({
        label: i18n.t('facet.wioaOnly'),
        count: f.Count,
        href: href({ ...search, filterBySource: '', startRecord: 0 }),
      });
      continue;
    }
    const segment = Object.keys(FACET_OF_SEGMENT).find((k) => k === f.Segment) as
      keyof typeof FACET_OF_SEGMENT | undefined;
    if (!segment) continue; // a segment this page does not know: no link to offer
    const items = d[FACET_OF_SEGMENT[segment]];
    const label = i18n.list(
      f.Values.map((v) => optionWords(i18n, segment, v, items.find((i) => i.Value === v)?.Item || v)),
      'or',
    );
    out.push({ label, count: f.Count, href: href({ ...search, [segment]: [], startRecord: 0 }) });
  }
  return out;
}
