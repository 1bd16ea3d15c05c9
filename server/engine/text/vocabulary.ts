// Reads the job-seeker vocabulary table and finds its terms in a query (longest phrase first).
import { FILLER_WORDS, normalize, stem, STOP_WORDS } from './analyze';
import { PHRASING_WORDS } from './phrasing';
import { cognateCandidates } from './cognates';

/** English readings tried per Spanish word. */
const MAX_COGNATE_READINGS = 3;
import { VOCABULARY_TABLE } from './vocabulary-table';

/** Which credentials a term asks for; '' when it says nothing about them. */
export type LevelWish = '' | 'graduate' | 'doctorate' | 'bachelor' | 'associate' | 'certificate' | 'degree';
const LEVELS: readonly LevelWish[] = [
  '',
  'graduate',
  'doctorate',
  'bachelor',
  'associate',
  'certificate',
  'degree',
];

export interface VocabularyEntry {
  lang: 'en' | 'es';
  /** as written in the table (accents kept, for display); the first is the main term */
  terms: string[];
  label: string;
  /** 6-digit codes and 4-digit series, as written */
  cips: string[];
  /** related codes (written with a leading "+"): found, and ranked after the term's own */
  related: string[];
  socs: string[];
  level: LevelWish;
  note: string;
  /** line number in the table, for error messages */
  line: number;
}

/** Parses the table; a malformed line throws, naming it (the table is code: a bad edit must not ship). */
export function parseVocabulary(table: string = VOCABULARY_TABLE): VocabularyEntry[] {
  const out: VocabularyEntry[] = [];
  table.split('\n').forEach((raw, i) => {
    const text = raw.trim();
    if (text === '' || text.startsWith('#')) return;
    const cols = text.split('|').map((c) => c.trim());
    const [lang, terms, label, cips, socs, level, note] = cols;
    const bad = (why: string) => new Error(`vocabulary line ${i}: ${why}: ${text.slice(0, 80)}`);
    if (cols.length < 6 || cols.length > 7) throw bad('expected 6 or 7 columns');
    if (lang !== 'en' && lang !== 'es') throw bad(`unknown language "${lang}"`);
    if (!LEVELS.includes(level as LevelWish)) throw bad(`unknown level "${level}"`);
    const termList = (terms ?? '')
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean);
    if (termList.length === 0 || !label) throw bad('no terms or no label');
    const codes = (s: string | undefined) => (s ?? '').split(/\s+/).filter(Boolean);
    const cipList = codes(cips);
    out.push({
      lang,
      terms: termList,
      label,
      cips: cipList.filter((c) => !c.startsWith('+')),
      related: cipList.filter((c) => c.startsWith('+')).map((c) => c.slice(1)),
      socs: codes(socs),
      level: level as LevelWish,
      note: note ?? '',
      line: i,
    });
  });
  return out;
}

/** A term's key: its words' Porter stems without stop words ("Medical Assistants" and "medical assistant" meet). */
export function termKey(text: string): string {
  return normalize(text)
    .split(' ')
    .filter((w) => w !== '' && !STOP_WORDS.has(w))
    .map(stem)
    .join(' ');
}

/** What one term means: the union of every entry that lists it. */
export interface TermMeaning {
  key: string;
  /** the term as the table writes it (first entry listing it) */
  term: string;
  labels: string[];
  cips: string[];
  related: string[];
  socs: string[];
  level: LevelWish;
  langs: Array<'en' | 'es'>;
  /** where the term comes from: the reviewed table (default) or O*NET's job titles (decision 0180) */
  source?: 'table' | 'onet';
  /** O*NET: the O*NET-SOC codes listing the title */
  onetCodes?: string[];
}

/** A term the reviewed table does not hold, looked up by key (O*NET's job titles, job-title-meanings.ts). */
export interface MoreTerms {
  meaning(key: string): TermMeaning | undefined;
  /** most words in one of its terms */
  longest: number;
  /** the single words (normalised) of its terms: known to spelling (never corrected) and offered by it */
  words(): ReadonlySet<string>;
}

export interface VocabularyIndex {
  entries: VocabularyEntry[];
  byKey: Map<string, TermMeaning>;
  /** most words in one term */
  longest: number;
  /** job titles beyond the table; the table's meaning wins where both know a key */
  more?: MoreTerms;
}

/** The meaning of a term key: the reviewed table's, else a job title's. */
export function meaningOf(vocab: VocabularyIndex, key: string): TermMeaning | undefined {
  return vocab.byKey.get(key) ?? vocab.more?.meaning(key);
}

export function buildVocabularyIndex(
  entries: VocabularyEntry[] = parseVocabulary(),
  more?: MoreTerms,
): VocabularyIndex {
  const byKey = new Map<string, TermMeaning>();
  let longest = 1;
  const add = (key: string, term: string, e: VocabularyEntry) => {
    longest = Math.max(longest, key.split(' ').length);
    let m = byKey.get(key);
    if (!m) {
      m = { key, term, labels: [], cips: [], related: [], socs: [], level: '', langs: [] };
      byKey.set(key, m);
    }
    if (!m.labels.includes(e.label)) m.labels.push(e.label);
    for (const c of e.cips) if (!m.cips.includes(c)) m.cips.push(c);
    for (const c of e.related) if (!m.related.includes(c)) m.related.push(c);
    for (const s of e.socs) if (!m.socs.includes(s)) m.socs.push(s);
    if (!m.level) m.level = e.level;
    if (!m.langs.includes(e.lang)) m.langs.push(e.lang);
  };
  const joined: Array<[string, string, VocabularyEntry]> = [];
  for (const e of entries) {
    for (const term of e.terms) {
      const key = termKey(term);
      if (key === '') continue;
      add(key, term, e);
      const solid = joinedKey(term);
      if (solid !== '' && solid !== key) joined.push([solid, term, e]);
    }
  }
  // A term written as two words or with a hyphen is also found written solid ("x-ray" / "xray", "child care" /
  // "childcare", "pipe fitter" / "pipefitter"); a term the table lists itself keeps its own meaning.
  for (const [key, term, e] of joined) {
    const own = byKey.get(key);
    if (!own || own.term === term) add(key, term, e);
  }
  return { entries, byKey, longest: Math.max(longest, more?.longest ?? 0), ...(more ? { more } : {}) };
}

/** The key of a several-word term written as one word ("x-ray" → "xrai"); '' for a one-word term. */
function joinedKey(text: string): string {
  const parts = normalize(text)
    .split(' ')
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
  if (parts.length < 2 || parts.length > 3) return '';
  return stem(parts.join(''));
}

export interface QueryPart {
  /** the words as typed (normalised) */
  words: string[];
  /** set when these words are a vocabulary term */
  meaning?: TermMeaning;
}

/** A word that says nothing about the field ("program", "tech", "how"): never a term on its own (decision 0181). */
function isFiller(word: string): boolean {
  return FILLER_WORDS.has(word) || PHRASING_WORDS.has(word);
}

/** A job title whose every word is a filler ("Tech", "Program Specialist") names no field: not a term. */
function fillerOnly(words: readonly string[]): boolean {
  return words.every((w) => isFiller(w) || w === 'specialist' || w === 'worker');
}

/**
 * A table term inside a job title speaks for the same job when they share a SOC broad occupation (the first five
 * digits): "lab tech" (29-2012) inside "medical lab tech" (29-2011); "manager" inside "tour manager" does not.
 */
function sameField(table: TermMeaning, title: TermMeaning): boolean {
  const broad = (soc: string) => soc.slice(0, 6);
  const titleBroad = new Set(title.socs.map(broad));
  return table.socs.some((s) => titleBroad.has(broad(s)));
}

/** The union of a job title's meaning and the table terms inside its words ("medical lab tech" holds "lab tech"). */
function withTableTerms(m: TermMeaning, inner: TermMeaning[]): TermMeaning {
  if (inner.length === 0) return m;
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  return {
    ...m,
    labels: union(
      inner.flatMap((t) => t.labels),
      m.labels,
    ),
    cips: union(
      m.cips,
      inner.flatMap((t) => t.cips),
    ),
    related: union(
      m.related,
      inner.flatMap((t) => t.related),
    ),
    socs: union(
      m.socs,
      inner.flatMap((t) => t.socs),
    ),
  };
}

/**
 * Splits a query into vocabulary terms (longest first, left to right) and the words between them. Stop words are
 * left out (so "auxiliar enfermería" finds "auxiliar de enfermería"); lone letters stay, for terms like "cdl a".
 * The reviewed table and O*NET's job titles (decision 0180): a longer job title wins over a table term, unless the
 * words it adds are fillers ("xray tech" is the table's x-ray), and it takes in the meaning of the table terms
 * inside it; a filler word alone is never a term ("program" is no "programming"), except a kind of program.
 */
export function splitQuery(
  vocab: VocabularyIndex,
  keyword: string,
  /** a word the indexed titles use as written: lets Spanish words be read as English cognates (decision 0182) */
  isWord?: (word: string) => boolean,
): QueryPart[] {
  const words = normalize(keyword)
    .split(' ')
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
  const stems = words.map((w) => (/\d/.test(w) ? w : stem(w)));
  const key = (i: number, len: number) => stems.slice(i, i + len).join(' ');
  const tableAt = (i: number, maxLen: number): [TermMeaning, number] | undefined => {
    for (let len = Math.min(maxLen, words.length - i); len >= 1; len--) {
      const m = vocab.byKey.get(key(i, len));
      if (!m) continue;
      const levelOnly = m.cips.length === 0 && m.socs.length === 0 && m.level !== '';
      if (len === 1 && isFiller(words[i] ?? '') && !levelOnly) continue;
      return [m, len];
    }
    return undefined;
  };
  const titleAt = (i: number): [TermMeaning, number] | undefined => {
    if (!vocab.more) return undefined;
    for (let len = Math.min(vocab.more.longest, words.length - i); len >= 1; len--) {
      if (fillerOnly(words.slice(i, i + len))) continue;
      const m = vocab.more.meaning(key(i, len));
      if (m) return [m, len];
    }
    return undefined;
  };
  const english = (w: string) =>
    isWord && !isWord(w) ? cognateCandidates(w).filter(isWord).slice(0, MAX_COGNATE_READINGS) : [];
  /** A term the words at i mean once read as English cognates, in either order ("mecánico de aviación"). */
  const cognateAt = (i: number, len: 1 | 2): TermMeaning | undefined => {
    if (!isWord || i + len > words.length) return undefined;
    const readings = words.slice(i, i + len).map((w) => [w, ...english(w)]);
    if (readings.every((r) => r.length === 1)) return undefined;
    const [first = [], second = []] = readings;
    for (const a of first) {
      if (len === 1) {
        const m = meaningOf(vocab, stem(a));
        if (m && !(isFiller(a) && m.level === '')) return m;
        continue;
      }
      for (const b of second) {
        for (const k of [`${stem(b)} ${stem(a)}`, `${stem(a)} ${stem(b)}`]) {
          const m = meaningOf(vocab, k);
          if (m) return m;
        }
      }
    }
    return undefined;
  };
  const parts: QueryPart[] = [];
  for (let i = 0; i < words.length;) {
    const table = tableAt(i, vocab.longest);
    const title = titleAt(i);
    const tableLen = table?.[1] ?? 0;
    const longest = Math.max(tableLen, title?.[1] ?? 0);
    const cognate2 = longest < 2 ? cognateAt(i, 2) : undefined;
    const cognate1 = longest < 1 && !cognate2 ? cognateAt(i, 1) : undefined;
    let taken = 0;
    if (cognate2 || cognate1) {
      const len = cognate2 ? 2 : 1;
      parts.push({ words: words.slice(i, i + len), meaning: (cognate2 ?? cognate1) as TermMeaning });
      taken = len;
    } else if (title && title[1] > tableLen && !words.slice(i + tableLen, i + title[1]).every(isFiller)) {
      const len = title[1];
      const inner: TermMeaning[] = [];
      for (let j = i; j < i + len;) {
        const t = tableAt(j, i + len - j);
        if (t && sameField(t[0], title[0])) inner.push(t[0]);
        j += t?.[1] ?? 1;
      }
      parts.push({ words: words.slice(i, i + len), meaning: withTableTerms(title[0], inner) });
      taken = len;
    } else if (table) {
      parts.push({ words: words.slice(i, i + tableLen), meaning: table[0] });
      taken = tableLen;
    } else {
      parts.push({ words: [words[i] ?? ''] });
      taken = 1;
    }
    i += taken;
  }
  return parts;
}
