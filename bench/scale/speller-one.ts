// The speller on one database, in its own process: the scan of the vocabulary (before decision 0127) and the
// deletion-neighbourhood index (after), built and queried in the same process, lookups interleaved word by word.
// Prints one JSON line for bench/scale/speller-scale.ts. Usage: npx tsx --expose-gc bench/scale/speller-one.ts <db>
import path from 'node:path';
import { createSpeller, type NearWordSearch } from '../../server/engine/text/spelling/spelling';
import { everyNth, misspell, seeded, SLIPS, spellingSource } from '../../tests/engine/spelling-sample';

export interface SpellerSide {
  /** creating the speller and building what its look-ups read (ms, median of the rounds) */
  buildMs: number;
  /**
   * of which at engine start (ms): the scan built everything when created, as the speller before decision 0127 did;
   * the index is built by warm-up once the service listens (or on the first misspelt word).
   */
  startMs: number;
  /** heap and array buffers the speller holds once built (MB) */
  memoryMB: number;
  /** per misspelt word (ms): median, 99th percentile, mean wall time; mean CPU time */
  p50: number;
  p99: number;
  mean: number;
  cpuMean: number;
}

export interface SpellerRun {
  vocabulary: number;
  words: number;
  suggested: number;
  same: boolean;
  scan: SpellerSide;
  index: SpellerSide;
}

const ROUNDS = Number(process.env.BENCH_SPELLER_ROUNDS ?? 5);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const held = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};
const median = (xs: number[]) => quantile(xs, 0.5);

function main(): void {
  const dbPath = path.resolve(process.argv[2] ?? 'data/training.db');
  const src = spellingSource(dbPath);
  const random = seeded(7);
  const typed = [
    ...new Set(
      everyNth(src.offered, 500).flatMap((w) => [
        ...SLIPS.map((slip) => misspell(w, slip, random)),
        misspell(misspell(w, 'substitution', random), 'deletion', random),
      ]),
    ),
  ];
  const build = (how: NearWordSearch) => {
    const t0 = performance.now();
    const s = createSpeller(src.ix, src.vocabularyWords, how);
    const created = performance.now();
    s.warmUp();
    const ms = performance.now() - t0;
    return { s, ms, startMs: how === 'scan' ? ms : created - t0 };
  };
  const memory = (how: NearWordSearch) => {
    const before = held();
    const kept = build(how).s;
    const bytes = held() - before;
    if (kept.suggest('zzzz').length < 0) console.log('unreachable: keeps the speller alive past the measure');
    return bytes / 1e6;
  };
  const sides = { scan: memory('scan'), index: memory('index') };
  const buildMs: Record<NearWordSearch, number[]> = { scan: [], index: [] };
  const startMs: Record<NearWordSearch, number[]> = { scan: [], index: [] };
  const wall: Record<NearWordSearch, number[]> = { scan: [], index: [] };
  const cpu: Record<NearWordSearch, number> = { scan: 0, index: 0 };
  let same = true;
  let suggested = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Fresh spellers each round: their caches start empty, so every look-up is a real one.
    const built = { scan: build('scan'), index: build('index') };
    for (const how of ['scan', 'index'] as const) {
      buildMs[how].push(built[how].ms);
      startMs[how].push(built[how].startMs);
    }
    typed.forEach((w, i) => {
      const order: NearWordSearch[] = i % 2 === 0 ? ['scan', 'index'] : ['index', 'scan'];
      const answers: string[] = [];
      for (const how of order) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        answers.push(built[how].s.suggest(w).join('|'));
        wall[how].push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu[how] += (c.user + c.system) / 1000;
      }
      if (answers[0] !== answers[1]) same = false;
      if (round === 0 && answers[0]) suggested++;
    });
  }
  const side = (how: NearWordSearch): SpellerSide => ({
    buildMs: median(buildMs[how]),
    startMs: median(startMs[how]),
    memoryMB: sides[how],
    p50: quantile(wall[how], 0.5),
    p99: quantile(wall[how], 0.99),
    mean: wall[how].reduce((a, b) => a + b, 0) / wall[how].length,
    cpuMean: cpu[how] / wall[how].length,
  });
  const run: SpellerRun = {
    vocabulary: src.offered.length,
    words: typed.length,
    suggested,
    same,
    scan: side('scan'),
    index: side('index'),
  };
  console.log(JSON.stringify(run));
}

main();
