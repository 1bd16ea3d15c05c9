// The v1 institution searches (9 segments, and the 12-segment keyword search): programs matching the criteria,
// one item per institution, facet groups.
import type { InstitutionList } from '../../contract/institutions';
import {
  isInstitutionsKeywordRequest,
  type InstitutionsKeywordRequest,
} from '../../contract/keyword-institutions';
import type { InstitutionsRequest } from '../../contract/requests';
import type { EngineState } from './engine-state';
import { selectionMask } from './facet-list';
import { sortByKeys } from './order';
import { institutionGroups } from './institution-groups';
import { institutionItem } from './institution-item';
import { runInstPass, type InstPass } from './institution-pass';
import { candidates } from './candidates';
import { isCityValue, selectCity } from './cities';
import { fillTiers, matchKeyword, NO_MATCH, type KeywordMatch } from './text/match';
import { selectRegion } from './regions';
import * as sel from './selections';
import { checkKeyword, checkPaging, parseRadius, parseSortColumn, parseSortDirection } from './validate';
import { applyLocation } from './where';

export const INSTITUTION_SORTS = ['School', 'City', 'Distance'] as const;
const MAX_VALUES = 20;

/** The programs worth checking: those any value of one segment could match, from the smaller segment. */
function v1Candidates(
  s: EngineState,
  segments: KeywordMatch[][],
  instOk: Uint8Array | null,
): Int32Array | null {
  const n = s.d.progCount;
  let best = candidates(s.d, n, s.ps, { kind: 'all' }, instOk);
  for (const matches of segments) {
    if (matches.length === 0) continue;
    const lists = matches.map((m) => candidates(s.d, n, s.ps, m, instOk));
    if (lists.some((l) => l === null)) continue;
    const union =
      lists.length === 1
        ? (lists[0] ?? null)
        : Int32Array.from(new Set(lists.flatMap((l) => [...(l ?? [])]))).sort();
    if (union && (best === null || union.length < best.length)) best = union;
  }
  return best;
}

/** Tiers of programs matching any of the matches (best tier wins), written for the candidates only. */
function anyOf(s: EngineState, matches: KeywordMatch[], cands: Int32Array | null): Uint8Array | null {
  if (matches.length === 0) return null;
  const out = new Uint8Array(s.d.progCount).fill(NO_MATCH);
  const one = new Uint8Array(s.d.progCount);
  for (const m of matches) {
    fillTiers(s.d, m, one, cands);
    const len = cands ? cands.length : s.d.progCount;
    for (let k = 0; k < len; k++) {
      const p = cands ? (cands[k] ?? 0) : k;
      if ((one[p] ?? NO_MATCH) < (out[p] ?? NO_MATCH)) out[p] = one[p] ?? NO_MATCH;
    }
  }
  return out;
}

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
  checkKeyword(keyword, 'keyword');
  checkPaging(req.startRecord, req.limitRecord);
  const column = parseSortColumn(req.sortColumns, INSTITUTION_SORTS, 'sortColumns');
  const desc = parseSortDirection(req.sortDirections, 'sortDirections') === 'DESC';
  const clean = (vs: readonly string[], segment: string) => {
    const out = vs.map((v) => v.trim()).filter((v) => v !== '');
    out.forEach((v) => checkKeyword(v, segment));
    return out.slice(0, MAX_VALUES);
  };
  let occupation = clean(req.occupation, 'occupation');
  let programName = clean(req.programName, 'programName');
  const where = applyLocation(s, req.location, parseRadius(req.radius));
  // Region: the keyword search's segment, or the 9-segment search's `region` query parameter (decision 0075).
  const region = selectRegion(s.regions, (req.region ?? []).slice(0, MAX_VALUES));
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
    // The keyword goes through the same matcher as v2's keyword and the occupation / programName values.
    const kwM = kw === '' ? [] : [matchKeyword(s.text, kw)];
    const occM = occ.map((v) => matchKeyword(s.text, v));
    const progM = prog.map((v) => matchKeyword(s.text, v));
    const cands = v1Candidates(s, [kwM, occM, progM], where.instOk);
    // Every segment given must match; the weakest of their tiers ranks the program.
    const given = [anyOf(s, kwM, cands), anyOf(s, occM, cands), anyOf(s, progM, cands)].filter(
      (t): t is Uint8Array => t !== null,
    );
    const [tiers = new Uint8Array(d.progCount), ...others] = given;
    for (const t of others)
      for (let p = 0; p < tiers.length; p++) tiers[p] = Math.max(tiers[p] ?? NO_MATCH, t[p] ?? NO_MATCH);
    return runInstPass(d, s.agg, s.cities, s.regions, tiers, filters, cands, s.marks);
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
  for (const [which, k, v] of texts) {
    didYouMean = matchKeyword(s.text, v).kind === 'text' ? s.speller.suggest(v) : [];
    if (didYouMean.length === 0) continue;
    if (pass.insts.length === 0) {
      for (const fix of didYouMean) {
        const kw = which === 'k' ? fix : keyword;
        const occ = which === 'o' ? occupation.map((x, j) => (j === k ? fix : x)) : occupation;
        const prog = which === 'p' ? programName.map((x, j) => (j === k ? fix : x)) : programName;
        const p2 = run(kw, occ, prog);
        if (p2.insts.length > 0) {
          [pass, keyword, occupation, programName, autoCorrection] = [p2, kw, occ, prog, fix];
          break;
        }
      }
    }
    break;
  }
  // The browse-everything orders never change either: kept once computed.
  const memoKey = pass === s.browseAllInstitutions && !where.dist ? `${column}|${desc}` : null;
  const ordered =
    (memoKey && s.browseOrders.get(memoKey)) || sortInstitutions(s, pass, column, desc, where.dist);
  if (memoKey) s.browseOrders.set(memoKey, ordered);
  const page = ordered.slice(req.startRecord, req.startRecord + req.limitRecord);
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
    ...institutionGroups(s, pass, { occupation, programName, length, state, city, region }),
    SchoolOrProgram: 'School',
  };
}

/**
 * The result's institutions in order: School, City and Distance-without-a-point walk presorted institution lists;
 * Distance and relevance sort packed integer keys over the result taken in name order (so ties go by name).
 */
function sortInstitutions(
  s: EngineState,
  pass: InstPass,
  column: (typeof INSTITUTION_SORTS)[number] | '',
  desc: boolean,
  dist: Float64Array | null,
): number[] {
  const { o } = s;
  const inResult = (order: Int32Array) => {
    const out: number[] = [];
    for (const i of order) if ((pass.best[i] ?? NO_MATCH) !== NO_MATCH) out.push(i);
    return out;
  };
  let out: number[];
  if (column === 'School') out = inResult(o.instsByName);
  else if (column === 'City') out = inResult(o.instsByCity);
  else if (column === 'Distance' && !dist) out = inResult(o.instsByPlace);
  else {
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
    out = Array.from(sortByKeys(byName.length, keys), (k) => byName[k] ?? 0);
  }
  return desc && column !== '' ? out.reverse() : out;
}
