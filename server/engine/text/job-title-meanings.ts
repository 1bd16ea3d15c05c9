// What an O*NET job title means to the search (decision 0180): its occupations (SOC 2018 codes) and the programs the
// NCES CIP→SOC crosswalk maps them to. Built per key on first use (a query names a few), from the data's own
// crosswalk, so nothing is computed at start for the tens of thousands of titles no query names.
import type { EngineData } from '../data';
import { outsideDeadline } from '../deadline';
import { normalize } from './analyze';
import { MAX_TITLE_WORDS } from './job-titles';
import type { MoreTerms, TermMeaning } from './vocabulary';

const CACHE = 5000;

/** SOC code → CIP codes whose crosswalk occupations hold it. */
function cipsBySoc(d: EngineData): Map<string, string[]> {
  const out = new Map<string, string[]>();
  d.cipSocList.forEach((list, c) => {
    const code = d.cipCodes[c] ?? '';
    if (code.length !== 7) return;
    for (const s of d.socLists[list] ?? []) {
      const soc = d.socCodes[s] ?? '';
      const l = out.get(soc) ?? [];
      l.push(code);
      out.set(soc, l);
    }
  });
  return out;
}

export function jobTitleVocabulary(d: EngineData): MoreTerms | undefined {
  if (!d.jobTitles) return undefined; // a test's hand-made data has none
  let bySoc: Map<string, string[]> | undefined;
  let words: Set<string> | undefined;
  const cache = new Map<string, TermMeaning | null>();
  const build = (key: string): TermMeaning | null => {
    const row = outsideDeadline(d.jobTitles).get(key);
    if (!row) return null;
    bySoc ??= cipsBySoc(d);
    const [title, codes] = row;
    const onetCodes = codes.split(' ').filter(Boolean);
    const socs: string[] = [];
    const cips: string[] = [];
    const related: string[] = [];
    for (const code of onetCodes) {
      const soc = code.slice(0, 7);
      if (!d.socIndex.has(soc)) continue;
      if (!socs.includes(soc)) socs.push(soc);
      // An O*NET specialisation (29-1141.01 and so on) is narrower than its SOC code: the code's programs are
      // related to it, not what it is. A .00 occupation is its SOC code: its programs are what the title means.
      const target = code.endsWith('.00') ? cips : related;
      for (const c of bySoc.get(soc) ?? []) if (!target.includes(c)) target.push(c);
    }
    const labels = socs.map((s) => d.socTitles[d.socIndex.get(s) ?? -1] ?? s);
    return {
      key,
      term: title,
      labels,
      cips,
      related: related.filter((c) => !cips.includes(c)),
      socs,
      level: '',
      langs: ['en'],
      source: 'onet',
      onetCodes,
    };
  };
  return {
    longest: MAX_TITLE_WORDS,
    meaning(key) {
      let m = cache.get(key);
      if (m === undefined) {
        m = build(key);
        if (cache.size >= CACHE) cache.clear();
        cache.set(key, m);
      }
      return m ?? undefined;
    },
    words() {
      if (!words) {
        words = new Set<string>();
        for (const title of outsideDeadline(d.jobTitles).titles())
          for (const w of normalize(title).split(' ')) if (w.length > 1) words.add(w);
      }
      return words;
    },
  };
}
