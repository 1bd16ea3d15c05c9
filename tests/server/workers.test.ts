// WORKERS=2 as `npm start` runs it (scripts/start.mjs): both workers answer on the one port, a worker that dies is
// replaced while the other keeps serving, and SIGTERM stops the primary and every worker cleanly. (Draining under
// load with workers is shown by tests/deploy/replicas.test.ts, whose replicas run with the default WORKERS.)
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { createFixtureDb, FIXTURE_PROGRAMS } from '../engine/fixture-db';
import { createFakeDist } from './helpers/fake-dist';
import { API_TOKEN, bearer, programsPath } from './helpers/test-app';

/** A GET on a new connection each time (a kept-alive one would stay with one worker). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { ...headers, connection: 'close' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function getJson<T>(url: string): Promise<T> {
  return JSON.parse((await get(url)).body) as T;
}

const health = (base: string) =>
  getJson<{ status: string; worker?: number; programs: number }>(`${base}/api/health`);

async function workersSeen(base: string, tries = 40): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < tries && seen.size < 2; i++) {
    const h = await health(base);
    expect(h).toMatchObject({ status: 'ok', programs: FIXTURE_PROGRAMS.length });
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
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve) => {
      const found = pattern.exec(output);
      if (found) resolve(found);
      else
        lines.push((line) => {
          const match = pattern.exec(line);
          if (match) resolve(match);
        });
    });
  let base = '';

  beforeAll(async () => {
    base = (await waitFor(/Training Search at (\S+) .*; 2 workers\)/))[1] ?? '';
  }, 60_000);
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fx.cleanup();
    dist.remove();
  });

  it('serves from both workers on one port, each with its data loaded', async () => {
    expect([...(await workersSeen(base))].sort()).toEqual([1, 2]);
    const search = await fetch(base + programsPath('someone', { 0: 'welding' }), {
      headers: bearer(API_TOKEN),
    });
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ SearchedOn: { KeywordEntered: 'welding' } });
  }, 60_000);

  it('hands every page the same generated page token, whichever worker serves it', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const config = await getJson<{ token: string }>(`${base}/config.json`);
      tokens.add(config.token);
    }
    expect(tokens.size).toBe(1);
    const [token = ''] = tokens;
    for (let i = 0; i < 2; i++) {
      const res = await get(base + programsPath('training-search-web', { 0: 'welding' }), bearer(token));
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it('replaces a worker that dies, and the other keeps serving meanwhile', async () => {
    const pid = Number((await waitFor(/\[worker 1\] serving \(pid (\d+)\)/))[1]);
    process.kill(pid, 'SIGKILL');
    // Once the primary knows (a connection it dealt to the dying worker just before is lost with it, as with any
    // crash), worker 2 answers while the replacement starts.
    await waitFor(new RegExp(`Worker 1 \\(pid ${pid}\\) was stopped by SIGKILL; starting a replacement`));
    expect((await health(base)).status).toBe('ok');
    await waitFor(/Worker 3 \(pid \d+\) is serving\./);
    expect([...(await workersSeen(base))].sort()).toEqual([2, 3]);
  }, 60_000);

  it('stops the primary and every worker on SIGTERM, with exit code 0', async () => {
    const pids = [...output.matchAll(/\[worker \d+\] serving \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  }, 60_000);
});
