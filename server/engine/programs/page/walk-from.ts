// Where a walk along the relevance order can start (decision 0161): byCompletions puts the programs that report no
// completions — every state list program among them — at its tail, so a result of list programs lies there, and a
// walk from the head would pass over the whole corpus first (at 10×, 2.7 M programs, each round of the diverse
// head). Each profile's first position in that order bounds where its programs begin; the result's least bound is
// where the walk starts, and it meets the same programs in the same order.
import { outsideDeadline } from '../../deadline';
import type { EngineData } from '../../data';
import { profilesOf } from '../../load/profiles';
import type { Orders } from './order';

const cache = new WeakMap<Orders, Int32Array>();

/** Per profile: the first position in byCompletions of any of its programs (built once per data set, at warm-up). */
export function firstByCompletions(d: EngineData, o: Orders): Int32Array {
  let first = cache.get(o);
  if (!first) cache.set(o, (first = outsideDeadline(() => build(d, o))));
  return first;
}

function build(d: EngineData, o: Orders): Int32Array {
  const { progProfile, count } = profilesOf(d);
  const rank = o.rank.completions;
  const first = new Int32Array(count).fill(d.progCount);
  for (let p = 0; p < d.progCount; p++) {
    const k = progProfile[p] as number;
    const r = rank[p] as number;
    if (r < (first[k] as number)) first[k] = r;
  }
  return first;
}
