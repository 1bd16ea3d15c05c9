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
  return {
    programs,
    socs: { start: socStart, items: Int32Array.from(socs) },
    cips: { start: cipStart, items: Int32Array.from(cips) },
    awards,
    done,
    reported,
  };
}
