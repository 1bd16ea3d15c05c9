// How a program's facts read to a person: money, length, completions with their year, services. One place, so
// every page says them the same way (and issue 12's translation has one place to look).
import type { ProgramItem } from '../../../contract/programs';
import { formatNumber } from '../search/format';

/** "$4,008" (cents only when the source gives them). */
export function formatMoney(n: number): string {
  return `$${formatNumber(n, Number.isInteger(n) ? 0 : 2)}`;
}

export function programName(p: Pick<ProgramItem, 'EtaProgramName' | 'CipTitle'>): string {
  return p.EtaProgramName.trim() || p.CipTitle.trim() || 'Unnamed program';
}

export interface CostParts {
  total: number;
  tuition: number;
  books: number | undefined;
}

/** The required cost, when the source reports tuition and fees. */
export function costParts(p: ProgramItem): CostParts | null {
  if (p.CostTuitionFees === undefined) return null;
  return { total: p.CostTotal ?? p.CostTuitionFees, tuition: p.CostTuitionFees, books: p.CostBooksSupplies };
}

/** "32 weeks", "960 hours", both, or null when the source reports neither. */
export function lengthText(p: ProgramItem): string | null {
  const parts: string[] = [];
  if (p.LengthWeeks !== undefined)
    parts.push(`${formatNumber(p.LengthWeeks, 1)} ${p.LengthWeeks === 1 ? 'week' : 'weeks'}`);
  if (p.LengthHours !== undefined)
    parts.push(`${formatNumber(p.LengthHours, 1)} ${p.LengthHours === 1 ? 'hour' : 'hours'}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "2023-24" -> "2023–24" (the academic year, July to June). */
export function academicYear(year: string): string {
  return year.replace('-', '–');
}

/** "117 people completed it in 2023–24" (IPEDS completions; the year comes from the data, not the code). */
export function completionsText(p: ProgramItem): string | null {
  const n = Number(p.NumberCompleted.find((v) => v.trim() !== ''));
  if (!Number.isFinite(n)) return null;
  const year = p.CompletionsYear ? academicYear(p.CompletionsYear) : '';
  if (year === '')
    return n === 1
      ? '1 person completed it in the latest year reported'
      : `${formatNumber(n)} people completed it in the latest year reported`;
  if (n === 0) return `No one completed it in ${year}`;
  return n === 1 ? `1 person completed it in ${year}` : `${formatNumber(n)} people completed it in ${year}`;
}

/** What the credential is: the list's own credential name, or the IPEDS award level for college programs. */
export function credentialFacts(p: ProgramItem): { term: string; text: string } | null {
  if (p.DataSource === 'ETPL') return p.Credential ? { term: 'Credential', text: p.Credential } : null;
  return p.AwardLevel ? { term: 'Award level', text: p.AwardLevel } : null;
}

export const SERVICES = [
  ['OnsiteChildcare', 'On-site childcare'],
  ['FlexibleHours', 'Flexible hours'],
  ['PublicTransit', 'Near public transit'],
] as const;

/** Services the source says the program offers. */
export function servicesOffered(p: ProgramItem): string[] {
  return SERVICES.filter(([field]) => p[field] === 'Yes').map(([, label]) => label);
}

/** "Yes", "No" or "Not reported", for a yes/no fact. */
export function yesNoText(value: 'Yes' | 'No' | undefined): string {
  return value === 'Yes' ? 'Yes' : value === 'No' ? 'No' : 'Not reported';
}

/** The school's sector, "Public, 2-year", else its control, else null. */
export function sectorText(p: ProgramItem): string | null {
  return p.SchoolSector || p.SchoolControl || null;
}

/** "South Plains College · Lubbock Center" (the campus only when it says something the name does not). */
export function schoolAndCampus(p: Pick<ProgramItem, 'SchoolName' | 'CampusName'>): string {
  const campus = p.CampusName && p.CampusName !== p.SchoolName ? p.CampusName : '';
  return campus ? `${p.SchoolName} · ${campus}` : p.SchoolName;
}

/** The credential's own name where the source gives one (the lists do; IPEDS gives an award level, not a name). */
export function credentialName(
  p: Pick<ProgramItem, 'DataSource' | 'Credential'> & { CredentialName?: string },
): string {
  if (p.DataSource !== 'ETPL') return '';
  return p.CredentialName || p.Credential;
}
