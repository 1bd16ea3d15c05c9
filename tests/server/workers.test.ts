// WORKERS=2 as `npm start` runs it (scripts/start.mjs): both workers answer on the one port; a worker that dies is
// replaced while the other keeps serving — also when its replacement dies while starting (issue 23: the supervisor
// then exited and took the service down) — and health says "degraded" meanwhile; no connection is ever refused,
// even with both workers killed at once, and no connection is lost when the worker it was handed to dies before
// reading it; SIGTERM stops the primary and every worker cleanly. (Draining under load
// with workers is shown by tests/deploy/replicas.test.ts, whose replicas run with the default WORKERS.)
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { createFixtureDb, FIXTURE_PROGRAMS } from '../engine/fixture-db';
import { createFakeDist } from './helpers/fake-dist';
import { API_TOKEN, bearer, programsPath } from './helpers/test-app';

interface Answer {
  status: number;
  body: string;
  /** the connection's error code when there was no answer (ECONNREFUSED, ECONNRESET…) */
  error?: string;
}

/** A GET on a new connection each time (a kept-alive one would stay with one worker). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http
      .get(url, { agent: false, headers: { ...headers, connection: 'close' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body, error: error.code }));
      })
      .on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: 0, body: '', error: error.code ?? error.message }),
      );
    // Bounded: a connection that gets no answer at all counts as lost.
    req.setTimeout(20_000, () => req.destroy(new Error('no answer in 20 s')));
  });
}

interface Health {
  status: string;
  worker?: number;
  programs: number;
  workers?: { serving: number; wanted: number };
}

const health = async (base: string) => JSON.parse((await get(`${base}/api/health`)).body) as Health;

async function workersSeen(base: string, tries = 40): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < tries && seen.size < 2; i++) {
    const h = await health(base);
    expect(h).toMatchObject({ programs: FIXTURE_PROGRAMS.length });
    if (h.worker !== undefined) seen.add(h.worker);
  }
  return seen;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Searches on new connections, one after another, until stopped: what a client meets while workers change. */
function client(base: string) {
  const answers: Answer[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      answers.push(await get(base + programsPath('someone', { 0: 'welding' }), bearer(API_TOKEN)));
      await delay(10);
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
      return answers;
    },
  };
}

describe('npm start with WORKERS=2', () => {
  const fx = createFixtureDb();
  const dist = createFakeDist();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      WORKERS: '2',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DIST_DIR: dist.dir,
      DB_PATH: path.relative(repoRoot, fx.dbPath),
      API_TOKENS: API_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const lines: Array<(line: string) => void> = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output += `${line}\n`;
      for (const listener of lines) listener(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  /** The first line matching `pattern` written after `from` characters of output. */
  const waitFor = (pattern: RegExp, from = 0) =>
    new Promise<RegExpExecArray>((resolve) => {
      const found = pattern.exec(output.slice(from));
      if (found) resolve(found);
      else
        lines.push((line) => {
          const match = pattern.exec(line);
          if (match) resolve(match);
        });
    });
  const servingPid = async (id: number) =>
    Number((await waitFor(new RegExp(`\\[worker ${id}\\] serving \\(pid (\\d+)\\)`)))[1]);
  /** The newest worker that said it serves and is still alive (a replacement's line may follow the primary's). */
  const newestServingPid = () =>
    [...output.matchAll(/\[worker \d+\] serving \(pid (\d+)\)/g)]
      .map((m) => Number(m[1]))
      .filter(alive)
      .at(-1) ?? 0;
  let base = '';

  beforeAll(async () => {
    base = (await waitFor(/Training Search at (\S+) .*; 2 workers\)/))[1] ?? '';
  }, 60_000);
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fx.cleanup();
    dist.remove();
  });

  it('serves from both workers on one port, each with its data loaded, and health says ok', async () => {
    expect([...(await workersSeen(base))].sort()).toEqual([1, 2]);
    expect(await health(base)).toMatchObject({ status: 'ok', workers: { serving: 2, wanted: 2 } });
    const search = await fetch(base + programsPath('someone', { 0: 'welding' }), {
      headers: bearer(API_TOKEN),
    });
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ SearchedOn: { KeywordEntered: 'welding' } });
  }, 60_000);

  it('hands every page the same generated page token, whichever worker serves it', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 4; i++)
      tokens.add((JSON.parse((await get(`${base}/config.json`)).body) as { token: string }).token);
    expect(tokens.size).toBe(1);
    const [token = ''] = tokens;
    for (let i = 0; i < 2; i++) {
      const res = await get(base + programsPath('training-search-web', { 0: 'welding' }), bearer(token));
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it('keeps serving when a worker dies and then its replacement dies while starting: degraded, never refused', async () => {
    const searches = client(base);
    const from = output.length;
    const pid = await servingPid(1);
    process.kill(pid, 'SIGKILL');
    await waitFor(new RegExp(`Worker 1 \\(pid ${pid}\\) was stopped by SIGKILL; 1 of 2 serving`), from);
    // The replacement is killed before it could serve (its data is still loading).
    const replacement = Number((await waitFor(/Worker 3 \(pid (\d+)\) is starting\./, from))[1]);
    process.kill(replacement, 'SIGKILL');
    await waitFor(/Worker 3 \(pid \d+\) was stopped by SIGKILL before it could serve; 1 of 2 serving/, from);
    const meanwhile = await health(base);
    expect(meanwhile).toMatchObject({ status: 'degraded', worker: 2, workers: { serving: 1, wanted: 2 } });
    // After a pause, another replacement, and the service whole again.
    await waitFor(/All 2 workers are serving again\./, from);
    expect([...(await workersSeen(base))].sort()).toEqual([2, 4]);
    const answers = await searches.stop();
    expect(await health(base)).toMatchObject({ status: 'ok', workers: { serving: 2, wanted: 2 } });
    expect(child.exitCode).toBeNull();
    // No connection was refused. A search that worker 1 was answering when it was killed is lost with it (as with
    // any crash: at most one, the client's one in flight); every other was answered.
    expect(answers.filter((a) => a.error === 'ECONNREFUSED')).toEqual([]);
    expect(answers.filter((a) => a.status !== 200).length).toBeLessThanOrEqual(1);
    expect(answers.length).toBeGreaterThan(5);
  }, 90_000);

  it('holds new connections while both workers are replaced, and answers them: none refused', async () => {
    const from = output.length;
    const pids = [await servingPid(2), await servingPid(4)];
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await waitFor(/0 of 2 serving/, from);
    // Sent while no worker serves: they wait at the primary, unread, until a worker can take them.
    const waiting = Array.from({ length: 6 }, (_, k) =>
      get(base + programsPath('someone', { 0: `welding ${k}` }), bearer(API_TOKEN)),
    );
    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.error ?? a.status)).toEqual(answers.map(() => 200));
    await waitFor(/All 2 workers are serving again\./, from);
    expect(await health(base)).toMatchObject({ status: 'ok', workers: { serving: 2, wanted: 2 } });
  }, 90_000);

  /** Six searches, each on a new connection: dealt in turn to the workers, so every other one to the same worker. */
  const sixSearches = (word: string) =>
    Promise.all(
      Array.from({ length: 6 }, (_, k) =>
        get(base + programsPath('someone', { 0: `${word} ${k}` }), bearer(API_TOKEN)),
      ),
    );
  /** Every search answered 200; then the service is whole again, still running. */
  const answeredAndWhole = async (answers: Answer[], from: number) => {
    expect(answers.map((a) => a.error ?? a.status)).toEqual(answers.map(() => 200));
    await waitFor(/All 2 workers are serving again\./, from);
    expect(child.exitCode).toBeNull();
  };

  it('deals a connection again when the worker it was handed to dies before reading it: none lost', async () => {
    const from = output.length;
    const pid = newestServingPid();
    // Stopped, it reads nothing: the connections handed to it wait, unread, in its pipe, until it is killed.
    process.kill(pid, 'SIGSTOP');
    const sent = sixSearches('plumbing');
    await delay(500);
    process.kill(pid, 'SIGKILL');
    await answeredAndWhole(await sent, from);
  }, 90_000);

  it('deals a connection again when the worker it was handed to is closing: none lost', async () => {
    const from = output.length;
    // Told to stop on its own (not by the primary): it closes, declining what it is handed meanwhile.
    process.kill(newestServingPid(), 'SIGTERM');
    await delay(40);
    await answeredAndWhole(await sixSearches('carpentry'), from);
  }, 90_000);

  it('stops the primary and every worker on SIGTERM, with exit code 0', async () => {
    const pids = [...output.matchAll(/\[worker \d+\] serving \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  }, 60_000);
});
