// Puts an ETPL program into an IPEDS award level: a degree it names, else its contact hours, else its weeks.

/** Contact hours: IPEDS counts an academic year as 900 clock hours (federal aid rules). */
const HOURS_PER_YEAR = 900;
/** Calendar weeks: the list's weeks are elapsed time, read as a person reads them (decision 0171). */
const WEEKS_PER_YEAR = 52;

/** No program on a list takes longer than six years; a larger figure is a placeholder (99,999) or a slip. */
export const MAX_WEEKS = 312;
export const MAX_CONTACT_HOURS = 10_000;
/** More contact hours than twelve a day, every day, of the weeks given: the two figures cannot both be right. */
export const MAX_HOURS_PER_WEEK = 84;

const BACHELOR = /\b(bachelor'?s?|baccalaureate|B\.?S\.?N\.?|B\.?A\.?S\.?)\b/i;
const ASSOCIATE = /\b(associate'?s?\s+(of|in|degree)|associates?\s+degree|A\.?A\.?S\.?|A\.?A\.?T\.?)\b/i;

export function degreeLevel(outcome: string, credential: string): number | null {
  if (/baccalaureate|bachelor/i.test(outcome) || BACHELOR.test(credential)) return 5;
  if (/associate/i.test(outcome) || ASSOCIATE.test(credential)) return 3;
  return null;
}

export interface EtplLength {
  weeks: number | null;
  hours: number | null;
}

/**
 * The list's length figures a person can be shown: positive, within what a program can take, and, when both are
 * given, possible together. The 99,999-week placeholder, "1 week" beside 1,904 contact hours and the like are
 * "Not reported" (decision 0171).
 */
export function plausibleLength(weeks: number | null, hours: number | null): EtplLength {
  const w = weeks !== null && weeks > 0 && weeks <= MAX_WEEKS ? weeks : null;
  const h = hours !== null && hours > 0 && hours <= MAX_CONTACT_HOURS ? hours : null;
  if (w !== null && h !== null && h > w * MAX_HOURS_PER_WEEK) return { weeks: null, hours: null };
  return { weeks: w, hours: h };
}

function levelForWeeks(weeks: number): number {
  if (weeks < 12) return 20;
  if (weeks < WEEKS_PER_YEAR) return 21;
  if (weeks < 2 * WEEKS_PER_YEAR) return 2;
  return 4;
}

function levelForHours(hours: number): number {
  const years = hours / HOURS_PER_YEAR;
  if (years < 0.4) return 20;
  if (years < 1) return 21;
  if (years < 2) return 2;
  return 4;
}

/**
 * null when neither a degree nor a length is known: the row is rejected with that reason. A degree the row names
 * decides; else the weeks, which are what the program page and the card show, so a 52-week course is never filed
 * under "less than 12 weeks" because it has few contact hours (decision 0171, replacing 0072's hours first); else
 * the contact hours — also the list's hours when its weeks cannot be right beside them ("1 week", 1,904 hours).
 */
export function etplAwardLevel(
  outcome: string,
  credential: string,
  weeks: number | null,
  contactHours: number | null,
): number | null {
  const degree = degreeLevel(outcome, credential);
  if (degree !== null) return degree;
  const shown = plausibleLength(weeks, contactHours);
  if (shown.weeks !== null) return levelForWeeks(shown.weeks);
  if (shown.hours !== null) return levelForHours(shown.hours);
  if (contactHours !== null && contactHours > 0 && contactHours <= MAX_CONTACT_HOURS)
    return levelForHours(contactHours);
  return null;
}
