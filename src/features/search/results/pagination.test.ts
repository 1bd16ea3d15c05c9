import { describe, expect, it } from 'vitest';
import { paginationModel } from './pagination';

const pagesOf = (m: ReturnType<typeof paginationModel>) =>
  m.entries.map((e) => (e.kind === 'gap' ? '…' : e.current ? `[${e.page}]` : String(e.page))).join(' ');

describe('paginationModel', () => {
  it.each([
    // startRecord, limit, total, pages shown, previous, next
    [0, 10, 0, '[1]', null, null],
    [0, 10, 5, '[1]', null, null],
    [0, 10, 35, '[1] 2 3 4', null, 10],
    [10, 10, 35, '1 [2] 3 4', 0, 20],
    [30, 10, 35, '1 2 3 [4]', 20, null],
    [0, 10, 100, '[1] 2 … 10', null, 10],
    [50, 10, 100, '1 … 5 [6] 7 … 10', 40, 60],
    [90, 10, 100, '1 … 9 [10]', 80, null],
    [25, 25, 1234, '1 [2] 3 … 50', 0, 50],
    // a start record past the end (hand-edited link) is shown as the last page
    [500, 10, 35, '1 2 3 [4]', 20, null],
    // a start record between pages belongs to the page it falls in
    [15, 10, 35, '1 [2] 3 4', 0, 20],
  ])('start %i, limit %i, total %i → %s', (start, limit, total, shown, previous, next) => {
    const m = paginationModel(start, limit, total);
    expect(pagesOf(m)).toBe(shown);
    expect(m.previous).toBe(previous);
    expect(m.next).toBe(next);
  });

  it('gives each page link the start record of that page', () => {
    const m = paginationModel(0, 25, 250);
    const starts = m.entries.flatMap((e) => (e.kind === 'page' ? [[e.page, e.startRecord]] : []));
    expect(starts).toEqual([
      [1, 0],
      [2, 25],
      [10, 225],
    ]);
  });
});
