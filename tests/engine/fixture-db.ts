// A tiny hand-made search database (schema.sql, a dozen programs) for engine tests whose answers are known by hand.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { AWARD_LEVELS } from '../../server/data/labels/ipeds-labels';

const here = path.dirname(fileURLToPath(import.meta.url));

type Inst = [
  id: number,
  source: string,
  name: string,
  city: string,
  st: string,
  zip: string,
  lat: number,
  lon: number,
  county: string,
  region: string,
  size: string,
];
export const FIXTURE_INSTITUTIONS: Inst[] = [
  [
    1,
    'IPEDS',
    'Austin Community College',
    'Austin',
    'TX',
    '78701',
    30.27,
    -97.74,
    'Travis County, TX',
    '6',
    '20,000 and above',
  ],
  [
    2,
    'IPEDS',
    'Lubbock Technical College',
    'Lubbock',
    'TX',
    '79401',
    33.58,
    -101.85,
    'Lubbock County, TX',
    '6',
    '1,000 - 4,999',
  ],
  [
    3,
    'IPEDS',
    'Pacific Nursing Institute',
    'Los Angeles',
    'CA',
    '90001',
    34.05,
    -118.24,
    'Los Angeles County, CA',
    '8',
    'Under 1,000',
  ],
  [
    10000001,
    'ETPL',
    'Houston Welding School',
    'Houston',
    'TX',
    '77002',
    29.76,
    -95.37,
    'Harris County, TX',
    '',
    '',
  ],
];

type Prog = [
  id: number,
  source: string,
  inst: number,
  cip: string,
  name: string,
  award: number,
  credential: string,
  completions: number | null,
  formats: string,
];
export const FIXTURE_PROGRAMS: Prog[] = [
  [101, 'IPEDS', 1, '51.3801', '', 3, '', 120, ''],
  [102, 'IPEDS', 1, '48.0508', '', 20, '', 15, ''],
  [103, 'IPEDS', 1, '52.0201', '', 3, '', 80, ''],
  [104, 'IPEDS', 2, '48.0508', '', 21, '', 30, ''],
  [105, 'IPEDS', 2, '51.3901', '', 2, '', 40, ''],
  [106, 'IPEDS', 3, '51.3801', '', 5, '', 200, ''],
  [107, 'IPEDS', 3, '51.3901', '', 21, '', 0, ''],
  [
    108,
    'ETPL',
    10000001,
    '48.0508',
    'Combination Welding',
    20,
    'AWS Certified Welder',
    null,
    'In-person|Hybrid',
  ],
  [109, 'ETPL', 10000001, '', 'Commercial Truck Driving', 20, 'CDL Class A', null, 'In-person'],
  [110, 'ETPL', 10000001, '51.3901', 'Online Nursing Prep', 21, '', null, 'Online'],
];

const CIPS = [
  ['51', 'Health Professions and Related Programs'],
  ['51.38', 'Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing'],
  ['51.3801', 'Registered Nursing/Registered Nurse'],
  ['51.3901', 'Licensed Practical/Vocational Nurse Training'],
  ['48.0508', 'Welding Technology/Welder'],
  ['52.0201', 'Business Administration and Management, General'],
];
const SOCS = [
  ['29-0000', 'Healthcare Practitioners and Technical Occupations', 'Major'],
  ['29-1141', 'Registered Nurses', 'Detailed'],
  ['29-2061', 'Licensed Practical and Licensed Vocational Nurses', 'Detailed'],
  ['51-4121', 'Welders, Cutters, Solderers, and Brazers', 'Detailed'],
  ['11-1021', 'General and Operations Managers', 'Detailed'],
];
const CIP_SOC = [
  ['51.3801', '29-1141'],
  ['51.3901', '29-2061'],
  ['48.0508', '51-4121'],
  ['52.0201', '11-1021'],
];

/** Writes the fixture database to a temp folder; returns its path and a cleanup. */
export function createFixtureDb(): { dbPath: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'engine-fixture-'));
  const dbPath = path.join(dir, 'fixture.db');
  const db = new Database(dbPath);
  db.exec(readFileSync(path.join(here, '../../server/data/schema.sql'), 'utf8'));
  const ins = (table: string, rows: ReadonlyArray<readonly unknown[]>) => {
    if (rows.length === 0) return;
    const stmt = db.prepare(`INSERT INTO ${table} VALUES (${rows[0]?.map(() => '?').join(', ')})`);
    for (const r of rows) stmt.run(...r);
  };
  ins('build_info', [
    ['schema_version', '2'],
    ['completions_year', '2023-24'],
    ['built_at', '2026-01-02T03:04:05.000Z'],
    ['data_kind', 'real'],
  ]);
  ins('source', [
    [
      1,
      'hd',
      'Fixture institutions',
      'Tests',
      'https://example.org',
      '2026-01-01',
      'v1',
      'Hand-made rows',
      'Fixture (2026)',
      'fixture.csv',
      4,
      4,
    ],
  ]);
  ins('state', [
    ['TX', 'Texas', 48],
    ['CA', 'California', 6],
  ]);
  ins(
    'award_level',
    AWARD_LEVELS.map((a) => [a.code, a.label, a.sortOrder]),
  );
  ins(
    'cip',
    CIPS.map(([c, t]) => [c, t, '']),
  );
  ins(
    'soc',
    SOCS.map(([c, t, l]) => [c, t, l, '']),
  );
  ins('cip_soc', CIP_SOC);
  ins(
    'institution',
    FIXTURE_INSTITUTIONS.map(([id, src, name, city, st, zip, lat, lon, county, reg, size]) => [
      id,
      src,
      name,
      `${id} Main St`,
      city,
      st,
      zip,
      '5125550100',
      'www.example.edu',
      lat,
      lon,
      county,
      reg,
      reg === '' ? '' : `Region ${reg}`,
      null,
      size,
      null,
      // control, campus_name, ipeds_id, aid_url, net_price_url, apply_url, institution_type, description
      src === 'IPEDS' ? 1 : null,
      '',
      src === 'IPEDS' ? id : null,
      '',
      '',
      '',
      '',
      '',
    ]),
  );
  ins(
    'program',
    FIXTURE_PROGRAMS.map(([id, src, inst, cip, name, award, cred, done, formats]) => [
      id,
      src,
      inst,
      cip,
      name,
      award,
      cred,
      done,
      formats,
      null,
      null,
      null,
      null,
      '',
      '',
      // outcome … updated (decision 0070): nothing reported
      '',
      '',
      '',
      null,
      null,
      null,
      null,
      null,
      '',
      '',
      '',
      null,
      '',
      // credit_hours, months, cost_year (decision 0170): none
      null,
      null,
      '',
    ]),
  );
  ins('program_soc', [[108, '51-4121']]);
  ins(
    'zip',
    FIXTURE_INSTITUTIONS.map(([, , , city, st, zip, lat, lon, county]) => [zip, city, st, county, lat, lon]),
  );
  db.close();
  return { dbPath, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
