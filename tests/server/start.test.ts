// The service as `npm start` runs it (scripts/start.mjs, the bundled server/index.ts): a built database is served
// (a relative DB_PATH read from the repo root); a bad setting stops it with a clear message; gateway mode starts
// without a database and serves through the upstream.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { repoRoot } from '../../server/config';
import { createFixtureDb, FIXTURE_PROGRAMS } from '../engine/fixture-db';
import { createFakeDist } from './helpers/fake-dist';
import { API_TOKEN, bearer, buildTestApp, programsPath } from './helpers/test-app';

interface Started {
  code: Promise<number | null>;
  output: () => string;
  url: Promise<string>;
  stop: () => void;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const url = new Promise<string>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output += `${line}\n`;
      const match = /Training Search at (\S+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const code = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, url, output: () => output, stop: () => child.kill('SIGTERM') };
}

describe('starting the service', () => {
  it('refuses bad settings, naming each, and exits 1', async () => {
    const run = start({ PORT: 'http', RATE_LIMIT_PER_MINUTE: '0', UPSTREAM_URL: 'https://example.org' });
    expect(await run.code).toBe(1);
    expect(run.output()).toMatch(/PORT: must be a whole number/);
    expect(run.output()).toMatch(/RATE_LIMIT_PER_MINUTE: must be at least 1/);
    expect(run.output()).not.toMatch(/Training Search at/);
  }, 30_000);

  describe('with a built database', () => {
    const fx = createFixtureDb();
    const dist = createFakeDist();
    let run: Started;
    beforeAll(() => {
      // Relative to the repository root, as in the README: the bundled code must still know where that is.
      // WORKERS=1: one process, as before workers existed (tests/server/workers.test.ts covers more).
      run = start({
        WORKERS: '1',
        PORT: '0',
        DIST_DIR: dist.dir,
        DB_PATH: path.relative(repoRoot, fx.dbPath),
      });
    });
    afterAll(async () => {
      run.stop();
      await run.code;
      fx.cleanup();
      dist.remove();
    });

    it('serves that database without building one', async () => {
      const base = await run.url;
      expect(run.output()).not.toMatch(/Built the search database/);
      const health = await (await fetch(`${base}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', mode: 'local', programs: FIXTURE_PROGRAMS.length });
      expect(health).not.toHaveProperty('worker');
      expect(run.output()).not.toMatch(/\[worker/);
    }, 30_000);
  });

  describe('in gateway mode', () => {
    const upstream = buildTestApp();
    const dist = createFakeDist();
    let run: Started;
    beforeAll(async () => {
      await upstream.listen({ port: 0, host: '127.0.0.1' });
      const { port } = upstream.server.address() as AddressInfo;
      run = start({
        // A gateway with two workers, each with its own upstream cache.
        WORKERS: '2',
        PORT: '0',
        DIST_DIR: dist.dir,
        PUBLIC_SEARCH_TOKEN: 'started-public-token-0123',
        UPSTREAM_URL: `http://127.0.0.1:${port}/api`,
        UPSTREAM_USER_ID: 'operator',
        UPSTREAM_TOKEN: API_TOKEN,
      });
    }, 30_000);
    afterAll(async () => {
      run.stop();
      await run.code;
      await upstream.close();
      dist.remove();
    });

    it('listens, says it is a gateway, and answers through the upstream', async () => {
      const base = await run.url;
      expect(run.output()).toMatch(/gateway to http:\/\/127\.0\.0\.1\S*; 2 workers/);
      const health = await (await fetch(`${base}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', mode: 'gateway' });
      const search = await fetch(base + programsPath('training-search-web', { 0: 'welding' }), {
        headers: bearer('started-public-token-0123'),
      });
      expect(search.status).toBe(200);
      expect(await search.json()).toMatchObject({ SearchedOn: { KeywordEntered: 'welding' } });
      const page = await (await fetch(`${base}/programs/welding`)).text();
      expect(page).toContain('training-search-config');
      expect(page).not.toContain(API_TOKEN);
    }, 30_000);
  });
});
