// XML root and element names from SERVICE.md, for the XML form of both responses and the error payload.
export const xmlNames = {
  programListRoot: 'ProgramList',
  institutionListRoot: 'SchoolProgram',
  /** The program details operation (decision 0073). */
  programDetailsRoot: 'ProgramDetails',
  errorRoot: 'Error',
  /** Extension (decision 0066). */
  suggestionListRoot: 'SuggestionList',
  /** Element name of one item of each array field, by field name. */
  arrayItem: {
    SchoolPrograms: { v2: 'ProgramItem', v1: 'SchoolProgramDetails' },
    countItem: 'ItemCount',
    nameValue: 'Dimension',
    dataSource: 'MetaDataSource',
    placeCandidate: 'Place',
    /** ProgramDetails.Occupations items. */
    occupation: 'Occupation',
    string: 'string',
    /** Extensions' object arrays, by field name (decisions 0064–0066). */
    byField: {
      UnderstoodAs: 'UnderstoodTerm',
      Distances: 'DistanceCount',
      Filters: 'FilterCount',
      Terms: 'TermCount',
      Suggestions: 'Suggestion',
    } as Record<string, string>,
  },
} as const;
