// Per-institution totals over all its programs (distinct occupations, CIPs and award levels, completions), computed
// once: when every program of a school is in a v1 result (browsing by place or region), its facet values and its
// completions come from here.
import { NO_INDEX, type EngineData } from '../data';
import type { Groups } from '../select/postings';

export interface InstAggregates {
  /** number of programs per institution */
  programs: Int32Array;
  /** distinct SOC indices per institution, ascending (= code order) */
  socs: Groups;
  /** distinct CIP indices per institution */
  cips: Groups;
  /** the award levels each institution offers, bit a = award index a (every award index is below 32) */
  awards: Uint32Array;
  /** completions summed over the programs reporting them, per institution */
  done: Float64Array;
  /** 1 when some program of the institution reports completions */
  reported: Uint8Array;
  /**
   * Per state: its schools that have programs, and over them the schools per SOC and per CIP (each school once per
   * value): a state whose schools are all in a result adds these (institution-pass.ts).
   */
  byState: { schools: Int32Array; insts: Int32Array[]; socs: Int32Array[]; cips: Int32Array[] };
}

export function buildInstAggregates(d: EngineData, byInst: Groups): InstAggregates {
  const programs = new Int32Array(d.instCount);
  const socStart = new Int32Array(d.instCount + 1);
  const cipStart = new Int32Array(d.instCount + 1);
  const socs: number[] = [];
  const cips: number[] = [];
  const socSeen = new Int32Array(d.socCodes.length).fill(-1);
  const cipSeen = new Int32Array(d.cipCodes.length).fill(-1);
  const listSeen = new Int32Array(d.socLists.length).fill(-1);
  const awards = new Uint32Array(d.instCount);
  const done = new Float64Array(d.instCount);
  const reported = new Uint8Array(d.instCount);
  for (let i = 0; i < d.instCount; i++) {
    const from = byInst.start[i] ?? 0;
    const to = byInst.start[i + 1] ?? 0;
    programs[i] = to - from;
    const mine: number[] = [];
    for (let j = from; j < to; j++) {
      const p = byInst.items[j] ?? 0;
      awards[i] = (awards[i] ?? 0) | (1 << (d.progAward[p] ?? 0));
      const completions = d.progCompletions[p] ?? -1;
      if (completions >= 0) {
        done[i] = (done[i] ?? 0) + completions;
        reported[i] = 1;
      }
      const c = d.progCip[p] ?? NO_INDEX;
      if (c >= 0 && cipSeen[c] !== i) {
        cipSeen[c] = i;
        cips.push(c);
      }
      const l = d.progSocList[p] ?? 0;
      if (listSeen[l] === i) continue; // programs of one CIP at several levels share their list
      listSeen[l] = i;
      for (const s of d.socLists[l] ?? []) {
        if (socSeen[s] === i) continue;
        socSeen[s] = i;
        mine.push(s);
      }
    }
    mine.sort((a, b) => a - b);
    for (const s of mine) socs.push(s);
    socStart[i + 1] = socs.length;
    cipStart[i + 1] = cips.length;
  }
  const socGroups = { start: socStart, items: Int32Array.from(socs) };
  const cipGroups = { start: cipStart, items: Int32Array.from(cips) };
  return {
    programs,
    socs: socGroups,
    cips: cipGroups,
    awards,
    done,
    reported,
    byState: stateTotals(d, programs, socGroups, cipGroups),
  };
}

function stateTotals(
  d: EngineData,
  programs: Int32Array,
  socs: Groups,
  cips: Groups,
): InstAggregates['byState'] {
  const ns = d.states.length;
  const schools = new Int32Array(ns);
  const insts: number[][] = Array.from({ length: ns }, () => []);
  const socCount = Array.from({ length: ns }, () => new Int32Array(d.socCodes.length));
  const cipCount = Array.from({ length: ns }, () => new Int32Array(d.cipCodes.length));
  for (let i = 0; i < d.instCount; i++) {
    const st = d.instState[i] ?? NO_INDEX;
    if (st < 0 || (programs[i] ?? 0) === 0) continue;
    schools[st] = (schools[st] ?? 0) + 1;
    insts[st]?.push(i);
    const sc = socCount[st];
    const cc = cipCount[st];
    if (sc)
      for (let k = socs.start[i] ?? 0; k < (socs.start[i + 1] ?? 0); k++) {
        const v = socs.items[k] ?? 0;
        sc[v] = (sc[v] ?? 0) + 1;
      }
    if (cc)
      for (let k = cips.start[i] ?? 0; k < (cips.start[i + 1] ?? 0); k++) {
        const v = cips.items[k] ?? 0;
        cc[v] = (cc[v] ?? 0) + 1;
      }
  }
  return { schools, insts: insts.map((l) => Int32Array.from(l)), socs: socCount, cips: cipCount };
}
