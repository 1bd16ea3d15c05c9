// The build on small fixture files of every format, with the quirks real files have.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDatabase } from './build-database';
import type { BuildReport, FileReport } from './report';
import { FIXTURES, copyFixture, query, silent, tempDir } from '../../tests/data/helpers';

const tmp = tempDir();
const dbPath = path.join(tmp.dir, 'fixture.db');
let report: BuildReport;

beforeAll(async () => {
  report = await buildDatabase({ dbPath, dataDir: path.join(FIXTURES, 'quirky'), log: silent });
});
afterAll(() => tmp.cleanup());

const fileReport = (name: string): FileReport => {
  const found = report.files.find((f) => f.file.includes(name));
  if (!found) throw new Error(`no report for ${name}`);
  return found;
};

describe('build from fixture files', () => {
  it('reports rows read, kept and rejected by reason for each file', () => {
    expect(fileReport('hd2024')).toEqual({
      file: 'hd2024.csv',
      rowsRead: 6,
      rowsKept: 3,
      rejected: {
        'duplicate UNITID': 1,
        'UNITID is not a 6-digit number': 1,
        'unknown state code (STABBR)': 1,
      },
    });
    expect(fileReport('c2024_a')).toMatchObject({ rowsRead: 12, rowsKept: 6 });
    expect(fileReport('c2024_a').rejected).toEqual({
      'second major (MAJORNUM 2); programs come from first majors': 1,
      'not a 6-digit CIP code (total or summary row)': 2,
      'award level 1 not used since 2019-20': 1,
      'UNITID not in the HD institutions file': 1,
      'duplicate UNITID x CIPCODE x AWLEVEL': 1,
    });
    expect(fileReport('CIPCode2020')).toMatchObject({
      rowsRead: 10,
      rowsKept: 9,
      rejected: { 'duplicate CIP code': 1 },
    });
    expect(fileReport('Crosswalk').rejected).toEqual({
      'NO MATCH (SOC 99-9999)': 1,
      'NO MATCH (CIP 99.9999 placeholder)': 1,
      'duplicate pair': 1,
    });
    expect(fileReport('tx_etpl')).toMatchObject({ rowsRead: 9, rowsKept: 5 });
    expect(Object.keys(fileReport('tx_etpl').rejected).sort()).toEqual([
      'Campus ID listed under two providers',
      'duplicate Program ID',
      'length not reported (weeks and contact hours blank, 0, ERROR or impossible) and no degree named',
      'program status "Suspended" is not a listed status',
    ]);
    for (const file of report.files) {
      const rejected = Object.values(file.rejected).reduce((a, b) => a + b, 0);
      expect(file.rowsKept + rejected).toBe(file.rowsRead);
    }
  });

  it('totals match the database', () => {
    const count = (sql: string): number => query<{ n: number }>(dbPath, sql)[0]?.n ?? -1;
    expect(report.totals).toMatchObject({
      ipedsInstitutions: 3,
      etplInstitutions: 3,
      ipedsPrograms: 6,
      etplPrograms: 5,
    });
    expect(count('SELECT count(*) n FROM institution')).toBe(report.totals.institutions);
    expect(count('SELECT count(*) n FROM program')).toBe(report.totals.programs);
    expect(count('SELECT count(*) n FROM program_fts')).toBe(report.totals.programs);
    expect(count('SELECT count(*) n FROM soc')).toBe(7);
    expect(count('SELECT count(*) n FROM cip_soc')).toBe(4);
    expect(count('SELECT count(*) n FROM award_level')).toBe(12);
    expect(count('SELECT count(*) n FROM state')).toBeGreaterThanOrEqual(59);
  });

  it('cleans IPEDS institutions: ZIP+4, phone digits, URL as published, county, region, size', () => {
    const [alpha, beta, gamma] = query<Record<string, unknown>>(
      dbPath,
      "SELECT * FROM institution WHERE source = 'IPEDS' ORDER BY id",
    );
    expect(alpha).toMatchObject({
      id: 100001,
      zip: '78701',
      phone: '512555010012',
      url: 'www.alpha.example.edu/',
      county: 'Travis County, TX',
      region_code: '6',
      region: 'Southwest (AZ, NM, OK, TX)',
      size_code: 2,
      size_label: '1,000 - 4,999',
      sector: 4,
      latitude: 30.27,
      longitude: -97.74,
    });
    expect(beta).toMatchObject({
      phone: '504555020',
      county: 'Orleans Parish, LA',
      size_label: '20,000 and above',
    });
    expect(gamma).toMatchObject({
      county: '',
      size_code: -2,
      size_label: '',
      url: '',
      phone: '',
      state_abbr: 'PR',
    });
  });

  it('keeps IPEDS programs without format, name or credential, with completions', () => {
    const rows = query<Record<string, unknown>>(
      dbPath,
      "SELECT * FROM program WHERE source = 'IPEDS' AND institution_id = 100001 ORDER BY award_level",
    );
    expect(rows.map((r) => [r.cip, r.award_level, r.completions])).toEqual([
      ['48.0508', 2, 7],
      ['51.3801', 3, 30],
      ['48.0508', 20, 12],
    ]);
    expect(rows.every((r) => r.formats === '' && r.name === '' && r.credential === '')).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
  });

  it('maps Texas ETPL rows to campuses and programs', () => {
    const campuses = query<Record<string, unknown>>(
      dbPath,
      "SELECT * FROM institution WHERE source = 'ETPL' ORDER BY id",
    );
    expect(campuses.map((c) => c.id)).toEqual([58_020_332, 58_020_333, 58_020_334]);
    expect(campuses[0]).toMatchObject({
      name: 'Provider 10161',
      address: '10 Trade St, Suite 2',
      zip: '78701',
      phone: '5125550101',
      county: 'Travis County, TX',
      latitude: 30.270569,
    });
    expect(campuses[1]).toMatchObject({ county: 'Lubbock County, TX', latitude: 33.5869 });
    expect(campuses[2]).toMatchObject({ state_abbr: 'TX' });
    const programs = query<Record<string, unknown>>(
      dbPath,
      "SELECT p.*, (SELECT group_concat(soc, ',') FROM (SELECT soc FROM program_soc s WHERE s.program_id = p.id ORDER BY soc)) socs FROM program p WHERE source = 'ETPL' ORDER BY id",
    );
    expect(
      programs.map((p) => [p.id, p.cip, p.award_level, p.formats, p.weeks, p.contact_hours, p.socs]),
    ).toEqual([
      // 20 contact hours over 13 weeks: the weeks decide (decision 0171), as the card shows them.
      [48_000_032_211, '48.0508', 21, 'Hybrid', 13, 20, '51-4121'],
      [48_000_032_212, '', 21, 'In-person', null, 400, '47-2111'],
      [48_000_032_213, '51.3902', 20, 'Online', null, 120, '29-1141,31-1131'],
      [48_000_032_214, '51.3801', 3, '', null, null, '29-1141'],
      [48_000_032_218, '46.0302', 4, 'Hybrid', 208, 8000, '47-2111'],
    ]);
    expect(programs[0]).toMatchObject({
      name: 'Welding Certificate',
      credential: 'Certified Welder',
      cost_tuition: 5600,
      cost_books: 1983,
      url: 'www.provider.example.org/p',
      completions: null,
      // The list's date, 2024-03-20, falls in the 2023-24 academic year.
      cost_year: '2023-24',
    });
  });

  it('writes ZIPs with city, state and county, centroids from the Census where present', () => {
    const zips = query<Record<string, unknown>>(dbPath, 'SELECT * FROM zip ORDER BY zip');
    expect(zips).toEqual([
      { zip: '00601', city: '', state_abbr: '', county: '', latitude: 18.180555, longitude: -66.749961 },
      {
        zip: '70112',
        city: 'New Orleans',
        state_abbr: 'LA',
        county: 'Orleans Parish, LA',
        latitude: 29.9569,
        longitude: -90.0774,
      },
      {
        zip: '78701',
        city: 'Austin',
        state_abbr: 'TX',
        county: 'Travis County, TX',
        latitude: 30.270569,
        longitude: -97.742589,
      },
      {
        zip: '79401',
        city: 'Lubbock',
        state_abbr: 'TX',
        county: 'Lubbock County, TX',
        latitude: 33.5869,
        longitude: -101.8467,
      },
    ]);
  });

  it('records provenance, build facts and CIP titles without the trailing period', () => {
    const info = Object.fromEntries(
      query<{ key: string; value: string }>(dbPath, 'SELECT * FROM build_info').map((r) => [r.key, r.value]),
    );
    expect(info).toMatchObject({
      schema_version: '4',
      completions_year: '2023-24',
      data_kind: 'real',
      wage_year: 'May 2024',
    });
    expect(Number.isNaN(Date.parse(info.built_at ?? ''))).toBe(false);
    const sources = query<Record<string, unknown>>(dbPath, 'SELECT * FROM source ORDER BY id');
    expect(sources.map((s) => s.publisher)).toContain('Texas Workforce Commission');
    expect(sources.find((s) => s.publisher === 'GeoNames')?.citation).toMatch(/CC BY 4\.0/);
    expect(sources.find((s) => s.file_name === 'tx_etpl_2024-03-20.csv')).toMatchObject({
      vintage: 'List of 2024-03-20',
      rows_read: 9,
      rows_kept: 5,
    });
    expect(query(dbPath, "SELECT title FROM cip WHERE code = '48.0508'")).toEqual([
      { title: 'Welding Technology/Welder' },
    ]);
    expect(query(dbPath, 'SELECT label FROM award_level WHERE code = 20')).toEqual([
      { label: 'Certificates of less than 12 weeks' },
    ]);
  });

  it('writes O*NET job titles grouped by their words, and cites O*NET as CC BY 4.0 (decision 0180)', () => {
    expect(query(dbPath, "SELECT title, onet_codes, sources FROM job_title WHERE key = 'cna'")).toEqual([
      { title: 'CNA', onet_codes: '31-1131.00', sources: 'acronym short' },
    ]);
    expect(query(dbPath, "SELECT onet_codes FROM job_title WHERE key = 'pipe welder'")).toEqual([
      { onet_codes: '51-4121.00' },
    ]);
    const onet = query<{ file_name: string; rows_read: number; rows_kept: number; citation: string }>(
      dbPath,
      "SELECT file_name, rows_read, rows_kept, citation FROM source WHERE kind = 'onet' ORDER BY file_name",
    );
    expect(onet.map((s) => [s.file_name, s.rows_read, s.rows_kept])).toEqual([
      ['alternate_titles.txt + sample_of_reported_titles.txt', 4, 4],
    ]);
    expect(onet[0]?.citation).toMatch(/O\*NET 29\.3 Database by the U\.S\. Department of Labor.*CC BY 4\.0/);
  });

  it('indexes search text with CIP title, school and occupation titles', () => {
    const hits = query<{ rowid: number }>(
      dbPath,
      "SELECT rowid FROM program_fts WHERE program_fts MATCH 'welders' ORDER BY rowid",
    );
    expect(hits.map((h) => h.rowid)).toContain(10_000_148_050_802);
    expect(
      query(dbPath, "SELECT rowid FROM program_fts WHERE program_fts MATCH 'nurses'").length,
    ).toBeGreaterThan(0);
  });
});

describe('completions in several parts (trimmed layout)', () => {
  it('reads every part', async () => {
    const dir = tempDir();
    try {
      const data = copyFixture('quirky', dir.dir);
      const { rmSync, cpSync } = await import('node:fs');
      rmSync(path.join(data, 'c2024_a.csv'));
      cpSync(path.join(FIXTURES, 'parts'), data, { recursive: true });
      const r = await buildDatabase({ dbPath: path.join(dir.dir, 'parts.db'), dataDir: data, log: silent });
      expect(r.files.find((f) => f.file.includes('part1'))).toEqual({
        file: 'c2024_a_programs.part1.csv + c2024_a_programs.part2.csv',
        rowsRead: 4,
        rowsKept: 4,
        rejected: {},
      });
    } finally {
      dir.cleanup();
    }
  });
});
