// npm start's first steps, before anything serves (decision 0152): the search database and the web app, each built
// when missing — at the same time, each in a process of its own (one is mostly SQLite, the other mostly Rollup) —
// each a step that says how long it took, with a progress bar on a terminal; for several workers, the engine
// snapshot of a database just built, written once instead of by every worker at once.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, type ServiceConfig } from '../config';
import type { BuildReport } from '../data/report';
import type { BuildMessage, BuildRequest } from './build-database-child';
import type { Step, Steps } from './steps';

/** Shares of the data build's time on the real data (reading 46 %, writing 18 %, indexing 36 %), for one bar. */
const BUILD_PHASES: Array<[RegExp, number, number]> = [
  [/^Read /, 0, 0.46],
  [/^Writing programs/, 0.46, 0.18],
  [/^Indexing search text/, 0.64, 0.36],
];

const n = (value: number) => value.toLocaleString('en-US');

/** A path as the reader knows it: relative inside the checkout ("data/training.db"), else as it is. */
function shown(file: string): string {
  const inside = path.relative(repoRoot, file);
  return inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? inside : file;
}

/** "273,827 programs, 7,158 institutions; 1,098 source rows left out (see below)" */
function buildSummary(report: BuildReport): { summary: string; rejections: string[] } {
  const rejections: string[] = [];
  let rejected = 0;
  for (const file of report.files) {
    for (const [reason, count] of Object.entries(file.rejected).sort((a, b) => b[1] - a[1])) {
      rejected += count;
      rejections.push(`  ${n(count)} ${count === 1 ? 'row' : 'rows'} of ${file.file} left out: ${reason}`);
    }
  }
  const kind = report.dataKind === 'demo' ? 'DEMO data' : 'real data';
  const left = rejected > 0 ? `; ${n(rejected)} source rows left out, as follows` : '';
  return {
    summary: `${n(report.totals.programs)} programs, ${n(report.totals.institutions)} institutions (${kind})${left}`,
    rejections,
  };
}

/**
 * The child process's script: the bundle's own entry under npm start (scripts/start.mjs names its folder), else the
 * TypeScript source through tsx (npm run dev, the tests' `tsx server/index.ts`).
 */
function childScript(): { file: string; execArgv: string[] } {
  const bundle = process.env.TRAINING_SEARCH_BUNDLE_DIR;
  if (bundle) return { file: path.join(bundle, 'build-database.mjs'), execArgv: [] };
  return { file: path.join(repoRoot, 'server/start/build-database-child.ts'), execArgv: ['--import', 'tsx'] };
}

function buildDatabase(config: ServiceConfig, steps: Steps): Promise<void> {
  const where = shown(config.dbPath);
  const step = steps.begin(
    `Building the search database (${where} is missing)`,
    'Built the search database',
    {
      bar: { label: 'search database' },
    },
  );
  const request: BuildRequest = {
    dbPath: config.dbPath,
    dataDir: config.dataDir,
    // Several workers would each build the engine's arrays and write the same snapshot at once.
    snapshot: config.workers > 1,
  };
  const { file, execArgv } = childScript();
  const child = fork(file, [JSON.stringify(request)], { cwd: repoRoot, execArgv });
  let failure: Extract<BuildMessage, { type: 'failed' }> | undefined;
  let snapshot: Step | undefined;
  child.on('message', (m: BuildMessage) => {
    if (m.type === 'log') step.note(`  ${m.line}`);
    else if (m.type === 'progress') {
      const [, start, share] = BUILD_PHASES.find(([re]) => re.test(m.phase)) ?? [/./, 0, 0];
      // A file name can be long: the bar says which phase ("reading"), the lines above say which file.
      step.progress(
        start + share * (m.total > 0 ? m.done / m.total : 1),
        m.phase.split(' ')[0]?.toLowerCase(),
      );
    } else if (m.type === 'built') {
      if (!m.report) step.done();
      else {
        const { summary, rejections } = buildSummary(m.report);
        step.done(summary);
        for (const line of rejections) steps.say(line);
      }
      if (request.snapshot)
        snapshot = steps.begin('Writing the engine snapshot beside it', 'Wrote the engine snapshot');
    } else if (m.type === 'snapshot') {
      if (!m.error) snapshot?.done();
      else {
        // Each worker then builds its search arrays from the database, as it would without a snapshot.
        snapshot?.stop();
        steps.say(`  No engine snapshot (${m.error}); each worker builds its own arrays.`);
      }
    } else if (m.type === 'failed') failure = m;
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code === 0 && !failure) return resolve();
      step.stop();
      snapshot?.stop();
      // A bad source file is the operator's to fix: say which and stop, without a stack trace.
      console.error(`The search database could not be built: ${failure?.message ?? `exit code ${code}`}`);
      process.exit(1);
    });
  });
}

/** Vite's build in a child process (scripts/build-app.mjs), reporting its progress to the step. */
function buildApp(distDir: string, steps: Steps): Promise<void> {
  const where = shown(distDir);
  const step: Step = steps.begin(`Building the web app into ${where}/`, 'Built the web app', {
    bar: { label: 'web app' },
  });
  return new Promise((resolve) => {
    const child = fork(path.join(repoRoot, 'scripts/build-app.mjs'), [distDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('message', (m: { type?: string; fraction?: number; doing?: string; creepTo?: number }) => {
      if (m.type === 'progress') step.progress(m.fraction ?? 0, m.doing, m.creepTo);
    });
    child.on('exit', (code) => {
      if (code === 0) {
        step.done();
        // Vite printed only warnings: a user should see them.
        if (output.trim()) steps.say(output.trim());
      } else {
        step.stop();
        if (output.trim()) console.error(output.trim());
        console.warn('The web app build failed; the API is served, the pages are not.');
      }
      resolve();
    });
  });
}

/** What npm start builds when it is missing; returns when all of it is ready. */
export async function prepare(config: ServiceConfig, steps: Steps): Promise<void> {
  const tasks: Array<Promise<void>> = [];
  if (!config.upstream && !existsSync(config.dbPath)) {
    tasks.push(buildDatabase(config, steps));
  }
  if (!existsSync(path.join(config.distDir, 'index.html'))) tasks.push(buildApp(config.distDir, steps));
  await Promise.all(tasks);
}
