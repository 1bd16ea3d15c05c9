// docs/budgets.md: "the worst legal request sent at the full per-address limit leaves ordinary searches' p99 ≤ 100 ms".
// Ordinary searches (the page's kind, from ten addresses, 20 a second, every one new) are timed alone, then while
// one other address sends the costliest legal requests at the default per-address limit (600 a minute). The same
// run measures the code of main (the "before", extracted with git archive) and this checkout, with default settings.
// Run alone: `npx tsx bench/load/http-fairness.ts` (BENCH_FAIRNESS_SECONDS=20 per phase, BENCH_BASELINE_REF=main).
import { pathToFileURL } from 'node:url';
import { institutionsApiPath, programsApiPath } from '../../contract/urls/paths';
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../contract/requests';
import { suggestApiPath } from '../../contract/suggest/suggest';
import { baselineCopy } from '../baseline-copy';
import { distinctPaths } from '../http/http-searches';
import { percentile, runLoad, staggered, type LoadResult } from './open-loop';
import {
  DATA_DIR,
  PAGE_TOKEN,
  WEB_USER,
  benchDatabase,
  fakeDist,
  repoRoot,
  startIn,
} from '../http/service-pair';

const SECONDS = Number(process.env.BENCH_FAIRNESS_SECONDS ?? 20);
/** The default per-address limit: 600 requests a minute. */
const LIMIT_PER_SECOND = 10;

/** The broadest words of the vocabulary: each reaches tens of thousands of programs. */
export const BROAD = [
  'teacher',
  'postsecondary',
  'university',
  'college',
  'other',
  'management',
  'general',
  'science',
  'education',
  'except',
  'community',
  'technical',
  'school',
  'technician',
  'special',
  'health',
  'business',
  'engineering',
  'services',
  'studies',
];

/** The v1 request of issue 10: 20 occupation and 20 programName values, each new (no cache can answer it). */
export function worstV1(n: number): string {
  const pick = (k: number) => BROAD.map((w, i) => `${w} ${BROAD[(i + n + k) % BROAD.length] ?? ''}`);
  return `/api${institutionsApiPath({ ...defaultInstitutionsSearch, userId: WEB_USER, occupation: pick(1), programName: pick(7), sortColumns: 'School' })}`;
}

/** A 200-character keyword of random non-words: every word unknown, spelled and searched again. */
function randomKeyword(n: number): string {
  let seed = n * 7919 + 17;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let text = '';
  while (text.length < 194)
    text += `${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(rnd() * 26))).join('')} `;
  return `/api${programsApiPath({ ...defaultProgramsSearch, userId: WEB_USER, keyword: text.trim().slice(0, 200) })}`;
}

/** The n-th of many orders of `words` (a step coprime with their number), so that no answer comes from a cache. */
function ordering(words: readonly string[], n: number): string[] {
  const steps = Array.from({ length: words.length }, (_, k) => k).filter((k) => gcd(k, words.length) === 1);
  const step = steps[Math.floor(n / words.length) % steps.length] ?? 1;
  return words.map((_, k) => words[(n + k * step) % words.length] ?? '');
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const COMMON = [
  ...BROAD,
  ...['assistant', 'medical', 'care', 'nursing', 'computer', 'information', 'systems', 'design', 'arts'],
  ...[
    'support',
    'program',
    'technology',
    'science',
    'human',
    'public',
    'office',
    'repair',
    'therapy',
    'safety',
  ],
];

/** 30 common words (the 200-character cap): no program holds them all, so the scored matcher's partial fallback runs. */
function commonWordsKeyword(n: number): string {
  const text = ordering(COMMON, n).slice(0, 30).join(' ').slice(0, 200);
  return `/api${programsApiPath({ ...defaultProgramsSearch, userId: WEB_USER, keyword: text.trim() })}`;
}

const SLIPS = [
  ...['weldng', 'nursng', 'electrcian', 'cosmetolgy', 'acounting', 'medcal', 'asistant', 'truk', 'drivr'],
  ...[
    'plumbng',
    'carpentr',
    'hvak',
    'phlebotomi',
    'paralegl',
    'pharmcy',
    'dentl',
    'barbr',
    'culinry',
    'masage',
  ],
  'radiolgy',
];

/** A suggestion request at the text cap (100 characters), every word with a slip (the typo-tolerant path). */
function sloppySuggest(n: number): string {
  const text = ordering(SLIPS, n).join(' ').slice(0, 100).trim();
  return `/api${suggestApiPath({ userId: WEB_USER, field: 'keyword', text, limit: 10 })}`;
}

const ordinaryPaths = distinctPaths().map((p) => p.replace('/programs/bench/', `/programs/${WEB_USER}/`));

interface Phase {
  name: string;
  ordinary: LoadResult;
  attacker?: LoadResult;
}

async function phases(base: string, offset: number): Promise<Phase[]> {
  const headers = { authorization: `Bearer ${PAGE_TOKEN}`, accept: 'application/json' };
  // Ten busy visitors, 2 searches a second each, every search a new one, their requests spread evenly.
  const ordinary = (seed: number) =>
    Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        runLoad({
          base,
          from: `127.0.0.${10 + k}`,
          perSecond: 2,
          startAfterMs: staggered(k, 10, 2),
          seconds: SECONDS,
          headers,
          path: (n) =>
            ordinaryPaths[(offset + seed + k * 997 + n * 10) % ordinaryPaths.length] ?? '/api/health',
        }),
      ),
    ).then((parts) => merge(parts));
  const attack = (path: (n: number) => string) =>
    runLoad({
      base,
      from: '127.0.0.66',
      perSecond: LIMIT_PER_SECOND,
      seconds: SECONDS,
      headers,
      path,
      timeoutMs: 30_000,
    });
  // Warm-up, not measured: the first searches of a fresh process compile the engine's code.
  await runLoad({
    base,
    from: '127.0.0.9',
    perSecond: 20,
    seconds: 5,
    headers,
    path: (n) => ordinaryPaths[(n * 7 + 60_000) % ordinaryPaths.length] ?? '/',
  });
  const out: Phase[] = [{ name: 'ordinary searches alone', ordinary: await ordinary(0) }];
  const [o1, a1] = await Promise.all([ordinary(20_000), attack((n) => worstV1(n + offset))]);
  out.push({ name: '+ v1 with 20+20 broad values, 600/min', ordinary: o1, attacker: a1 });
  const [o2, a2] = await Promise.all([ordinary(40_000), attack((n) => randomKeyword(n + offset))]);
  out.push({ name: '+ 200-char random keyword, 600/min', ordinary: o2, attacker: a2 });
  const [o3, a3] = await Promise.all([ordinary(60_000), attack((n) => commonWordsKeyword(n + offset))]);
  out.push({ name: '+ 30 common words keyword, 600/min', ordinary: o3, attacker: a3 });
  const [o4, a4] = await Promise.all([ordinary(80_000), attack((n) => sloppySuggest(n + offset))]);
  out.push({ name: '+ 100-char suggest, every word a slip', ordinary: o4, attacker: a4 });
  return out;
}

function merge(parts: LoadResult[]): LoadResult {
  const out: LoadResult = { sent: 0, latenciesMs: [], byStatus: {}, timeouts: 0, errors: 0 };
  for (const p of parts) {
    out.sent += p.sent;
    out.latenciesMs.push(...p.latenciesMs);
    out.timeouts += p.timeouts;
    out.errors += p.errors;
    for (const [k, v] of Object.entries(p.byStatus)) out.byStatus[k] = (out.byStatus[k] ?? 0) + v;
  }
  out.latenciesMs.sort((a, b) => a - b);
  return out;
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(v < 100 ? 1 : 0) : '-');
const statuses = (r: LoadResult) =>
  Object.entries(r.byStatus)
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .concat(r.timeouts ? [`timeout×${r.timeouts}`] : [], r.errors ? [`error×${r.errors}`] : [])
    .join(' ');

async function measure(label: string, cwd: string, dbPath: string, distDir: string): Promise<Phase[]> {
  console.log(`starting ${label}…`);
  const service = await startIn(cwd, dbPath, distDir);
  try {
    return await phases(service.url, 0);
  } finally {
    service.stop();
  }
}

export async function runFairnessBench(): Promise<void> {
  const dbPath = await benchDatabase();
  const dist = fakeDist();
  const baseline = baselineCopy(repoRoot);
  try {
    const before = await measure(
      `before: ${baseline.label}`,
      baseline.dir,
      baseline.database(DATA_DIR),
      dist.dir,
    );
    const after = await measure('after: this checkout', repoRoot, dbPath, dist.dir);
    console.log(
      `\nOrdinary searches (10 addresses × 2/s, all new) for ${SECONDS} s per phase; one other address sends the ` +
        `costliest legal requests at the default per-address limit (${LIMIT_PER_SECOND}/s). Default settings.`,
    );
    console.log(
      `${'phase'.padEnd(42)}${'before p50'.padStart(11)}${'p99'.padStart(8)}${'after p50'.padStart(11)}${'p99'.padStart(8)}  (ms, ordinary searches)`,
    );
    before.forEach((b, k) => {
      const a = after[k];
      if (!a) return;
      const row = (r: LoadResult) =>
        `${ms(percentile(r.latenciesMs, 50)).padStart(11)}${ms(percentile(r.latenciesMs, 99)).padStart(8)}`;
      console.log(`${b.name.padEnd(42)}${row(b.ordinary)}${row(a.ordinary)}`);
      console.log(
        `${''.padEnd(6)}ordinary answers   before: ${statuses(b.ordinary)}   after: ${statuses(a.ordinary)}`,
      );
      if (b.attacker && a.attacker) {
        console.log(
          `${''.padEnd(6)}costly requests    before: ${statuses(b.attacker)}   after: ${statuses(a.attacker)}`,
        );
        console.log(
          `${''.padEnd(6)}costly answered in before: p50 ${ms(percentile(b.attacker.latenciesMs, 50))} ms   after: p50 ${ms(percentile(a.attacker.latenciesMs, 50))} ms`,
        );
      }
    });
    const worst = Math.max(...after.map((p) => percentile(p.ordinary.latenciesMs, 99)));
    console.log(
      `budget: ordinary p99 ≤ 100 ms with the worst request at the full limit: ${worst <= 100 ? 'ok' : 'MISSED'} (worst p99 ${ms(worst)} ms)`,
    );
  } finally {
    baseline.remove();
    dist.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runFairnessBench();
