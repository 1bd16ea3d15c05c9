// What a free-text keyword was understood as (SearchedOn.UnderstoodAs, Title) and which words a partial result matches.
import type { PartialMatch, UnderstoodTerm } from '../../../contract/programs/programs';
import type { EngineData } from '../data';
import { conceptsMatched, type TextMatch } from './match';
import type { TextQuery } from './query';

const CREDENTIAL_LABEL = {
  graduate: 'Graduate programs',
  doctorate: 'Doctoral programs',
  bachelor: "Bachelor's programs",
  associate: "Associate's programs",
  certificate: 'Certificates, licences and apprenticeships',
  degree: "Associate's and bachelor's degrees",
} as const;

/**
 * One item per part of the keyword. Source: "Vocabulary" (the reviewed table), "JobTitle" (an O*NET 29.3 job title:
 * Meaning names its occupations, Onet its O*NET-SOC codes, decision 0180), "Data", "Words", "Credential",
 * "Filter" (a word naming a filter the page offers: Filter says which, decision 0181) or "Ignored".
 */
export function understoodAs(m: { query: TextQuery }): UnderstoodTerm[] {
  const out: UnderstoodTerm[] = m.query.concepts.map((c) => {
    if (c.meaning) {
      const onet = c.meaning.source === 'onet';
      return {
        Words: c.words.join(' '),
        Meaning: c.meaning.labels.join('; '),
        Source: onet ? 'JobTitle' : 'Vocabulary',
        CipCodes: [...c.meaning.cips, ...(onet ? c.meaning.related : [])],
        SocCodes: c.meaning.socs,
        ...(onet ? { Onet: c.meaning.onetCodes ?? [] } : {}),
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
  for (const { words, filter } of m.query.filters) {
    out.push({
      Words: words,
      Meaning: '',
      Source: 'Filter',
      CipCodes: [],
      SocCodes: [],
      Filter: { Name: filter.param, Value: filter.value },
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
