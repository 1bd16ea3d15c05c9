// The build on the real public files (../shared/data): its report's totals match the source files.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDatabase } from './build-database';
import { DataBuildRefusedError } from './errors';
import { type BuildReport, type FileReport, formatReport } from './report';
import { REAL_DATA_DIR, needsRealData } from '../../tests/support/real-data';
import { query, silent, tempDir } from '../../tests/data/helpers';

describe('build from the real data (DATA_DIR)', needsRealData, () => {
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
    // Every file of the report is named by a source (O*NET's files share one source, one citation).
    const named = query<{ file_name: string }>(dbPath, 'SELECT file_name FROM source').flatMap((r) =>
      r.file_name.split(' + '),
    );
    expect(named.sort()).toEqual(report.files.flatMap((f) => f.file.split(' + ')).sort());
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

  // The cases of issue 10, on a temporary copy of the real files (the originals are read-only and never touched):
  // each build is refused before it writes anything, and the database built above stays as it is.
  describe('refuses to replace it with a build from damaged copies', () => {
    const copy = path.join(tmp.dir, 'copy');
    const damaged = (change: () => void) => {
      rmSync(copy, { recursive: true, force: true });
      mkdirSync(copy);
      for (const f of readdirSync(REAL_DATA_DIR)) {
        if (statSync(path.join(REAL_DATA_DIR, f)).isFile())
          copyFileSync(path.join(REAL_DATA_DIR, f), path.join(copy, f));
      }
      change();
      return copy;
    };
    const hd = () => path.join(copy, 'hd2024.csv');
    const firstLines = (file: string, count: number) =>
      writeFileSync(file, readFileSync(file, 'utf8').split('\n').slice(0, count).join('\n'));
    async function problemsOf(dataDir: string): Promise<string[]> {
      const before = readFileSync(dbPath);
      try {
        await buildDatabase({ dbPath, dataDir, log: silent });
      } catch (error) {
        if (!(error instanceof DataBuildRefusedError)) throw error;
        expect(readFileSync(dbPath).equals(before)).toBe(true);
        console.log(`refused:\n  ${error.problems.join('\n  ')}`);
        return error.problems;
      }
      throw new Error('the damaged build replaced the database');
    }

    it('hd2024.csv with only its header', async () => {
      const problems = await problemsOf(damaged(() => firstLines(hd(), 1)));
      expect(problems).toContain(
        'it would hold 6,232 programs instead of 273,827 (98% fewer; more than 10% is refused)',
      );
    });

    it('c2024_a_programs.part2.csv missing', async () => {
      const problems = await problemsOf(damaged(() => rmSync(path.join(copy, 'c2024_a_programs.part2.csv'))));
      expect(problems).toContain(
        'c2024_a_programs.part2.csv was read for the current database and is missing now (1 of 2 files)',
      );
    });

    it('hd2024.csv cut to 3,000 rows', async () => {
      const problems = await problemsOf(damaged(() => firstLines(hd(), 3001)));
      expect(problems.join('\n')).toMatch(
        /c2024_a_programs\.part1\.csv \+ c2024_a_programs\.part2\.csv: 6[\d,]+ of 267,595 rows rejected \(25%/,
      );
    });
  });
});
