// The shape of the program profile index (built by profiles.ts), on its own so that the dimensions' engine halves
// can name it without importing the build, which reads the dimensions.
import type { Groups } from '../select/postings';

export interface ProfileIndex {
  count: number;
  /** each profile's first program: a profile's value of any program-level column is this program's */
  first: Int32Array;
  /** each program's profile */
  progProfile: Int32Array;
  /** per profile: the program-level attributes, as EngineData holds them per program */
  cip: Int32Array;
  award: Uint8Array;
  format: Uint8Array;
  socList: Int32Array;
  etpl: Uint8Array;
  name: Int32Array;
  attr: Uint16Array;
  /** 1 = reported no completions (a demotion, decision 0062) */
  zero: Uint8Array;
  /** programs per profile */
  size: Int32Array;
  /** the programs of each profile, in program order, and the school of each (read together, front to back) */
  members: Groups;
  memberSchool: Int32Array;
}
