// What the search form shows and sends, as plain types: the form, the header's search context and the location
// problem all speak of them, and none of them imports another for its types (no cycle, decision 0202).

export type SearchMode = 'programs' | 'schools';

export interface SearchValues {
  keyword: string;
  location: string;
  radius: string;
}

/** The service could not use the location: said on the field, with the places the user may have meant. */
export interface LocationProblem {
  message: string;
  /** The places the user may have meant, each a search of that place with the same keyword and distance. */
  places: Array<{ label: string; name: string; href: string }>;
}
