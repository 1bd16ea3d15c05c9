// The named schools' listed programs, as a count and a list that may be made later (decision 0274).
/**
 * The named schools' listed programs: how many, and the list itself — made on first asking where nothing may need it
 * (every program of schools holding half the corpus, 1.4 M at 10×, whose tiers stay per profile: a page finds its
 * few from the profiles' members).
 */
export interface NamedList {
  readonly count: number;
  list(): Int32Array;
}

/** A list made already. */
export const namedList = (progs: Int32Array): NamedList => ({ count: progs.length, list: () => progs });
