// Overload and damage on loopback (issue 23), the code of BENCH_BASELINE_REF (the "before") and this checkout side by
// side in one run, default settings, one process each (WORKERS=1) unless said: ordinary users' searches (ten
// addresses, 2 new searches a second each, the page's token) timed alone and under each attack of the issue, the
// service's resident memory under the slow readers, and refused connections while workers are replaced (WORKERS=2).
// Bounded in count and time, 127.0.0.0/8 only. Run alone: `npx tsx bench/load/http-overload.ts` (BENCH_OVERLOAD_SECONDS=15
// per phase, BENCH_BASELINE_REF=main, BENCH_OVERLOAD_ONLY=a,b,… to run some phases).
import net from 'node:net';
import http from 'node:http';
import os from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { institutionsApiPath } from '../../contract/urls/paths';
import { defaultInstitutionsSearch } from '../../contract/requests';
import { baselineCopy } from '../baseline-copy';
import type { AttackSpec } from './overload-attack';
import { distinctPaths } from '../http/http-searches';
import { percentile, runLoad, staggered, type LoadResult } from './open-loop';
import {
  API_TOKEN,
  DATA_DIR,
  PAGE_TOKEN,
  WEB_USER,
  benchDatabase,
  fakeDist,
  repoRoot,
  residentMB,
  startIn,
  type RunningService,
} from '../http/service-pair';

const SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 15);
const ONLY = (process.env.BENCH_OVERLOAD_ONLY ?? '').split(',').filter(Boolean);
const page = { authorization: `Bearer ${PAGE_TOKEN}`, accept: 'application/json' };
const api = { authorization: `Bearer ${API_TOKEN}`, accept: 'application/json' };
const ordinaryPaths = distinctPaths().map((p) => p.replace('/programs/bench/', `/programs/${WEB_USER}/`));

interface Phase {
  name: string;
  ordinary: LoadResult;
  attack?: string;
  rssMB?: { before: number; peak: number; after: number };
}

function merge(parts: LoadResult[]): LoadResult {
  const out: LoadResult = { sent: 0, latenciesMs: [], byStatus: {}, timeouts: 0, errors: 0 };
  for (const p of parts) {
    out.sent += p.sent;
    out.latenciesMs.push(...p.latenciesMs);
    out.timeouts += p.timeouts;
    out.errors += p.errors;
    for (const [k, v] of Object.entries(p.byStatus)) out.byStatus[k] = (out.byStatus[k] ?? 0) + v;
  }
  out.latenciesMs.sort((a, b) => a - b);
  return out;
}

const statuses = (r: LoadResult) =>
  Object.entries(r.byStatus)
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .concat(r.timeouts ? [`timeout×${r.timeouts}`] : [], r.errors ? [`error×${r.errors}`] : [])
    .join(' ');

/** Ten ordinary visitors, 2 new searches a second each, for the phase's length, their requests spread evenly. */
function ordinary(base: string, seed: number): Promise<LoadResult> {
  return Promise.all(
    Array.from({ length: 10 }, (_, k) =>
      runLoad({
        base,
        from: `127.0.0.${10 + k}`,
        perSecond: 2,
        startAfterMs: staggered(k, 10, 2),
        seconds: SECONDS,
        headers: page,
        path: (n) => ordinaryPaths[(seed + k * 997 + n * 10) % ordinaryPaths.length] ?? '/api/health',
      }),
    ),
  ).then(merge);
}

/** Attackers in a process of their own (bench/load/overload-attack.ts); resolves to their answers' statuses. */
function runAttack(spec: Omit<AttackSpec, 'seconds'>): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/load/overload-attack.ts', JSON.stringify({ ...spec, seconds: SECONDS })],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    if (child.pid !== undefined) os.setPriority(child.pid, Math.min(19, os.getPriority() + 5));
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', () => {
      try {
        const byStatus = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
        resolve(
          Object.entries(byStatus)
            .sort()
            .map(([k, v]) => `${k}×${v}`)
            .join(' '),
        );
      } catch {
        resolve('(attacker failed)');
      }
    });
  });
}

function connect(port: number, from: string): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.on('error', () => resolve(null));
  });
}

async function slowloris(port: number): Promise<() => void> {
  const sockets: net.Socket[] = [];
  let running = true;
  // 3,000 connections from 60 addresses (50 each, inside the per-address limit), each sending a header line every
  // 5 s and never finishing; a closed one is opened again.
  const keep = async (a: number) => {
    const mine: Array<net.Socket | null> = [];
    for (let i = 0; i < 50; i++) mine.push(await connect(port, `127.0.6.${a + 1}`));
    while (running) {
      for (let i = 0; i < mine.length; i++) {
        let s = mine[i];
        if (!s || s.destroyed) s = mine[i] = await connect(port, `127.0.6.${a + 1}`);
        if (s && !s.destroyed)
          s.write(s.bytesWritten === 0 ? 'GET /api/health HTTP/1.1\r\nHost: x\r\n' : 'X-A: b\r\n');
      }
      await delay(5000);
    }
    for (const s of mine) s?.destroy();
  };
  const all = Array.from({ length: 60 }, (_, a) => keep(a));
  void Promise.all(all);
  return () => {
    running = false;
    for (const s of sockets) s.destroy();
  };
}

async function slowReaders(port: number, seed: number): Promise<() => void> {
  const sockets: net.Socket[] = [];
  for (let k = 0; k < 480; k++) {
    const s = await connect(port, `127.0.3.${(k % 20) + 1}`);
    if (!s) continue;
    const get = (j: number) =>
      `GET /api${institutionsApiPath({ ...defaultInstitutionsSearch, userId: `reader-${k}`, sortColumns: seed % 2 ? 'School' : '', limitRecord: 500, startRecord: j * 500 })} HTTP/1.1\r\n` +
      `Host: x\r\nAuthorization: Bearer ${API_TOKEN}\r\nAccept-Encoding: identity\r\n\r\n`;
    s.write(Array.from({ length: 5 }, (_, j) => get(j)).join(''));
    s.pause();
    sockets.push(s);
  }
  return () => {
    for (const s of sockets) s.destroy();
  };
}

const want = (key: string) => ONLY.length === 0 || ONLY.includes(key);

/** Warm-up, not measured: the first searches of a fresh process compile the engine's code… */
async function warmUp(base: string): Promise<void> {
  await runLoad({
    base,
    from: '127.0.0.9',
    perSecond: 20,
    seconds: 5,
    headers: page,
    path: (n) => ordinaryPaths[(n * 7 + 60_000) % ordinaryPaths.length] ?? '/',
  });
  // …and the v1 search's indexes built on first use (a nationwide page of 500 schools).
  await runLoad({
    base,
    from: '127.0.0.9',
    perSecond: 1,
    seconds: 2,
    headers: api,
    path: (n) =>
      `/api${institutionsApiPath({ ...defaultInstitutionsSearch, userId: 'warm', sortColumns: 'City', limitRecord: 500, startRecord: n * 500 })}`,
  });
}

/** The phases, each run on one service; seeds keep every side's searches new to it. */
const PHASES: Array<{ key: string; run: (service: RunningService, seed: number) => Promise<Phase> }> = [
  {
    key: 'a',
    run: async (s, seed) => ({ name: 'a. ordinary searches alone', ordinary: await ordinary(s.url, seed) }),
  },
  {
    key: 'b',
    run: async (s, seed) => {
      const [o, a] = await Promise.all([
        ordinary(s.url, seed),
        runAttack({
          base: s.url,
          addresses: 24,
          subnet: '127.0.7',
          perSecond: 4.5,
          headers: page,
          kind: 'new-searches',
          seed: seed + 40_000,
          userId: WEB_USER,
        }),
      ]);
      return { name: 'b. + 24 addresses, page token, 4.5 new searches/s each', ordinary: o, attack: a };
    },
  },
  {
    key: 'c',
    run: async (s, seed) => {
      const [o, a] = await Promise.all([
        ordinary(s.url, seed),
        runAttack({
          base: s.url,
          addresses: 24,
          subnet: '127.0.8',
          perSecond: 1.2,
          headers: page,
          kind: 'broad-words',
          seed,
          userId: WEB_USER,
        }),
      ]);
      return { name: 'c. + 24 addresses, broad multi-word searches ~90% of budget', ordinary: o, attack: a };
    },
  },
  {
    key: 'd',
    run: async (s, seed) => {
      const [o, a] = await Promise.all([
        ordinary(s.url, seed),
        runAttack({
          base: s.url,
          addresses: 1,
          subnet: '127.0.9',
          perSecond: 10,
          headers: api,
          kind: 'costliest',
          seed,
          userId: 'attacker',
        }),
      ]);
      return { name: 'd. + the costliest legal request at the address limit', ordinary: o, attack: a };
    },
  },
  {
    key: 'e',
    run: async (s, seed) => {
      const [o, a] = await Promise.all([
        ordinary(s.url, seed),
        runAttack({
          base: s.url,
          addresses: 20,
          subnet: '127.0.10',
          perSecond: 5,
          headers: api,
          kind: 'broad-words-random-user',
          seed,
          userId: 'x',
        }),
      ]);
      return { name: 'e. + one API token, random user ids, 20 addresses', ordinary: o, attack: a };
    },
  },
  {
    key: 'f',
    run: async (s, seed) => {
      const stop = await slowloris(Number(new URL(s.url).port));
      await delay(2000);
      const o = await ordinary(s.url, seed);
      stop();
      return { name: 'f. + 3,000 slow connections from 60 addresses', ordinary: o };
    },
  },
  {
    key: 'g',
    run: async (s, seed) => {
      const before = residentMB(s.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMB(s.pid))), 250);
      const stop = await slowReaders(Number(new URL(s.url).port), seed);
      const o = await ordinary(s.url, seed);
      stop();
      await delay(2000);
      clearInterval(sampler);
      return {
        name: 'g. + 480 slow readers (5 × 1.4 MB pipelined, unread)',
        ordinary: o,
        rssMB: { before, peak, after: residentMB(s.pid) },
      };
    },
  },
];

interface Replacement {
  sent: number;
  refused: number;
  otherErrors: number;
  aliveAfter: boolean;
  bothKilledRefused: number;
}

/** WORKERS=2 as npm start runs it; the primary's and workers' lines read from stdout. */
function startWorkers(cwd: string, dbPath: string, distDir: string) {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: {
      ...process.env,
      WORKERS: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: dbPath,
      DIST_DIR: distDir,
      PUBLIC_SEARCH_TOKEN: PAGE_TOKEN,
      API_TOKENS: API_TOKEN,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const s of [child.stdout, child.stderr])
    if (s) createInterface({ input: s }).on('line', (l) => (output += `${l}\n`));
  const waitFor = async (re: RegExp, ms = 120_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const m = re.exec(output);
      if (m) return m;
      if (Date.now() > until) return null;
      await delay(20);
    }
  };
  return { child, waitFor, output: () => output };
}

function getOnce(base: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/health`, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

async function replacement(cwd: string, dbPath: string, distDir: string): Promise<Replacement> {
  const s = startWorkers(cwd, dbPath, distDir);
  const base = (await s.waitFor(/Training Search at (\S+) /))?.[1] ?? '';
  const answers: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      answers.push(await getOnce(base));
      await delay(20);
    }
  })();
  await delay(1000);
  const pid = Number((await s.waitFor(/\[worker 1\] serving \(pid (\d+)\)/))?.[1]);
  await s.waitFor(/\[worker 2\] serving \(pid (\d+)\)/);
  // The primary's children before (its workers, and any helper process it runs).
  const known = new Set(await childWorkers(s.child.pid ?? 0));
  process.kill(pid, 'SIGKILL');
  // Its replacement is killed while it starts (before this issue the supervisor then stopped the whole service).
  for (let i = 0; i < 250; i++) {
    const fresh = (await childWorkers(s.child.pid ?? 0)).filter((w) => !known.has(w));
    if (fresh.length > 0) {
      for (const w of fresh) process.kill(w, 'SIGKILL');
      break;
    }
    await delay(20);
  }
  await delay(10_000);
  const aliveAfter = s.child.exitCode === null && (await getOnce(base)) === '200';
  // Then both workers at once (the serving ones: named in the lines of the workers that served).
  const before = answers.length;
  const workerPids = [...s.output().matchAll(/\[worker \d+\] serving \(pid (\d+)\)/g)].map((m) =>
    Number(m[1]),
  );
  for (const w of workerPids) {
    try {
      process.kill(w, 'SIGKILL');
    } catch {
      // gone
    }
  }
  await delay(8000);
  running = false;
  await loop;
  s.child.kill('SIGTERM');
  const refusedIn = (list: string[]) => list.filter((a) => a === 'ECONNREFUSED').length;
  return {
    sent: answers.length,
    refused: refusedIn(answers.slice(0, before)),
    otherErrors: answers.slice(0, before).filter((a) => a !== '200' && a !== 'ECONNREFUSED').length,
    aliveAfter,
    bothKilledRefused: refusedIn(answers.slice(before)),
  };
}

/** The worker processes under a primary (its children). */
async function childWorkers(pid: number): Promise<number[]> {
  const { readFileSync } = await import('node:fs');
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(v < 100 ? 1 : 0) : '-');

export async function runOverloadBench(): Promise<void> {
  const dbPath = await benchDatabase();
  const dist = fakeDist();
  const baseline = baselineCopy(repoRoot);
  const load = () => os.loadavg()[0]?.toFixed(1);
  try {
    const sides: Array<[string, string, string]> = [
      [`before (${baseline.label})`, baseline.dir, baseline.database(DATA_DIR)],
      ['after (this checkout)', repoRoot, dbPath],
    ];
    // Both services up at once, the phases interleaved (before then after, then after then before…), so that the
    // machine's other work weighs on both sides alike.
    const results = sides.map(([label]) => ({
      label,
      phases: [] as Phase[],
      replaced: undefined as Replacement | undefined,
      load: [load() ?? ''],
    }));
    const services: RunningService[] = [];
    try {
      for (const [label, dir, db] of sides) {
        console.log(`starting ${label}… (load average ${load()})`);
        const service = await startIn(dir, db, dist.dir);
        // The service and the attackers run at a lower priority than this process, which times the ordinary users:
        // on a 2-core machine an overloaded service otherwise starves the generator, and its timings measure that.
        os.setPriority(service.pid, Math.min(19, os.getPriority() + 5));
        services.push(service);
      }
      for (const s of services) await warmUp(s.url);
      let k = 0;
      for (const phase of PHASES) {
        if (phase.key !== 'a' && !want(phase.key)) continue;
        const order = k++ % 2 === 0 ? [0, 1] : [1, 0];
        for (const side of order) {
          const service = services[side];
          const result = results[side];
          if (!service || !result) continue;
          result.phases.push(await phase.run(service, (side + 1) * 100_000 + k * 10_000));
          await delay(8000);
        }
      }
    } finally {
      for (const s of services) s.stop();
    }
    for (const [i, [, dir, db]] of sides.entries()) {
      const result = results[i];
      if (!result) continue;
      result.load.push(load() ?? '');
      if (want('r')) result.replaced = await replacement(dir, db, dist.dir);
      result.load.push(load() ?? '');
    }
    console.log(
      `\nOrdinary searches: 10 addresses × 2/s, all new, page token; ${SECONDS} s per phase; default settings; ` +
        `${os.availableParallelism()} cores shared with the load generator (this process).`,
    );
    const [before, after] = results;
    if (!before || !after) return;
    console.log(
      `${'phase'.padEnd(62)}${'before p50'.padStart(11)}${'p99'.padStart(8)}${'after p50'.padStart(11)}${'p99'.padStart(8)}`,
    );
    before.phases.forEach((b, k) => {
      const a = after.phases[k];
      if (!a) return;
      const row = (r: LoadResult) =>
        `${ms(percentile(r.latenciesMs, 50)).padStart(11)}${ms(percentile(r.latenciesMs, 99)).padStart(8)}`;
      console.log(`${b.name.padEnd(62)}${row(b.ordinary)}${row(a.ordinary)}`);
      console.log(`      ordinary answers  before: ${statuses(b.ordinary)}   after: ${statuses(a.ordinary)}`);
      if (b.attack || a.attack)
        console.log(`      attack answers    before: ${b.attack ?? '-'}   after: ${a.attack ?? '-'}`);
      if (b.rssMB && a.rssMB) {
        const f = (r: NonNullable<Phase['rssMB']>) =>
          `${r.before.toFixed(0)} → peak ${r.peak.toFixed(0)} (+${(r.peak - r.before).toFixed(0)}) → ${r.after.toFixed(0)} MB`;
        console.log(`      service RSS       before: ${f(b.rssMB)}   after: ${f(a.rssMB)}`);
      }
    });
    for (const r of results) {
      if (!r.replaced) continue;
      const x = r.replaced;
      console.log(
        `${r.label}: WORKERS=2, a worker killed, then its replacement while it starts: ${x.refused} refused and ` +
          `${x.otherErrors} other failures of ${x.sent} health checks on new connections; service ${x.aliveAfter ? 'still answering' : 'DOWN'} 10 s later; ` +
          `both workers then killed: ${x.bothKilledRefused} refused`,
      );
    }
    for (const r of results) console.log(`load average for ${r.label}: ${r.load.join(' → ')}`);
  } finally {
    baseline.remove();
    dist.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runOverloadBench();
