// What the v1 pass over program profiles reads besides the profile index (decision 0220): each profile's
// signature, the profiles of each signature, and each member's completions in the profile index's member order (so
// the pass reads them front to back rather than one program at a time across the corpus). Built once per data set,
// outside any deadline.
import { outsideDeadline } from '../deadline';
import type { EngineData } from '../data';
import type { ProfileIndex } from '../load/profile-index';
import type { Signatures } from '../load/signatures';
import { groupPrograms, type Groups } from '../select/postings';

export interface V1ProfileIndex {
  /** per profile: its programs' signature (load/signatures.ts: CIP, ETPL name and occupation list agree) */
  sig: Int32Array;
  /** profiles by signature */
  bySig: Groups;
  /** per member of the profile index (`members.items` order): its completions, -1 when not reported */
  completions: Int32Array;
}

const cache = new WeakMap<ProfileIndex, V1ProfileIndex>();

export function v1ProfileIndex(d: EngineData, ix: ProfileIndex, sigs: Signatures): V1ProfileIndex {
  let out = cache.get(ix);
  if (!out) cache.set(ix, (out = outsideDeadline(() => build(d, ix, sigs))));
  return out;
}

function build(d: EngineData, ix: ProfileIndex, sigs: Signatures): V1ProfileIndex {
  const sig = new Int32Array(ix.count);
  for (let k = 0; k < ix.count; k++) sig[k] = sigs.of[ix.first[k] ?? 0] ?? 0;
  const { items } = ix.members;
  const completions = new Int32Array(items.length);
  for (let j = 0; j < items.length; j++) completions[j] = d.progCompletions[items[j] ?? 0] ?? -1;
  return {
    sig,
    bySig: groupPrograms(ix.count, sigs.count, sig),
    completions,
  };
}
