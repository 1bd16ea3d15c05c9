// The pass of a search with no keyword whose place or filters include a school-level one (school, area, sector):
// each school is judged once, and only the programs of schools passing every school-level filter go through the
// program pass. A program of a school failing one school-level filter counts only for that filter's facet (and
// failingOnly), so per school it is enough to know how many of its programs pass the program-level filters: from a
// per-school tally by format when format is the only program-level filter, else by a narrow loop over that
// school's programs. Schools failing two or more count nowhere (the same rule as runPass: a program counts for a
// facet only when it fails that facet's filter alone). The answers are those of runPass over every program,
// computed for a fraction of the cost (at 10× data, `{ sector: for-profit, format }` checks 150 k programs, not
// 2.7 M).
import { CHECK_MASK, checkDeadline, outsideDeadline } from '../deadline';
import { NO_INDEX, type EngineData } from '../data';
import { fillTiers, type KeywordMatch } from '../text/match';
import { CHECK_COST, CHECK_WEEKS, FACT_BIT, factTables, type FactTables } from '../facts/fact-counts';
import { hasFactFilter } from '../facts/fact-filters';
import type { MarkPool } from '../scratch/mark-pool';
import type { Groups } from '../select/postings';
import { F, FORMAT_NONE_BIT, runPass, type PassResult, type ProgramFilters } from './program-pass';

/** Programs are stored school by school, nearly: the maximal runs of one school, in program order. */
interface ProgramRuns {
  /** run r holds programs start[r] .. start[r + 1] - 1 */
  start: Int32Array;
  inst: Int32Array;
}

const runsOf = new WeakMap<EngineData, ProgramRuns>();
function programRuns(d: EngineData): ProgramRuns {
  let runs = runsOf.get(d);
  if (runs) return runs;
  runs = outsideDeadline(() => {
    const { progInst, progCount: n } = d;
    const start: number[] = [];
    const inst: number[] = [];
    for (let p = 0; p < n; p++) {
      const i = progInst[p] ?? 0;
      if (p === 0 || i !== progInst[p - 1]) {
        start.push(p);
        inst.push(i);
      }
    }
    start.push(n);
    return { start: Int32Array.from(start), inst: Int32Array.from(inst) };
  });
  runsOf.set(d, runs);
  return runs;
}

/** Programs per school and format mask (8 per school): a school's count under a format filter without its programs. */
const formatTallyOf = new WeakMap<EngineData, Int32Array>();
function formatTally(d: EngineData): Int32Array {
  let tally = formatTallyOf.get(d);
  if (tally) return tally;
  tally = outsideDeadline(() => {
    const t = new Int32Array(d.instCount * 8);
    const { progInst, progFormat } = d;
    for (let p = 0; p < d.progCount; p++) {
      const k = (progInst[p] ?? 0) * 8 + (progFormat[p] ?? 0);
      t[k] = (t[k] ?? 0) + 1;
    }
    return t;
  });
  formatTallyOf.set(d, tally);
  return tally;
}

/** A school outside the place: none of its programs is looked at. */
const OUTSIDE = 0xffff;

/**
 * The pass when `m` matches every program (no keyword): the place (`f.instOk`) and the school-level filters are
 * judged per school; null when they leave more than a quarter of the programs (a pass over every program, or over
 * the candidates, is as quick then) or when `m` is a keyword match.
 */
export function runSchoolPass(
  d: EngineData,
  byInst: Groups,
  m: KeywordMatch,
  tiers: Uint8Array,
  f: ProgramFilters,
  marks: MarkPool | null,
): PassResult | null {
  if (m.kind !== 'all') return null;
  const facts = f.facts && hasFactFilter(f.facts) ? factTables(f.facts, d.attrValues) : null;
  const bySector = facts?.byControl ?? null;
  const sectorFilter = bySector !== null && bySector.some((b) => b !== 0);
  if (!f.instOk && !f.school && !f.area && !sectorFilter) return null;
  const { instCount, instCounty, instControl } = d;
  const instFail = new Uint16Array(instCount);
  let open = 0;
  for (let i = 0; i < instCount; i++) {
    if (f.instOk && !f.instOk[i]) {
      instFail[i] = OUTSIDE;
      continue;
    }
    let b = 0;
    if (f.school && !f.school[i]) b |= F.school;
    if (f.area && !f.area[instCounty[i] ?? NO_INDEX]) b |= F.area;
    if (bySector) b |= bySector[instControl[i] ?? 0] ?? 0;
    instFail[i] = b;
    if (b === 0) open += (byInst.start[i + 1] ?? 0) - (byInst.start[i] ?? 0);
  }
  // Past a quarter of the programs a plain scan is as quick (the same bound as select/candidates.ts).
  if (open > d.progCount / 4) return null;
  // The open schools' programs, in program order (the order passes and pages expect).
  const runs = programRuns(d);
  const cands = new Int32Array(open);
  let w = 0;
  for (let r = 0; r < runs.inst.length; r++) {
    if (instFail[runs.inst[r] ?? 0] !== 0) continue;
    for (let p = runs.start[r] ?? 0, end = runs.start[r + 1] ?? 0; p < end; p++) cands[w++] = p;
  }
  fillTiers(d, m, tiers, cands);
  // Every open school passes the place and the school-level filters: the pass checks only the others.
  const rest = f.facts ? { ...f.facts, sector: 0 } : null;
  const openFilters: ProgramFilters = {
    ...f,
    instOk: null,
    school: null,
    area: null,
    facts: rest && hasFactFilter(rest) ? rest : null,
  };
  const pass = runPass(d, tiers, openFilters, cands, marks);
  // With no filter left, runPass counts School by the result itself (one array for both): they part here.
  if (pass.school === pass.instPass) pass.school = Int32Array.from(pass.instPass);
  addFailingSchools(d, byInst, f, facts, instFail, pass);
  return pass;
}

/** What the schools failing a school-level filter add: `unfiltered`, and for those failing exactly one, its facet. */
function addFailingSchools(
  d: EngineData,
  byInst: Groups,
  f: ProgramFilters,
  facts: FactTables | null,
  instFail: Uint16Array,
  pass: PassResult,
): void {
  const programLevel = Boolean(
    f.length || f.program || f.occupation || f.etplOnly || (facts && facts.byAttr.some((b) => b !== 0)),
  );
  const tally = !programLevel && f.format ? formatTally(d) : null;
  /** format masks the filter keeps (a program with no format is kept when "none" is chosen) */
  const fmtOk = new Uint8Array(8);
  for (let mask = 0; mask < 8; mask++)
    fmtOk[mask] = !f.format || (mask || FORMAT_NONE_BIT) & f.format ? 1 : 0;
  const { instCounty, instControl } = d;
  const { failingOnly, school, area } = pass;
  const sector = pass.facts.sector;
  let unfiltered = 0;
  for (let i = 0; i < d.instCount; i++) {
    if ((i & CHECK_MASK) === 0) checkDeadline();
    const b = instFail[i] ?? 0;
    if (b === 0 || b === OUTSIDE) continue;
    const from = byInst.start[i] ?? 0;
    const to = byInst.start[i + 1] ?? 0;
    unfiltered += to - from;
    if ((b & (b - 1)) !== 0) continue; // fails two school-level filters: counts nowhere
    let c: number;
    if (tally) {
      c = 0;
      for (let mask = 0; mask < 8; mask++) if (fmtOk[mask]) c += tally[i * 8 + mask] ?? 0;
    } else if (!programLevel && !f.format) c = to - from;
    else c = passingPrograms(d, byInst.items, from, to, f, facts, fmtOk);
    if (c === 0) continue;
    const bit = 31 - Math.clz32(b);
    failingOnly[bit] = (failingOnly[bit] ?? 0) + c;
    if (b === F.school) school[i] = (school[i] ?? 0) + c;
    else if (b === F.area) {
      const county = instCounty[i] ?? NO_INDEX;
      if (county >= 0) area[county] = (area[county] ?? 0) + c;
    } else if (b === FACT_BIT.sector) {
      const ctl = instControl[i] ?? 0;
      sector[ctl] = (sector[ctl] ?? 0) + c;
    }
  }
  if (pass.unfiltered !== null) pass.unfiltered += unfiltered;
}

/** How many of one school's programs pass every program-level filter (runPass's checks without the school's). */
function passingPrograms(
  d: EngineData,
  items: Int32Array,
  from: number,
  to: number,
  f: ProgramFilters,
  facts: FactTables | null,
  fmtOk: Uint8Array,
): number {
  const { progAward, progCip, progFormat, progSocList, progEtpl, progAttr, progCost, progWeeks } = d;
  const maxCost = facts?.maxCost ?? NaN;
  const maxWeeks = facts?.maxWeeks ?? NaN;
  let c = 0;
  for (let j = from; j < to; j++) {
    const p = items[j] ?? 0;
    if (f.length && !f.length[progAward[p] ?? 0]) continue;
    if (f.program) {
      const cip = progCip[p] ?? NO_INDEX;
      if (cip < 0 || !f.program[cip]) continue;
    }
    if (!fmtOk[progFormat[p] ?? 0]) continue;
    if (f.occupation && !f.occupation[progSocList[p] ?? 0]) continue;
    const etpl = progEtpl[p] ?? 0;
    if (f.etplOnly && !etpl) continue;
    if (facts) {
      // Only list programs report facts; the rest read index 0, "nothing reported" (as runPass does).
      let af = facts.byAttr[etpl ? (progAttr[p] ?? 0) : 0] ?? 0;
      if (af & CHECK_COST) af = (af & ~CHECK_COST) | ((progCost[p] ?? NaN) <= maxCost ? 0 : F.cost);
      if (af & CHECK_WEEKS) af = (af & ~CHECK_WEEKS) | ((progWeeks[p] ?? NaN) <= maxWeeks ? 0 : F.weeks);
      if (af !== 0) continue;
    }
    c++;
  }
  return c;
}
