// The plan of a program search (issue 20 point 2, decision 0162): the request validated once, in one place, and
// read into what execution needs — the words understood (text/), the place (location/), the filters of every
// declared dimension (dimensions/) with their failure bits, the order and the page. Everything after the plan
// trusts it: execution and shaping raise no request error.
import {
  programDimensions,
  type ProgramDimension,
  type ProgramDimensionId,
} from '../../../contract/dimensions/program-dimensions';
import type { Dimension } from '../../../contract/dimensions/dimension';
import { BadRequestError } from '../types';
import { programsSegments, type ProgramsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { programDimensionHalves } from '../dimensions/program-dimensions';
import type { Chosen, DimensionData, EngineDimension } from '../dimensions/engine-dimension';
import { profilesOf } from '../load/profiles';
import { applyLocation, type Where } from '../location/where';
import type { KeywordMatch } from '../text/match';
import {
  checkKeyword,
  checkPaging,
  checkValueCounts,
  clip,
  parseRadius,
  parseSortColumn,
  parseSortDirection,
} from '../validate';
import type { ActiveFilter } from './execute';
import { keywordMatch } from './keyword-matches';
import { PROGRAM_SORTS, type ProgramSortColumn } from './page/page';

export interface ProgramPlan {
  req: ProgramsRequest;
  x: DimensionData;
  /** the keyword as typed, understood */
  typed: KeywordMatch;
  where: Where;
  radius: number;
  /** the filters asked for, in declaration order, each with its own failure bit */
  filters: ActiveFilter[];
  /** every dimension's engine half (for a dimension with bases, the basis the request asks for) */
  halves: ReadonlyMap<ProgramDimensionId, EngineDimension>;
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

/**
 * A dimension's engine half for this request: for one with bases (contract `basis`), the basis its parameter
 * names (the first when absent). Throws BadRequestError for a basis the dimension does not have.
 */
function halfFor(dim: ProgramDimension, req: ProgramsRequest): EngineDimension {
  const half = programDimensionHalves[dim.id];
  const basis = (dim as Dimension).basis;
  if (!basis || !half.bases) return half;
  const field = basis.field as keyof ProgramsRequest;
  const asked = (req[field] as readonly string[] | undefined) ?? [];
  const value = asked[0]?.trim() ?? basis.options[0]?.value ?? '';
  const chosen = half.bases[value];
  if (asked.length > 1 || !chosen)
    throw new BadRequestError(
      `${basis.field} takes one of ${basis.options.map((o) => o.value).join(', ')}, got "${clip(asked.join(','))}".`,
      basis.field,
    );
  return chosen;
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
  const halves = new Map<ProgramDimensionId, EngineDimension>();
  for (const dim of programDimensions) {
    const half = halfFor(dim, req);
    halves.set(dim.id, half);
    const given = requestValues(req, dim.id);
    const chosen = half.choose(x, given);
    values.set(dim.id, { values: given, chosen });
    if (chosen)
      filters.push({
        id: dim.id,
        dim: half,
        chosen,
        codes: chosen.codes ?? half.codes(x),
        bit: 1 << filters.length,
      });
  }
  const radius = parseRadius(req.radius);
  const where = applyLocation(s, req.location, radius);
  return {
    req,
    x,
    halves,
    typed: keywordMatch(s.text, req.keyword),
    where,
    radius,
    filters,
    values,
    column,
    desc,
    etplOnly: values.get('filterBySource')?.chosen !== null,
  };
}
