// The engine at 1× and 10× data, side by side in one run (issue 11): load time, memory, p50 and p99 of the fixed
// query set, for this checkout and — with BENCH_BEFORE_DIR set to another checkout (decision 0060), or
// BENCH_BASELINE_REF naming a git ref (extracted by baseline-copy.ts) — that one's engine on the same two databases,
// before and this alternating per database so a busy moment of the shared machine hits both alike. Each engine runs in its own process so its memory is its own. The 10× database
// is built once from the 1× one and cached (tenfold-db.ts). Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshotReadable, writeSnapshotFor } from '../../server/engine/snapshot/start-up';
import { workerEnv } from '../../server/start/malloc-env';
import { baselineCopy, type BaselineCopy } from '../baseline-copy';
import type { EngineRun } from './engine-one';
import { ensureScaleDatabases } from './tenfold-db';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function runOne(dbPath: string, engineDir: string): EngineRun | null {
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(repoRoot, 'bench/scale/engine-one.ts'), dbPath, engineDir],
    // The allocator's setting a serving worker has (decision 0267), for the engines of both checkouts alike.
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 24, env: { ...process.env, ...workerEnv() } },
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as EngineRun;
  } catch {
    console.log(
      `(engine of ${engineDir} on ${dbPath} failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')})`,
    );
    return null;
  }
}

const f = (x: number | undefined) =>
  x === undefined || Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(2) : x.toFixed(1);

function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), ...rows.map(line)];
}

async function main(): Promise<void> {
  const log = (l: string) => console.log(l);
  const { oneX, tenX } = await ensureScaleDatabases(repoRoot, log);
  // This checkout starts from the engine snapshot beside each database (decision 0122): written first when missing,
  // as the data build does, so the load time is the start-up a deployment sees.
  for (const db of [oneX, tenX]) if (!snapshotReadable(db)) writeSnapshotFor(db, log);
  const base: BaselineCopy | null =
    !process.env.BENCH_BEFORE_DIR && process.env.BENCH_BASELINE_REF ? baselineCopy(repoRoot) : null;
  const before = process.env.BENCH_BEFORE_DIR
    ? path.resolve(process.env.BENCH_BEFORE_DIR)
    : (base?.dir ?? null);
  /** The baseline's engine opens the database through a link of its own, so a snapshot it finds stale is its own. */
  const dbFor = (db: string, scale: string, dir: string): string => {
    if (!base || dir !== base.dir) return db;
    const link = path.join(base.dir, `scale-${scale === '1×' ? '1x' : '10x'}.db`);
    if (!existsSync(link)) {
      symlinkSync(db, link);
      if (existsSync(`${db}.engine`)) symlinkSync(`${db}.engine`, `${link}.engine`);
    }
    return link;
  };
  const engines: Array<[string, string]> = [
    ...(before ? ([[base ? base.label : 'before', before]] as Array<[string, string]>) : []),
    ['this', repoRoot],
  ];
  const runs: Array<{ label: string; run: EngineRun | null }> = [];
  try {
    for (const [scale, db] of [
      ['1×', oneX],
      ['10×', tenX],
    ] as const)
      for (const [name, dir] of engines)
        runs.push({ label: `${name} ${scale}`, run: runOne(dbFor(db, scale, dir), dir) });
  } finally {
    base?.remove();
  }
  const all = (r: EngineRun | null) => r?.classes.find((c) => c.cls === 'all queries');
  console.log(
    `Engine at 1× and 10× data (10×: ${path.basename(tenX)}), each in its own process, ${process.env.BENCH_ENGINE_REPS ?? 20} rounds of the query set (ms)`,
  );
  for (const l of table(
    ['engine, data', 'load s', 'from', 'memory MB', 'busy MB', 'heap MB', 'p50', 'p99'],
    runs.map(({ label, run }) => [
      label,
      run ? (run.loadMs / 1000).toFixed(2) : '—',
      run?.fromSnapshot ? 'snapshot' : 'database',
      run ? run.rssMB.toFixed(0) : '—',
      run?.rssBusyMB !== undefined ? run.rssBusyMB.toFixed(0) : '—',
      run ? run.heapMB.toFixed(0) : '—',
      f(all(run)?.p50),
      f(all(run)?.p99),
    ]),
  ))
    console.log(l);
  const classes = [...new Set(runs.flatMap(({ run }) => run?.classes.map((c) => c.cls) ?? []))];
  console.log('\np50 / p99 by query class (ms)');
  for (const l of table(
    ['query class', ...runs.map((r) => r.label)],
    classes.map((cls) => [
      cls,
      ...runs.map(({ run }) => {
        const c = run?.classes.find((x) => x.cls === cls);
        return c ? `${f(c.p50)} / ${f(c.p99)}` : '—';
      }),
    ]),
  ))
    console.log(l);
  console.log(
    `budgets (issue 11): 10× p50 <= 3 ms, p99 <= 20 ms, load <= 3 s; 1× p99 <= 5 ms, load <= 1 s. Machine load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (above the cores, wall times inflate).`,
  );
}

await main();
