// How a program's cost, length, online offer and pay are worked out from its sources (decisions 0170–0176). Pure
// rules, shared by the engine (items, details) and the data build's coverage report, so both count the same thing.

/** Award levels above a bachelor's: a school's graduate tuition applies to them, its undergraduate one to the rest. */
const GRADUATE_LEVELS: ReadonlySet<number> = new Set([6, 7, 8, 17, 18, 19]);

export type StudyLevel = 'undergraduate' | 'graduate';

export function studyLevel(awardLevel: number): StudyLevel {
  return GRADUATE_LEVELS.has(awardLevel) ? 'graduate' : 'undergraduate';
}

/**
 * Postsecondary teachers (SOC 25-1xxx) usually need a master's or a doctorate: the crosswalk ties nearly every field
 * to its own teachers, but a certificate, an associate's or a bachelor's does not lead there. Their pay counts toward
 * a program's pay range only from a master's up (decision 0176); below that they are still listed, marked.
 */
const TEACHING_LEVELS: ReadonlySet<number> = new Set([7, 8, 17, 18, 19]);

export function isPostsecondaryTeacher(soc: string): boolean {
  return soc.startsWith('25-1');
}

/** Whether a program at this award level counts postsecondary teachers' pay. */
export function teachersCount(awardLevel: number): boolean {
  return TEACHING_LEVELS.has(awardLevel);
}

export function countsTowardPay(soc: string, awardLevel: number): boolean {
  return !isPostsecondaryTeacher(soc) || teachersCount(awardLevel);
}

/** The usual full-time length of each award level (decision 0171), shared with the filters' rules. */
export { TYPICAL_WEEKS } from '../../../contract/dimensions/fact-values';

export interface YearCharges {
  inDistrict: number | null;
  inState: number | null;
  outOfState: number | null;
}

export type Residency = 'In-district' | 'In-state' | '';

/**
 * The figure a year's price is shown as, and whose price it is: in-district when it is lower than in-state, else
 * in-state when it is lower than out-of-state, else the one price every student pays ('' residency).
 */
export function yearPrice(c: YearCharges): { price: number; residency: Residency } | null {
  const { inDistrict, inState, outOfState } = c;
  if (inDistrict !== null && (inState === null || inDistrict < inState))
    return { price: inDistrict, residency: inState === null && outOfState === null ? '' : 'In-district' };
  const state = inState ?? inDistrict;
  if (state !== null)
    return {
      price: state,
      residency: outOfState !== null && state < outOfState ? 'In-state' : '',
    };
  return outOfState !== null ? { price: outOfState, residency: '' } : null;
}
