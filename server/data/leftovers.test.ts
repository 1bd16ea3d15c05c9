// A build killed mid-way leaves its temporary database (and a start killed while writing the engine snapshot, a
// half snapshot) beside the database: removed by the next build and the next start (issue 23), never while the
// process that writes them is still running.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDatabase } from './build-database';
import { removeLeftovers } from './leftovers';
import { REPO_ROOT } from './resolve-sources';
import { FIXTURES, killedWriter, silent, tempDir } from '../../tests/data/helpers';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

describe('what a killed build leaves behind', () => {
  it('is removed by the next npm run data:build, which then builds as usual', () => {
    const dbPath = path.join(tmp.dir, 'next-build.db');
    const left = killedWriter(dbPath);
    expect(left.filter((f) => existsSync(f))).toEqual(left);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/data/cli.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: path.join(FIXTURES, 'quirky'), DB_PATH: dbPath },
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Removed next-build\.db\.tmp-\d+ \(1\.0 MB\), left by a build or start/);
    expect(left.filter((f) => existsSync(f))).toEqual([]);
    expect(existsSync(dbPath)).toBe(true);
  }, 60_000);

  it('is kept while the process writing it is still running', async () => {
    const dbPath = path.join(tmp.dir, 'running.db');
    const writer = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const file = `${dbPath}.tmp-${writer.pid}`;
    writeFileSync(file, 'being written');
    try {
      expect(removeLeftovers(dbPath)).toEqual([]);
      expect(readFileSync(file, 'utf8')).toBe('being written');
    } finally {
      writer.kill('SIGKILL');
      await new Promise((resolve) => writer.once('exit', resolve));
    }
    expect(removeLeftovers(dbPath)).toEqual([file]);
  });

  it('leaves the database itself, its snapshot and other files alone', async () => {
    const dbPath = path.join(tmp.dir, 'alone.db');
    await buildDatabase({ dbPath, dataDir: path.join(FIXTURES, 'quirky'), log: silent });
    const others = [`${dbPath}.engine`, `${dbPath}.tmp-notapid`, path.join(tmp.dir, 'other.db.tmp-1')];
    for (const f of others) writeFileSync(f, 'x');
    killedWriter(dbPath);
    removeLeftovers(dbPath);
    expect([dbPath, ...others].filter((f) => !existsSync(f))).toEqual([]);
  });
});
