// What the slowest answers of all-new searches at 32 connections waited for (issue 23, point 6; decision 0254): the
// service as `npm start` runs it (BENCH_WORKERS, default 2), every request stamped inside it (bench/tail/stamps.mjs:
// read, finished, the main thread's time on the CPU and in the kernel's run queue, every garbage collection) and by
// a client that keeps BENCH_CONNECTIONS (32) requests outstanding over raw sockets, each answer's search never asked
// before. Prints, for the slowest 1 % and for the median answers: time before the worker read the request, in the
// worker (its own CPU, the other answers the worker finished meanwhile and their CPU, collections, the run-queue
// wait) and after; the machine's CPU by who used it; and a simulation of one worker's queue on the measured costs
// under other orders of the turns (bench/tail/queue-order.ts). Prints figures; asserts nothing.
// `npx tsx bench/tail/http-tail.ts` (BENCH_SECONDS=10, BENCH_WARM_SECONDS=15, BENCH_PORT=0, BENCH_NODE_OPTIONS for
// the service, e.g. --max-semi-space-size=32).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { distinctPaths } from '../http/http-searches';
import { BUDGETS_OUT_OF_THE_WAY, DATA_DIR, fakeDist, repoRoot } from '../http/service-pair';
import { simulate, type Order } from './queue-order';

const TOKEN = 'http-tail-api-token-0123456789abcdef';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 15);
const epoch = () => performance.timeOrigin + performance.now();

interface Sent {
  url: string;
  sent: number;
  got: number;
  status: number;
}
interface Stamp {
  url: string;
  read: number;
  finished: number;
  onCpu: number;
  runQueue: number;
  pid: number;
}
interface Gc {
  gc: number;
  ms: number;
  kind?: number;
  pid: number;
}

/** CPU ticks (1/100 s) of a process and its children, and of the whole machine (busy, all cores). */
function ticks(pid: number): number {
  const of = (p: number) => {
    try {
      const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(f[11]) + Number(f[12]);
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  return children.reduce((sum, c) => sum + of(c), of(pid));
}
function machineBusyTicks(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait
  return cpu.slice(0, 8).reduce((a, b, i) => (i === 3 || i === 4 ? a : a + b), 0);
}

/** `connections` keep-alive connections over raw sockets, each sending the next path once its answer is in. */
function closedLoop(port: number, paths: string[], seconds: number): Promise<Sent[]> {
  const out: Sent[] = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      let buffer: Buffer = Buffer.alloc(0);
      let current: { url: string; sent: number } = { url: '', sent: 0 };
      let bodyLength = -1;
      let headLength = 0;
      let status = 0;
      const send = () => {
        if (performance.now() >= until) {
          socket.end();
          resolve();
          return;
        }
        const url = paths[next++ % paths.length] ?? '/';
        current = { url, sent: epoch() };
        socket.write(
          `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TOKEN}\r\nAccept-Encoding: gzip\r\n\r\n`,
        );
      };
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          if (bodyLength < 0) {
            const end = buffer.indexOf('\r\n\r\n');
            if (end < 0) return;
            const head = buffer.subarray(0, end).toString('latin1');
            status = Number(head.slice(9, 12));
            bodyLength = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
            headLength = end + 4;
          }
          if (buffer.length < headLength + bodyLength) return;
          buffer = buffer.subarray(headLength + bodyLength);
          bodyLength = -1;
          out.push({ ...current, got: epoch(), status });
          send();
        }
      });
      socket.on('connect', send);
      socket.on('error', () => resolve());
    });
  return Promise.all(Array.from({ length: CONNECTIONS }, one)).then(() => out);
}

const stampsDir = mkdtempSync(path.join(os.tmpdir(), 'http-tail-'));
const dist = fakeDist();
const stamps = path.join(repoRoot, 'bench/tail/stamps.mjs');
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    NODE_OPTIONS: `--import ${stamps} ${process.env.BENCH_NODE_OPTIONS ?? ''}`.trim(),
    TAIL_STAMPS_DIR: stampsDir,
    WORKERS: String(WORKERS),
    PORT: process.env.BENCH_PORT ?? '0',
    HOST: '127.0.0.1',
    DIST_DIR: dist.dir,
    DATA_DIR,
    API_TOKENS: TOKEN,
    ...BUDGETS_OUT_OF_THE_WAY,
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
/** The request log's CPU time per search (ms), by URL: the search's own turn (the engine's work and the writing). */
const cpuByUrl = new Map<string, number>();
const url = await new Promise<string>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`the service exited with ${code} before it was ready`)));
  if (!child.stdout) throw new Error('no stdout');
  createInterface({ input: child.stdout }).on('line', (line) => {
    const ready = /Training Search at (http:\/\/\S+)/.exec(line);
    if (ready?.[1]) resolve(ready[1]);
    if (!line.startsWith('{')) return;
    try {
      const entry = JSON.parse(line) as { url?: string; cpuMs?: number };
      if (entry.url && entry.cpuMs !== undefined) cpuByUrl.set(entry.url, entry.cpuMs);
    } catch {
      // not a log line
    }
  });
});
const pid = child.pid ?? 0;
const headers = { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' };
// Warm-up on other searches (other page sizes): the JIT and what each worker builds on first use.
const warmPaths = distinctPaths([16, 17]);
let w = 0;
await new Promise((resolve) => setTimeout(resolve, 5000));
await autocannon({
  url,
  connections: CONNECTIONS,
  duration: WARM_SECONDS,
  requests: [
    { method: 'GET', headers, setupRequest: (r) => ({ ...r, path: warmPaths[w++ % warmPaths.length] }) },
  ],
});
const measuredFrom = epoch();
const [service0, own0, machine0] = [ticks(pid), process.cpuUsage(), machineBusyTicks()];
const sent = await closedLoop(Number(new URL(url).port), distinctPaths([10]), SECONDS);
const serviceMs = (ticks(pid) - service0) * 10;
const ownUse = process.cpuUsage(own0);
const generatorMs = (ownUse.user + ownUse.system) / 1000;
const machineMs = (machineBusyTicks() - machine0) * 10;
child.kill('SIGTERM');
await exited;
dist.remove();

// The stamps of the measured window.
const stampByUrl = new Map<string, Stamp>();
const gcs: Gc[] = [];
const byWorker = new Map<number, Stamp[]>();
for (const file of readdirSync(stampsDir)) {
  const filePid = Number(file.split('.')[0]);
  for (const line of readFileSync(path.join(stampsDir, file), 'utf8').split('\n')) {
    if (!line) continue;
    const e = JSON.parse(line) as Stamp | Omit<Gc, 'pid'>;
    if ('gc' in e) {
      if (e.gc >= measuredFrom) gcs.push({ ...e, pid: filePid });
    } else if (e.read >= measuredFrom) {
      stampByUrl.set(e.url, e);
      const list = byWorker.get(e.pid) ?? [];
      list.push(e);
      byWorker.set(e.pid, list);
    }
  }
}
rmSync(stampsDir, { recursive: true, force: true });

const answers = sent.filter((s) => s.status === 200 && stampByUrl.has(s.url));
answers.sort((a, b) => a.got - a.sent - (b.got - b.sent));
const latency = (s: Sent) => s.got - s.sent;
const pct = (p: number) =>
  latency(
    answers[Math.min(answers.length - 1, Math.floor(p * answers.length))] ??
      answers[0] ??
      sent[0] ?? { url: '', sent: 0, got: 0, status: 0 },
  );
const rps = answers.length / SECONDS;
const meanMs = answers.reduce((a, s) => a + latency(s), 0) / Math.max(1, answers.length);
console.log(
  `all-new searches, WORKERS=${WORKERS}, ${CONNECTIONS} connections, ${SECONDS} s: ${answers.length} answers ` +
    `(${sent.length - answers.length} other), ${rps.toFixed(0)} req/s, p50 ${pct(0.5).toFixed(1)} ms, ` +
    `p99 ${pct(0.99).toFixed(1)} ms, mean ${meanMs.toFixed(1)} ms (Little's law: ${CONNECTIONS} / ${rps.toFixed(0)} = ` +
    `${((1000 * CONNECTIONS) / rps).toFixed(1)} ms); load average ${os.loadavg()[0]?.toFixed(1)}`,
);

/** Where one answer's time went. */
function parts(s: Sent) {
  const st = stampByUrl.get(s.url) as Stamp;
  const others = (byWorker.get(st.pid) ?? []).filter((o) => o.finished > st.read && o.finished < st.finished);
  const gcMs = gcs
    .filter((g) => g.pid === st.pid && g.gc + g.ms > st.read && g.gc < st.finished)
    .reduce((sum, g) => sum + Math.min(g.gc + g.ms, st.finished) - Math.max(g.gc, st.read), 0);
  return {
    total: latency(s),
    beforeRead: st.read - s.sent,
    inWorker: st.finished - st.read,
    afterFinish: s.got - st.finished,
    ownCpu: cpuByUrl.get(s.url) ?? 0,
    othersFinished: others.length,
    othersCpu: others.reduce((sum, o) => sum + (cpuByUrl.get(o.url) ?? 0), 0),
    gc: gcMs,
    runQueue: st.runQueue,
    onCpu: st.onCpu,
  };
}
type Parts = ReturnType<typeof parts>;
const mean = (list: Parts[], key: keyof Parts) =>
  list.reduce((a, p) => a + p[key], 0) / Math.max(1, list.length);
const band = (from: number, to: number) =>
  answers
    .slice(
      Math.floor(from * answers.length),
      Math.max(Math.floor(from * answers.length) + 1, Math.floor(to * answers.length)),
    )
    .map(parts);
const columns: Array<[keyof Parts, string]> = [
  ['total', 'answer'],
  ['beforeRead', 'unread'],
  ['inWorker', 'in worker'],
  ['afterFinish', 'after'],
  ['ownCpu', 'own CPU'],
  ['othersFinished', 'others'],
  ['othersCpu', 'their CPU'],
  ['gc', 'GC'],
  ['runQueue', 'run queue'],
  ['onCpu', 'on CPU'],
];
console.log(
  `\nmean per answer, ms (in worker: read → handed to the kernel; others: answers the same worker finished meanwhile;` +
    ` run queue: the worker's main thread runnable but not on a CPU)`,
);
console.log(`${'answers'.padEnd(14)}${columns.map(([, h]) => h.padStart(10)).join('')}`);
for (const [name, list] of [
  ['p45–p55', band(0.45, 0.55)],
  ['slowest 1 %', band(0.99, 1)],
] as const) {
  console.log(`${name.padEnd(14)}${columns.map(([k]) => mean(list, k).toFixed(1).padStart(10)).join('')}`);
}

console.log(
  '\ngarbage collections in the measured window, per worker (ms; kinds: 1 scavenge, 4 mark-compact, 8 incremental marking):',
);
for (const workerPid of byWorker.keys()) {
  const mine = gcs.filter((g) => g.pid === workerPid);
  const long = mine.filter((g) => g.ms > 5).map((g) => `${g.kind ?? '?'}:${g.ms.toFixed(0)}`);
  console.log(
    `  ${workerPid}: ${mine.length} collections, ${mine.reduce((a, g) => a + g.ms, 0).toFixed(0)} ms in all; over 5 ms: ${long.join(' ') || 'none'}`,
  );
}
const cores = os.availableParallelism();
const share = (ms: number) => `${((100 * ms) / (SECONDS * 1000 * cores)).toFixed(0)} %`;
console.log(
  `\nthe machine's ${cores} cores during the run: service ${share(serviceMs)}, load generator ${share(generatorMs)}, ` +
    `everything else ${share(Math.max(0, machineMs - serviceMs - generatorMs))}, idle ${share(Math.max(0, SECONDS * 1000 * cores - machineMs))}` +
    `; service CPU per answer ${((1000 * serviceMs) / Math.max(1, answers.length)).toFixed(0)} µs`,
);

// One worker's queue on the measured costs: the turn's own CPU plus the rest of the service's CPU per answer.
const turnCosts = answers.map((s) => cpuByUrl.get(s.url) ?? 0);
const meanTurn = turnCosts.reduce((a, b) => a + b, 0) / Math.max(1, turnCosts.length);
const overhead = Math.max(0, serviceMs / Math.max(1, answers.length) - meanTurn);
const costs = turnCosts.map((c) => c + overhead);
const sortedCosts = [...costs].sort((a, b) => a - b);
const costlyMs = sortedCosts[Math.floor(0.95 * sortedCosts.length)] ?? 5;
const outstanding = Math.round(CONNECTIONS / WORKERS);
const orders: Order[] = [
  { name: 'first come', kind: 'fifo' },
  { name: 'cheapest first, aging 20 ms', kind: 'cheapest', agingMs: 20 },
  { name: 'cheapest first, aging 50 ms', kind: 'cheapest', agingMs: 50 },
  {
    name: `costly (> ${costlyMs.toFixed(1)} ms, top 5 %) last, aging 30 ms`,
    kind: 'costly-last',
    costlyMs,
    agingMs: 30,
  },
  {
    name: `costly (> ${costlyMs.toFixed(1)} ms, top 5 %) last, aging 60 ms`,
    kind: 'costly-last',
    costlyMs,
    agingMs: 60,
  },
];
console.log(
  `\none worker's queue simulated on these ${costs.length} costs (each search's turn + ${overhead.toFixed(2)} ms of the ` +
    `rest of the request path; mean ${(meanTurn + overhead).toFixed(2)} ms), ${outstanding} requests outstanding, no ` +
    `pauses, the order known exactly (cost known before the turn):`,
);
for (const order of orders) {
  const r = simulate(costs, order, { outstanding });
  console.log(
    `  ${order.name.padEnd(48)} mean ${r.mean.toFixed(1).padStart(5)}  p50 ${r.p50.toFixed(1).padStart(5)}  ` +
      `p99 ${r.p99.toFixed(1).padStart(5)}  p99.9 ${r.p999.toFixed(1).padStart(6)}`,
  );
}
for (const f of [0.8, 0.6, 0.5]) {
  const r = simulate(
    costs.map((c) => c * f),
    orders[0] as Order,
    { outstanding },
  );
  console.log(
    `  first come, every cost × ${f}${' '.repeat(24)} mean ${r.mean.toFixed(1).padStart(5)}  p50 ${r.p50.toFixed(1).padStart(5)}  p99 ${r.p99.toFixed(1).padStart(5)}`,
  );
}
