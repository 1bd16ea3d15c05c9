// Replicas mount the database read-only (compose.yaml, decision 0095): the engine must open a 0444 file in a 0555
// folder, answer from it, and leave nothing beside it (no journal, no -shm/-wal, no cache file).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch } from '../../contract/requests';
import { createFixtureDb, FIXTURE_PROGRAMS } from '../../tests/engine/fixture-db';
import { checkoutReadableBy, unprivilegedUser } from '../../tests/support/readable-checkout';
import { openEngine } from './open-engine';

function readOnlyCopy() {
  const fixture = createFixtureDb();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ts-readonly-engine-'));
  const dbPath = path.join(dir, 'training.db');
  copyFileSync(fixture.dbPath, dbPath);
  fixture.cleanup();
  chmodSync(dbPath, 0o444);
  chmodSync(dir, 0o555);
  return {
    dir,
    dbPath,
    remove: () => {
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the engine on a read-only database', () => {
  const data = readOnlyCopy();
  const before = { files: readdirSync(data.dir), mtimeMs: statSync(data.dbPath).mtimeMs };
  afterAll(() => data.remove());

  it('opens it, answers searches, and writes nothing beside it', async () => {
    const engine = openEngine(data.dbPath);
    expect(engine.info().programs).toBe(FIXTURE_PROGRAMS.length);
    engine.warmUp();
    const result = await engine.searchPrograms({
      ...defaultProgramsSearch,
      userId: 'ro',
      keyword: 'welding',
    });
    expect(result.RecordCount).toBeGreaterThan(0);
    // What warmUp started in the background reads the database too (the place names).
    await engine.ready();
    engine.close();
    expect(readdirSync(data.dir)).toEqual(before.files);
    expect(statSync(data.dbPath).mtimeMs).toBe(before.mtimeMs);
  });

  // Closing at once (a test's teardown, a replica told to stop) must not leave background work reopening the file.
  it('closed straight after warmUp, stops warming and never touches the file again', async () => {
    const copy = readOnlyCopy();
    const engine = openEngine(copy.dbPath);
    engine.warmUp();
    engine.close();
    copy.remove();
    await expect(engine.ready()).resolves.toBeUndefined();
  });

  // Root ignores file modes, so as root the same is checked again as nobody, whom the modes do bind; any other user
  // is bound by them already, and runs it as itself. A clone in a private folder gives nobody a copy it can read.
  it('does the same in a process of an unprivileged user (the container runs as one)', () => {
    const user = unprivilegedUser() ?? { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
    const checkout = checkoutReadableBy(user);
    try {
      const script = `
      import { openEngine } from './server/engine/open-engine.ts';
      const engine = openEngine(${JSON.stringify(data.dbPath)});
      engine.warmUp();
      const r = await engine.searchPrograms({ ...(await import('./contract/requests.ts')).defaultProgramsSearch,
        userId: 'ro', keyword: 'welding' });
      console.log(JSON.stringify({ programs: engine.info().programs, found: r.RecordCount }));`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: checkout.root,
        encoding: 'utf8',
        ...user,
        env: { PATH: process.env.PATH ?? '' },
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toMatchObject({ programs: FIXTURE_PROGRAMS.length });
      expect(JSON.parse(run.stdout).found).toBeGreaterThan(0);
      expect(readdirSync(data.dir)).toEqual(before.files);
    } finally {
      checkout.remove();
    }
  });
});
