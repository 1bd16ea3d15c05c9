// O*NET 29.3 job titles (decision 0180): what people call a job, mapped to its O*NET-SOC occupation. Reads the
// tab-delimited text release — Alternate Titles (with Short Titles such as "CNA" or "RDH"), Sample of Reported
// Titles and Occupation Data — under O*NET's own file names ("Alternate Titles.txt") or snake-case ones
// ("alternate_titles.txt"), at the top of the source folder, in raw/, or in an `onet…` folder beside them.
// Optional: without these files the build keeps going and the vocabulary has no job titles.
// O*NET 29.3 Database by USDOL/ETA, used under CC BY 4.0 (attribution: README and the About page).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { JobTitleSource } from '../../engine/text/job-titles';
import { FileTally } from '../report';

export interface JobTitleRow {
  /** as O*NET writes it ("Registered Dental Hygienist", "RDH") */
  title: string;
  /** O*NET-SOC code, e.g. 29-1292.00 */
  onetCode: string;
  source: JobTitleSource;
}

export interface OnetFiles {
  alternate: string;
  reported?: string;
  occupations?: string;
}

const NAMES = {
  alternate: /^alternate[ _]titles\.txt$/i,
  reported: /^sample[ _]of[ _]reported[ _]titles\.txt$/i,
  occupations: /^occupation[ _]data\.txt$/i,
};

/** The O*NET files in a source folder, or undefined when it has no Alternate Titles file. */
export function findOnetFiles(dir: string): OnetFiles | undefined {
  if (!existsSync(dir)) return undefined;
  const folders = [dir, path.join(dir, 'raw')].filter(existsSync);
  for (const f of [...folders]) {
    for (const entry of readdirSync(f, { withFileTypes: true }))
      if (entry.isDirectory() && /^onet/i.test(entry.name)) folders.push(path.join(f, entry.name));
  }
  for (const folder of folders) {
    const files = readdirSync(folder);
    const pick = (re: RegExp) => files.find((name) => re.test(name.replace(/^demo-/i, '')));
    const alternate = pick(NAMES.alternate);
    if (!alternate) continue;
    const reported = pick(NAMES.reported);
    const occupations = pick(NAMES.occupations);
    return {
      alternate: path.join(folder, alternate),
      ...(reported ? { reported: path.join(folder, reported) } : {}),
      ...(occupations ? { occupations: path.join(folder, occupations) } : {}),
    };
  }
  return undefined;
}

/** Rows of a tab-delimited O*NET file by header name; cells hold no tabs or newlines. */
function readTsv(file: string): { rows: string[][]; col: (name: string) => number } {
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((h) => h.trim().toLowerCase());
  const col = (name: string) => {
    const i = header.indexOf(name.toLowerCase());
    if (i < 0) throw new Error(`${path.basename(file)}: no column "${name}"`);
    return i;
  };
  return {
    rows: lines
      .slice(1)
      .filter((l) => l.trim() !== '')
      .map((l) => l.split('\t')),
    col,
  };
}

const ONET_CODE = /^\d{2}-\d{4}\.\d{2}$/;
/** An acronym inside a title ("GIS" in "GIS Analyst", "CNC" in "CNC Machinist"): 2–6 capitals, maybe with digits. */
const ACRONYM = /^[A-Z][A-Z0-9]{1,5}$/;

/**
 * A title without its parenthesised part, and that part: O*NET writes "Registered Dental Hygienist (RDH)" and
 * "GIS Analyst (Geographic Information Systems Analyst)"; each half is a title people type.
 */
function halves(title: string): string[] {
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(title);
  return (m ? [m[1] ?? '', m[2] ?? ''] : [title]).map((t) => t.trim()).filter((t) => t !== '');
}

export function readOnetTitles(files: OnetFiles): {
  rows: JobTitleRow[];
  occupations: Map<string, string>;
  tallies: FileTally[];
} {
  const rows: JobTitleRow[] = [];
  const occupations = new Map<string, string>();
  const tallies: FileTally[] = [];
  if (files.occupations) {
    const tally = new FileTally([files.occupations]);
    const { rows: data, col } = readTsv(files.occupations);
    const [code, title] = [col('O*NET-SOC Code'), col('Title')];
    for (const r of data) {
      tally.read();
      const c = (r[code] ?? '').trim();
      if (!ONET_CODE.test(c)) tally.reject('not an O*NET-SOC code');
      else {
        occupations.set(c, (r[title] ?? '').trim());
        tally.keep();
      }
    }
    tallies.push(tally);
  }
  const add = (title: string, onetCode: string, source: JobTitleSource) => {
    for (const t of halves(title))
      rows.push({ title: t, onetCode, source: ACRONYM.test(t) ? 'short' : source });
    // Acronyms written inside a longer title are titles of their own ("GIS" of "GIS Analyst").
    for (const word of title.split(/[\s/,()-]+/))
      if (ACRONYM.test(word) && /[A-Z].*[A-Z]/.test(word) && word !== title.trim())
        rows.push({ title: word, onetCode, source: 'acronym' });
  };
  const alternate = new FileTally([files.alternate]);
  {
    const { rows: data, col } = readTsv(files.alternate);
    const [code, alt, short] = [col('O*NET-SOC Code'), col('Alternate Title'), col('Short Title')];
    for (const r of data) {
      alternate.read();
      const c = (r[code] ?? '').trim();
      const title = (r[alt] ?? '').trim();
      if (!ONET_CODE.test(c)) alternate.reject('not an O*NET-SOC code');
      else if (title === '') alternate.reject('no title');
      else {
        add(title, c, 'alternate');
        const s = (r[short] ?? '').trim();
        if (s !== '' && s.toLowerCase() !== 'n/a') rows.push({ title: s, onetCode: c, source: 'short' });
        alternate.keep();
      }
    }
  }
  tallies.push(alternate);
  if (files.reported) {
    const tally = new FileTally([files.reported]);
    const { rows: data, col } = readTsv(files.reported);
    const [code, title] = [col('O*NET-SOC Code'), col('Reported Job Title')];
    for (const r of data) {
      tally.read();
      const c = (r[code] ?? '').trim();
      const t = (r[title] ?? '').trim();
      if (!ONET_CODE.test(c)) tally.reject('not an O*NET-SOC code');
      else if (t === '') tally.reject('no title');
      else {
        add(t, c, 'reported');
        tally.keep();
      }
    }
    tallies.push(tally);
  }
  return { rows, occupations, tallies };
}
