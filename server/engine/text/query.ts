// Reads a free-text keyword into concepts: vocabulary terms and words, each with the ways a text can match it.
import { FILLER_WORDS, stem } from './analyze';
import { cognateCandidates } from './cognates';
import { FILTER_PHRASES, lengthFilter, PHRASING_WORDS, type NamedFilter } from './phrasing';
import { knowsStem, wordsWithPrefix, type TextIndex } from './text-index';
import { splitQuery, type LevelWish, type TermMeaning, type VocabularyIndex } from './vocabulary';

/** One way a text can match a concept; strong ways rank above weak ones (decision 0061). */
export type Alternative =
  | { kind: 'stem'; key: string; strong: boolean }
  | { kind: 'derived'; key: string }
  | { kind: 'run'; stems: string[] }
  /** every word by its second key, anywhere in the text (weak): "truck drivers" in "Commercial Truck Driving" */
  | { kind: 'derivedAll'; keys: string[] };

export interface Concept {
  /** the words as typed (normalised) */
  words: string[];
  required: boolean;
  meaning?: TermMeaning;
  /** CIP codes the data build found these words to predict (a weaker signal than the table) */
  mined: string[];
  alts: Alternative[];
}

export interface TextQuery {
  concepts: Concept[];
  /** credentials the words ask for ("graduate", "bsn"…); '' = none said */
  level: LevelWish;
  /** filler words left out ("training", "near", "program") */
  ignored: string[];
  /** words that name a filter the page offers ("online", "cheap", "10 weeks"): shown, never searched (decision 0181) */
  filters: Array<{ words: string; filter: NamedFilter }>;
}

export interface QueryContext {
  ix: TextIndex;
  vocab: VocabularyIndex;
  /** mined term (stems joined by spaces) -> CIP codes */
  mined: Map<string, string[]>;
}

const MAX_CONCEPTS = 30;
const MAX_PREFIX_WORDS = 30;
/** a part of a split compound must reach at least this many programs ("cyber" + "security") */
const COMPOUND_PART_WEIGHT = 20;

/** Spanish cognates kept per unknown word (decision 0182). */
const MAX_COGNATES = 2;

function wordAlternatives(ctx: QueryContext, w: string): Alternative[] {
  const own = stem(w);
  const alts: Alternative[] = [{ kind: 'stem', key: own, strong: true }];
  if (/\d/.test(w)) return alts;
  alts.push({ kind: 'derived', key: ctx.ix.derivedOf(w) });
  const known = knowsStem(ctx.ix, own);
  // A word the titles do not know may be a Spanish cognate of one they do: "aviación" → aviation.
  if (!known) {
    const seen = new Set([own]);
    for (const english of cognateCandidates(w)) {
      if (seen.size > MAX_COGNATES) break;
      const s = stem(english);
      if ((ctx.ix.wordWeight.get(english) ?? 0) > 0 && !seen.has(s)) {
        seen.add(s);
        alts.push({ kind: 'stem', key: s, strong: true });
      }
    }
  }
  // Prefixes of longer words: "auto" -> automotive, automobile (weak: "nurse" also starts "nursery"). Not for a word
  // the published CIP or SOC titles use as a word of its own: "hospital" means a hospital, not hospitality.
  const titleWord = ctx.ix.cip.postings.has(own) || ctx.ix.soc.postings.has(own);
  if (w.length >= 4 && !titleWord) {
    const seen = new Set([own]);
    for (const longer of wordsWithPrefix(ctx.ix, w, MAX_PREFIX_WORDS)) {
      const s = stem(longer);
      if (longer.length >= w.length + 2 && !seen.has(s)) {
        seen.add(s);
        alts.push({ kind: 'stem', key: s, strong: false });
      }
    }
  }
  // A compound typed as one word: "cybersecurity" also matches "cyber security".
  if (w.length >= 7) {
    for (let cut = 3; cut <= w.length - 3; cut++) {
      const a = w.slice(0, cut);
      const b = w.slice(cut);
      const known = (x: string) => (ctx.ix.wordWeight.get(x) ?? 0) >= COMPOUND_PART_WEIGHT;
      if (known(a) && known(b)) alts.push({ kind: 'run', stems: [stem(a), stem(b)] });
    }
  }
  return alts;
}

function minedFor(ctx: QueryContext, stems: string[]): string[] {
  return ctx.mined.get(stems.join(' ')) ?? [];
}

/** The filter named by the plain words starting at parts[k], and how many parts it takes (longest first). */
function filterAt(parts: ReturnType<typeof splitQuery>, k: number): [NamedFilter, number] | undefined {
  const plain = (i: number) => {
    const p = parts[i];
    return p && !p.meaning ? (p.words[0] ?? '') : '';
  };
  for (let len = 3; len >= 1; len--) {
    const ws = Array.from({ length: len }, (_, i) => plain(k + i));
    if (ws.some((w) => w === '')) continue;
    const found = FILTER_PHRASES.get(ws.join(' '));
    if (found) return [found, len];
  }
  const length = lengthFilter(plain(k), plain(k + 1));
  return length ? [length, 2] : undefined;
}

export function readQuery(ctx: QueryContext, keyword: string): TextQuery {
  const parts = splitQuery(ctx.vocab, keyword, (w) => (ctx.ix.wordWeight.get(w) ?? 0) > 0);
  const concepts: Concept[] = [];
  const ignored: string[] = [];
  const filters: TextQuery['filters'] = [];
  /** words of credential and program-type terms */
  const kinds: string[][] = [];
  let level: LevelWish = '';
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    if (!part) continue;
    const named = filterAt(parts, k);
    if (named) {
      const [filter, len] = named;
      const words = parts
        .slice(k, k + len)
        .flatMap((p) => p.words)
        .join(' ');
      filters.push({ words, filter });
      concepts.push({ words: [words], required: false, mined: [], alts: [] });
      k += len - 1;
      continue;
    }
    const m = part.meaning;
    if (m) {
      if (m.level && !level) level = m.level;
      // Credential and program-type words ("master", "certificate", "apprenticeship") steer the order; they are
      // not something to match — unless nothing else is typed (below).
      if (m.cips.length === 0 && m.socs.length === 0 && m.level) {
        kinds.push(part.words);
        continue;
      }
      concepts.push({
        words: part.words,
        required: true,
        meaning: m,
        mined: [],
        alts: [
          { kind: 'run', stems: part.words.map(stem) },
          {
            kind: 'derivedAll',
            keys: part.words.filter((w) => w.length > 1).map((w) => ctx.ix.derivedOf(w)),
          },
        ],
      });
      continue;
    }
    const w = part.words[0] ?? '';
    if (w.length < 2 && !/\d/.test(w)) continue; // lone letters
    const next = parts[k + 1];
    // Two words typed apart that the titles write as one ("cyber security" -> "cybersecurity").
    const nextWord = next && !next.meaning ? (next.words[0] ?? '') : '';
    if (nextWord && (ctx.ix.wordWeight.get(w + nextWord) ?? 0) > 0) {
      concepts.push({
        words: [w, nextWord],
        required: true,
        mined: minedFor(ctx, [stem(w), stem(nextWord)]),
        alts: [
          { kind: 'run', stems: [stem(w), stem(nextWord)] },
          { kind: 'stem', key: stem(w + nextWord), strong: true },
        ],
      });
      k++;
      continue;
    }
    const filler = FILLER_WORDS.has(w) || PHRASING_WORDS.has(w);
    if (filler) ignored.push(w);
    concepts.push({
      words: [w],
      required: !filler,
      mined: minedFor(ctx, [stem(w)]),
      alts: wordAlternatives(ctx, w),
    });
  }
  // A bigram the data build found predictive adds its codes to both of its words.
  for (let k = 0; k + 1 < concepts.length; k++) {
    const a = concepts[k];
    const b = concepts[k + 1];
    if (!a || !b || a.meaning || b.meaning) continue;
    const codes = minedFor(ctx, [...a.words, ...b.words].map(stem));
    for (const c of codes) {
      if (!a.mined.includes(c)) a.mined.push(c);
      if (!b.mined.includes(c)) b.mined.push(c);
    }
  }
  // Only a kind of program ("apprenticeship", "certificate program"): the programs whose names say so.
  if (!concepts.some((c) => c.required) && kinds.length > 0) {
    for (const words of kinds)
      concepts.push({ words, required: true, mined: [], alts: [{ kind: 'run', stems: words.map(stem) }] });
  }
  // Only filler words ("training program"): search them after all, rather than everything. Filter words stay
  // filters: "online classes" lists everything, with the Online filter offered.
  if (!concepts.some((c) => c.required)) {
    for (const c of concepts) if (c.alts.length > 0) c.required = true;
    ignored.length = 0;
  }
  const kept = concepts.filter((c) => c.required).slice(0, MAX_CONCEPTS);
  return {
    concepts: kept,
    level,
    ignored,
    filters,
  };
}
