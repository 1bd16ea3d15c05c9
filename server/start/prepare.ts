// npm start's first steps, before anything serves (decision 0152): the search database and the web app, each built
// when missing — at the same time, since one is mostly SQLite and the other mostly Rollup — each a step that says
// how long it took, with a progress bar on a terminal; then, for several workers, the engine snapshot of a database
// just built, written once here instead of by every worker at once.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, type ServiceConfig } from '../config';
import type { BuildReport } from '../data/report';
import type { Step, Steps } from './steps';

/** Shares of the data build's time on the real data (reading 46 %, writing 18 %, indexing 36 %), for one bar. */
const BUILD_PHASES: Array<[RegExp, number, number]> = [
  [/^Read /, 0, 0.46],
  [/^Writing programs/, 0.46, 0.18],
  [/^Indexing search text/, 0.64, 0.36],
];

const n = (value: number) => value.toLocaleString('en-US');

/** "273,827 programs, 7,158 institutions; 1,098 source rows left out (see below)" */
function buildSummary(report: BuildReport): { summary: string; rejections: string[] } {
  const rejections: string[] = [];
  let rejected = 0;
  for (const file of report.files) {
    for (const [reason, count] of Object.entries(file.rejected).sort((a, b) => b[1] - a[1])) {
      rejected += count;
      rejections.push(`  ${n(count)} rows of ${file.file} left out: ${reason}`);
    }
  }
  const kind = report.dataKind === 'demo' ? 'DEMO data' : 'real data';
  const left = rejected > 0 ? `; ${n(rejected)} source rows left out, as follows` : '';
  return {
    summary: `${n(report.totals.programs)} programs, ${n(report.totals.institutions)} institutions (${kind})${left}`,
    rejections,
  };
}

async function buildDatabase(config: ServiceConfig, steps: Steps): Promise<void> {
  const { ensureDatabase } = await import('../data/ensure-database');
  const { DataBuildError } = await import('../data/errors');
  const where = path.relative(repoRoot, config.dbPath) || config.dbPath;
  const step = steps.begin(`Building the search database (${where} is missing)`, 'Built the search database', {
    bar: { label: 'search database' },
  });
  try {
    const { report } = await ensureDatabase({
      dbPath: config.dbPath,
      dataDir: config.dataDir,
      logReport: false,
      // Where the files come from, and the build's own steps with their times, above the bar.
      log: (line) => step.note(`  ${line}`),
      onProgress: (phase, done, total) => {
        const [, start, share] = BUILD_PHASES.find(([re]) => re.test(phase)) ?? [/./, 0, 0];
        // A file name can be long: the bar says which phase ("reading"), the lines above say which file.
        step.progress(start + share * (total > 0 ? done / total : 1), phase.split(' ')[0]?.toLowerCase());
      },
    });
    if (!report) return step.done();
    const { summary, rejections } = buildSummary(report);
    step.done(summary);
    for (const line of rejections) steps.say(line);
  } catch (error) {
    step.stop();
    // A bad source file is the operator's to fix: say which and stop, without a stack trace.
    if (!(error instanceof DataBuildError)) throw error;
    console.error(`The search database could not be built: ${error.message}`);
    process.exit(1);
  }
}

function writeSnapshot(dbPath: string, steps: Steps): Promise<void> {
  const step = steps.begin('Writing the engine snapshot beside it', 'Wrote the engine snapshot');
  // Imported late: only a start that built a database needs it.
  return import('../engine/snapshot/start-up').then(({ writeSnapshotFor }) => {
    try {
      writeSnapshotFor(dbPath);
      step.done();
    } catch (error) {
      // Each worker then builds its search arrays from the database, as it would without a snapshot.
      step.stop();
      steps.say(`  No engine snapshot (${(error as Error).message}); each worker builds its own arrays.`);
    }
  });
}

/** Vite's build in a child process (scripts/build-app.mjs), reporting its progress to the step. */
function buildApp(distDir: string, steps: Steps): Promise<void> {
  const where = path.relative(repoRoot, distDir) || distDir;
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
    tasks.push(
      buildDatabase(config, steps).then(() =>
        config.workers > 1 ? writeSnapshot(config.dbPath, steps) : undefined,
      ),
    );
  }
  if (!existsSync(path.join(config.distDir, 'index.html'))) tasks.push(buildApp(config.distDir, steps));
  await Promise.all(tasks);
}
