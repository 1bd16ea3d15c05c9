// How a program's facts read to a person, in the page's language: money, length, completions with their year,
// services. One place, so every page says them the same way.
import type { ProgramItem } from '../../../contract/programs/programs';
import type { I18n } from '../../i18n/i18n-context';
import { awardTextLabel, sectorLabel } from './value-labels';

export function programName(p: Pick<ProgramItem, 'EtaProgramName' | 'CipTitle'>, i18n?: I18n): string {
  return p.EtaProgramName.trim() || p.CipTitle.trim() || (i18n ? i18n.t('card.unnamed') : 'Unnamed program');
}

export interface CostParts {
  total: number;
  tuition: number;
  books: number | undefined;
}

/** The required cost, when a source reports tuition and fees. */
export function costParts(p: ProgramItem): CostParts | null {
  if (p.CostTuitionFees === undefined) return null;
  return { total: p.CostTotal ?? p.CostTuitionFees, tuition: p.CostTuitionFees, books: p.CostBooksSupplies };
}

/**
 * The cost in one line, saying what it is (decision 0172): "$4,008 for the program" (with its parts when books are
 * reported), or "$4,920 a year at this college, in-district" (a year's tuition and fees, not the program's own).
 */
export function costText(i18n: I18n, p: ProgramItem): string | null {
  const cost = costParts(p);
  if (!cost) return null;
  const { t, money } = i18n;
  if (p.CostBasis === 'Year') {
    const amount = { money: money(cost.tuition) };
    if (p.CostResidency === 'In-district') return t('fact.costYearInDistrict', amount);
    if (p.CostResidency === 'In-state') return t('fact.costYearInState', amount);
    return t('fact.costYear', amount);
  }
  if (cost.books === undefined || cost.books === 0)
    return t('fact.costProgram', { money: money(cost.total) });
  return t('fact.costProgramParts', {
    total: money(cost.total),
    tuition: money(cost.tuition),
    books: money(cost.books),
  });
}

/** A number of weeks as a person says it: whole years as years ("2 years"), else weeks. */
function duration(i18n: I18n, weeks: number): string {
  return weeks >= 52 && weeks % 52 === 0
    ? i18n.t('fact.years', { count: weeks / 52 })
    : i18n.t('fact.weeks', { count: weeks });
}

/** "usually 1–2 years", "usually less than 12 weeks", "usually 12 weeks to 1 year", "usually 4 years". */
export function typicalLength(i18n: I18n, min: number, max: number): string {
  const { t } = i18n;
  if (min <= 0) return t('fact.usuallyUnder', { duration: duration(i18n, max) });
  if (min === max) return t('fact.usually', { duration: duration(i18n, max) });
  if (min % 52 === 0 && max % 52 === 0) return t('fact.usuallyYears', { min: min / 52, max: max / 52 });
  return t('fact.usuallyFromTo', { from: duration(i18n, min), to: duration(i18n, max) });
}

/**
 * The length, saying what it is (decision 0171): the program's own ("32 weeks, 960 hours", "11 months on average"),
 * else its award level's usual full-time length; null when neither is known.
 */
export function lengthText(i18n: I18n, p: ProgramItem): string | null {
  const { t } = i18n;
  const parts: string[] = [];
  if (p.LengthWeeks !== undefined) parts.push(t('fact.weeks', { count: p.LengthWeeks }));
  if (p.LengthHours !== undefined) parts.push(t('fact.hours', { count: p.LengthHours }));
  if (p.LengthCreditHours !== undefined) parts.push(t('fact.creditHours', { count: p.LengthCreditHours }));
  if (p.LengthMonths !== undefined) parts.push(t('fact.monthsAverage', { count: p.LengthMonths }));
  if (parts.length > 0) return parts.join(', ');
  if (p.LengthTypicalWeeksMax !== undefined)
    return t('fact.typicalOfLevel', {
      length: typicalLength(i18n, p.LengthTypicalWeeksMin ?? 0, p.LengthTypicalWeeksMax),
    });
  return null;
}

/** What the school offers fully online (decision 0173): a fact about the school, not about this program. */
export function schoolOnlineText(i18n: I18n, p: Pick<ProgramItem, 'SchoolOnline'>): string | null {
  const { t } = i18n;
  if (p.SchoolOnline === 'Some') return t('fact.schoolOnlineSome');
  if (p.SchoolOnline === 'All') return t('fact.schoolOnlineAll');
  if (p.SchoolOnline === 'None') return t('fact.schoolOnlineNone');
  return null;
}

/** "$239,200 or more" for a figure at the BLS top code, else the amount. */
export function payAmount(i18n: I18n, n: number, topCoded: boolean): string {
  return topCoded ? i18n.t('fact.payAtLeast', { money: i18n.money(n) }) : i18n.money(n);
}

/** The national median pay range of the program's occupations (decision 0174), labelled for what it is. */
export function payText(i18n: I18n, p: ProgramItem): string | null {
  const { PayMedianLow: low, PayMedianHigh: high } = p;
  if (low === undefined || high === undefined) return null;
  const top = payAmount(i18n, high, p.PayMedianHighTopCoded === true);
  if (low === high) return i18n.t('fact.payOne', { money: top });
  return i18n.t('fact.payRange', { low: i18n.money(low), high: top });
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
