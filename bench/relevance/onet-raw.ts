// Reads the O*NET 29.3 title files and the NCES CIP→SOC crosswalk for the judge and the judged title queries
// (decision 0180). Independent of server/, like raw-sources.ts: an O*NET title's relevant programs are worked out
// from the published files (title → O*NET-SOC occupation → SOC 2018 code → the CIP codes the crosswalk maps it
// to), never from the engine.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from './raw-sources';

export interface OnetTitle {
  /** as O*NET writes it */
  title: string;
  /** O*NET-SOC code, e.g. 47-2111.00 */
  code: string;
  source: 'alternate' | 'short' | 'reported';
  /** reported titles: O*NET's own "Shown in My Next Move" flag */
  shownInMyNextMove?: boolean;
}

export interface OnetRaw {
  /** O*NET-SOC code → occupation title */
  occupations: Map<string, string>;
  /** O*NET-SOC code → job zone (1–5) */
  jobZones: Map<string, number>;
  titles: OnetTitle[];
  /** lower-cased title → O*NET-SOC codes listing it (alternate, short or reported) */
  codesOfTitle: Map<string, Set<string>>;
  /** SOC 2018 detailed code → CIP 2020 codes the NCES crosswalk maps to it (99.9999 "no match" left out) */
  cipsOfSoc: Map<string, string[]>;
  /** CIP code → title */
  cipTitles: Map<string, string>;
}

function tsv(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split('\t'));
}

export function readOnetRaw(dataDir: string): OnetRaw {
  const dir = path.join(dataDir, 'onet_29_3');
  if (!existsSync(dir))
    throw new Error(`${dir}: no O*NET 29.3 folder (occupation_data.txt, alternate_titles.txt…)`);
  const occupations = new Map(
    tsv(path.join(dir, 'occupation_data.txt')).map((r) => [r[0] ?? '', r[1] ?? '']),
  );
  const jobZones = new Map(tsv(path.join(dir, 'job_zones.txt')).map((r) => [r[0] ?? '', Number(r[2])]));
  const titles: OnetTitle[] = [];
  for (const [code = '', , title = '', short = ''] of tsv(path.join(dir, 'alternate_titles.txt'))) {
    titles.push({ title, code, source: 'alternate' });
    if (short.trim() !== '') titles.push({ title: short.trim(), code, source: 'short' });
  }
  for (const [code = '', , title = '', shown = ''] of tsv(path.join(dir, 'sample_of_reported_titles.txt')))
    titles.push({ title, code, source: 'reported', shownInMyNextMove: shown.trim() === 'Y' });
  const codesOfTitle = new Map<string, Set<string>>();
  for (const t of titles) {
    const key = t.title.toLowerCase();
    const set = codesOfTitle.get(key) ?? new Set<string>();
    set.add(t.code);
    codesOfTitle.set(key, set);
  }
  const cipsOfSoc = new Map<string, string[]>();
  const cipTitles = new Map<string, string>();
  for (const r of readCsv(path.join(dataDir, 'CIP2020_SOC2018_Crosswalk.csv'))) {
    const cip = (r.CIP2020Code ?? '').trim();
    const soc = (r.SOC2018Code ?? '').trim();
    cipTitles.set(cip, (r.CIP2020Title ?? '').replace(/\.$/, ''));
    if (cip === '99.9999' || soc === '' || soc === '99-9999') continue;
    const list = cipsOfSoc.get(soc) ?? [];
    if (!list.includes(cip)) list.push(cip);
    cipsOfSoc.set(soc, list);
  }
  return { occupations, jobZones, titles, codesOfTitle, cipsOfSoc, cipTitles };
}

/** The CIP codes the crosswalk maps an O*NET-SOC occupation's SOC 2018 code to (its first 7 characters). */
export function crosswalkCips(onet: OnetRaw, onetSocCode: string): string[] {
  return [...(onet.cipsOfSoc.get(onetSocCode.slice(0, 7)) ?? [])].sort();
}
