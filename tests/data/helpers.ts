// Shared by the data-build tests: temp folders, fixture paths, and a read-only look into a built database.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REPO_ROOT } from '../../server/data/resolve-sources';

/**
 * The fixture folders, copied once per test process under the publishers' file names. The committed files carry a
 * `fixture-` prefix so that nothing in the repository is named like the real data files (decision 0004).
 */
export const FIXTURES = materializeFixtures(path.join(REPO_ROOT, 'server/data/fixtures'));

function materializeFixtures(source: string): string {
  const target = mkdtempSync(path.join(os.tmpdir(), 'data-fixtures-'));
  for (const folder of readdirSync(source)) {
    mkdirSync(path.join(target, folder));
    for (const file of readdirSync(path.join(source, folder))) {
      cpSync(path.join(source, folder, file), path.join(target, folder, file.replace(/^fixture-/, '')));
    }
  }
  return target;
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-build-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A writable copy of a fixture folder, for tests that corrupt a file. */
export function copyFixture(name: string, into: string): string {
  const target = path.join(into, name);
  cpSync(path.join(FIXTURES, name), target, { recursive: true });
  return target;
}

export function query<T>(dbPath: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const silent = (): void => undefined;

/**
 * What a process killed while writing leaves beside a database (issue 23): it writes its files under its own pid,
 * as the build and the snapshot writer do, and is killed (SIGKILL: nothing of its own can tidy up) before it can
 * rename them into place. Returns the files it left.
 */
export function killedWriter(dbPath: string): string[] {
  const script = `
    const fs = require('node:fs');
    const db = ${JSON.stringify(dbPath)};
    for (const f of [db + '.tmp-' + process.pid, db + '.tmp-' + process.pid + '-journal', db + '.engine.' + process.pid + '.tmp'])
      fs.writeFileSync(f, Buffer.alloc(1 << 20));
    console.log(process.pid);
    process.kill(process.pid, 'SIGKILL');`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (result.signal !== 'SIGKILL') throw new Error('the writer was not killed');
  const pid = result.stdout.trim();
  return [`${dbPath}.tmp-${pid}`, `${dbPath}.tmp-${pid}-journal`, `${dbPath}.engine.${pid}.tmp`];
}
