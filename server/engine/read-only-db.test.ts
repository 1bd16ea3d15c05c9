// Replicas mount the database read-only (compose.yaml, decision 0095): the engine must open a 0444 file in a 0555
// folder, answer from it, and leave nothing beside it (no journal, no -shm/-wal, no cache file).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch } from '../../contract/requests';
import { createFixtureDb, FIXTURE_PROGRAMS } from '../../tests/engine/fixture-db';
import { openEngine } from './open-engine';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

  // Root ignores file modes, so as root the same is checked again as nobody, whom the modes do bind.
  it.runIf(process.getuid?.() === 0)(
    'does the same as an unprivileged user (the container runs as one)',
    () => {
      const script = `
      import { openEngine } from './server/engine/open-engine.ts';
      const engine = openEngine(${JSON.stringify(data.dbPath)});
      engine.warmUp();
      const r = await engine.searchPrograms({ ...(await import('./contract/requests.ts')).defaultProgramsSearch,
        userId: 'ro', keyword: 'welding' });
      console.log(JSON.stringify({ programs: engine.info().programs, found: r.RecordCount }));`;
      const nobody = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout);
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: repoRoot,
        encoding: 'utf8',
        uid: nobody('-u'),
        gid: nobody('-g'),
        env: { PATH: process.env.PATH ?? '' },
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toMatchObject({ programs: FIXTURE_PROGRAMS.length });
      expect(JSON.parse(run.stdout).found).toBeGreaterThan(0);
      expect(readdirSync(data.dir)).toEqual(before.files);
    },
  );
});
