// The mock suggest operation: terms, program and occupation titles and places of the mock dataset, by word prefix.
import type { SuggestionList, SuggestRequest, Suggestion } from '../../contract/suggest/suggest';
import { occupations, programs, schools } from './dataset';

/** A few job-seeker terms, as the real vocabulary has them. */
const terms: Array<[string, string]> = [
  ['CNA', 'Nursing assistant (CNA)'],
  ['nursing', 'Nursing'],
  ['welding', 'Welding'],
  ['truck driving', 'Truck driving (CDL)'],
  ['CDL', 'Truck driving (CDL)'],
  ['HVAC', 'HVAC (heating, ventilation, air conditioning)'],
];

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Every typed word starts some word of the text. */
function matches(text: string, typed: string): boolean {
  const have = words(text);
  const want = words(typed);
  return want.length > 0 && want.every((w) => have.some((h) => h.startsWith(w)));
}

export function suggest(req: SuggestRequest): SuggestionList {
  const pool: Suggestion[] =
    req.field === 'keyword'
      ? [
          ...terms.map(([t, meaning]) => ({ Text: t, Value: t, Kind: 'Term', Detail: meaning })),
          ...[...new Map(programs.map((p) => [p.cip, p.cipTitle]))].map(([cip, title]) => ({
            Text: title,
            Value: title,
            Kind: 'Program',
            Detail: cip,
          })),
          ...Object.entries(occupations).map(([soc, title]) => ({
            Text: title,
            Value: title,
            Kind: 'Occupation',
            Detail: soc,
          })),
        ]
      : [...new Set(schools.map((s) => `${s.city}, ${s.stateAbbr}|${s.state}`))].map((key) => {
          const [place = '', state = ''] = key.split('|');
          return { Text: place, Value: place, Kind: 'Place', Detail: state };
        });
  return {
    Field: req.field,
    Query: req.text,
    Suggestions:
      req.text.trim().length < 2 ? [] : pool.filter((s) => matches(s.Text, req.text)).slice(0, req.limit),
  };
}
