// O*NET job titles are looked up in the database as queries name them (decision 0270), not held in a map: the same
// answers, and a database whose keys another analysis version made still finds its titles (keyed again on load).
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEXT_KEYS_VERSION } from '../text/analyze';
import { termKey } from '../text/vocabulary';
import { jobTitlesOf } from './load-lookups';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ts-job-titles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TITLES: Array<[string, string]> = [
  ['Registered Dental Hygienist', '29-1292.00'],
  ['Welder Fitter', '51-4121.00 51-4121.06'],
  ['Truck Driver', '53-3032.00'],
];

function database(keys: (title: string) => string): Database.Database {
  const db = new Database(path.join(dir, `${Math.random()}.db`));
  db.exec(
    'CREATE TABLE job_title (key TEXT PRIMARY KEY, title TEXT NOT NULL, onet_codes TEXT NOT NULL, sources TEXT NOT NULL) WITHOUT ROWID',
  );
  const insert = db.prepare('INSERT INTO job_title VALUES (?, ?, ?, ?)');
  for (const [title, codes] of TITLES) insert.run(keys(title), title, codes, 'reported');
  return db;
}

describe('job titles', () => {
  it('are found by their key, and every title is read', () => {
    const db = database(termKey);
    const titles = jobTitlesOf(db, TEXT_KEYS_VERSION);
    for (const [title, codes] of TITLES) expect(titles.get(termKey(title))).toEqual([title, codes]);
    expect(titles.get(termKey('astronaut'))).toBeUndefined();
    expect([...titles.titles()].sort()).toEqual(TITLES.map(([t]) => t).sort());
    db.close();
  });

  it('are keyed again when the database was built by another version of the analysis', () => {
    const db = database((t) => `old ${t}`);
    const titles = jobTitlesOf(db, 'an older version');
    expect(titles.get(termKey('Welder Fitter'))).toEqual(['Welder Fitter', '51-4121.00 51-4121.06']);
    db.close();
  });

  it('are none for a database built before them', () => {
    const db = new Database(path.join(dir, 'none.db'));
    expect(jobTitlesOf(db, TEXT_KEYS_VERSION).get('anything')).toBeUndefined();
    expect([...jobTitlesOf(db, TEXT_KEYS_VERSION).titles()]).toEqual([]);
    db.close();
  });
});
