// Which OEWS figures describe each SOC 2018 occupation (decision 0174). OEWS publishes most detailed occupations on
// their own; for some it publishes only an aggregate of several (21-1018 for 21-1011 and 21-1014) or only the broad
// group (13-1020 for 13-1021, 13-1022 and 13-1023).
import type { OccupationWage } from '../readers/oews-wages';

export interface SocWage extends OccupationWage {
  /** The SOC 2018 detailed code these figures are used for; `code` is the OEWS row they come from. */
  soc: string;
}

/**
 * For each detailed SOC code: its own OEWS row; else the one OEWS-only aggregate of its broad group (a code that is
 * not a SOC 2018 code, e.g. 21-1018); else its broad group's row (last digit 0). Codes with none are left out.
 */
export function wagesForOccupations(
  detailedCodes: readonly string[],
  allSocCodes: ReadonlySet<string>,
  wages: readonly OccupationWage[],
): SocWage[] {
  const byCode = new Map(wages.map((w) => [w.code, w]));
  const aggregates = new Map<string, OccupationWage[]>();
  for (const w of wages) {
    if (w.group !== 'detailed' || allSocCodes.has(w.code)) continue;
    const broad = w.code.slice(0, 6);
    aggregates.set(broad, [...(aggregates.get(broad) ?? []), w]);
  }
  const out: SocWage[] = [];
  for (const soc of detailedCodes) {
    const inGroup = aggregates.get(soc.slice(0, 6)) ?? [];
    const found =
      byCode.get(soc) ?? (inGroup.length === 1 ? inGroup[0] : undefined) ?? byCode.get(`${soc.slice(0, 6)}0`);
    if (found) out.push({ ...found, soc });
  }
  return out;
}
