// The committed demo dataset is exactly what the generator writes, and builds into a database labelled Demo data.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDatabase } from './build-database';
import { ensureDatabase } from './ensure-database';
import { writeDemoFiles } from './demo/write-demo-files';
import { REPO_ROOT, isDemoDir } from './resolve-sources';
import { query, silent, tempDir } from '../../tests/data/helpers';

const DEMO_DIR = path.join(REPO_ROOT, 'data/demo');

describe('demo dataset', () => {
  it('data/demo matches scripts/make-demo-data.ts output (regenerate it after changing the generator)', () => {
    const tmp = tempDir();
    try {
      writeDemoFiles(tmp.dir);
      const generated = readdirSync(tmp.dir).sort();
      expect(
        readdirSync(DEMO_DIR)
          .filter((f) => f !== 'README.md')
          .sort(),
      ).toEqual(generated);
      for (const file of generated) {
        expect(
          readFileSync(path.join(DEMO_DIR, file)).equals(readFileSync(path.join(tmp.dir, file))),
          file,
        ).toBe(true);
      }
    } finally {
      tmp.cleanup();
    }
  });

  it('builds with every source labelled Demo data, and common searches have something to find', async () => {
    const tmp = tempDir();
    try {
      expect(isDemoDir(DEMO_DIR)).toBe(true);
      const dbPath = path.join(tmp.dir, 'demo.db');
      const report = await buildDatabase({ dbPath, dataDir: DEMO_DIR, dataKind: 'demo', log: silent });
      expect(report.dataKind).toBe('demo');
      expect(report.totals.etplPrograms).toBeGreaterThan(0);
      const sources = query<{ data_name: string }>(dbPath, 'SELECT data_name FROM source');
      expect(sources.every((s) => s.data_name.startsWith('Demo data: '))).toBe(true);
      const welding = query(
        dbPath,
        "SELECT p.id FROM program p JOIN institution i ON i.id = p.institution_id WHERE p.cip = '48.0508' AND i.city = 'Austin'",
      );
      expect(welding.length).toBeGreaterThan(0);
      expect(query(dbPath, "SELECT count(*) n FROM zip WHERE zip = '78701'")).toEqual([{ n: 1 }]);
    } finally {
      tmp.cleanup();
    }
  });
});

describe('start-up with an existing file', () => {
  it('a file that is not a search database gives a clear message instead of a crash', async () => {
    const tmp = tempDir();
    try {
      const dbPath = path.join(tmp.dir, 'training.db');
      writeFileSync(dbPath, 'not a database');
      await expect(ensureDatabase({ dbPath, log: silent })).rejects.toThrow(
        /training\.db is not a search database .*delete it and the next start builds a new one/,
      );
    } finally {
      tmp.cleanup();
    }
  });
});
