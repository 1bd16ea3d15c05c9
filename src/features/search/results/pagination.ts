// Pure pagination model: which page links to show around the current one, and their start records.
export type PageEntry =
  { kind: 'page'; page: number; startRecord: number; current: boolean } | { kind: 'gap'; key: string };

export interface PaginationModel {
  current: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  entries: PageEntry[];
}

/** Pages are 1-based for people; startRecord is the 0-based offset the service takes. */
export function paginationModel(
  startRecord: number,
  limitRecord: number,
  total: number,
  around = 1,
): PaginationModel {
  const limit = Math.max(1, limitRecord);
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const current = Math.min(pageCount, Math.floor(startRecord / limit) + 1);
  const wanted = new Set<number>([1, pageCount]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  // A gap would hide a single page: show that page instead of "…".
  for (const p of [...wanted])
    if (p + 2 <= pageCount && !wanted.has(p + 1) && wanted.has(p + 2)) wanted.add(p + 1);
  const pages = [...wanted].sort((a, b) => a - b);
  const entries: PageEntry[] = [];
  pages.forEach((page, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && page - prev > 1) entries.push({ kind: 'gap', key: `gap-${prev}` });
    entries.push({ kind: 'page', page, startRecord: (page - 1) * limit, current: page === current });
  });
  return {
    current,
    pageCount,
    previous: current > 1 ? (current - 2) * limit : null,
    next: current < pageCount ? current * limit : null,
    entries,
  };
}
