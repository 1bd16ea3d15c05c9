// Did-you-mean check (issue 22, decision 0181): correctly spelled job-seeker searches, each at eight cities, sent to a
// running service as the app sends them. Counts how many got a DidYouMean and how many were auto-corrected (both
// should be none) and lists them. Usage: npx tsx bench/relevance/spelling-check.ts --base-url http://127.0.0.1:8080
import { parseArgs } from 'node:util';
import { askService, readRuntimeConfig } from './service-client';

const CITIES = [
  'Houston, TX',
  'Chicago, IL',
  'Phoenix, AZ',
  'Atlanta, GA',
  'Denver, CO',
  'Philadelphia, PA',
  'Seattle, WA',
  'Memphis, TN',
];
/** Correctly spelled, as job seekers write them: phrasing, lay job titles, credentials, program types, Spanish. */
export const SPELLED_QUERIES = [
  'how to become a dental assistant',
  'cheap cna classes',
  'night classes for nursing',
  'i want to work in a hospital',
  'learn to weld',
  'weekend phlebotomy course',
  'free cdl training near me',
  'how do i become an electrician',
  'online medical billing and coding',
  'short courses to become a pharmacy tech',
  'jobs in healthcare',
  'work as a home health aide',
  'become a barber',
  'evening classes for accounting',
  'cheap welding school',
  'get my hvac certification',
  'registered behavior technician',
  'RBT training',
  'GIS certificate',
  'EPA 608 certification',
  'RDH',
  'certified medical assistant',
  'forklift operator',
  'night baker',
  'brewer',
  'line cook',
  'bartending school',
  'hair stylist',
  'pipe welder',
  'maintenance mechanic',
  'apprenticeship electrician',
  'plumbing apprenticeship',
  'associate degree in nursing',
  'welding certificate',
  'cosmetology license',
  'cómo ser enfermera',
  'clases de inglés',
  'curso de soldadura',
  'mecánico de aviación',
  'técnico en refrigeración',
];

const { values: opts } = parseArgs({ options: { 'base-url': { type: 'string' } } });
const baseUrl = opts['base-url'];
if (!baseUrl) throw new Error('--base-url is required');
const config = await readRuntimeConfig(baseUrl);
let suggested = 0;
let corrected = 0;
const seen: string[] = [];
for (const keyword of SPELLED_QUERIES) {
  for (const location of CITIES) {
    const q = { keyword, location, radius: 50, kind: 'phrase' as const, exact: [], why: '' };
    const a = await askService(baseUrl, config, q, 10);
    if (a.didYouMean.length > 0) suggested++;
    if (a.autoCorrected) corrected++;
    if (a.didYouMean.length > 0 && !seen.some((s) => s.startsWith(`"${keyword}"`)))
      seen.push(`"${keyword}" → "${a.didYouMean[0] ?? ''}"${a.autoCorrected ? ' [auto-corrected]' : ''}`);
  }
}
const total = SPELLED_QUERIES.length * CITIES.length;
console.log(
  `${SPELLED_QUERIES.length} correctly spelled queries × ${CITIES.length} cities = ${total} searches: ` +
    `${suggested} got a DidYouMean, ${corrected} were auto-corrected`,
);
for (const line of seen) console.log(`  ${line}`);
