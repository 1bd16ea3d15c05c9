// Writes the demo dataset (invented schools and programs) in the real sources' file formats into a folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGIONS } from '../labels/ipeds-labels';
import { stateByAbbr } from '../labels/states';
import { ncesCode, writeCsv } from './csv-writer';
import { DEMO_CIP_GROUPS, DEMO_CITIES, DEMO_OCCUPATIONS, DEMO_PROGRAMS, type DemoCity } from './demo-catalog';
import { HD_COLUMNS, TX_ETPL_COLUMNS } from './demo-columns';

const REGION_OF: Record<string, string> = Object.fromEntries(
  Object.entries(REGIONS).flatMap(([code, label]) =>
    (label.match(/\(([^)]*)\)/)?.[1] ?? '').split(', ').map((s) => [s, code]),
  ),
);

/** Deterministic, so the committed files only change when this code does. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function writeDemoFiles(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const rnd = random(20240320);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const hdRows: string[][] = [];
  const cRows: (string | number)[][] = [];
  DEMO_CITIES.forEach((c, i) => {
    const schools: [number, string, number, number[]][] = [
      [900_000 + i * 10 + 1, `${c.city} Demo Community College`, 4, [20, 21, 2, 3]],
      [900_000 + i * 10 + 2, `Demo University of ${c.city}`, 2, [5, 7, 17, 6]],
    ];
    for (const [unitId, name, sector, levels] of schools) {
      hdRows.push(hdRow(unitId, name, sector, c, i, rnd));
      for (const [cip, , , kind] of DEMO_PROGRAMS) {
        const wanted = levels.filter((l) =>
          kind === 'both' ? true : kind === 'sub' ? [20, 21, 2, 3].includes(l) : [3, 5, 6, 7, 17].includes(l),
        );
        // Every school offers each of its kind of program at one level or more, so common searches find something.
        const chosen = wanted.filter(() => rnd() < 0.4);
        if (chosen.length === 0 && wanted.length > 0) chosen.push(pick(wanted));
        for (const level of chosen) {
          const total = Math.floor(rnd() * 80);
          const men = Math.floor(total * rnd());
          cRows.push([unitId, cip, level, total, men, total - men]);
        }
      }
    }
  });
  writeCsv(path.join(dir, 'hd2024.csv'), [...HD_COLUMNS], hdRows, { bom: true });
  writeCsv(
    path.join(dir, 'c2024_a.csv'),
    ['UNITID', 'CIPCODE', 'AWLEVEL', 'CTOTALT', 'CTOTALM', 'CTOTALW'],
    cRows,
  );
  writeCipFile(path.join(dir, 'CIPCode2020.csv'));
  const socTitle = new Map(DEMO_OCCUPATIONS);
  writeCsv(
    path.join(dir, 'CIP2020_SOC2018_Crosswalk.csv'),
    ['CIP2020Code', 'CIP2020Title', 'SOC2018Code', 'SOC2018Title'],
    DEMO_PROGRAMS.flatMap(([cip, title, socs]) => socs.map((s) => [cip, title, s, socTitle.get(s) ?? ''])),
    { bom: true },
  );
  writeCsv(
    path.join(dir, 'soc2018_definitions.csv'),
    ['SOCGroup', 'SOCCode', 'SOCTitle', 'SOCDefinition'],
    DEMO_OCCUPATIONS.map(([code, title]) => [
      'Detailed',
      code,
      title,
      `Demo data: what ${title.toLowerCase()} do.`,
    ]),
  );
  writeCsv(
    path.join(dir, 'zcta_demo_centroids.csv'),
    ['zip', 'latitude', 'longitude'],
    DEMO_CITIES.map((c) => [c.zip, c.lat, c.lon]),
  );
  writeCsv(
    path.join(dir, 'zip_geonames_demo.csv'),
    [
      'country_code',
      'postal_code',
      'place_name',
      'admin_name1',
      'admin_code1',
      'admin_name2',
      'admin_code2',
      'admin_name3',
      'admin_code3',
      'latitude',
      'longitude',
      'accuracy',
    ],
    DEMO_CITIES.map((c) => [
      'US',
      c.zip,
      c.city,
      stateByAbbr(c.state)?.name ?? '',
      c.state,
      c.county,
      '',
      '',
      '',
      c.lat,
      c.lon,
      4,
    ]),
  );
  writeEtpl(path.join(dir, 'tx_etpl_demo.csv'), rnd, pick);
}

function hdRow(
  unitId: number,
  name: string,
  sector: number,
  c: DemoCity,
  i: number,
  rnd: () => number,
): string[] {
  const domain = name.toLowerCase().replace(/[^a-z]+/g, '') + '.example.edu';
  const values: Record<string, string> = {
    UNITID: String(unitId),
    INSTNM: name,
    ADDR: `${100 + i * 7} Demo Street`,
    CITY: c.city,
    STABBR: c.state,
    // Real files mix ZIP+4 and 5-digit ZIPs, and web addresses with and without a scheme.
    ZIP: i % 2 === 0 ? `${c.zip}-${String(1000 + i).padStart(4, '0')}` : c.zip,
    FIPS: String(stateByAbbr(c.state)?.fips ?? ''),
    OBEREG: REGION_OF[c.state] ?? '9',
    GENTELE: `555${String(1000000 + Math.floor(rnd() * 8999999))}`,
    WEBADDR: i % 2 === 0 ? `www.${domain}/` : `https://${domain}/`,
    SECTOR: String(sector),
    INSTSIZE: String(1 + (i % 5)),
    COUNTYNM: /Parish|Municipality|Municipio/.test(c.county) ? c.county : `${c.county} County`,
    LONGITUD: String(c.lon + (rnd() - 0.5) / 20),
    LATITUDE: String(c.lat + (rnd() - 0.5) / 20),
    CYACTIVE: '1',
  };
  return HD_COLUMNS.map((col) => values[col] ?? '-2');
}

function writeCipFile(file: string): void {
  // The NCES original: every cell quoted, codes as ="…" formulas.
  const header = [
    'CIPFamily',
    'CIPCode',
    'Action',
    'TextChange',
    'CIPTitle',
    'CIPDefinition',
    'CrossReferences',
    'Examples',
  ];
  const groups = DEMO_CIP_GROUPS.map(([code, title]) => [code, code, title]);
  const series = [...new Set(DEMO_PROGRAMS.map(([cip]) => cip.slice(0, 5)))].map((s) => [
    s.slice(0, 2),
    s,
    `${s} programs (demo series).`,
  ]);
  const programs = DEMO_PROGRAMS.map(([cip, title]) => [cip.slice(0, 2), cip, title]);
  const lines = [header.map((h) => `"${h}"`).join(',')];
  for (const [family, code, title] of [...groups, ...series, ...programs].sort((a, b) =>
    (a[1] ?? '').localeCompare(b[1] ?? ''),
  )) {
    const definition = `Demo data: a program that prepares individuals for work in ${String(title).replace(/\.$/, '').toLowerCase()}.`;
    lines.push(
      [
        ncesCode(family ?? ''),
        ncesCode(code ?? ''),
        '"No substantive changes"',
        'no',
        `"${String(title).replace(/"/g, '""')}"`,
        `"${definition}"`,
        '""',
        '',
      ].join(','),
    );
  }
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
}

function writeEtpl(file: string, rnd: () => number, pick: <T>(items: readonly T[]) => T): void {
  const texas = DEMO_CITIES.filter((c) => c.state === 'TX');
  const subDegree = DEMO_PROGRAMS.filter(([, , , kind]) => kind !== 'degree');
  const rows: string[][] = [];
  const deliveries = ['In-person', 'Hybrid', 'Distance Education', 'INVALID CODE'];
  for (let p = 0; p < 8; p += 1) {
    const providerName = `Demo ${['Skills', 'Career', 'Trade', 'Workforce'][p % 4]} Academy ${p + 1}`;
    const campuses = texas.filter((_, i) => (i + p) % 3 === 0).slice(0, 2);
    campuses.forEach((c, ci) => {
      for (let k = 0; k < 5; k += 1) {
        const [cip, title, socs] = pick(subDegree);
        const programId = 30_000 + p * 100 + ci * 10 + k;
        const weeks = k === 4 ? 'ERROR' : String(2 + Math.floor(rnd() * 60));
        const values: Record<string, string> = {
          'Provider ID': String(10_000 + p),
          'Campus ID': String(20_000 + p * 10 + ci),
          'Program ID': String(programId),
          'Program Status': 'Approved',
          ProviderName: providerName,
          'Institution Type': 'Private for-profit',
          'Financial Aid Phone': ci === 0 ? `(512) 555-01${String(p).padStart(2, '0')}` : '',
          'Campus Name': c.city,
          'Campus Address': `${200 + p} Training Way`,
          'Campus City': c.city,
          'Campus State': 'TX',
          'Campus Zip Code': c.zip,
          'Campus County': c.county,
          'Program Name': `${title.replace(/\.$/, '').split('/')[0]} (Demo)`,
          'Instructional Program (CIP) Code': p === 7 && k === 0 ? '' : cip.replace('.', ''),
          'Program Description': `Demo data: a short course in ${title.replace(/\.$/, '').toLowerCase()}.`,
          'Program URL': `www.demo-academy-${p + 1}.example.org/programs/${programId}`,
          'Program Outcome': 'Industry recognized certificate or certification',
          'Associted Credential Name': k === 1 ? '' : 'Certificate of Completion',
          'Length: Contact Hours': k === 4 && p === 0 ? 'ERROR' : String(40 + Math.floor(rnd() * 900)),
          'Length: Weeks': weeks,
          'Delivery Method': pick(deliveries),
          'Occupation Code (ONET 1)': socs[0] ? `${socs[0].replace('-', '')}00` : '',
          'Occupation Code (ONET 2)': socs[1] ? `${socs[1].replace('-', '')}00` : '',
          'Required Cost: Tuition & Fees': String(500 + Math.floor(rnd() * 9000)),
          'Required Cost: Books & Supplies': String(Math.floor(rnd() * 800)),
        };
        rows.push(TX_ETPL_COLUMNS.map((col) => values[col] ?? ''));
      }
    });
  }
  writeCsv(file, [...TX_ETPL_COLUMNS], rows);
}
