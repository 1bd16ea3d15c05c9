// Finds each source's file(s) in a data directory (top level first, then raw/) and says which are missing.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DataBuildError } from '../errors';
import { ETPL_FORMATS } from '../readers/etpl-formats/registry';
import type { EtplFormat } from '../readers/etpl-formats/etpl-format';

export interface SourceFiles {
  dir: string;
  hd: string;
  completions: string[];
  cip: string;
  cipSoc: string;
  soc: string;
  zcta?: string;
  geonames: string;
  etpl: { format: EtplFormat; files: string[] }[];
  /**
   * Optional sources of cost, length, online and pay (decision 0170): a build without them leaves those facts out
   * and says so.
   */
  icPy?: string;
  icAy?: string;
  ic?: string;
  oews?: string;
}

/** The optional sources, each with a label for reports and messages. */
export const OPTIONAL_PATTERNS = {
  icPy: { re: /^ic(\d{4})_py(_rv)?\.csv$/i, label: 'ic<year>_py.csv (IPEDS IC_PY program charges)' },
  icAy: { re: /^ic(\d{4})_ay(_rv)?\.csv$/i, label: 'ic<year>_ay.csv (IPEDS IC_AY academic-year charges)' },
  ic: { re: /^ic(\d{4})(_rv)?\.csv$/i, label: 'ic<year>.csv (IPEDS IC institutional characteristics)' },
  oews: {
    re: /^(?:national_oews_|national_m)(\d{4})(?:_dl)?\.(csv|xlsx)$/i,
    label: 'national_oews_<year>.csv or BLS national_M<year>_dl.xlsx (OEWS national wages)',
  },
} as const;
export type OptionalSource = keyof typeof OPTIONAL_PATTERNS;

const PATTERNS = {
  hd: { re: /^hd(\d{4})(_rv)?\.csv$/i, label: 'hd<year>.csv (IPEDS HD)' },
  completions: { re: /^c(\d{4})_a(_rv)?(_programs)?(\.part\d+)?\.csv$/i, label: 'c<year>_a.csv (IPEDS C_A)' },
  cip: { re: /^cipcode2020\.csv$/i, label: 'CIPCode2020.csv' },
  cipSoc: { re: /^cip2020_soc2018_crosswalk\.(csv|xlsx)$/i, label: 'CIP2020_SOC2018_Crosswalk.csv or .xlsx' },
  soc: {
    re: /^soc_?2018_definitions\.(csv|xlsx)$/i,
    label: 'soc2018_definitions.csv or soc_2018_definitions.xlsx',
  },
  zcta: { re: /(zcta.*\.csv|gaz_zcta_national\.txt)$/i, label: 'zcta…csv (Census ZCTA centroids)' },
  geonames: { re: /^zip_geonames.*\.csv$/i, label: 'zip_geonames_us.csv (GeoNames US postal codes)' },
};

function listFiles(dir: string): string[] {
  const top = readdirSync(dir).map((f) => path.join(dir, f));
  const raw = path.join(dir, 'raw');
  const nested = existsSync(raw) ? readdirSync(raw).map((f) => path.join(raw, f)) : [];
  return [...top, ...nested];
}

/**
 * A file's name as a publisher writes it. The shipped demo files carry a `demo-` prefix (decision 0004), so that
 * nothing committed is named like the real data files; the build reads them as the files they stand for.
 */
function sourceName(file: string): string {
  return path.basename(file).replace(/^demo-/i, '');
}

/** All files matching, from the first folder (top level, then raw/) that has any; CSV before XLSX. */
function matching(files: string[], re: RegExp): string[] {
  const hits = files.filter((f) => re.test(sourceName(f)));
  const firstDir = hits[0] ? path.dirname(hits[0]) : '';
  const sameDir = hits.filter((f) => path.dirname(f) === firstDir);
  const csv = sameDir.filter((f) => !f.toLowerCase().endsWith('.xlsx'));
  return (csv.length > 0 ? csv : sameDir).sort();
}

/** The newest year when several vintages sit side by side (hd2023.csv, hd2024.csv). */
function newestYear(files: string[], re: RegExp): string[] {
  const year = (f: string): string => sourceName(f).match(re)?.[1] ?? '';
  const newest = files.map(year).sort().at(-1);
  return files.filter((f) => year(f) === newest);
}

export function hasSourceFiles(dir: string): boolean {
  if (!existsSync(dir)) return false;
  const files = listFiles(dir);
  return files.some((f) => PATTERNS.hd.re.test(sourceName(f)));
}

export function findSourceFiles(dir: string): SourceFiles {
  if (!existsSync(dir)) throw new DataBuildError(`data directory ${dir} does not exist`, dir);
  const files = listFiles(dir);
  const required = (key: keyof typeof PATTERNS): string[] => {
    const { re, label } = PATTERNS[key];
    const found = newestYear(matching(files, re), re);
    if (found.length === 0) throw new DataBuildError(`missing source file ${label} in ${dir}`, label);
    return found;
  };
  const one = (key: keyof typeof PATTERNS): string => required(key)[0] ?? '';
  const optional = (key: OptionalSource): string | undefined => {
    const { re } = OPTIONAL_PATTERNS[key];
    return newestYear(matching(files, re), re)[0];
  };
  return {
    dir,
    hd: one('hd'),
    completions: required('completions'),
    cip: one('cip'),
    cipSoc: one('cipSoc'),
    soc: one('soc'),
    zcta: matching(files, PATTERNS.zcta.re)[0],
    geonames: one('geonames'),
    etpl: ETPL_FORMATS.map((format) => ({ format, files: matching(files, format.filePattern) })).filter(
      (e) => e.files.length > 0,
    ),
    icPy: optional('icPy'),
    icAy: optional('icAy'),
    ic: optional('ic'),
    oews: optional('oews'),
  };
}
