// The speller at 1× and 10× data, before (a scan of the vocabulary) and after (the deletion-neighbourhood index,
// decision 0127), side by side in one run: build time, memory, lookup time per misspelt word. Each database in its
// own process (speller-one.ts), both spellers in that process, their lookups interleaved word by word. The 10×
// database is the scale bench's (tenfold-db.ts): its names are the real names, so its vocabulary barely grows.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpellerRun } from './speller-one';
import { ensureScaleDatabases } from './tenfold-db';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function runOne(dbPath: string): SpellerRun | null {
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(repoRoot, 'bench/scale/speller-one.ts'), dbPath],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 24, env: process.env },
  );
  try {
    return JSON.parse(r.stdout.trim().split('\n').pop() ?? '') as SpellerRun;
  } catch {
    console.log(`(speller on ${dbPath} failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')})`);
    return null;
  }
}

const ms = (x: number) => (x < 1 ? x.toFixed(3) : x < 10 ? x.toFixed(2) : x.toFixed(1));

async function main(): Promise<void> {
  const log = (l: string) => console.log(l);
  const { oneX, tenX } = await ensureScaleDatabases(repoRoot, log);
  const head = [
    'data, speller',
    'vocabulary',
    'build ms',
    'at start ms',
    'memory MB',
    'p50 ms',
    'p99 ms',
    'mean ms',
    'CPU ms',
  ];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const [scale, db] of [
    ['1×', oneX],
    ['10×', tenX],
  ] as const) {
    const run = runOne(db);
    if (!run) continue;
    for (const [label, s] of [
      ['before (scan)', run.scan],
      ['after (index)', run.index],
    ] as const) {
      rows.push([
        `${scale} ${label}`,
        String(run.vocabulary),
        s.buildMs.toFixed(0),
        s.startMs.toFixed(0),
        s.memoryMB.toFixed(1),
        ms(s.p50),
        ms(s.p99),
        ms(s.mean),
        ms(s.cpuMean),
      ]);
    }
    notes.push(
      `${scale}: ${run.words} misspelt words, ${run.suggested} corrected; answers ${run.same ? 'identical' : 'DIFFER'} (index vs scan); mean CPU ×${(run.scan.cpuMean / run.index.cpuMean).toFixed(1)} less`,
    );
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(
    `Speller: lookup per misspelt word (a letter left out, added, replaced, two swapped, two slips), build (of which at engine start; the index is built by warm-up or on first use, outside any deadline) and memory`,
  );
  for (const l of [line(head), ...rows.map(line)]) console.log(l);
  for (const n of notes) console.log(n);
  console.log(
    `Machine load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (wall times inflate above the cores; CPU ms is per lookup).`,
  );
}

await main();
