// App budgets (DESIGN.md §4): initial JS and CSS gzipped, and Lighthouse on the landing and a results page.
// Run alone with `npx tsx bench/app.ts` (or `npm run bench:app`); `--no-build` reuses its last build, `--desktop` switches
// Lighthouse from its mobile default to its desktop config. It prints figures and asserts nothing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { programsApiPath } from '../contract/paths';
import { defaultProgramsSearch } from '../contract/requests';
import { E2E_PUBLIC_TOKEN, REPO_ROOT } from '../e2e/support/e2e-env';
import { startService } from '../e2e/support/service-process';
import { runLighthouse, type FormFactor, type LighthouseFigures } from './app-lighthouse';
import { measureInitialSizes, type InitialSizes } from './app-sizes';

const BENCH_PORT = Number(process.env.BENCH_APP_PORT ?? 8230);
const KB = 1024;
const BUDGET = { jsGzipKB: 100, cssGzipKB: 15, performance: 95, accessibility: 100 };
const RESULTS_PATH = '/programs/welding/Lubbock%2C%20TX/50';
/** Its own build folder (git-ignored), so a concurrent `vite build` into dist/ cannot empty it mid-run. */
const BENCH_DIST = 'test-results/app-bench-dist';

export interface AppBenchResult {
  sizes: InitialSizes;
  formFactor: FormFactor;
  landing: LighthouseFigures;
  results: LighthouseFigures;
}

function buildSpa() {
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', BENCH_DIST, '--emptyOutDir'];
  const run = spawnSync('npx', args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build failed (${run.status})`);
}

/** One request before measuring, so the first Lighthouse run does not pay for a cold SQLite page cache. */
async function warmUp(base: string) {
  const api = programsApiPath({
    ...defaultProgramsSearch,
    // The page's token searches as the page does.
    userId: 'training-search-web',
    keyword: 'welding',
    location: 'Lubbock, TX',
    radius: '50',
  });
  const res = await fetch(`${base}/api${api}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${E2E_PUBLIC_TOKEN}` },
  });
  if (!res.ok) console.warn(`warm-up request answered ${res.status}`);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

function printReport(r: AppBenchResult) {
  console.log('\nInitial assets (gzip, zlib default level; 1 KB = 1024 B):');
  for (const a of [...r.sizes.js, ...r.sizes.css])
    console.log(`  ${a.file.padEnd(44)} ${kb(a.bytes).padStart(10)} raw  ${kb(a.gzipBytes).padStart(9)} gz`);
  for (const page of [r.landing, r.results]) {
    console.log(`\nLighthouse (${r.formFactor}) ${page.url}`);
    for (const [name, value] of Object.entries(page.metrics)) console.log(`  ${name.padEnd(28)} ${value}`);
    for (const failed of page.failedA11y) console.log(`  accessibility audit failed: ${failed}`);
    for (const line of page.diagnostics) console.log(`  ${line}`);
  }
  const rows: [string, string, string, boolean][] = [
    [
      'initial JS (gzip)',
      kb(r.sizes.jsGzip),
      `<= ${BUDGET.jsGzipKB} KB`,
      r.sizes.jsGzip <= BUDGET.jsGzipKB * KB,
    ],
    [
      'CSS (gzip)',
      kb(r.sizes.cssGzip),
      `<= ${BUDGET.cssGzipKB} KB`,
      r.sizes.cssGzip <= BUDGET.cssGzipKB * KB,
    ],
    ['landing: performance', String(r.landing.performance), '(info)', true],
    ['landing: accessibility', String(r.landing.accessibility), '(info)', true],
    [
      'results: performance',
      String(r.results.performance),
      `>= ${BUDGET.performance}`,
      r.results.performance >= BUDGET.performance,
    ],
    [
      'results: accessibility',
      String(r.results.accessibility),
      `= ${BUDGET.accessibility}`,
      r.results.accessibility >= BUDGET.accessibility,
    ],
  ];
  console.log('\nApp budgets:');
  console.log(`  ${'measure'.padEnd(24)} ${'value'.padStart(10)}  ${'budget'.padEnd(10)} result`);
  for (const [name, value, budget, ok] of rows)
    console.log(`  ${name.padEnd(24)} ${value.padStart(10)}  ${budget.padEnd(10)} ${mark(ok)}`);
}

export async function runAppBench(
  options: { build?: boolean; formFactor?: FormFactor } = {},
): Promise<AppBenchResult> {
  const { build = true, formFactor = 'mobile' } = options;
  if (build) buildSpa();
  const sizes = await measureInitialSizes(path.join(REPO_ROOT, BENCH_DIST));
  const service = await startService(BENCH_PORT, 240_000, BENCH_DIST);
  try {
    await warmUp(service.url);
    const landing = await runLighthouse(`${service.url}/`, formFactor);
    const results = await runLighthouse(`${service.url}${RESULTS_PATH}`, formFactor);
    const report = { sizes, formFactor, landing, results };
    printReport(report);
    return report;
  } finally {
    await service.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  await runAppBench({
    build: !args.includes('--no-build'),
    formFactor: args.includes('--desktop') ? 'desktop' : 'mobile',
  });
}
