// Draws the O*NET job-title queries of jobseeker-queries.ts (decision 0180): a fixed, seeded sample of what O*NET
// says people call their jobs, each judged by the crosswalk, at a place where its programs are. Run once to write
// title-queries.ts; the file is kept, so the set never changes under the engine:
//   npx tsx bench/relevance/make-title-queries.ts > bench/relevance/title-queries.ts
// The rules (nothing here looks at the engine):
// - occupations: O*NET-SOC codes ending in .00 (a SOC 2018 detailed occupation, so the crosswalk speaks for it), job
//   zone 1–3 (jobs reached through training programs rather than graduate school), which the NCES crosswalk maps to
//   1–6 CIP codes (a title's programs must be a judgment, not half a field), one of which some program has;
// - titles: listed by O*NET for exactly one occupation, 1–4 words, no digits, parentheses or slashes, and typed by
//   no query of the older sets; reported titles must be ones O*NET shows in My Next Move;
// - three pools, one title per occupation in each: 40 reported titles, 40 alternate titles, 20 Short Titles that
//   are acronyms (3–5 capitals, not a familiar English word such as "CAT": Dale-Chall's list);
// - place: the metros below in turn, 50 miles; the first (from the query's turn on) with an exact program, else
//   nationwide.
import path from 'node:path';
import { daleChall } from 'dale-chall';
import { fileURLToPath } from 'node:url';
import { holdoutQueries } from './holdout-queries';
import { indexRawData, judgeQuery } from './judge';
import type { JudgedQuery } from './judged-query';
import { crosswalkCips, readOnetRaw, type OnetTitle } from './onet-raw';
import { judgedQueries } from './queries';
import { readRawData } from './raw-sources';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');
const METROS = [
  'Houston, TX',
  'Chicago, IL',
  'Phoenix, AZ',
  'Dallas, TX',
  'Atlanta, GA',
  'Denver, CO',
  'San Antonio, TX',
  'Philadelphia, PA',
  'Seattle, WA',
  'Columbus, OH',
  'El Paso, TX',
  'Charlotte, NC',
  'Kansas City, MO',
  'Austin, TX',
  'Nashville, TN',
  'Los Angeles, CA',
];
const SEED = 22;

/** mulberry32: a small seeded generator, so the sample is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const onet = readOnetRaw(dataDir);
const index = indexRawData(readRawData(dataDir));
const used = new Set([...judgedQueries, ...holdoutQueries].map((q) => q.keyword.toLowerCase()));
const rand = random(SEED);
const familiar = new Set(daleChall);

function eligible(t: OnetTitle): boolean {
  if (!t.code.endsWith('.00')) return false;
  const zone = onet.jobZones.get(t.code) ?? 0;
  const cips = crosswalkCips(onet, t.code).length;
  if (zone < 1 || zone > 3 || cips < 1 || cips > 6) return false;
  if (!crosswalkCips(onet, t.code).some((c) => (index.byCip.get(c)?.length ?? 0) > 0)) return false;
  if ((onet.codesOfTitle.get(t.title.toLowerCase())?.size ?? 0) !== 1) return false;
  if (used.has(t.title.toLowerCase())) return false;
  return t.source === 'short'
    ? /^[A-Z]{3,5}$/.test(t.title) && !familiar.has(t.title.toLowerCase())
    : /^[A-Za-z][A-Za-z' -]*$/.test(t.title) && t.title.split(/\s+/).length <= 4;
}

function draw(pool: OnetTitle[], count: number, codesTaken: Set<string>): OnetTitle[] {
  const shuffled = pool.map((t) => [rand(), t] as const).sort((a, b) => a[0] - b[0]);
  const out: OnetTitle[] = [];
  const seen = new Set<string>();
  for (const [, t] of shuffled) {
    if (out.length >= count) break;
    if (codesTaken.has(t.code) || seen.has(t.title.toLowerCase())) continue;
    codesTaken.add(t.code);
    seen.add(t.title.toLowerCase());
    out.push(t);
  }
  return out;
}

const all = onet.titles.filter(eligible);
const taken = new Set<string>();
const picked = [
  ...draw(
    all.filter((t) => t.source === 'reported' && t.shownInMyNextMove),
    40,
    taken,
  ),
  ...draw(
    all.filter((t) => t.source === 'alternate'),
    40,
    new Set(taken),
  ),
  ...draw(
    all.filter((t) => t.source === 'short'),
    20,
    new Set(),
  ),
];

const SOURCE_NAME = { alternate: 'an alternate title', short: 'a Short Title', reported: 'a reported title' };
const lines: string[] = [];
picked.forEach((t, i) => {
  const exact = crosswalkCips(onet, t.code);
  const keyword = t.source === 'short' ? t.title : t.title.toLowerCase();
  let location = '0';
  let radius = 0;
  for (let k = 0; k < METROS.length; k++) {
    const metro = METROS[(i + k) % METROS.length] ?? '';
    const q: JudgedQuery = { keyword, location: metro, radius: 50, kind: 'title', exact, why: '' };
    if (judgeQuery(q, index).exactCount > 0) {
      location = metro;
      radius = 50;
      break;
    }
  }
  const why =
    `O*NET 29.3 lists "${t.title}" as ${SOURCE_NAME[t.source]} of ${t.code} ${onet.occupations.get(t.code)}; ` +
    `the NCES crosswalk maps SOC ${t.code.slice(0, 7)} to ${exact.map((c) => `${c} ${onet.cipTitles.get(c)}`).join('; ')}.`;
  lines.push(
    `  {\n    keyword: ${JSON.stringify(keyword)},\n    location: ${JSON.stringify(location)},\n    radius: ${radius},\n` +
      `    kind: ${t.source === 'short' ? "'acronym'" : "'title'"},\n    occupation: '${t.code}',\n` +
      `    origin: 'O*NET 29.3 ${t.source} title',\n    exact: ${JSON.stringify(exact).replace(/"/g, "'")},\n` +
      `    why: ${JSON.stringify(why)},\n  },`,
  );
});

console.log(`// Written by make-title-queries.ts (seed ${SEED}); do not edit by hand: change the rules there and run it again.
// Job titles as O*NET 29.3 lists them (alternate, reported and Short Titles), each judged by the NCES crosswalk.
// O*NET 29.3 Database by USDOL/ETA, used under CC BY 4.0 (decision 0180).
import type { JudgedQuery } from './judged-query';

export const titleQueries: JudgedQuery[] = [
${lines.join('\n')}
];`);
