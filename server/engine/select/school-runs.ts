// The corpus as runs of one school's consecutive programs, in program order. A school's programs mostly lie side by
// side (the data build writes them school by school), a state list's after its college's: about 1.1 runs a school.
// Listing many schools' programs run by run gives them in program order with no sort, reading neither the
// programs' schools nor their numbers (a run is a range of numbers).
import { outsideDeadline } from '../deadline';
import type { EngineData } from '../data';

export interface SchoolRuns {
  /** run r holds the programs start[r] .. start[r + 1] - 1 */
  start: Int32Array;
  /** run r's school */
  school: Int32Array;
}

const cache = new WeakMap<EngineData, SchoolRuns>();

/** Built once per data set (first use, or the engine's warm-up), outside any deadline. */
export function schoolRuns(d: EngineData): SchoolRuns {
  let runs = cache.get(d);
  if (!runs) cache.set(d, (runs = outsideDeadline(() => build(d))));
  return runs;
}

function build(d: EngineData): SchoolRuns {
  const { progInst, progCount } = d;
  let count = 0;
  for (let p = 0; p < progCount; p++) if (p === 0 || progInst[p] !== progInst[p - 1]) count++;
  const start = new Int32Array(count + 1);
  const school = new Int32Array(count);
  let r = 0;
  for (let p = 0; p < progCount; p++) {
    if (p !== 0 && progInst[p] === progInst[p - 1]) continue;
    start[r] = p;
    school[r++] = progInst[p] ?? 0;
  }
  start[count] = progCount;
  return { start, school };
}
