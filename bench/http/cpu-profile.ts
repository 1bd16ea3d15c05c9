// Reads a V8 .cpuprofile (node --cpu-prof) and splits the time sampled in a window by what the request path does:
// each sample goes to the first part, in the order below, that any frame of its stack belongs to (so the passes the
// hints run count as hints, not as the engine's pass). Also the functions with the most self and inclusive time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: {
      functionName: string;
      url: string;
      lineNumber: number;
      columnNumber?: number;
      text?: string;
    };
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Frame = CpuProfile['nodes'][number]['callFrame'];

/** The parts, in priority order: a sample is the first part one of its frames matches. */
const PARTS: Array<[string, (f: Frame, leaf: boolean) => boolean]> = [
  ['idle', (f, leaf) => leaf && f.functionName === '(idle)'],
  ['GC', (f, leaf) => leaf && f.functionName === '(garbage collector)'],
  ['request log (pino)', (f) => /\/(pino|sonic-boom)\//.test(f.url) || f.url.includes('/http/logging.ts')],
  [
    'socket writes (kernel, loopback)',
    (f, leaf) =>
      leaf && /^(writev|writeBuffer|writeString|writeUtf8String|writeLatin1String)$/.test(f.functionName),
  ],
  ['CPU meter (getrusage)', (f, leaf) => leaf && f.functionName === 'cpuUsage'],
  ['few-result hints', (f) => f.url.includes('/hints/few-result-hints')],
  ['no-result hints', (f) => f.url.includes('/hints/no-result-hints')],
  [
    'gzip / brotli',
    (f) => /^(gzipSync|brotliCompressSync|zlibBufferSync|processChunkSync)$/.test(f.functionName),
  ],
  ['serialization (JSON/XML, Buffer, ETag)', (f) => isSerialization(f)],
  ['facet counts (countAll, lists)', (f) => isCounting(f)],
  ['page (pickPage)', (f) => f.url.includes('/engine/programs/page/')],
  ['spelling / corrections', (f) => f.url.includes('/engine/text/spell') || f.functionName === 'suggest'],
  ['engine pass (runProgramPass)', (f) => f.functionName === 'runProgramPass'],
  ['plan (keyword, place, filters)', (f) => f.url.includes('/engine/programs/plan.ts')],
  [
    'shaping (items, SearchedOn…)',
    (f) => f.url.includes('/engine/programs/shape.ts') || f.url.includes('program-item.ts'),
  ],
  [
    'engine, other',
    (f) => f.url.includes('/server/engine/') && !/deadline|open-engine|data-reload/.test(f.url),
  ],
  ['path parsing / validation', (f) => f.url.includes('/contract/') || f.url.includes('/engine/validate.ts')],
  [
    'admission / budgets',
    (f) => /\/server\/http\/(admission\/|budgets|token-buckets|unsent-bytes)/.test(f.url),
  ],
  ['result cache / reply', (f) => f.url.includes('ttl-cache') || f.url.includes('cached-reply')],
  ['api routes, other', (f) => f.url.includes('/server/http/')],
  [
    'Fastify',
    (f) =>
      /node_modules\/(fastify|@fastify|find-my-way|avvio|fast-json-stringify|light-my-request)/.test(f.url),
  ],
  ['Node http / net', (f) => /^node:(_http|net|internal\/(http|stream|streams|net))/.test(f.url)],
  ['(program): native, unattributed', (f, leaf) => leaf && f.functionName === '(program)'],
];

function isSerialization(f: Frame): boolean {
  if (f.url.includes('/server/http/xml.ts')) return true;
  if (f.url.includes('cached-reply') && f.functionName === 'representation') return true;
  if (f.text?.includes('JSON.stringify(result)')) return true;
  return f.functionName === 'stringify' && f.url === '';
}

function isCounting(f: Frame): boolean {
  if (['countAll', 'countsFor', 'schoolCountsFor'].includes(f.functionName)) return true;
  return f.url.includes('/engine/programs/facet-list') || f.url.includes('/engine/dimensions/');
}

/**
 * Frames of the esbuild bundle `npm start` runs (.cache/server/*.mjs) named by their source file: esbuild marks where
 * each module's code begins with a `// path/to/file.ts` line.
 */
function sourceFiles(p: CpuProfile): void {
  const markers = new Map<string, Array<[number, string]>>();
  const texts = new Map<string, string[]>();
  const of = (url: string) => {
    let m = markers.get(url);
    if (!m) {
      m = [];
      try {
        const lines = readFileSync(fileURLToPath(url), 'utf8').split('\n');
        texts.set(url, lines);
        lines.forEach((line, i) => {
          const hit = /^\/\/ ((?:server|contract|node_modules)\/\S+\.[cm]?[jt]s)$/.exec(line);
          if (hit?.[1]) m?.push([i, hit[1]]);
        });
      } catch {
        // not a file: left as it is
      }
      markers.set(url, m);
    }
    return m;
  };
  for (const n of p.nodes) {
    const f = n.callFrame;
    if (!f.url.includes('/.cache/server/')) continue;
    const m = of(f.url);
    let source: string | undefined;
    for (const [line, file] of m) if (line <= f.lineNumber) source = file;
    // The function's first line, for telling arrow functions apart (JSON.stringify is counted in its caller's).
    f.text = texts.get(f.url)?.[f.lineNumber]?.trim();
    if (source) f.url = `${f.url.slice(0, f.url.indexOf('/.cache/server/'))}/${source}`;
  }
}

export function analyseProfile(
  p: CpuProfile,
  opts: { from: number; to: number; answers: number; repoRoot: string },
): string {
  sourceFiles(p);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOf = new Map<number, string>();
  const stackOf = (id: number): Frame[] => {
    const out: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (n) out.push(n.callFrame);
    }
    return out;
  };
  const part = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const stack = stackOf(id);
    let found = 'other';
    for (const [name, test] of PARTS) {
      if (stack.some((f, i) => test(f, i === 0))) {
        found = name;
        break;
      }
    }
    partOf.set(id, found);
    return found;
  };
  const name = (f: Frame) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(`file://${opts.repoRoot}/`, '').replace(/^.*node_modules\//, '~/')}:${f.lineNumber + 1}`;
  const parts = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  /** per part: its samples' leaf functions */
  const partSelf = new Map<string, Map<string, number>>();
  let t = p.startTime;
  let busy = 0;
  let total = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i] ?? 0;
    const dt = p.timeDeltas[i + 1] ?? 0;
    if (t < opts.from || t > opts.to) continue;
    const id = p.samples[i] ?? 0;
    const where = part(id);
    total += dt;
    parts.set(where, (parts.get(where) ?? 0) + dt);
    if (where === 'idle') continue;
    busy += dt;
    const stack = stackOf(id);
    const leaf = stack[0];
    if (leaf) {
      self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
      const m = partSelf.get(where) ?? new Map<string, number>();
      m.set(name(leaf), (m.get(name(leaf)) ?? 0) + dt);
      partSelf.set(where, m);
    }
    for (const key of new Set(stack.map(name))) inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
  }
  const per = (us: number) => (us / Math.max(1, opts.answers)).toFixed(0).padStart(7);
  const lines = [
    `sampled ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s: ` +
      `${per(busy).trim()} µs of the main thread per answer`,
    '',
    `${'part'.padEnd(44)}${'µs/answer'.padStart(10)}${'share'.padStart(8)}`,
  ];
  for (const [k, us] of [...parts].filter(([k]) => k !== 'idle').sort((a, b) => b[1] - a[1])) {
    lines.push(`${k.padEnd(44)}${per(us).padStart(10)}${`${((100 * us) / busy).toFixed(1)}%`.padStart(8)}`);
  }
  const top = (m: Map<string, number>, n: number, title: string) => {
    lines.push('', `${title} (µs/answer)`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) lines.push(`${per(us)}  ${k}`);
  };
  for (const [k] of [...parts].filter(([k]) => k !== 'idle').sort((a, b) => b[1] - a[1])) {
    lines.push('', `${k}: leaf functions`);
    const m = partSelf.get(k) ?? new Map<string, number>();
    for (const [f, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 8)) lines.push(`${per(us)}  ${f}`);
  }
  top(self, 40, 'self time, top 40');
  top(inclusive, 60, 'inclusive time, top 60');
  return lines.join('\n');
}
