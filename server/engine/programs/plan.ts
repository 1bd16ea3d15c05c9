// The plan of a program search (issue 20 point 2, decision 0162): the request validated once, in one place, and
// read into what execution needs — the words understood (text/), the place (location/), the filters of every
// declared dimension (dimensions/) with their failure bits, the order and the page. Everything after the plan
// trusts it: execution and shaping raise no request error.
import { programDimensions, type ProgramDimensionId } from '../../../contract/dimensions/program-dimensions';
import { programsSegments, type ProgramsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { programDimensionHalves } from '../dimensions/program-dimensions';
import type { Chosen, DimensionData } from '../dimensions/engine-dimension';
import { profilesOf } from '../load/profiles';
import { applyLocation, type Where } from '../location/where';
import { matchKeyword, type KeywordMatch } from '../text/match';
import {
  checkKeyword,
  checkPaging,
  checkValueCounts,
  parseRadius,
  parseSortColumn,
  parseSortDirection,
} from '../validate';
import type { ActiveFilter } from './execute';
import { PROGRAM_SORTS, type ProgramSortColumn } from './page';

export interface ProgramPlan {
  req: ProgramsRequest;
  x: DimensionData;
  /** the keyword as typed, understood */
  typed: KeywordMatch;
  where: Where;
  radius: number;
  /** the filters asked for, in declaration order, each with its own failure bit */
  filters: ActiveFilter[];
  /** every dimension's values as the request wrote them, and what they keep (null: no filter) */
  values: ReadonlyMap<ProgramDimensionId, { values: readonly string[]; chosen: Chosen | null }>;
  column: ProgramSortColumn;
  desc: boolean;
  etplOnly: boolean;
}

/** A dimension's values as the request carries them (filterBySource is one text; the rest are lists). */
export function requestValues(req: ProgramsRequest, id: ProgramDimensionId): readonly string[] {
  if (id === 'filterBySource') return req.filterBySource === '' ? [] : [req.filterBySource];
  return req[id];
}

/** Validates the request (BadRequestError naming the segment or parameter at fault) and plans the search. */
export function planProgramSearch(s: EngineState, req: ProgramsRequest): ProgramPlan {
  checkPaging(req.startRecord, req.limitRecord);
  checkKeyword(req.keyword, 'keyword', s.limits);
  checkValueCounts(req, programsSegments, s.limits);
  const column = parseSortColumn(req.sortColumns, PROGRAM_SORTS, 'sortColumns');
  const desc = parseSortDirection(req.sortDirection, 'sortDirection') === 'DESC';
  const x: DimensionData = { s, d: s.d, ix: profilesOf(s.d) };
  const filters: ActiveFilter[] = [];
  const values = new Map<ProgramDimensionId, { values: readonly string[]; chosen: Chosen | null }>();
  for (const dim of programDimensions) {
    const half = programDimensionHalves[dim.id];
    const given = requestValues(req, dim.id);
    const chosen = half.choose(x, given);
    values.set(dim.id, { values: given, chosen });
    if (chosen)
      filters.push({ id: dim.id, dim: half, chosen, codes: half.codes(x), bit: 1 << filters.length });
  }
  const radius = parseRadius(req.radius);
  const where = applyLocation(s, req.location, radius);
  return {
    req,
    x,
    typed: matchKeyword(s.text, req.keyword),
    where,
    radius,
    filters,
    values,
    column,
    desc,
    etplOnly: values.get('filterBySource')?.chosen !== null,
  };
}
