// Pure facet model: ticking and unticking values in a multi-valued filter segment.

/** Adds the value when absent, removes it when present; keeps the order values were chosen in. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Adds all values when not all are present, else removes them all (a group of values acting as one option). */
export function toggleAll(values: readonly string[], group: readonly string[]): string[] {
  const allIn = group.length > 0 && group.every((v) => values.includes(v));
  if (allIn) return values.filter((v) => !group.includes(v));
  return [...values, ...group.filter((v) => !values.includes(v))];
}

/** Returns the search with one filter segment replaced, back on the first page (filtering restarts paging). */
export function withFilter<T extends { startRecord: number }, K extends keyof T>(
  search: T,
  key: K,
  value: T[K],
): T {
  return { ...search, [key]: value, startRecord: 0 };
}
