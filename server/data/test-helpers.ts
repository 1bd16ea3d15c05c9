// Shared by the data-build tests: temp folders, fixture paths, and a read-only look into a built database.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REPO_ROOT } from './resolve-sources';

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
