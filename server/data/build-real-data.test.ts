// The build on the real public files (../shared/data): its report's totals match the source files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDatabase } from './build-database';
import { type BuildReport, type FileReport, formatReport } from './report';
import { REAL_DATA_DIR, query, silent, tempDir } from './test-helpers';

const present = existsSync(path.join(REAL_DATA_DIR, 'hd2024.csv'));

describe.runIf(present)('build from the real data in ../shared/data', () => {
  const tmp = tempDir();
  const dbPath = path.join(tmp.dir, 'real.db');
  let report: BuildReport;

  beforeAll(async () => {
    report = await buildDatabase({ dbPath, dataDir: REAL_DATA_DIR, log: silent });
    // Figures for the record (not asserted: timing is a benchmark, not a test).
    console.log(formatReport(report).join('\n'));
  });
  afterAll(() => tmp.cleanup());

  const file = (name: string): FileReport => {
    const found = report.files.find((f) => f.file.includes(name));
    if (!found) throw new Error(`no report for ${name}`);
    return found;
  };
  const rejected = (f: FileReport): number => Object.values(f.rejected).reduce((a, b) => a + b, 0);

  it('keeps all 6,072 HD institutions and all 267,595 C_A programs', () => {
    expect(file('hd2024')).toMatchObject({ rowsRead: 6072, rowsKept: 6072 });
    expect(file('c2024_a_programs')).toMatchObject({ rowsRead: 267_595, rowsKept: 267_595 });
    expect(report.totals).toMatchObject({ ipedsInstitutions: 6072, ipedsPrograms: 267_595 });
  });

  it('reads all 6,245 Texas ETPL programs and accounts for each one it rejects', () => {
    const etpl = file('tx_etpl');
    expect(etpl.rowsRead).toBe(6245);
    expect(etpl.rowsKept + rejected(etpl)).toBe(6245);
    expect(report.totals.etplPrograms).toBe(etpl.rowsKept);
    expect(etpl.rowsKept).toBeGreaterThan(6200);
  });

  it('loads the taxonomies: 2,848 CIP codes, 1,447 SOC codes, crosswalk without NO MATCH rows', () => {
    expect(report.totals).toMatchObject({ cipCodes: 2848, occupations: 1447 });
    const crosswalk = file('Crosswalk');
    expect(crosswalk.rowsRead).toBe(6097);
    expect(crosswalk.rejected['NO MATCH (SOC 99-9999)']).toBe(194);
    expect(crosswalk.rowsKept + rejected(crosswalk)).toBe(6097);
  });

  it('the database holds what the report says', () => {
    const count = (sql: string): number => query<{ n: number }>(dbPath, sql)[0]?.n ?? -1;
    expect(count('SELECT count(*) n FROM institution')).toBe(report.totals.institutions);
    expect(count("SELECT count(*) n FROM program WHERE source = 'IPEDS'")).toBe(267_595);
    expect(count("SELECT count(*) n FROM program WHERE source = 'ETPL'")).toBe(report.totals.etplPrograms);
    expect(count('SELECT count(DISTINCT state_abbr) n FROM institution')).toBe(59);
    expect(count('SELECT count(*) n FROM source')).toBe(report.files.length);
    // Every ETPL program's campus exists and nearly all have a point from their ZIP.
    expect(
      count(
        'SELECT count(*) n FROM program p LEFT JOIN institution i ON i.id = p.institution_id WHERE i.id IS NULL',
      ),
    ).toBe(0);
    expect(
      count("SELECT count(*) n FROM institution WHERE source = 'ETPL' AND latitude IS NULL"),
    ).toBeLessThan(10);
  });
});
