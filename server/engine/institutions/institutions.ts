// The v1 institution searches (9 segments, and the 12-segment keyword search): programs matching the criteria,
// one item per institution, facet groups.
import type { InstitutionList } from '../../../contract/institutions/institutions';
import {
  isInstitutionsKeywordRequest,
  type InstitutionsKeywordRequest,
} from '../../../contract/institutions/keyword-institutions';
import type { InstitutionsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { selectionMask } from '../programs/facet-list';
import { firstByKeys } from '../programs/page/order';
import { institutionGroups, type ValueCounts } from './institution-groups';
import { institutionItem } from './institution-item';
import { markWholeSchools, runInstPass, type InstPass } from './institution-pass';
import { isCityValue, selectCity } from './cities';
import { matchKeyword, NO_MATCH, type KeywordMatch } from '../text/match';
import { selectRegion } from './regions';
import * as sel from '../select/selections';
import {
  checkKeyword,
  checkPaging,
  checkValueCounts,
  parseRadius,
  parseSortColumn,
  parseSortDirection,
} from '../validate';
import { MAX_SPELLED_WORDS } from '../limits';
import {
  judgeSegments,
  matchSegment,
  planCandidates,
  valueSchoolCounts,
  type SegmentMatch,
  type SegmentsResult,
} from './v1-values';
import { profileReach, runInstPassByProfiles } from './profile-pass';
import { applyLocation } from '../location/where';
import { institutionsKeywordSegments } from '../../../contract/institutions/keyword-institutions';
import { institutionsSegments } from '../../../contract/requests';

export const INSTITUTION_SORTS = ['School', 'City', 'Distance'] as const;

/**
 * A candidate judged, passed and counted program by program costs about two member reads over the profiles
 * (scattered reads against sequential ones; at 1× the scattered ones mostly hit the cache: decision 0220).
 */
const PROFILE_READS_PER_PROGRAM = 2;
/** What the pass over profiles costs before its first member (its per-school arrays, its sorts), in member reads. */
const PROFILE_PASS_SETUP = 8000;

/** What judging no text segment gives: no candidates, no tiers to read (the school-by-school pass reads none). */
const NO_TEXT: SegmentsResult = { tiers: new Uint8Array(0), cands: null, bits: [null, null, null] };

/** Every corpus-sized array a search borrows is handed back when it ends (scratch/mark-pool.ts). */
export function searchInstitutions(
  s: EngineState,
  req: InstitutionsRequest | InstitutionsKeywordRequest,
): InstitutionList {
  return s.marks.scoped(() => search(s, req));
}

function search(s: EngineState, req: InstitutionsRequest | InstitutionsKeywordRequest): InstitutionList {
  const { d, o } = s;
  // The keyword search's own segments; the 9-segment search has neither.
  const keywordSearch = isInstitutionsKeywordRequest(req);
  let keyword = keywordSearch ? req.keyword.trim() : '';
  checkKeyword(keyword, 'keyword', s.limits);
  checkPaging(req.startRecord, req.limitRecord);
  checkValueCounts(req, keywordSearch ? institutionsKeywordSegments : institutionsSegments, s.limits);
  // The 9-segment search's region is a query parameter: capped the same way.
  checkValueCounts(req, [['region', 'list']], s.limits);
  const column = parseSortColumn(req.sortColumns, INSTITUTION_SORTS, 'sortColumns');
  const desc = parseSortDirection(req.sortDirections, 'sortDirections') === 'DESC';
  const clean = (vs: readonly string[], segment: string) => {
    const out = vs.map((v) => v.trim()).filter((v) => v !== '');
    out.forEach((v) => checkKeyword(v, segment, s.limits));
    return out;
  };
  let occupation = clean(req.occupation, 'occupation');
  let programName = clean(req.programName, 'programName');
  const where = applyLocation(s, req.location, parseRadius(req.radius));
  // Region: the keyword search's segment, or the 9-segment search's `region` query parameter (decision 0075).
  const region = selectRegion(s.regions, req.region ?? []);
  const length = sel.selectLength(d, req.programLength);
  // The state segment also carries City facet values ("Houston, TX"): states OR'd, cities OR'd, the two AND'd.
  const state = sel.selectState(
    d,
    req.state.filter((v) => !isCityValue(v)),
  );
  const city = selectCity(
    d,
    s.cities,
    req.state.filter((v) => isCityValue(v)),
  );
  const filters = {
    instOk: where.instOk,
    length: selectionMask(d.awards.length, length),
    state: selectionMask(d.states.length, state),
    city: selectionMask(s.cities.keys.length, city),
    region: selectionMask(s.regions.codes.length, region),
  };
  // Each value's match, once per request (spelling and retries read them again).
  const matched = new Map<string, KeywordMatch>();
  const matchOf = (v: string): KeywordMatch => {
    let m = matched.get(v);
    if (!m) matched.set(v, (m = matchKeyword(s.text, v)));
    return m;
  };
  let counts: ValueCounts = { occupation: [], programName: [] };
  const run = (kw: string, occ: string[], prog: string[]): InstPass => {
    // Browsing every institution with no criterion is the same every time: computed once, on first use.
    const unfiltered =
      !filters.instOk && !filters.length && !filters.state && !filters.city && !filters.region;
    if (kw === '' && occ.length + prog.length === 0 && unfiltered) {
      s.browseAllInstitutions ??= runInstPass(
        d,
        s.agg,
        s.cities,
        s.regions,
        new Uint8Array(d.progCount),
        filters,
        null,
      );
      return s.browseAllInstitutions;
    }
    // The keyword (12-segment search), occupation and programName values: every segment given must match, the
    // weakest of their tiers ranks the program.
    const segs = [
      matchSegment(s, kw === '' ? [] : [matchOf(kw)]),
      matchSegment(s, occ.map(matchOf)),
      matchSegment(s, prog.map(matchOf)),
    ];
    // No text segment: every program matches at the best tier, so the pass goes school by school (the place too
    // is judged per school) and nothing is judged program by program. (It reads a school's award levels as a bit
    // mask: the data has 12.)
    const noText = segs.every((g) => g === null);
    // Segments of one value each (no per-value counts) reaching many programs: over the profiles (decision 0220).
    const given = segs.filter((g): g is SegmentMatch => g !== null);
    const plan = noText ? null : planCandidates(s, segs, where.instOk);
    if (
      plan &&
      plan.bySignature + PROFILE_PASS_SETUP <= plan.size * PROFILE_READS_PER_PROGRAM &&
      d.awards.length <= 32 &&
      given.every((g) => g.matches.length === 1)
    ) {
      counts = { occupation: [], programName: [] };
      return runInstPassByProfiles(s, given, filters, profileReach(s, given));
    }
    const judged =
      noText && d.awards.length <= 32 ? NO_TEXT : judgeSegments(s, segs, where.instOk, plan ?? undefined);
    const pass = runInstPass(
      d,
      s.agg,
      s.cities,
      s.regions,
      judged.tiers,
      filters,
      judged.cands,
      s.marks,
      noText ? s.ps.byInst : null,
    );
    const countsOf = (k: number) => {
      const bits = judged.bits[k];
      const seg = segs[k];
      return bits && seg ? valueSchoolCounts(s, seg, bits, pass.passTier, judged.cands) : [];
    };
    counts = { occupation: countsOf(1), programName: countsOf(2) };
    return pass;
  };
  let pass = run(keyword, occupation, programName);
  // Spelling: the first free-text value with an unknown word gets suggestions; with no results, the first that works.
  const texts = [
    ...(keyword === '' ? [] : [['k', 0, keyword] as const]),
    ...occupation.map((v, k) => ['o', k, v] as const),
    ...programName.map((v, k) => ['p', k, v] as const),
  ];
  let didYouMean: string[] = [];
  let autoCorrection = '';
  // One lookup budget for every value: 40 values of unknown words cost no more than one keyword.
  const budget = { words: MAX_SPELLED_WORDS };
  for (const [which, k, v] of texts) {
    if (budget.words <= 0) break;
    if (matchOf(v).kind !== 'text') continue;
    didYouMean = s.speller.suggest(v, 3, budget);
    if (didYouMean.length === 0) continue;
    if (pass.insts.length === 0) {
      const kept = counts;
      for (const fix of didYouMean) {
        const kw = which === 'k' ? fix : keyword;
        const occ = which === 'o' ? occupation.map((x, j) => (j === k ? fix : x)) : occupation;
        const prog = which === 'p' ? programName.map((x, j) => (j === k ? fix : x)) : programName;
        const p2 = run(kw, occ, prog);
        if (p2.insts.length > 0) {
          [pass, keyword, occupation, programName, autoCorrection] = [p2, kw, occ, prog, fix];
          break;
        }
        counts = kept;
      }
    }
    break;
  }
  // Only the result's schools are sorted by distance or shown: measured now (radius 0, where.ts).
  where.measure?.(pass.insts);
  // The browse-everything orders never change either: kept once computed.
  const memoKey = pass === s.browseAllInstitutions && !where.dist ? `${column}|${desc}` : null;
  // Only the schools up to the page's end are needed in order (all for a kept order).
  const need = memoKey ? Infinity : req.startRecord + req.limitRecord;
  const ordered =
    (memoKey && s.browseOrders.get(memoKey)) || sortInstitutions(s, pass, column, desc, where.dist, need);
  if (memoKey) s.browseOrders.set(memoKey, ordered);
  const page = ordered.slice(req.startRecord, req.startRecord + req.limitRecord);
  markWholeSchools(pass, s.ps.byInst, page);
  return {
    SchoolPrograms: page.map((i) =>
      institutionItem(
        d,
        o,
        s.agg,
        i,
        pass.passTier,
        pass.reported[i] ? (pass.done[i] ?? 0) : null,
        where.dist,
      ),
    ),
    RecordCount: pass.insts.length,
    DidYouMean: didYouMean,
    AutoCorrection: autoCorrection,
    ...institutionGroups(s, pass, { occupation, programName, length, state, city, region }, counts),
    SchoolOrProgram: 'School',
  };
}

/**
 * The result's institutions in order: School, City and Distance-without-a-point walk presorted institution lists;
 * Distance and relevance sort packed integer keys over the result taken in name order (so ties go by name), only
 * as far as `need` schools when the order is not reversed (firstByKeys).
 */
function sortInstitutions(
  s: EngineState,
  pass: InstPass,
  column: (typeof INSTITUTION_SORTS)[number] | '',
  desc: boolean,
  dist: Float64Array | null,
  need: number,
): number[] {
  const { o } = s;
  const { best } = pass;
  const inResult = (order: Int32Array) => {
    const out: number[] = [];
    for (const i of order) if ((best[i] ?? NO_MATCH) !== NO_MATCH) out.push(i);
    return out;
  };
  /** The result's schools along a presorted order (from its end when descending), as far as `need`. */
  const walk = (order: Int32Array) => {
    const out: number[] = [];
    if (desc) {
      for (let j = order.length - 1; j >= 0 && out.length < need; j--) {
        const i = order[j] ?? 0;
        if ((best[i] ?? NO_MATCH) !== NO_MATCH) out.push(i);
      }
    } else {
      for (let j = 0; j < order.length && out.length < need; j++) {
        const i = order[j] ?? 0;
        if ((best[i] ?? NO_MATCH) !== NO_MATCH) out.push(i);
      }
    }
    return out;
  };
  if (column === 'School') return walk(o.instsByName);
  if (column === 'City') return walk(o.instsByCity);
  if (column === 'Distance' && !dist) return walk(o.instsByPlace);
  const byName = inResult(o.instsByName);
  let far = 0;
  const tenths = byName.map((i) => {
    const m = dist?.[i] ?? NaN;
    const t = Number.isFinite(m) ? Math.round(m * 10) : -1;
    far = Math.max(far, t);
    return t;
  });
  const near = tenths.map((t) => (t < 0 ? far + 1 : t)); // no coordinates: last
  const maxDone = byName.reduce((m, i) => Math.max(m, pass.done[i] ?? 0), 0);
  const fewerDone = byName.map((i) => maxDone - (pass.done[i] ?? 0));
  const tier = byName.map((i) => pass.best[i] ?? 0);
  const keys = column === 'Distance' ? [near] : dist ? [tier, near, fewerDone] : [tier, fewerDone];
  const reversed = desc && column !== '';
  const n = byName.length;
  const out = Array.from(firstByKeys(n, keys, reversed ? n : Math.min(n, need)), (k) => byName[k] ?? 0);
  return reversed ? out.reverse() : out;
}
