// Spanish words read through their English cognates (decision 0182): "aviación" → aviation, "fotografía" →
// photography, "mecánico" → mechanic, "respiratoria" → respiratory. No kept Spanish–English occupation glossary
// exists as a package, but most Spanish trade and health words are Latin cognates of the English ones, changed by a
// few regular spellings. A typed word the index does not know is rewritten by those rules, and a rewriting is kept
// only when it is a word the titles use (the caller checks): the rules invent candidates, the data decides.

/** Spanish endings and their English counterparts, longest first (accents already folded). */
const ENDINGS: ReadonlyArray<[string, string[]]> = [
  ['aciones', ['ations']],
  ['acion', ['ation']],
  ['ciones', ['tions']],
  ['cion', ['tion']],
  ['siones', ['sions']],
  ['sion', ['sion']],
  ['logia', ['logy']],
  ['grafia', ['graphy']],
  ['eria', ['ry', 'ery']],
  ['ria', ['ry']],
  ['cia', ['cy', 'ce']],
  ['ia', ['y', 'ia']],
  ['istas', ['ists', 'ians']],
  ['ista', ['ist', 'ian']],
  ['icos', ['ics', 'ical']],
  ['icas', ['ics', 'ical']],
  ['ico', ['ic', 'ical', 'ician']],
  ['ica', ['ic', 'ical', 'ics']],
  ['ismo', ['ism']],
  ['idad', ['ity']],
  ['dad', ['ty']],
  ['osos', ['ous']],
  ['oso', ['ous']],
  ['osa', ['ous']],
  ['orios', ['ory']],
  ['orio', ['ory']],
  ['oria', ['ory']],
  ['arios', ['ary']],
  ['ario', ['ary']],
  ['aria', ['ary']],
  ['ivos', ['ive']],
  ['ivo', ['ive']],
  ['iva', ['ive']],
  ['eros', ['ers']],
  ['ero', ['er']],
  ['era', ['er']],
  ['ores', ['ors']],
  ['ente', ['ent', 'ant']],
  ['ante', ['ant']],
  ['ales', ['als']],
  ['al', ['al']],
  ['ion', ['ion']],
  ['es', ['']],
  ['os', ['']],
  ['as', ['']],
  ['o', ['']],
  ['a', ['']],
  ['e', ['']],
];

/** Spellings Spanish simplified: ph, th, ch, y and doubled letters of the English word. */
const LETTERS: ReadonlyArray<[RegExp, string]> = [
  [/f/g, 'ph'],
  [/^t/g, 'th'],
  [/c(?=[aou])/g, 'ch'],
  [/i/g, 'y'],
  [/s(?=[aeiou])/g, 'ss'],
  [/n(?=[aeiou])/g, 'nn'],
  [/m(?=[aeiou])/g, 'mm'],
  [/qu/g, 'c'],
  [/cn/g, 'chn'],
];

const MAX_CANDIDATES = 48;

const memo = new Map<string, string[]>();
const MEMO = 5000;

/** English spellings a Spanish word may stand for, its own ending rewritten first; the word itself is not listed. */
export function cognateCandidates(word: string): string[] {
  let out = memo.get(word);
  if (!out) {
    out = candidatesOf(word);
    if (memo.size >= MEMO) memo.clear();
    memo.set(word, out);
  }
  return out;
}

function candidatesOf(word: string): string[] {
  if (word.length < 5 || /\d/.test(word)) return [];
  const out = new Set<string>();
  const stems: string[] = [];
  for (const [ending, english] of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      for (const e of english) stems.push(word.slice(0, -ending.length) + e);
    }
  }
  for (const s of stems) {
    out.add(s);
    for (const [re, to] of LETTERS) {
      if (out.size >= MAX_CANDIDATES) break;
      out.add(s.replace(re, to));
      // one letter at a time too ("higienista" → "hygienist": only the first i is a y)
      const m = re.source.startsWith('^') ? null : s.search(new RegExp(re.source));
      if (m !== null && m >= 0) out.add(s.replace(new RegExp(re.source), to));
    }
  }
  // Two spellings at once ("fotografía" → ph…ph, "mecánico" → ch + ic).
  for (const s of [...out]) {
    if (out.size >= MAX_CANDIDATES) break;
    for (const [re, to] of LETTERS) out.add(s.replace(re, to));
  }
  out.delete(word);
  return [...out].slice(0, MAX_CANDIDATES * 2);
}
