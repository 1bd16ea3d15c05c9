// O*NET job titles as vocabulary terms (decision 0180): what people call a job → its occupations → the programs
// the NCES crosswalk maps those occupations to. The data build groups O*NET's titles by their term key (the words'
// stems, as queries are read) and stores them (`job_title`); the engine reads them back and finds them in queries
// beside the reviewed table (vocabulary-table.ts), which wins where both know a term.
import { termKey } from './vocabulary';

export type JobTitleSource = 'alternate' | 'short' | 'reported' | 'acronym';

export interface JobTitleTerm {
  /** stems of the title's words, as `termKey` writes them */
  key: string;
  /** as O*NET writes it (the first title with this key) */
  title: string;
  /** O*NET-SOC codes listing the title, sorted */
  onetCodes: string[];
  /** where O*NET lists it, sorted */
  sources: JobTitleSource[];
}

/**
 * A title naming more occupations than this (by SOC code) says no more than its words do: "Technician", "Driver",
 * "Assistant". It is left to the words.
 */
export const MAX_TITLE_OCCUPATIONS = 3;
/** Terms of more words are never typed whole; the split looks at most this far. */
export const MAX_TITLE_WORDS = 6;

export function jobTitleTerms(
  rows: ReadonlyArray<{ title: string; onetCode: string; source: JobTitleSource }>,
): JobTitleTerm[] {
  const byKey = new Map<string, { title: string; codes: Set<string>; sources: Set<JobTitleSource> }>();
  for (const r of rows) {
    const key = termKey(r.title);
    if (key === '' || key.split(' ').length > MAX_TITLE_WORDS) continue;
    let t = byKey.get(key);
    if (!t) byKey.set(key, (t = { title: r.title, codes: new Set(), sources: new Set() }));
    t.codes.add(r.onetCode);
    t.sources.add(r.source);
  }
  const out: JobTitleTerm[] = [];
  for (const [key, t] of byKey) {
    const socs = new Set([...t.codes].map((c) => c.slice(0, 7)));
    if (socs.size > MAX_TITLE_OCCUPATIONS) continue;
    out.push({ key, title: t.title, onetCodes: [...t.codes].sort(), sources: [...t.sources].sort() });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
