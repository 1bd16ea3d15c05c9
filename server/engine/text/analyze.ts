// Text analysis shared by the index and the queries: normalise, split into words, drop stop words, stem.
import { stemmer } from 'stemmer';

/** Words too common in titles and queries to tell programs apart ("and", "of"…); never indexed, never required. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'near',
  // Spanish function words, for the vocabulary's Spanish terms ("auxiliar de enfermería").
  'de',
  'del',
  'el',
  'la',
  'las',
  'los',
  'en',
  'para',
  'por',
  'con',
  'y',
]);

/**
 * Words people add to say what kind of thing they want ("welding classes", "CNA training near me"): never required,
 * since program titles seldom carry them. A query made only of them still searches them (decision 0061).
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'training',
  'trainings',
  'train',
  'class',
  'classes',
  'course',
  'courses',
  'program',
  'programs',
  'programme',
  'certification',
  'certifications',
  'certificate',
  'certificates',
  'certified',
  'license',
  'licensing',
  'licensure',
  'school',
  'schools',
  'college',
  'colleges',
  'me',
  'job',
  'jobs',
  'career',
  'careers',
  'degree',
  'degrees',
  'diploma',
  'become',
  'becoming',
  'how',
  'online',
  'local',
  'nearby',
  'free',
  'cheap',
  'affordable',
  'best',
  'top',
  'evening',
  'weekend',
  // "pharmacy tech", "HVAC technician": the trade says it; titles write Technology, Technician, Specialist…
  'tech',
  'techs',
  'technician',
  'technicians',
  'curso',
  'cursos',
  'clase',
  'clases',
  'programa',
  'programas',
  'entrenamiento',
  'capacitacion',
  'escuela',
  'certificado',
  'certificacion',
  'carrera',
  'trabajo',
]);

/** Lower case, accents folded, apostrophes dropped ("Bachelor's" -> "bachelors"), everything else not a letter or digit a space. */
export function normalize(text: string): string {
  // Accent folding only when there is something to fold: most texts are plain ASCII.
  const folded = /[^ -~]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return folded
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text as written (normalised), stop words and lone letters left out. */
export function words(text: string): string[] {
  const norm = normalize(text);
  if (norm === '') return [];
  return norm.split(' ').filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
}

const stemCache = new Map<string, string>();

/**
 * Words Porter strips to the stem of a word with another meaning (decision 0181): "hospitality" is no "hospital",
 * "organization" no "organ", "humanities" no "human", "personality" no "person". Found by listing the stem classes
 * of CIP, SOC and O*NET title words that join a word to a longer one ending in -ity/-ization; each keeps its own key.
 */
const OWN_STEMS: ReadonlyMap<string, string> = new Map([
  ['hospitality', 'hospitality'],
  ['hospitalities', 'hospitality'],
  ['organization', 'organization'],
  ['organizations', 'organization'],
  ['organizational', 'organization'],
  ['humanities', 'humanity'],
  ['humanity', 'humanity'],
  ['personality', 'personality'],
  ['personalities', 'personality'],
  ['majority', 'majority'],
  ['minority', 'minority'],
  ['minorities', 'minority'],
  ['publicity', 'publicity'],
  ['capitalization', 'capitalization'],
  ['civilization', 'civilization'],
  ['civilizations', 'civilization'],
  // "avionics" is no Spanish "avión" (airplane)
  ['avionics', 'avionics'],
]);

/** Raised when the keys words are stemmed to change: a database's stored job-title keys are then read again. */
export const TEXT_KEYS_VERSION = '3';

/** Porter stem of one normalised word (digits kept as they are); memoised, the vocabulary is small. */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /\d/.test(word) ? word : (OWN_STEMS.get(word) ?? stemmer(word));
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

/**
 * Porter leaves a final "i" for a final "y" ("therapi", "certifi"); the second key drops it ("therap", "certif") when
 * what is left is long enough not to meet an unrelated word ("polici" stays: "polic" is police).
 */
function trimI(s: string): string {
  return s.length > 6 && s.endsWith('i') ? s.slice(0, -1) : s;
}

/** Words that end like agent nouns but are not one ("career" is no "care"-er); measured on the real titles. */
const NOT_AGENT: ReadonlySet<string> = new Set(
  (
    'career careers center centers counter counters interior superior senior junior corner water paper power order ' +
    'other under offer matter border cancer chapter letter member number winter summer greater higher shorter ' +
    'physician physicians officer officers tractor tractors trailer trailers united minor major motor sector'
  ).split(' '),
);

/** Agent and state suffixes Porter keeps apart from the activity: driver/driving, teacher/teaching, childhood/child. */
const DERIVATIONAL_SUFFIXES = ['hood', 'ship', 'ers', 'er', 'ors', 'or', 'ists', 'ist', 'ians', 'ian'];

/**
 * The second, more aggressive key of a word (decision 0061): its Porter stem without a trailing "i", or — when the
 * word ends in an agent suffix and the rest, as written, with an "e" added or with a doubled last letter undone,
 * stems to another known stem — that stem. Only stems `known` to the index count, so a key is never invented.
 */
export function derivedKey(word: string, known: (s: string) => boolean): string {
  const own = trimI(stem(word));
  if (word.length < 5 || /\d/.test(word) || NOT_AGENT.has(word)) return own;
  for (const suffix of DERIVATIONAL_SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length);
    if (base.length < 3) continue;
    const undoubled = /(.)\1$/.test(base) ? base.slice(0, -1) : base;
    // A three-letter rest only with its "e" back ("coder" -> "code"); "labor" is no "lab"-or.
    const candidates = base.length < 4 ? [`${base}e`] : [`${base}e`, base, undoubled];
    for (const candidate of candidates) {
      const s = trimI(stem(candidate));
      if (s !== own && known(s)) return s;
    }
    return own;
  }
  return own;
}

/** The stems of a text in order (duplicates kept, for phrase checks). */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** True when `needle` occurs as a contiguous run inside `hay`. */
export function containsRun(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
