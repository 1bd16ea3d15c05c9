// Writes the demo dataset (invented schools and programs) in the real sources' file formats into a folder.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { stateByAbbr } from '../labels/states';
import { writeCsv } from './csv-writer';
import { DEMO_CITIES, DEMO_OCCUPATIONS, DEMO_PROGRAMS } from './demo-catalog';
import { HD_COLUMNS } from './demo-columns';
import { writeEtpl } from './write-demo-etpl';
import { hdRow, writeCipFile } from './write-demo-ipeds';

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
  writeCsv(path.join(dir, 'demo-hd2024.csv'), [...HD_COLUMNS], hdRows, { bom: true });
  writeCsv(
    path.join(dir, 'demo-c2024_a.csv'),
    ['UNITID', 'CIPCODE', 'AWLEVEL', 'CTOTALT', 'CTOTALM', 'CTOTALW'],
    cRows,
  );
  writeCipFile(path.join(dir, 'demo-CIPCode2020.csv'));
  const socTitle = new Map(DEMO_OCCUPATIONS);
  writeCsv(
    path.join(dir, 'demo-CIP2020_SOC2018_Crosswalk.csv'),
    ['CIP2020Code', 'CIP2020Title', 'SOC2018Code', 'SOC2018Title'],
    DEMO_PROGRAMS.flatMap(([cip, title, socs]) => socs.map((s) => [cip, title, s, socTitle.get(s) ?? ''])),
    { bom: true },
  );
  writeCsv(
    path.join(dir, 'demo-soc2018_definitions.csv'),
    ['SOCGroup', 'SOCCode', 'SOCTitle', 'SOCDefinition'],
    DEMO_OCCUPATIONS.map(([code, title]) => [
      'Detailed',
      code,
      title,
      `Demo data: what ${title.toLowerCase()} do.`,
    ]),
  );
  writeCsv(
    path.join(dir, 'demo-zcta_centroids.csv'),
    ['zip', 'latitude', 'longitude'],
    DEMO_CITIES.map((c) => [c.zip, c.lat, c.lon]),
  );
  writeCsv(
    path.join(dir, 'demo-zip_geonames.csv'),
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
  writeEtpl(path.join(dir, 'demo-tx_etpl.csv'), rnd, pick);
}
