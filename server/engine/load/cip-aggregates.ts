// Per-CIP totals of the programs whose match is decided by their CIP code alone, so a broad search with no filter
// and no place adds up a few thousand vectors instead of visiting every program it finds (decision 0121).
//
// A program is "plain" when it has no name of its own, is not a list (ETPL) program, and has the occupations of its
// CIP code: whatever the keyword, its band is its code's band (text/match.ts fillTiers), unless its school's name
// matches a word — a case the CIP pass takes program by program. At 10× data 97.7 % of programs are plain.
import { NO_INDEX, type EngineData } from '../data';
import type { Groups } from '../select/postings';

export interface CipAggregates {
  /** 1 = the program is plain (decided by its CIP code) */
  plain: Uint8Array;
  /** plain programs by CIP, each group in program order */
  byCip: Groups;
  /** per item of `byCip.items`: award index × 2 + (1 when it reported no completions) — its demotion key */
  itemKey: Uint8Array;
  /** keys per CIP: `keyCount[c * keys + key]` plain programs of CIP c with that key */
  keyCount: Int32Array;
  /** number of demotion keys (awards × 2) */
  keys: number;
  /** per CIP: plain programs by format mask, `fmtCount[c * 8 + mask]` */
  fmtCount: Int32Array;
  /** plain programs per CIP */
  count: Int32Array;
  /** per CIP, its schools (ascending) and how many plain programs of the CIP each has: CSR by `instStart` */
  instStart: Int32Array;
  inst: Int32Array;
  instCount: Int32Array;
  /** programs that are not plain, grouped like the engine's postings (select/postings.ts), to gather them alone */
  others: { byCip: Groups; byList: Groups; byName: Groups; byInst: Groups };
}

export const FORMAT_MASKS = 8;

/** `byInst`: every program grouped by school (the engine's postings), to list each code's schools in order. */
export function buildCipAggregates(d: EngineData, byInst: Groups): CipAggregates {
  const n = d.progCount;
  const cips = d.cipCodes.length;
  const keys = d.awards.length * 2;
  const { progCip, progName, progEtpl, progSocList, cipSocList, progAward, progCompletions, progFormat } = d;
  // Everything is read in program order or school by school (sequential reads: at 10× data, reading the programs
  // code by code instead cost 0.7 s).
  const plain = new Uint8Array(n);
  const progKey = new Uint8Array(n);
  const keyCount = new Int32Array(cips * keys);
  const fmtCount = new Int32Array(cips * FORMAT_MASKS);
  const count = new Int32Array(cips);
  for (let p = 0; p < n; p++) {
    const c = progCip[p] ?? NO_INDEX;
    const isPlain =
      c >= 0 &&
      (progName[p] ?? NO_INDEX) < 0 &&
      !progEtpl[p] &&
      (progSocList[p] ?? 0) === (cipSocList[c] ?? 0);
    if (!isPlain) continue;
    plain[p] = 1;
    const key = (progAward[p] ?? 0) * 2 + (progCompletions[p] === 0 ? 1 : 0);
    progKey[p] = key;
    count[c] = (count[c] ?? 0) + 1;
    keyCount[c * keys + key] = (keyCount[c * keys + key] ?? 0) + 1;
    const fm = progFormat[p] ?? 0;
    fmtCount[c * FORMAT_MASKS + fm] = (fmtCount[c * FORMAT_MASKS + fm] ?? 0) + 1;
  }
  // Plain programs by code, in program order, with their demotion keys beside them.
  const start = new Int32Array(cips + 1);
  for (let c = 0; c < cips; c++) start[c + 1] = (start[c] ?? 0) + (count[c] ?? 0);
  const items = new Int32Array(start[cips] ?? 0);
  const itemKey = new Uint8Array(items.length);
  const fill = start.slice(0, cips);
  for (let p = 0; p < n; p++) {
    if (!plain[p]) continue;
    const c = progCip[p] ?? 0;
    const j = fill[c] ?? 0;
    items[j] = p;
    itemKey[j] = progKey[p] ?? 0;
    fill[c] = j + 1;
  }
  // Each code's schools in ascending order with their plain programs: schools are visited in order, so each code's
  // list grows in order. First how many schools each code has, then the lists.
  const lastInst = new Int32Array(cips).fill(NO_INDEX);
  const pairsOf = new Int32Array(cips);
  const eachPlain = (visit: (i: number, c: number) => void) => {
    for (let i = 0; i < d.instCount; i++) {
      const end = byInst.start[i + 1] ?? 0;
      for (let j = byInst.start[i] ?? 0; j < end; j++) {
        const p = byInst.items[j] ?? 0;
        if (plain[p]) visit(i, progCip[p] ?? 0);
      }
    }
  };
  eachPlain((i, c) => {
    if (lastInst[c] === i) return;
    lastInst[c] = i;
    pairsOf[c] = (pairsOf[c] ?? 0) + 1;
  });
  const instStart = new Int32Array(cips + 1);
  for (let c = 0; c < cips; c++) instStart[c + 1] = (instStart[c] ?? 0) + (pairsOf[c] ?? 0);
  const inst = new Int32Array(instStart[cips] ?? 0);
  const instCount = new Int32Array(inst.length);
  const next = instStart.slice(0, cips);
  lastInst.fill(NO_INDEX);
  eachPlain((i, c) => {
    if (lastInst[c] !== i) {
      lastInst[c] = i;
      inst[next[c] ?? 0] = i;
      next[c] = (next[c] ?? 0) + 1;
    }
    const k = (next[c] ?? 0) - 1;
    instCount[k] = (instCount[k] ?? 0) + 1;
  });
  const others: number[] = [];
  for (let p = 0; p < n; p++) if (!plain[p]) others.push(p);
  return {
    plain,
    byCip: { start, items },
    itemKey,
    keyCount,
    keys,
    fmtCount,
    count,
    instStart,
    inst,
    instCount,
    others: {
      byCip: groupSome(others, cips, progCip),
      byList: groupSome(others, d.socLists.length, progSocList),
      byName: groupSome(others, d.etplNames.length, progName),
      byInst: groupSome(others, d.instCount, d.progInst),
    },
  };
}

/** Counting sort of the programs of `list` (ascending) by a group key (-1 = in no group): each group in list order. */
function groupSome(list: readonly number[], groups: number, keyOf: ArrayLike<number>): Groups {
  const start = new Int32Array(groups + 1);
  for (const p of list) {
    const g = keyOf[p] ?? NO_INDEX;
    if (g >= 0) start[g + 1] = (start[g + 1] ?? 0) + 1;
  }
  for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] ?? 0) + (start[g] ?? 0);
  const fill = start.slice(0, groups);
  const items = new Int32Array(start[groups] ?? 0);
  for (const p of list) {
    const g = keyOf[p] ?? NO_INDEX;
    if (g < 0) continue;
    items[fill[g] ?? 0] = p;
    fill[g] = (fill[g] ?? 0) + 1;
  }
  return { start, items };
}
