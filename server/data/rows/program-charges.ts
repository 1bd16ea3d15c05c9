// Puts the IC_PY program figures (price of the whole program, length) on the completions programs they describe
// (decision 0170). IC_PY names a program by school and CIP code only; completions also by award level, so a school
// with, say, a one-year and a two-year certificate in one CIP has two programs there. Each figure goes to the award
// level its length fits best, and no program gets two.
import type { ProgramCharge } from '../readers/ipeds-program-charges';
import type { ProgramRow } from './model';

/** Typical full-time length of each award level, in academic years (900 clock hours or 30 semester credits). */
const LEVEL_YEARS: Readonly<Record<number, readonly [number, number]>> = {
  20: [0, 0.4],
  21: [0.4, 1],
  2: [1, 2],
  3: [1.5, 3],
  4: [2, 4],
  5: [3.5, 5.5],
  6: [0, 1.5],
  7: [1, 3],
  8: [0, 1.5],
  17: [3, 8],
  18: [2.5, 5],
  19: [2, 6],
};

/** The program's length in academic years, from whichever unit it is reported in; null when none is. */
export function academicYears(c: ProgramCharge): number | null {
  if (c.clockHours !== null) return c.clockHours / 900;
  if (c.creditHours !== null) return c.creditHours / 30;
  if (c.weeks !== null) return c.weeks / 30;
  if (c.months !== null) return c.months / 9;
  return null;
}

/** How far a length lies outside an award level's typical range (0 inside it; unknown lengths fit anything). */
export function misfit(years: number | null, awardLevel: number): number {
  const range = LEVEL_YEARS[awardLevel];
  if (years === null || !range) return 0;
  const [low, high] = range;
  return years < low ? low - years : years >= high ? years - high : 0;
}

/** Writes each matched figure onto its program; returns how many programs got one. */
export function attachProgramCharges(
  programs: readonly ProgramRow[],
  charges: readonly ProgramCharge[],
  costYear: string,
): number {
  const key = (unitId: number, cip: string) => `${unitId}|${cip}`;
  const programsAt = new Map<string, ProgramRow[]>();
  for (const p of programs) {
    if (p.source !== 'IPEDS') continue;
    const k = key(p.institutionId, p.cip);
    programsAt.set(k, [...(programsAt.get(k) ?? []), p]);
  }
  const chargesAt = new Map<string, ProgramCharge[]>();
  for (const c of charges) {
    const k = key(c.unitId, c.cip);
    chargesAt.set(k, [...(chargesAt.get(k) ?? []), c]);
  }
  let matched = 0;
  for (const [k, group] of chargesAt) {
    const candidates = programsAt.get(k);
    if (!candidates) continue;
    const pairs = group.flatMap((c) =>
      candidates.map((p) => ({ c, p, cost: misfit(academicYears(c), p.awardLevel) })),
    );
    // Best fit first; among equals the larger program (lower slot) and the shorter award level.
    const shortest = (p: ProgramRow) => LEVEL_YEARS[p.awardLevel]?.[0] ?? 0;
    pairs.sort((a, b) => a.cost - b.cost || a.c.slot - b.c.slot || shortest(a.p) - shortest(b.p));
    const usedCharges = new Set<ProgramCharge>();
    const usedPrograms = new Set<ProgramRow>();
    for (const { c, p } of pairs) {
      if (usedCharges.has(c) || usedPrograms.has(p)) continue;
      usedCharges.add(c);
      usedPrograms.add(p);
      applyCharge(p, c, costYear);
      matched += 1;
    }
  }
  return matched;
}

function applyCharge(p: ProgramRow, c: ProgramCharge, costYear: string): void {
  if (c.tuition !== null) {
    p.costTuition = c.tuition;
    p.costBooks = c.books;
    p.costYear = costYear;
  }
  p.weeks = c.weeks;
  p.months = c.months;
  p.contactHours = c.clockHours;
  p.creditHours = c.creditHours;
}
