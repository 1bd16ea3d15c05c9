// The download path against a local HTTP server serving fixture files: success, a failing server, a stalling one.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDatabase } from '../build-database';
import { downloadSources } from './download';
import { ensureDatabase } from '../ensure-database';
import { DataBuildError } from '../errors';
import { resolveSources } from '../resolve-sources';
import { FIXTURES, query, silent, tempDir } from '../../../tests/data/helpers';
import { zip } from './unzip';
import { csvToXlsx } from '../../../tests/data/xlsx-fixtures';

const quirky = (name: string): Buffer => readFileSync(path.join(FIXTURES, 'quirky', name));
const files = new Map<string, Buffer>();
let server: http.Server;
let base = '';
let closedPort = 0;

/** Windows-1252 bytes, as older NCES files come (no BOM). */
function cp1252(text: string): Buffer {
  return Buffer.from(text.replace(/^\uFEFF/, ''), 'latin1');
}

beforeAll(async () => {
  const hd = quirky('hd2024.csv')
    .toString('utf8')
    .replace('Gamma Beauty Institute', 'Gamma Beauté Institute');
  files.set('/HD2024.zip', zip([{ name: 'hd2024.csv', data: cp1252(hd) }]));
  files.set('/C2024_A.zip', zip([{ name: 'c2024_a.csv', data: quirky('c2024_a.csv') }]));
  files.set('/CIPCode2020.csv', quirky('CIPCode2020.csv'));
  files.set(
    '/CIP2020_SOC2018_Crosswalk.xlsx',
    await csvToXlsx(path.join(FIXTURES, 'quirky/CIP2020_SOC2018_Crosswalk.csv'), {
      sheet: 'CIP-SOC',
      extraSheets: ['File Guide'],
    }),
  );
  files.set(
    '/soc_2018_definitions.xlsx',
    await csvToXlsx(path.join(FIXTURES, 'quirky/soc2018_definitions.csv'), {
      sheet: 'soc_2018_definitions',
      titleLines: ['2018 Standard Occupational Classification System', 'Bureau of Labor Statistics'],
    }),
  );
  const zcta = quirky('zcta_centroids.csv')
    .toString('utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => {
      const [z, lat, lon] = l.split(',');
      return `${z}\t0\t0\t0\t0\t${lat}\t${lon}     `;
    });
  files.set(
    '/gaz.zip',
    zip([
      {
        name: '2021_Gaz_zcta_national.txt',
        data: Buffer.from(
          ['GEOID\tALAND\tAWATER\tALAND_SQMI\tAWATER_SQMI\tINTPTLAT\tINTPTLONG          ', ...zcta].join(
            '\n',
          ),
        ),
      },
    ]),
  );
  const geonames = quirky('zip_geonames_us.csv')
    .toString('utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.split(',').join('\t'));
  files.set(
    '/US.zip',
    zip([
      { name: 'readme.txt', data: Buffer.from('GeoNames') },
      { name: 'US.txt', data: Buffer.from(geonames.join('\n')) },
    ]),
  );
  for (const [route, name] of [
    ['/IC2023_PY.zip', 'ic2023_py.csv'],
    ['/IC2022_AY.zip', 'ic2022_ay.csv'],
    ['/IC2023.zip', 'ic2023.csv'],
  ] as const)
    files.set(route, zip([{ name, data: quirky(name) }]));
  files.set(
    '/oesm24nat.zip',
    zip([
      {
        name: 'oesm24nat/national_M2024_dl.xlsx',
        data: await csvToXlsx(path.join(FIXTURES, 'quirky/national_oews_2024.csv'), {
          sheet: 'national_M2024_dl',
          extraSheets: ['Field Descriptions'],
        }),
      },
    ]),
  );
  server = http.createServer((req, res) => {
    if (req.url === '/fail') return void res.writeHead(500).end('server error');
    if (req.url === '/stall') {
      res.writeHead(200, { 'content-type': 'application/zip' });
      return void res.write(Buffer.alloc(100));
    }
    const body = files.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port nobody listens on: open one, note it, close it.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const urls = (overrides: Record<string, string> = {}): Record<string, string> => ({
  hd: `${base}/HD2024.zip`,
  completions: `${base}/C2024_A.zip`,
  cip: `${base}/CIPCode2020.csv`,
  cipSoc: `${base}/CIP2020_SOC2018_Crosswalk.xlsx`,
  soc: `${base}/soc_2018_definitions.xlsx`,
  zcta: `${base}/gaz.zip`,
  geonames: `${base}/US.zip`,
  icPy: `${base}/IC2023_PY.zip`,
  icAy: `${base}/IC2022_AY.zip`,
  ic: `${base}/IC2023.zip`,
  oews: `${base}/oesm24nat.zip`,
  ...overrides,
});

describe('download from the publishers (a local server standing in)', () => {
  it('downloads, unpacks and converts every source, and the build reads them', async () => {
    const tmp = tempDir();
    try {
      const written = await downloadSources({ targetDir: tmp.dir, urls: urls(), log: silent });
      expect(written.map((f) => path.basename(f)).sort()).toEqual([
        'CIP2020_SOC2018_Crosswalk.xlsx',
        'CIPCode2020.csv',
        'c2024_a.csv',
        'gaz_zcta_national.txt',
        'hd2024.csv',
        'ic2022_ay.csv',
        'ic2023.csv',
        'ic2023_py.csv',
        'national_M2024_dl.xlsx',
        'soc_2018_definitions.xlsx',
        'zip_geonames_us.csv',
      ]);
      const dbPath = path.join(tmp.dir, 'db.sqlite');
      const report = await buildDatabase({ dbPath, dataDir: tmp.dir, log: silent });
      expect(report.totals).toMatchObject({
        ipedsInstitutions: 3,
        ipedsPrograms: 6,
        cipSocPairs: 4,
        occupations: 7,
        etplPrograms: 0,
      });
      expect(query(dbPath, 'SELECT name FROM institution WHERE id = 100003')).toEqual([
        { name: 'Gamma Beauté Institute' },
      ]);
      expect(query(dbPath, "SELECT latitude FROM zip WHERE zip = '78701'")).toEqual([
        { latitude: 30.270569 },
      ]);
      // The optional sources too, OEWS from BLS's workbook.
      expect(report.omitted).toEqual([]);
      expect(
        query(dbPath, "SELECT annual_median, top_coded FROM occupation_wage WHERE soc = '29-1141'"),
      ).toEqual([{ annual_median: 93_600, top_coded: 'annual_p75' }]);
      expect(query(dbPath, "SELECT value FROM build_info WHERE key = 'wage_year'")).toEqual([
        { value: 'May 2024' },
      ]);
    } finally {
      tmp.cleanup();
    }
  });

  it('an optional source the publisher does not serve is left out; the rest downloads', async () => {
    const tmp = tempDir();
    try {
      const lines: string[] = [];
      const written = await downloadSources({
        targetDir: tmp.dir,
        urls: urls({ oews: `${base}/nope.zip`, icAy: `${base}/fail` }),
        log: (l) => lines.push(l),
      });
      const names = written.map((f) => path.basename(f));
      expect(names).toContain('hd2024.csv');
      expect(names).toContain('ic2023_py.csv');
      expect(names).not.toContain('national_M2024_dl.xlsx');
      expect(names).not.toContain('ic2022_ay.csv');
      expect(lines.join('\n')).toMatch(/nope\.zip failed: HTTP 404 Not Found: left out \(optional\)/);
    } finally {
      tmp.cleanup();
    }
  });

  it.each([
    [
      'a server error',
      { completions: '/fail' },
      /download of http:\/\/127\.0\.0\.1:\d+\/fail failed: HTTP 500/,
    ],
    ['a missing file', { soc: '/nope.xlsx' }, /nope\.xlsx failed: HTTP 404/],
    [
      'a stalled transfer',
      { geonames: '/stall' },
      /\/stall failed: the server sent nothing for 300 ms \(stalled\)/,
    ],
    [
      'an archive without the file',
      { hd: '/C2024_A.zip' },
      /C2024_A\.zip is not usable: the archive holds no hd2024\.csv/,
    ],
    ['a refused connection', { cip: 'closed' }, /failed: ECONNREFUSED/],
  ])('%s: a clear error and no partial set of files', async (_name, override, message) => {
    const tmp = tempDir();
    try {
      const patched = Object.fromEntries(
        Object.entries(override).map(([k, v]) => [
          k,
          v === 'closed' ? `http://127.0.0.1:${closedPort}/x.csv` : `${base}${v}`,
        ]),
      );
      const failure = await downloadSources({
        targetDir: tmp.dir,
        urls: urls(patched),
        log: silent,
        idleTimeoutMs: 300,
      }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DataBuildError);
      expect((failure as Error).message).toMatch(message);
      expect(readdirSync(tmp.dir)).toEqual([]);
    } finally {
      tmp.cleanup();
    }
  });
});

describe('no data and no network: the demo dataset', () => {
  it('falls back to the demo files, labelled Demo data, and builds only once', async () => {
    const tmp = tempDir();
    try {
      const lines: string[] = [];
      const options = {
        dbPath: path.join(tmp.dir, 'training.db'),
        sourcesDir: path.join(tmp.dir, 'sources'),
        downloadUrls: urls({ hd: `${base}/fail` }),
        log: (line: string) => lines.push(line),
      };
      const first = await ensureDatabase(options);
      expect(first).toMatchObject({ built: true, dataKind: 'demo', report: { dataKind: 'demo' } });
      expect(lines.join('\n')).toMatch(/Download failed: .*HTTP 500[\s\S]*demo dataset/);
      expect(existsSync(path.join(tmp.dir, 'sources'))).toBe(true);
      expect(readdirSync(path.join(tmp.dir, 'sources'))).toEqual([]);
      expect(query(options.dbPath, "SELECT value FROM build_info WHERE key = 'data_kind'")).toEqual([
        { value: 'demo' },
      ]);
      const names = query<{ data_name: string }>(options.dbPath, 'SELECT data_name FROM source');
      expect(names.length).toBeGreaterThan(5);
      expect(names.every((n) => n.data_name.startsWith('Demo data: '))).toBe(true);
      expect(await ensureDatabase(options)).toEqual({ built: false, dataKind: 'demo' });
    } finally {
      tmp.cleanup();
    }
  });

  it('prefers DATA_DIR, then files in data/sources', async () => {
    const quirkyDir = path.join(FIXTURES, 'quirky');
    expect(await resolveSources({ dataDir: quirkyDir, log: silent })).toEqual({
      dir: quirkyDir,
      dataKind: 'real',
      origin: 'DATA_DIR',
    });
    expect(await resolveSources({ sourcesDir: quirkyDir, log: silent })).toEqual({
      dir: quirkyDir,
      dataKind: 'real',
      origin: 'data/sources',
    });
  });
});
