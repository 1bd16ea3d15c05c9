// The service as `npm start` runs it (scripts/start.mjs, the bundled server/index.ts): a built database is served
// (a relative DB_PATH read from the repo root); a bad setting stops it with a clear message; gateway mode starts
// without a database and serves through the upstream.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { repoRoot } from '../../server/config';
import { FIXTURES, tempDir } from '../data/helpers';
import { createFixtureDb, FIXTURE_PROGRAMS } from '../engine/fixture-db';
import { killedWriter } from '../data/helpers';
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
    let left: string[] = [];
    beforeAll(() => {
      // A build killed mid-way left its temporary database beside this one (issue 23): the start removes it.
      left = killedWriter(fx.dbPath);
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

    it('removes what a killed build left beside the database', async () => {
      await run.url;
      expect(left.filter((f) => existsSync(f))).toEqual([]);
      expect(run.output()).toMatch(
        /Removed \S+\.tmp-\d+ \(1\.0 MB\), left by a build or start that did not finish/,
      );
    }, 30_000);
  });

  // A first start (decision 0152): every step says what it does and how long it took, the data build's rows left
  // out are said once, the engine snapshot is written once for the workers, and the ready line gives the address.
  describe('with no database yet', () => {
    const tmp = tempDir();
    const dist = createFakeDist();
    let run: Started;
    beforeAll(() => {
      run = start({
        WORKERS: '2',
        PORT: '0',
        DIST_DIR: dist.dir,
        DATA_DIR: path.join(FIXTURES, 'quirky'),
        DB_PATH: path.join(tmp.dir, 'training.db'),
      });
    });
    afterAll(async () => {
      run.stop();
      await run.code;
      tmp.cleanup();
      dist.remove();
    });

    it('builds it as a step with its time, writes the snapshot once, and says where it serves', async () => {
      const base = await run.url;
      const lines = run.output().split('\n');
      const at = (re: RegExp) => lines.findIndex((l) => re.test(l));
      expect(at(/^Building the search database \(.*training\.db is missing\)…$/)).toBeGreaterThanOrEqual(0);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^Built the search database in \d+\.\d s: \d+ programs, \d+ institutions \(real data\)/,
        ),
      );
      // The quirky fixture has rows the build leaves out: each reason is said, with its file.
      expect(lines).toContainEqual(expect.stringMatching(/^ {2}\d+ rows of \S+ left out: /));
      expect(at(/^Wrote the engine snapshot in \d+\.\d s\.$/)).toBeGreaterThan(
        at(/^Built the search database/),
      );
      // The workers load the snapshot written for them; none builds its own.
      expect(run.output()).not.toMatch(/snapshot .* is missing/);
      expect(lines.filter((l) => /from the engine snapshot/.test(l))).toHaveLength(2);
      expect(run.output()).toMatch(
        new RegExp(
          `^Training Search at ${base.replace(/[.]/g, '\\.')} \\(real data: .*; 2 workers\\); ready \\d+\\.\\d s after the start\\.$`,
          'm',
        ),
      );
      expect(run.output()).not.toMatch(/warn|Warning/i);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    }, 60_000);
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
