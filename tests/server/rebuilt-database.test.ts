// A database rebuilt while the service runs (issue 23): it is taken up without a restart, by every worker together —
// also when a worker dies just after the rebuild and its replacement opens the new file first (workers used to serve
// different databases until a restart). A client that keeps searching on new connections sees the old build, then
// the new one, and never the old one again after it has seen the new.
import { spawn } from 'node:child_process';
import { copyFileSync, renameSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { createFixtureDb, FIXTURE_PROGRAMS } from '../engine/fixture-db';
import { writeSnapshotFor } from '../../server/engine/snapshot/start-up';
import { createFakeDist } from './helpers/fake-dist';
import { API_TOKEN } from './helpers/test-app';

interface Health {
  builtAt: string;
  programs: number;
  worker?: number;
}

/** A GET on a new connection each time (a kept-alive one would stay with one worker). */
function health(base: string): Promise<Health | null> {
  return new Promise((resolve) => {
    http
      .get(`${base}/api/health`, { agent: false, headers: { connection: 'close' } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(JSON.parse(body) as Health));
      })
      .on('error', () => resolve(null));
  });
}

/** A build of the same data with one program fewer and a new build time, put in place as the data build does it. */
function rebuild(dbPath: string): string {
  const next = `${dbPath}.next`;
  copyFileSync(dbPath, next);
  const db = new Database(next);
  const builtAt = new Date(Date.now() + 60_000).toISOString();
  db.prepare("UPDATE build_info SET value = ? WHERE key = 'built_at'").run(builtAt);
  db.prepare('DELETE FROM program WHERE id = (SELECT max(id) FROM program)').run();
  db.close();
  writeSnapshotFor(next);
  renameSync(next, dbPath);
  renameSync(`${next}.engine`, `${dbPath}.engine`);
  return builtAt;
}

function startService(workers: number, dbPath: string, distDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      WORKERS: String(workers),
      PORT: '0',
      LOG_LEVEL: 'warn',
      DIST_DIR: distDir,
      DB_PATH: dbPath,
      API_TOKENS: API_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners: Array<() => void> = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output += `${line}\n`;
      for (const l of listeners) l();
    });
  }
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve) => {
      const check = () => {
        const m = pattern.exec(output);
        if (m) resolve(m);
      };
      listeners.push(check);
      check();
    });
  return { child, waitFor, output: () => output };
}

/** Asks for the health on new connections until stopped; the build each answer came from, in order. */
function watcher(base: string) {
  const seen: Health[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const h = await health(base);
      if (h) seen.push(h);
      await delay(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return seen;
    },
  };
}

/** The builds in the order first seen, and whether any answer went back to an earlier one. */
function order(seen: Health[]) {
  const builds: string[] = [];
  let wentBack = false;
  for (const h of seen) {
    if (builds.at(-1) === h.builtAt) continue;
    if (builds.includes(h.builtAt)) wentBack = true;
    builds.push(h.builtAt);
  }
  return { builds, wentBack };
}

const fixtures: Array<ReturnType<typeof createFixtureDb>> = [];
const dist = createFakeDist();
afterAll(() => {
  for (const f of fixtures) f.cleanup();
  dist.remove();
});

function freshDb(): string {
  const fx = createFixtureDb();
  fixtures.push(fx);
  const dbPath = path.join(path.dirname(fx.dbPath), 'served.db');
  copyFileSync(fx.dbPath, dbPath);
  return dbPath;
}

describe('a database rebuilt while the service runs', () => {
  it('is taken up by both workers together, also when one of them dies right after the rebuild', async () => {
    const dbPath = freshDb();
    // The file is looked at rarely: the replacement opens the new build long before the service would notice the
    // rebuild itself, and must wait until the other worker has switched to it.
    const service = startService(2, dbPath, dist.dir, { DB_WATCH_MS: '60000' });
    try {
      const base = (await service.waitFor(/Training Search at (\S+) /))[1] ?? '';
      const first = (await health(base))?.builtAt;
      const client = watcher(base);
      await delay(300);
      const builtAt = rebuild(dbPath);
      // Worker 1 dies at once: its replacement opens the new file while worker 2 still serves the old one.
      const pid = Number((await service.waitFor(/\[worker 1\] serving \(pid (\d+)\)/))[1]);
      process.kill(pid, 'SIGKILL');
      await service.waitFor(/Worker 3 \(pid \d+\) opened a rebuilt database; the others take it up first\./);
      await service.waitFor(/took up the rebuilt database \(built [^)]+\) together\./);
      await service.waitFor(/All 2 workers are serving again\./);
      await delay(300);
      const seen = await client.stop();
      const { builds, wentBack } = order(seen);
      expect(builds).toEqual([first, builtAt]);
      expect(wentBack).toBe(false);
      expect(seen.at(-1)).toMatchObject({ builtAt, programs: FIXTURE_PROGRAMS.length - 1 });
      // Both workers serve the new build.
      const workers = new Map<number, string>();
      for (let i = 0; i < 30 && workers.size < 2; i++) {
        const h = await health(base);
        if (h?.worker !== undefined) workers.set(h.worker, h.builtAt);
      }
      expect([...workers.values()]).toEqual([builtAt, builtAt]);
    } finally {
      service.child.kill('SIGTERM');
    }
  }, 90_000);

  it('is taken up without a restart by a single process (WORKERS=1)', async () => {
    const dbPath = freshDb();
    const service = startService(1, dbPath, dist.dir);
    try {
      const base = (await service.waitFor(/Training Search at (\S+) /))[1] ?? '';
      const first = (await health(base))?.builtAt;
      const client = watcher(base);
      const builtAt = rebuild(dbPath);
      await service.waitFor(/Serving the rebuilt database \(built [^)]+\)\./);
      await delay(300);
      const { builds, wentBack } = order(await client.stop());
      expect(builds).toEqual([first, builtAt]);
      expect(wentBack).toBe(false);
      expect(await health(base)).toMatchObject({ builtAt, programs: FIXTURE_PROGRAMS.length - 1 });
      expect(service.child.exitCode).toBeNull();
    } finally {
      service.child.kill('SIGTERM');
    }
  }, 60_000);
});
