// Reads a free-text keyword into concepts: vocabulary terms and words, each with the ways a text can match it.
import { FILLER_WORDS, stem } from './analyze';
import { wordsWithPrefix, type TextIndex } from './text-index';
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

function wordAlternatives(ctx: QueryContext, w: string): Alternative[] {
  const own = stem(w);
  const alts: Alternative[] = [{ kind: 'stem', key: own, strong: true }];
  if (/\d/.test(w)) return alts;
  alts.push({ kind: 'derived', key: ctx.ix.derivedOf(w) });
  // Prefixes of longer words: "auto" -> automotive, automobile (weak: "nurse" also starts "nursery").
  if (w.length >= 4) {
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

export function readQuery(ctx: QueryContext, keyword: string): TextQuery {
  const parts = splitQuery(ctx.vocab, keyword);
  const concepts: Concept[] = [];
  const ignored: string[] = [];
  let level: LevelWish = '';
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    if (!part) continue;
    const m = part.meaning;
    if (m) {
      if (m.level && !level) level = m.level;
      // Credential words alone ("master", "graduate") steer the order; they are not something to match.
      if (m.cips.length === 0 && m.socs.length === 0 && m.level) continue;
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
    const filler = FILLER_WORDS.has(w);
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
  // Only filler words ("training program"): search them after all, rather than everything.
  if (!concepts.some((c) => c.required)) {
    for (const c of concepts) c.required = true;
    ignored.length = 0;
  }
  const kept = concepts.filter((c) => c.required).slice(0, MAX_CONCEPTS);
  return {
    concepts: kept,
    level,
    ignored,
  };
}
