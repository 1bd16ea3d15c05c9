// Where a walk along the relevance order can start (decision 0161): byCompletions puts the programs that report no
// completions — every state list program among them — at its tail, so a result of list programs lies there, and a
// walk from the head would pass over the whole corpus first (at 10×, 2.7 M programs, each round of the diverse
// head). Each profile's first position in that order bounds where its programs begin, and each school's where its
// programs do (for the schools named by the keyword, whose programs are counted school by school); the result's
// least bound is where the walk starts, and it meets the same programs in the same order.
import { outsideDeadline } from '../../deadline';
import type { EngineData } from '../../data';
import { profilesOf } from '../../load/profiles';
import type { Orders } from './order';

const byProfile = new WeakMap<Orders, Int32Array>();
const bySchool = new WeakMap<Orders, Int32Array>();

/** Per profile: the first position in byCompletions of any of its programs (built once per data set, at warm-up). */
export function firstByCompletions(d: EngineData, o: Orders): Int32Array {
  let first = byProfile.get(o);
  if (!first) {
    const { progProfile, count } = profilesOf(d);
    byProfile.set(o, (first = outsideDeadline(() => build(d, o, progProfile, count))));
  }
  return first;
}

/** Per school: the first position in byCompletions of any of its programs (built once per data set, at warm-up). */
export function schoolFirstByCompletions(d: EngineData, o: Orders): Int32Array {
  let first = bySchool.get(o);
  if (!first) bySchool.set(o, (first = outsideDeadline(() => build(d, o, d.progInst, d.instCount))));
  return first;
}

/** Per group (a program's group in `groupOf`): the least rank of its programs. */
function build(d: EngineData, o: Orders, groupOf: ArrayLike<number>, groups: number): Int32Array {
  const rank = o.rank.completions;
  const first = new Int32Array(groups).fill(d.progCount);
  for (let p = 0; p < d.progCount; p++) {
    const k = groupOf[p] as number;
    const r = rank[p] as number;
    if (r < (first[k] as number)) first[k] = r;
  }
  return first;
}
