// How a program's facts read to a person, in the page's language: money, length, completions with their year,
// services. One place, so every page says them the same way.
import type { ProgramItem } from '../../../contract/programs/programs';
import type { I18n } from '../../i18n/i18n-context';
import { formatNumber } from './format';
import { awardTextLabel, sectorLabel } from './value-labels';

/** "$4,008" (cents only when the source gives them); the U.S. form in both languages (decision 0101). */
export function formatMoney(n: number): string {
  return `$${formatNumber(n, Number.isInteger(n) ? 0 : 2)}`;
}

export function programName(p: Pick<ProgramItem, 'EtaProgramName' | 'CipTitle'>, i18n?: I18n): string {
  return p.EtaProgramName.trim() || p.CipTitle.trim() || (i18n ? i18n.t('card.unnamed') : 'Unnamed program');
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
export function lengthText(i18n: I18n, p: ProgramItem): string | null {
  const parts: string[] = [];
  if (p.LengthWeeks !== undefined) parts.push(i18n.t('fact.weeks', { count: p.LengthWeeks }));
  if (p.LengthHours !== undefined) parts.push(i18n.t('fact.hours', { count: p.LengthHours }));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "2023-24" -> "2023–24" (the academic year, July to June). */
export function academicYear(year: string): string {
  return year.replace('-', '–');
}

/** "117 people completed it in 2023–24" (IPEDS completions; the year comes from the data, not the code). */
export function completionsText(i18n: I18n, p: ProgramItem): string | null {
  const n = Number(p.NumberCompleted.find((v) => v.trim() !== ''));
  if (!Number.isFinite(n)) return null;
  const year = p.CompletionsYear ? academicYear(p.CompletionsYear) : '';
  if (year === '') return i18n.t('fact.completedLatest', { count: n });
  if (n === 0) return i18n.t('fact.noneCompleted', { year });
  return i18n.t('fact.completedIn', { count: n, year });
}

/** What the credential is: the list's own credential name, or the IPEDS award level for college programs. */
export function credentialFacts(i18n: I18n, p: ProgramItem): { term: string; text: string } | null {
  const { t } = i18n;
  if (p.DataSource === 'ETPL')
    return p.Credential ? { term: t('card.credential'), text: p.Credential } : null;
  return p.AwardLevel ? { term: t('card.awardLevel'), text: awardTextLabel(t, p.AwardLevel) } : null;
}

export const SERVICES = [
  ['OnsiteChildcare', 'facet.childcare'],
  ['FlexibleHours', 'facet.flexibleHours'],
  ['PublicTransit', 'facet.publicTransit'],
] as const;

/** Services the source says the program offers. */
export function servicesOffered(i18n: I18n, p: ProgramItem): string[] {
  return SERVICES.filter(([field]) => p[field] === 'Yes').map(([, label]) => i18n.t(label));
}

/** "Yes", "No" or "Not reported", for a yes/no fact. */
export function yesNoText(i18n: I18n, value: 'Yes' | 'No' | undefined): string {
  const { t } = i18n;
  return value === 'Yes' ? t('value.yes') : value === 'No' ? t('value.no') : t('value.notReported');
}

/** The school's sector, "Public, 2-year", else its control, else null. */
export function sectorText(i18n: I18n, p: ProgramItem): string | null {
  const label = p.SchoolSector || p.SchoolControl;
  return label ? sectorLabel(i18n.t, label) : null;
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
