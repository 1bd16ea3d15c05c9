// Where the engine's memory outside V8's heap goes: every typed array of 32 KB or more made while the engine opens,
// warms up and answers the bench queries twice (kept keywords off, as engine-one.ts), still alive after full
// collections, summed by where it was made (the three innermost calls). Neither the snapshot file's bytes (read by
// Node, not made as a typed array) nor the views into them are counted: the first line gives all array buffers.
// Prints figures; asserts nothing. Usage:
//   npx tsx --expose-gc bench/scale/memory-inventory.ts [<db path>] [<checkout dir whose engine to open>]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addedQueries, benchQueries, runBenchQuery, type BenchEngine } from '../engine/engine-queries';
import { keptKeywordsOff } from './kept-keywords-off';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dbPath = path.resolve(process.argv[2] ?? 'data/training.db');
const dir = path.resolve(process.argv[3] ?? repoRoot);
const SMALLEST = 32 * 1024;

/** Each allocation: its buffer (held weakly, so that what the engine drops is not kept here), where, how large. */
const made: Array<{ buffer: WeakRef<ArrayBufferLike>; site: string; bytes: number }> = [];
const site = () =>
  (new Error().stack ?? '')
    .split('\n')
    .slice(3, 6)
    .map((l) =>
      l
        .trim()
        .replace(/^at /, '')
        .replace(/\(.*\/server\/engine\//, '(')
        .replace(/:\d+\)$/, ')'),
    )
    .join(' < ');
// Every typed array constructor is wrapped (a subclass), so that an array the engine makes is seen where it is made.
for (const name of [
  'Int8Array',
  'Uint8Array',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
] as const) {
  const Base = globalThis[name] as unknown as new (...a: unknown[]) => ArrayBufferView;
  const Counted = class extends Base {
    constructor(...a: unknown[]) {
      super(...a);
      const viewsAnother = a[0] instanceof ArrayBuffer || a[0] instanceof SharedArrayBuffer;
      if (!viewsAnother && this.byteLength >= SMALLEST)
        made.push({ buffer: new WeakRef(this.buffer), site: site(), bytes: this.byteLength });
    }
  };
  Object.defineProperty(Counted, 'name', { value: name });
  (globalThis as Record<string, unknown>)[name] = Counted;
}

const { openEngine } = (await import(pathToFileURL(path.join(dir, 'server/engine/open-engine.ts')).href)) as {
  openEngine: (p: string) => BenchEngine;
};
await keptKeywordsOff(dir);
const engine = openEngine(dbPath);
engine.warmUp?.();
await engine.ready?.();
for (let round = 0; round < 2; round++)
  for (const q of [...benchQueries, ...addedQueries]) runBenchQuery(engine, q);
// Array buffers' memory is given back after a collection, on V8's own time: collected and waited for a few times, so
// that the first line's total is the arrays kept rather than the last pass's garbage.
for (let k = 0; k < 5; k++) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const bySite = new Map<string, { bytes: number; arrays: number }>();
const seen = new Set<ArrayBufferLike>();
let total = 0;
for (const { buffer, site: where, bytes } of made) {
  const b = buffer.deref();
  if (!b || seen.has(b)) continue;
  seen.add(b);
  total += bytes;
  const entry = bySite.get(where) ?? { bytes: 0, arrays: 0 };
  entry.bytes += bytes;
  entry.arrays++;
  bySite.set(where, entry);
}
const mb = (b: number) => (b / 2 ** 20).toFixed(2).padStart(7);
const usage = process.memoryUsage();
console.log(
  `${path.basename(dbPath)}: array buffers ${mb(usage.arrayBuffers)} MB, of which ${mb(total)} MB in arrays of 32 KB or more made here; heap used ${mb(usage.heapUsed)} MB`,
);
console.log('     MB  arrays  made at');
for (const [where, { bytes, arrays }] of [...bySite].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 40))
  console.log(`${mb(bytes)}  ${String(arrays).padStart(6)}  ${where}`);
