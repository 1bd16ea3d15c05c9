// Shapes the UI uses for facets and applied filters, independent of which operation produced them.
export interface FacetOption<S> {
  value: string;
  label: string;
  count: number;
  checked: boolean;
  /** The search after ticking or unticking this option (back on the first page). */
  next: S;
}

export interface FacetView<S> {
  /** Stable name of the group (the segment or parameter it drives), whatever the language. */
  key: string;
  legend: string;
  options: FacetOption<S>[];
  /** Long lists such as School and Occupation get a filter box. */
  filterable: boolean;
  /** Said beside the options: what the values are, which sources report them (issue 21). */
  note?: string;
}

export interface AppliedFilter<S> {
  key: string;
  label: string;
  next: S;
}

/** Labels for values in the URL, from the facet items (a value the lists don't hold is shown as itself). */
export function labelFor(items: ReadonlyArray<{ Item: string; Value: string }>, value: string): string {
  return items.find((i) => i.Value === value)?.Item || value;
}
