// Shaping a program search's answer (decision 0162): the page's items, every declared dimension's count list from
// its counts, what the words were understood as, and — when nothing was found — what would find something.
import type { ProgramList, SearchedOn } from '../../../contract/programs/programs';
import { programDimensions } from '../../../contract/dimensions/program-dimensions';
import type { EngineState } from '../engine-state';
import type { EngineDimension } from '../dimensions/engine-dimension';
import { programDimensionHalves } from '../dimensions/program-dimensions';
import { buildMetadata } from '../load/metadata';
import { BAND, bandOf, type KeywordMatch } from '../text/match';
import { partialMatch, understoodAs, understoodTitle } from '../text/understood';
import type { PassResult } from './execute';
import { FEW_RESULTS, fewResultHints } from './hints/few-result-hints';
import { FILTER_SEGMENTS, noResultHints, type FilterSegment, type PassFor } from './hints/no-result-hints';
import type { ProgramPlan } from './plan';
import { listOnlyStates } from './list-only';
import { programItem } from './program-item';

/** The count lists of a kept pass (browsing everything) with nothing requested: the same for every such search. */
const keptLists = new WeakMap<
  PassResult,
  { halves: readonly EngineDimension[]; lists: Record<string, unknown> }
>();

/** Every declared dimension's count list, from the pass's counts. */
function countLists(plan: ProgramPlan, pass: PassResult): Record<string, unknown> {
  const { x } = plan;
  const dims = programDimensions.map(
    (dim) => [dim, plan.halves.get(dim.id) ?? programDimensionHalves[dim.id]] as const,
  );
  const halves = dims.map(([, half]) => half);
  const nothingAsked = programDimensions.every((dim) => (plan.values.get(dim.id)?.values.length ?? 0) === 0);
  const kept = nothingAsked ? keptLists.get(pass) : undefined;
  if (kept && kept.halves.every((half, j) => half === halves[j])) return kept.lists;
  const lists: Record<string, unknown> = {};
  pass.countAll(dims.map(([dim, half]) => [dim.id, half] as const));
  for (const [dim, half] of dims) {
    const given = plan.values.get(dim.id);
    lists[dim.binding.list] = half.list(x, {
      counts: pass.countsFor(dim.id, half),
      chosen: given?.chosen ?? null,
      values: given?.values ?? [],
      schools: pass.schools,
      schoolCounts: pass.schoolCountsFor(dim.id, half),
      total: pass.total,
    });
  }
  // Only a kept pass is met again (any other is the search's own); frozen, since every answer shares the lists.
  if (nothingAsked && pass.kept) keptLists.set(pass, { halves, lists: deepFreeze(lists) });
  return lists;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** What the search found: the pass of the keyword that was searched (as typed, corrected or widened). */
export interface Found {
  match: KeywordMatch;
  pass: PassResult;
  didYouMean: string[];
  corrected: boolean;
}

export function shapeProgramList(
  s: EngineState,
  plan: ProgramPlan,
  found: Found,
  page: number[],
  passFor: PassFor,
): ProgramList {
  const { d } = s;
  const { req, where } = plan;
  const { pass, match } = found;
  const lists = countLists(plan, pass);
  const list = {
    SchoolPrograms: page.map((p) => programItem(d, p, where.dist)),
    RecordCount: pass.total,
    DidYouMean: found.didYouMean,
    IsAutoCorrectionUsed: found.corrected,
    ProgramLengthCountList: lists.ProgramLengthCountList,
    SchoolCountList: lists.SchoolCountList,
    ProgramCountList: lists.ProgramCountList,
    FormatCountList: lists.FormatCountList,
    OccupationCountList: lists.OccupationCountList,
    AreaCountList: lists.AreaCountList,
    EtpCount: lists.EtpCount,
    SearchedOn: searchedOn(req.keyword, match, pass, plan.etplOnly),
    // The added dimensions' lists (decision 0070, 0160), in the order they are declared.
    ...Object.fromEntries(
      programDimensions
        .filter((dim) => dim.binding.in === 'query')
        .map((dim) => [dim.binding.list, lists[dim.binding.list]]),
    ),
  } as ProgramList;
  if (req.enableMetaData === true) list.Metadata = buildMetadata(d);
  const listOnly = listOnlyStates(d, req);
  if (listOnly) list.ListOnlyStates = listOnly;
  if (match.kind === 'text' && match.partial) list.PartialMatch = partialMatch(d, match, pass.hits ?? page);
  if (pass.total === 0) {
    list.NoResultHints = noResultHints(s, {
      keyword: req.keyword,
      match: plan.typed,
      where,
      radius: plan.radius,
      location: req.location,
      filters: plan.filters,
      selected: chosenSegments(plan),
      pass,
      passFor,
    });
  } else if (pass.total < FEW_RESULTS) {
    // Fewer than a full first page: what a wider distance or one filter fewer would add (decision 0153).
    const few = fewResultHints(s, {
      match,
      where,
      radius: plan.radius,
      location: req.location,
      filters: plan.filters,
      selected: chosenSegments(plan),
      pass,
      passFor,
      total: pass.total,
    });
    if (few) list.FewResultHints = few;
  }
  return list;
}

/** DataSetType: "ETPL" with filterBySource=Y, else "All". SchoolOrProgram: "School" when school names were the best match. */
function searchedOn(keyword: string, m: KeywordMatch, pass: PassResult, etplOnly: boolean): SearchedOn {
  const code = m.kind === 'cip' || m.kind === 'soc' ? m.code : null;
  const best = pass.tierCount.findIndex((c) => c > 0);
  const out: SearchedOn = {
    KeywordEntered: keyword,
    IsCode: code !== null,
    FormattedCode: code?.formatted ?? '',
    Title: code?.title ?? (m.kind === 'text' ? understoodTitle(m) : ''),
    Type: code
      ? code.kind === 'soc'
        ? 'Occupation'
        : 'Program'
      : m.kind === 'text' || m.kind === 'none' || (m.kind === 'all' && m.query)
        ? 'Keyword'
        : '',
    DataSetType: etplOnly ? 'ETPL' : 'All',
    SchoolOrProgram: m.kind === 'text' && best >= 0 && bandOf(best) === BAND.school ? 'School' : 'Program',
  };
  if (m.kind === 'text') out.UnderstoodAs = understoodAs(m);
  else if (m.kind === 'all' && m.query) out.UnderstoodAs = understoodAs({ query: m.query });
  return out;
}

/** The filter segments the request selects something in, with their values (for the no-result hints). */
function chosenSegments({ req, etplOnly }: ProgramPlan): Array<[FilterSegment, string[]]> {
  const out: Array<[FilterSegment, string[]]> = [];
  for (const seg of FILTER_SEGMENTS) {
    const values = seg === 'filterBySource' ? (etplOnly ? ['Y'] : []) : req[seg];
    if (values.length > 0) out.push([seg, values]);
  }
  return out;
}
