// What a free-text keyword was understood as (SearchedOn.UnderstoodAs, Title) and which words a partial result matches.
import type { PartialMatch, UnderstoodTerm } from '../../../contract/programs/programs';
import type { EngineData } from '../data';
import { conceptsMatched, type TextMatch } from './match';

const CREDENTIAL_LABEL = {
  graduate: 'Graduate programs',
  doctorate: 'Doctoral programs',
  bachelor: "Bachelor's programs",
  associate: "Associate's programs",
} as const;

export function understoodAs(m: TextMatch): UnderstoodTerm[] {
  const out: UnderstoodTerm[] = m.query.concepts.map((c) => {
    if (c.meaning) {
      return {
        Words: c.words.join(' '),
        Meaning: c.meaning.labels.join('; '),
        Source: 'Vocabulary',
        CipCodes: c.meaning.cips,
        SocCodes: c.meaning.socs,
      };
    }
    return {
      Words: c.words.join(' '),
      Meaning: '',
      Source: c.mined.length > 0 ? 'Data' : 'Words',
      CipCodes: c.mined,
      SocCodes: [],
    };
  });
  if (m.query.level) {
    out.push({
      Words: '',
      Meaning: CREDENTIAL_LABEL[m.query.level],
      Source: 'Credential',
      CipCodes: [],
      SocCodes: [],
    });
  }
  for (const w of m.query.ignored)
    out.push({ Words: w, Meaning: '', Source: 'Ignored', CipCodes: [], SocCodes: [] });
  return out;
}

/** SearchedOn.Title for text: the vocabulary's meanings of the words, "" when none of them is a known term. */
export function understoodTitle(m: TextMatch): string {
  return m.query.concepts
    .flatMap((c) => c.meaning?.labels ?? [])
    .filter((l, i, all) => all.indexOf(l) === i)
    .join('; ');
}

/** For a partial result: which words its programs match and which none does. */
export function partialMatch(d: EngineData, m: TextMatch, programs: Iterable<number>): PartialMatch {
  const found = conceptsMatched(d, m, programs);
  const words = m.query.concepts.map((c) => c.words.join(' '));
  return {
    MatchedWords: words.filter((_, i) => found[i]),
    MissingWords: words.filter((_, i) => !found[i]),
  };
}
