// Per-CIP totals of the programs whose match is decided by their CIP code alone, so a broad search with no filter
// and no place adds up a few thousand vectors instead of visiting every program it finds (decision 0146).
//
// A program is "plain" when it has no name of its own, is not a list (ETPL) program, and has the occupations of its
// CIP code: whatever the keyword, its band is its code's band (text/match.ts fillTiers), unless its school's name
// matches a word — a case the CIP pass takes program by program. At 10× data 97.7 % of programs are plain.
import { NO_INDEX, type EngineData } from '../data';
import { groupPrograms, type Groups } from '../select/postings';

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

export function isPlain(d: EngineData, p: number): boolean {
  const c = d.progCip[p] ?? NO_INDEX;
  return (
    c >= 0 &&
    (d.progName[p] ?? NO_INDEX) < 0 &&
    !d.progEtpl[p] &&
    (d.progSocList[p] ?? 0) === (d.cipSocList[c] ?? 0)
  );
}

export function buildCipAggregates(d: EngineData): CipAggregates {
  const n = d.progCount;
  const cips = d.cipCodes.length;
  const keys = d.awards.length * 2;
  const plain = new Uint8Array(n);
  const plainCip = new Int32Array(n).fill(NO_INDEX);
  const otherKey = (key: ArrayLike<number>) =>
    Int32Array.from({ length: n }, (_, p) => (plain[p] ? NO_INDEX : (key[p] ?? NO_INDEX)));
  for (let p = 0; p < n; p++) {
    if (!isPlain(d, p)) continue;
    plain[p] = 1;
    plainCip[p] = d.progCip[p] ?? NO_INDEX;
  }
  const byCip = groupPrograms(n, cips, plainCip);
  const { items, start } = byCip;
  const itemKey = new Uint8Array(items.length);
  const keyCount = new Int32Array(cips * keys);
  const fmtCount = new Int32Array(cips * FORMAT_MASKS);
  const count = new Int32Array(cips);
  const instStart = new Int32Array(cips + 1);
  const inst: number[] = [];
  const instCount: number[] = [];
  /** per school: the CIP it was last seen with, then its place in `inst` for that CIP */
  const seen = new Int32Array(d.instCount).fill(NO_INDEX);
  const pos = new Int32Array(d.instCount);
  for (let c = 0; c < cips; c++) {
    const from = start[c] ?? 0;
    const to = start[c + 1] ?? 0;
    count[c] = to - from;
    const schools: number[] = [];
    for (let j = from; j < to; j++) {
      const p = items[j] ?? 0;
      const key = (d.progAward[p] ?? 0) * 2 + (d.progCompletions[p] === 0 ? 1 : 0);
      itemKey[j] = key;
      keyCount[c * keys + key] = (keyCount[c * keys + key] ?? 0) + 1;
      const fm = d.progFormat[p] ?? 0;
      fmtCount[c * FORMAT_MASKS + fm] = (fmtCount[c * FORMAT_MASKS + fm] ?? 0) + 1;
      const i = d.progInst[p] ?? 0;
      if (seen[i] !== c) {
        seen[i] = c;
        schools.push(i);
      }
    }
    schools.sort((a, b) => a - b);
    for (const i of schools) {
      pos[i] = inst.length;
      inst.push(i);
      instCount.push(0);
    }
    for (let j = from; j < to; j++) {
      const k = pos[d.progInst[items[j] ?? 0] ?? 0] ?? 0;
      instCount[k] = (instCount[k] ?? 0) + 1;
    }
    instStart[c + 1] = inst.length;
  }
  return {
    plain,
    byCip,
    itemKey,
    keyCount,
    keys,
    fmtCount,
    count,
    instStart,
    inst: Int32Array.from(inst),
    instCount: Int32Array.from(instCount),
    others: {
      byCip: groupPrograms(n, cips, otherKey(d.progCip)),
      byList: groupPrograms(n, d.socLists.length, otherKey(d.progSocList)),
      byName: groupPrograms(n, d.etplNames.length, otherKey(d.progName)),
      byInst: groupPrograms(n, d.instCount, otherKey(d.progInst)),
    },
  };
}
