// Puts an ETPL program into an IPEDS award level: a degree it names, else its contact hours, else its weeks.

/** IPEDS counts length in academic years; federal aid rules set an academic year at 30 weeks or 900 clock hours. */
const WEEKS_PER_YEAR = 30;
const HOURS_PER_YEAR = 900;

const BACHELOR = /\b(bachelor'?s?|baccalaureate|B\.?S\.?N\.?|B\.?A\.?S\.?)\b/i;
const ASSOCIATE = /\b(associate'?s?\s+(of|in|degree)|associates?\s+degree|A\.?A\.?S\.?|A\.?A\.?T\.?)\b/i;

export function degreeLevel(outcome: string, credential: string): number | null {
  if (/baccalaureate|bachelor/i.test(outcome) || BACHELOR.test(credential)) return 5;
  if (/associate/i.test(outcome) || ASSOCIATE.test(credential)) return 3;
  return null;
}

function levelForYears(years: number): number {
  if (years < 12 / WEEKS_PER_YEAR) return 20;
  if (years < 1) return 21;
  if (years < 2) return 2;
  return 4;
}

/**
 * null when neither a degree nor a length is known: the row is rejected with that reason. Contact hours come first
 * (decision 0072): weeks are elapsed time, so a 125-hour course spread over 52 weeks is not a one-year certificate.
 */
export function etplAwardLevel(
  outcome: string,
  credential: string,
  weeks: number | null,
  contactHours: number | null,
): number | null {
  const degree = degreeLevel(outcome, credential);
  if (degree !== null) return degree;
  if (contactHours !== null && contactHours > 0) return levelForYears(contactHours / HOURS_PER_YEAR);
  if (weeks !== null && weeks > 0) return levelForYears(weeks / WEEKS_PER_YEAR);
  return null;
}
