// App budgets (docs/budgets.md): initial JS and CSS gzipped, and Lighthouse on the landing and a results page.
// Run alone with `npx tsx bench/app/app.ts` (or `npm run bench:app`). It prints figures and asserts nothing.
//   --no-build        reuse its last build
//   --desktop         Lighthouse's desktop config instead of its mobile default
//   --runs=N          Lighthouse the results page N times, 5 by default (scores move with the machine's load;
//                     the budget is for every run), each beside a CPU-time measure of its main thread
//   --before=DIR      a checkout of an earlier commit (with node_modules): built too, and its chunk sizes and
//                     Lighthouse runs printed beside this one's
// BENCH_APP_PORT (default 8230) is the port of the service it starts.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { programsApiPath } from '../../contract/urls/paths';
import { defaultProgramsSearch } from '../../contract/requests';
import { E2E_PUBLIC_TOKEN, REPO_ROOT } from '../../e2e/support/e2e-env';
import { startService } from '../../e2e/support/service-process';
import { runLighthouse, type FormFactor, type LighthouseFigures } from './app-lighthouse';
import { measureMainThread, type MainThreadFigures } from './app-main-thread';
import { measureAllScripts, measureInitialSizes, type AssetSize, type InitialSizes } from './app-sizes';

const BENCH_PORT = Number(process.env.BENCH_APP_PORT ?? 8230);
const KB = 1024;
const BUDGET = { jsGzipKB: 100, cssGzipKB: 15, performance: 95, accessibility: 100 };
const RESULTS_PATH = '/programs/welding/Lubbock%2C%20TX/50';
/** Its own build folders (git-ignored), so a concurrent `vite build` into dist/ cannot empty one mid-run. */
const BENCH_DIST = 'test-results/app-bench-dist';
const BEFORE_DIST = path.join(REPO_ROOT, 'test-results/app-bench-before-dist');

export interface AppBenchResult {
  label: string;
  sizes: InitialSizes;
  scripts: Map<string, AssetSize>;
  formFactor: FormFactor;
  landing: LighthouseFigures;
  /** One per run, with the load average when it started. */
  results: Array<LighthouseFigures & { load: number }>;
  /** The results page's main-thread work in CPU time, one per run (beside each Lighthouse run). */
  mainThread: MainThreadFigures[];
}

function buildSpa(cwd: string, outDir: string) {
  const args = ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  const run = spawnSync('npx', args, { cwd, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`vite build in ${cwd} failed (${run.status})`);
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

const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / KB).toFixed(1)} KB`);
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

/** Every chunk's gzipped size in each build, side by side; `*` marks what index.html loads at start-up. */
function printChunks(reports: AppBenchResult[]) {
  const names = [...new Set(reports.flatMap((r) => [...r.scripts.keys()]))].sort();
  const initial = (r: AppBenchResult, name: string) =>
    r.sizes.js.some((a) => path.basename(a.file) === path.basename(r.scripts.get(name)?.file ?? '?'));
  console.log('\nScripts (gzip, zlib default level; 1 KB = 1024 B; * = loaded at start-up):');
  console.log(`  ${'chunk'.padEnd(24)}${reports.map((r) => r.label.padStart(16)).join('')}`);
  for (const name of names) {
    const cells = reports.map((r) => `${initial(r, name) ? '*' : ''}${kb(r.scripts.get(name)?.gzipBytes)}`);
    console.log(`  ${name.padEnd(24)}${cells.map((c) => c.padStart(16)).join('')}`);
  }
  const totals = (pick: (r: AppBenchResult) => number) =>
    reports.map((r) => kb(pick(r)).padStart(16)).join('');
  console.log(`  ${'initial JS'.padEnd(24)}${totals((r) => r.sizes.jsGzip)}`);
  console.log(`  ${'CSS'.padEnd(24)}${totals((r) => r.sizes.cssGzip)}`);
}

function printLighthouse(reports: AppBenchResult[]) {
  for (const r of reports) {
    for (const page of [r.landing, ...r.results]) {
      console.log(`\nLighthouse (${r.formFactor}, ${r.label}) ${page.url}`);
      for (const [name, value] of Object.entries(page.metrics)) console.log(`  ${name.padEnd(28)} ${value}`);
      for (const failed of page.failedA11y) console.log(`  accessibility audit failed: ${failed}`);
      for (const line of page.diagnostics) console.log(`  ${line}`);
    }
  }
  console.log(
    '\nResults page, run by run (performance / accessibility, load average at the start), and the minimum:',
  );
  for (const r of reports) {
    const runs = r.results
      .map((x) => `${x.performance}/${x.accessibility} (${x.load.toFixed(1)})`)
      .join('  ');
    const min = Math.min(...r.results.map((x) => x.performance));
    console.log(`  ${r.label.padEnd(8)} ${runs}   min ${min}`);
  }
  console.log(
    '\nResults page main thread in CPU time (load-independent; ms: all tasks / longest task / blocking at 4x),' +
      ' run by run:',
  );
  for (const r of reports) {
    const runs = r.mainThread
      .map((x) => `${x.cpuMs.toFixed(0)}/${x.longestMs.toFixed(0)}/${x.blockingAt4xMs.toFixed(0)}`)
      .join('  ');
    const median = (pick: (x: MainThreadFigures) => number) => {
      const sorted = r.mainThread.map(pick).sort((a, b) => a - b);
      return (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0);
    };
    const medians = `${median((x) => x.cpuMs)}/${median((x) => x.longestMs)}/${median((x) => x.blockingAt4xMs)}`;
    console.log(`  ${r.label.padEnd(8)} ${runs}   median ${medians}`);
  }
}

function printBudgets(r: AppBenchResult) {
  const worst = Math.min(...r.results.map((x) => x.performance));
  const worstA11y = Math.min(...r.results.map((x) => x.accessibility));
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
    ['results: performance', String(worst), `>= ${BUDGET.performance}`, worst >= BUDGET.performance],
    [
      'results: accessibility',
      String(worstA11y),
      `= ${BUDGET.accessibility}`,
      worstA11y >= BUDGET.accessibility,
    ],
  ];
  console.log(`\nApp budgets (${r.label}; results page: the worst of ${r.results.length} run(s)):`);
  console.log(`  ${'measure'.padEnd(24)} ${'value'.padStart(10)}  ${'budget'.padEnd(10)} result`);
  for (const [name, value, budget, ok] of rows)
    console.log(`  ${name.padEnd(24)} ${value.padStart(10)}  ${budget.padEnd(10)} ${mark(ok)}`);
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): such a run is run again. */
async function lighthouseRun(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  try {
    return await runLighthouse(url, formFactor);
  } catch (error) {
    console.warn(`Lighthouse run failed, running it again: ${String(error)}`);
    return runLighthouse(url, formFactor);
  }
}

interface Build {
  label: string;
  distDir: string;
  port: number;
}

/**
 * Both builds are served at once and measured in turn, run by run (before, after, before, …), so a change in the
 * machine's load falls on both alike.
 */
async function measure(builds: Build[], formFactor: FormFactor, runs: number): Promise<AppBenchResult[]> {
  const services: Awaited<ReturnType<typeof startService>>[] = [];
  try {
    for (const b of builds) services.push(await startService(b.port, 240_000, b.distDir));
    const reports: AppBenchResult[] = [];
    for (const [i, b] of builds.entries()) {
      const url = services[i]?.url ?? '';
      await warmUp(url);
      reports.push({
        label: b.label,
        sizes: await measureInitialSizes(b.distDir),
        scripts: await measureAllScripts(b.distDir),
        formFactor,
        landing: await lighthouseRun(`${url}/`, formFactor),
        results: [],
        mainThread: [],
      });
    }
    for (let run = 0; run < runs; run++) {
      for (const [i, r] of reports.entries()) {
        const url = `${services[i]?.url ?? ''}${RESULTS_PATH}`;
        const load = loadavg()[0] ?? 0;
        r.results.push({ ...(await lighthouseRun(url, formFactor)), load });
        r.mainThread.push(await measureMainThread(url, 'Search results'));
      }
    }
    return reports;
  } finally {
    for (const service of services) await service.stop();
  }
}

export async function runAppBench(
  options: { build?: boolean; formFactor?: FormFactor; runs?: number; before?: string } = {},
): Promise<AppBenchResult[]> {
  const { build = true, formFactor = 'mobile', runs = 5, before } = options;
  const dist = path.join(REPO_ROOT, BENCH_DIST);
  if (build) buildSpa(REPO_ROOT, dist);
  if (before && build) buildSpa(path.resolve(before), BEFORE_DIST);
  const builds: Build[] = [];
  if (before) builds.push({ label: 'before', distDir: BEFORE_DIST, port: BENCH_PORT + 1 });
  builds.push({ label: before ? 'after' : 'this', distDir: dist, port: BENCH_PORT });
  const reports = await measure(builds, formFactor, runs);
  printLighthouse(reports);
  printChunks(reports);
  for (const r of reports) printBudgets(r);
  return reports;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  await runAppBench({
    build: !args.includes('--no-build'),
    formFactor: args.includes('--desktop') ? 'desktop' : 'mobile',
    runs: Number(value('runs') ?? 5),
    before: value('before'),
  });
}
