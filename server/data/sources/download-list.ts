// The publishers' official download URLs and how each download becomes a file the build reads.
import { unzip } from './unzip';

export interface DownloadedFile {
  name: string;
  data: Buffer;
}

export interface DownloadSpec {
  key: string;
  url: string;
  /** A source the build can do without (decision 0170): a failed download leaves it out instead of failing all. */
  optional?: boolean;
  /** Turns the downloaded bytes into the file(s) to keep, named as the build expects. */
  unpack: (bytes: Buffer) => DownloadedFile[];
}

/** The vintage the project is built for; newer years only need these two numbers changed. */
export const IPEDS_YEAR = 2024;
/** The optional sources' vintages (decision 0170): IC and IC_PY of 2023-24, IC_AY of 2022-23, OEWS of May 2024. */
export const IC_YEAR = 2023;
export const IC_AY_YEAR = 2022;
export const OEWS_YEAR = 2024;

export const OFFICIAL_URLS: Readonly<Record<string, string>> = {
  hd: `https://nces.ed.gov/ipeds/datacenter/data/HD${IPEDS_YEAR}.zip`,
  completions: `https://nces.ed.gov/ipeds/datacenter/data/C${IPEDS_YEAR}_A.zip`,
  cip: 'https://nces.ed.gov/ipeds/cipcode/Files/CIPCode2020.csv',
  cipSoc: 'https://nces.ed.gov/ipeds/cipcode/Files/CIP2020_SOC2018_Crosswalk.xlsx',
  soc: 'https://www.bls.gov/soc/2018/soc_2018_definitions.xlsx',
  zcta: 'https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2021_Gazetteer/2021_Gaz_zcta_national.zip',
  geonames: 'https://download.geonames.org/export/zip/US.zip',
  icPy: `https://nces.ed.gov/ipeds/datacenter/data/IC${IC_YEAR}_PY.zip`,
  icAy: `https://nces.ed.gov/ipeds/datacenter/data/IC${IC_AY_YEAR}_AY.zip`,
  ic: `https://nces.ed.gov/ipeds/datacenter/data/IC${IC_YEAR}.zip`,
  oews: `https://www.bls.gov/oes/special-requests/oesm${String(OEWS_YEAR).slice(2)}nat.zip`,
};

const GEONAMES_HEADER =
  'country_code,postal_code,place_name,admin_name1,admin_code1,admin_name2,admin_code2,admin_name3,admin_code3,latitude,longitude,accuracy';

/** Older NCES files are Windows-1252; the build reads UTF-8 only, so downloads are converted once here. */
export function toUtf8(bytes: Buffer): Buffer {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return bytes;
  } catch {
    return Buffer.from(new TextDecoder('windows-1252').decode(bytes), 'utf8');
  }
}

/** The one entry of an archive whose name matches (NCES zips may also hold a revised _rv file: it wins). */
function entry(bytes: Buffer, pattern: RegExp, label: string): Buffer {
  const matches = unzip(bytes).filter((e) => pattern.test(e.name.split('/').pop() ?? ''));
  const chosen = matches.find((e) => /_rv\./i.test(e.name)) ?? matches[0];
  if (!chosen) throw new Error(`the archive holds no ${label}`);
  return chosen.data;
}

/** GeoNames US.txt is tab-separated without a header and may quote nothing: rewrite it as the CSV the build reads. */
function geonamesCsv(tsv: Buffer): Buffer {
  const quote = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = tsv
    .toString('utf8')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  return Buffer.from(
    [GEONAMES_HEADER, ...lines.map((l) => l.split('\t').map(quote).join(','))].join('\n') + '\n',
  );
}

export function downloadSpecs(urls: Readonly<Record<string, string>> = {}): DownloadSpec[] {
  const url = (key: string): string => urls[key] ?? OFFICIAL_URLS[key] ?? '';
  const y = IPEDS_YEAR;
  return [
    {
      key: 'hd',
      url: url('hd'),
      unpack: (b) => [{ name: `hd${y}.csv`, data: toUtf8(entry(b, /^hd\d{4}(_rv)?\.csv$/i, `hd${y}.csv`)) }],
    },
    {
      key: 'completions',
      url: url('completions'),
      unpack: (b) => [
        { name: `c${y}_a.csv`, data: toUtf8(entry(b, /^c\d{4}_a(_rv)?\.csv$/i, `c${y}_a.csv`)) },
      ],
    },
    { key: 'cip', url: url('cip'), unpack: (b) => [{ name: 'CIPCode2020.csv', data: toUtf8(b) }] },
    {
      key: 'cipSoc',
      url: url('cipSoc'),
      unpack: (b) => [{ name: 'CIP2020_SOC2018_Crosswalk.xlsx', data: b }],
    },
    { key: 'soc', url: url('soc'), unpack: (b) => [{ name: 'soc_2018_definitions.xlsx', data: b }] },
    {
      key: 'zcta',
      url: url('zcta'),
      unpack: (b) => [
        { name: 'gaz_zcta_national.txt', data: entry(b, /gaz_zcta_national\.txt$/i, 'ZCTA Gazetteer file') },
      ],
    },
    {
      key: 'geonames',
      url: url('geonames'),
      unpack: (b) => [{ name: 'zip_geonames_us.csv', data: geonamesCsv(entry(b, /^US\.txt$/i, 'US.txt')) }],
    },
    // Optional (decision 0170): cost, length, online offer and pay.
    ...(
      [
        ['icPy', `ic${IC_YEAR}_py.csv`, /^ic\d{4}_py(_rv)?\.csv$/i],
        ['icAy', `ic${IC_AY_YEAR}_ay.csv`, /^ic\d{4}_ay(_rv)?\.csv$/i],
        ['ic', `ic${IC_YEAR}.csv`, /^ic\d{4}(_rv)?\.csv$/i],
      ] as const
    ).map(([key, name, pattern]) => ({
      key,
      optional: true,
      url: url(key),
      unpack: (b: Buffer) => [{ name, data: toUtf8(entry(b, pattern, name)) }],
    })),
    {
      key: 'oews',
      optional: true,
      url: url('oews'),
      unpack: (b) => {
        const name = `national_M${OEWS_YEAR}_dl.xlsx`;
        return [{ name, data: entry(b, /^national_M\d{4}_dl\.xlsx$/i, name) }];
      },
    },
  ];
}
