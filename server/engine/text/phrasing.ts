// Everyday phrasing around a field (decision 0181): words that carry no field ("how to become", "learn", "work as",
// "jobs in", "quiero trabajar como"), never required and never a reason to narrow; and words that name a filter
// the page offers ("online", "evening", "cheap", "free", "short", "weekend", "Pell", "10 weeks"), shown to the user
// as that filter (SearchedOn.UnderstoodAs, Source "Filter") instead of being searched for or applied silently.
import { daleChall } from 'dale-chall';
import { FILLER_WORDS, STOP_WORDS } from './analyze';

/** Words of a job seeker's sentence that say nothing about the field, English and Spanish (accents folded). */
export const PHRASING_WORDS: ReadonlySet<string> = new Set(
  // English: the sentence around the field
  (
    'how do does can could should would will i im want wanna need be become becoming get getting got learn ' +
    'learning study studying work working jobs job my your what where which who when whats best good great top ' +
    'start starting beginner beginners entry level hiring hire pay paid that take takes taking accept accepts ' +
    'eligible is are this there here about find looking look go going into near nearby me ' +
    'local area around course courses class classes training school schools program programs professional ' +
    // Spanish: como ser, quiero trabajar como, cerca de mi, donde estudiar…
    'como ser quiero quisiera trabajar trabajo trabajos empleo empleos aprender estudiar estudio cerca mi mis ' +
    'donde que cual busco buscar hacer puedo necesito hay un una unos lo al cursos curso clases clase ' +
    'escuela escuelas programa programas carrera carreras entrenamiento capacitacion formacion profesional ' +
    'profesionales'
  ).split(' '),
);

/** A filter a word names: a v2 query parameter or path segment and the value the page would set. */
export interface NamedFilter {
  /** `programFormat` (path segment), `filterBySource` (path segment) or an added query parameter (decision 0070) */
  param: 'programFormat' | 'filterBySource' | 'maxCost' | 'maxWeeks' | 'pell' | 'flexibleHours';
  value: string;
}

const ONLINE: NamedFilter = { param: 'programFormat', value: 'Online' };
const FLEXIBLE: NamedFilter = { param: 'flexibleHours', value: 'yes' };
const CHEAP: NamedFilter = { param: 'maxCost', value: '5000' };
/** "Free training" is what WIOA funding pays for: the WIOA-eligible list is the filter the page has for it. */
const FREE: NamedFilter = { param: 'filterBySource', value: 'Y' };
const SHORT: NamedFilter = { param: 'maxWeeks', value: '12' };
const PELL: NamedFilter = { param: 'pell', value: 'yes' };

/** Phrases (stop words left out, accents folded) that name a filter; the longest is taken first. */
export const FILTER_PHRASES: ReadonlyMap<string, NamedFilter> = new Map([
  ['online', ONLINE],
  ['virtual', ONLINE],
  ['remote', ONLINE],
  ['distance learning', ONLINE],
  ['linea', ONLINE], // "en línea"
  ['distancia', ONLINE], // "a distancia"
  ['evening', FLEXIBLE],
  ['evenings', FLEXIBLE],
  ['night', FLEXIBLE],
  ['nights', FLEXIBLE],
  ['weekend', FLEXIBLE],
  ['weekends', FLEXIBLE],
  ['part time', FLEXIBLE],
  ['flexible', FLEXIBLE],
  ['noche', FLEXIBLE],
  ['noches', FLEXIBLE],
  ['nocturno', FLEXIBLE],
  ['nocturnas', FLEXIBLE],
  ['fin semana', FLEXIBLE],
  ['fines semana', FLEXIBLE],
  ['medio tiempo', FLEXIBLE],
  ['tiempo parcial', FLEXIBLE],
  ['cheap', CHEAP],
  ['cheapest', CHEAP],
  ['affordable', CHEAP],
  ['inexpensive', CHEAP],
  ['low cost', CHEAP],
  ['barato', CHEAP],
  ['barata', CHEAP],
  ['baratos', CHEAP],
  ['baratas', CHEAP],
  ['economico', CHEAP],
  ['economicos', CHEAP],
  ['free', FREE],
  ['no cost', FREE],
  ['gratis', FREE],
  ['gratuito', FREE],
  ['gratuitos', FREE],
  ['short', SHORT],
  ['quick', SHORT],
  ['fast', SHORT],
  ['rapido', SHORT],
  ['rapidos', SHORT],
  ['corto', SHORT],
  ['cortos', SHORT],
  ['pell', PELL],
  ['pell grant', PELL],
  ['beca pell', PELL],
]);

/** A length typed as a number and a unit ("10 week", "6 months", "8 semanas"): at most that many weeks. */
const UNIT_WEEKS: Record<string, number> = {
  week: 1,
  weeks: 1,
  wk: 1,
  wks: 1,
  month: 4.35,
  months: 4.35,
  semana: 1,
  semanas: 1,
  mes: 4.35,
  meses: 4.35,
};
export function lengthFilter(numberWord: string, unitWord: string): NamedFilter | undefined {
  const n = Number(numberWord);
  const per = UNIT_WEEKS[unitWord];
  if (!per || !Number.isInteger(n) || n < 1 || n > 520) return undefined;
  return { param: 'maxWeeks', value: String(Math.ceil(n * per)) };
}

/**
 * Words everyone knows (never "corrected"): the New Dale-Chall list of familiar American-English words (wooorm's
 * dale-chall, 2,942 words), the phrasing and filter words, fillers and stop words.
 */
export const FAMILIAR_WORDS: ReadonlySet<string> = new Set([
  ...daleChall.map((w) => w.toLowerCase()),
  ...PHRASING_WORDS,
  ...[...FILTER_PHRASES.keys()].flatMap((p) => p.split(' ')),
  ...Object.keys(UNIT_WEEKS),
  ...FILLER_WORDS,
  ...STOP_WORDS,
]);
