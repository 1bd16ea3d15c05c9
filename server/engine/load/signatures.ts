// Programs grouped by what a keyword match reads of them besides the school: (CIP, ETPL name, occupation list).
//
// 274k programs share about 10k such signatures (every IPEDS program of one CIP has the same one), so a v1 filter
// value is matched once per signature and once per school instead of once per program (decision 0080).
import { NO_INDEX, type EngineData } from '../data';
import { groupPrograms, type Groups } from '../select/postings';

export interface Signatures {
  count: number;
  /** signature of each program */
  of: Int32Array;
  cip: Int32Array;
  name: Int32Array;
  list: Int32Array;
  /** programs by signature */
  programs: Groups;
}

export function buildSignatures(d: EngineData): Signatures {
  const names = d.etplNames.length + 1;
  const lists = d.socLists.length;
  const index = new Map<number, number>();
  const of = new Int32Array(d.progCount);
  const cip: number[] = [];
  const name: number[] = [];
  const list: number[] = [];
  for (let p = 0; p < d.progCount; p++) {
    const c = d.progCip[p] ?? NO_INDEX;
    const nm = d.progName[p] ?? NO_INDEX;
    const l = d.progSocList[p] ?? 0;
    // Below 2^53: about 3,000 CIPs × 7,000 names × 10,000 lists.
    const key = ((c + 1) * names + (nm + 1)) * lists + l;
    let s = index.get(key);
    if (s === undefined) {
      s = cip.length;
      index.set(key, s);
      cip.push(c);
      name.push(nm);
      list.push(l);
    }
    of[p] = s;
  }
  return {
    count: cip.length,
    of,
    cip: Int32Array.from(cip),
    name: Int32Array.from(name),
    list: Int32Array.from(list),
    programs: groupPrograms(d.progCount, cip.length, of),
  };
}
