// The shape of one judged query (bench/relevance/queries.ts holds the set; decision 0068 says how it was judged).

export type QueryKind =
  | 'everyday'
  | 'acronym'
  | 'phrase'
  | 'code'
  | 'misspelling'
  | 'spanish'
  /** a job title O*NET lists (alternate or reported title) for an occupation (decision 0180) */
  | 'title'
  /** everyday phrasing around the field: "how to become a…", "night classes for…", "cheap … classes" */
  | 'phrasing'
  /** a kind of program named with the field: "apprenticeship", "certificate", "associate degree" */
  | 'program-type'
  /** a field taught under several CIP codes (cybersecurity, graphic design, HVAC…) */
  | 'several-homes';

export interface JudgedQuery {
  /** what the user types in Keyword, exactly */
  keyword: string;
  /** what the user types in Location: a ZIP, "City, ST", a state, or "0" for nationwide */
  location: string;
  /** miles; 0 when the location is a state or nationwide (the service ignores a radius there) */
  radius: number;
  kind: QueryKind;
  lang?: 'es';
  /**
   * Whether a job-seeker vocabulary should understand the words, so that zero results are a failure (docs/budgets.md:
   * "no zero-result query for a word the vocabulary knows"). Default true; the Spanish queries say false: they are
   * measured and reported, not held to that budget.
   */
  known?: boolean;
  /** CIP 2020 codes that are exactly what was asked (grade 2). A 2- or 4-digit code means every code under it. */
  exact: string[];
  /** CIP 2020 codes that are closely related and acceptable on the first page (grade 1). */
  related?: string[];
  /**
   * Only these IPEDS award levels (AWLEVEL) are relevant; for queries that name a level ("nursing graduate
   * program"). The Texas ETPL publishes no award level, so its rows never match such a restriction.
   */
  awardLevels?: number[];
  /**
   * Program names that say the program is what was asked although its CIP code does not (the Texas ETPL files a few
   * programs under a neighbouring or wrong code: "Phlebotomy Technician" under 51.0805). Such a program is "don't
   * care": never required, never counted against a service that shows it. Matched against the ETPL program name.
   */
  alsoNamed?: RegExp;
  /** why these codes and grades: the judgment, for a reviewer */
  why: string;
  /** where the query comes from when it is not our own choice, e.g. "issue 8 table" */
  origin?: string;
  /**
   * For a job title from O*NET: the O*NET-SOC occupation that lists it. `exact` is then exactly the CIP codes the
   * NCES crosswalk maps that occupation's SOC code to (queries.test.ts proves both from the raw files).
   */
  occupation?: string;
  /**
   * For a misspelling: the query as meant, correctly spelled. The bench reports whether DidYouMean (or the
   * auto-correction) offered it word for word.
   */
  meant?: string;
}
