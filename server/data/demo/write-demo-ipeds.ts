// The demo files in the IPEDS HD and NCES CIP layouts (HD's 72 columns, CIP's ="…" quoting).
import { writeFileSync } from 'node:fs';
import { REGIONS } from '../labels/ipeds-labels';
import { stateByAbbr } from '../labels/states';
import { ncesCode } from './csv-writer';
import { DEMO_CIP_GROUPS, DEMO_PROGRAMS, type DemoCity } from './demo-catalog';
import { HD_COLUMNS } from './demo-columns';

const REGION_OF: Record<string, string> = Object.fromEntries(
  Object.entries(REGIONS).flatMap(([code, label]) =>
    (label.match(/\(([^)]*)\)/)?.[1] ?? '').split(', ').map((s) => [s, code]),
  ),
);

/** Deterministic, so the committed files only change when this code does. */

export function hdRow(
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

export function writeCipFile(file: string): void {
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
