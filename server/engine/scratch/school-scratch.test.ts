import { describe, expect, it } from 'vitest';
import { MarkPool } from './mark-pool';
import { SchoolScratch } from './school-scratch';

describe('SchoolScratch', () => {
  const rest = Float64Array.from([Infinity, NaN, Infinity, Infinity]);

  it('lends distances and marks at rest within a scope and cleans the written schools when it ends', () => {
    const marks = new MarkPool(1, 0);
    const scratch = new SchoolScratch(marks, rest);
    const [dist, ok] = marks.scoped(() => {
      const written = [0, 3];
      const x = scratch.distances(written);
      const y = scratch.schoolMarks(written);
      expect([...x]).toEqual([...rest]);
      expect([...y]).toEqual([0, 0, 0, 0]);
      x[0] = 1.5;
      x[3] = 7;
      y[0] = 1;
      y[3] = 1;
      return [x, y] as const;
    });
    expect([...dist]).toEqual([...rest]);
    expect([...ok]).toEqual([0, 0, 0, 0]);
    // The next search gets the same arrays back, clean.
    marks.scoped(() => {
      expect(scratch.distances([])).toBe(dist);
      expect(scratch.schoolMarks([])).toBe(ok);
    });
  });

  it('cleans the schools a borrower lists once it is done, or every school when it lists none', () => {
    const marks = new MarkPool(1, 0);
    const scratch = new SchoolScratch(marks, rest);
    const [gathered, whole] = marks.scoped(() => {
      let found: number[] = [];
      const x = scratch.distances(() => found);
      const y = scratch.distances(null);
      x[2] = 3.5;
      y[0] = 2;
      y[3] = 9;
      found = [2];
      return [x, y] as const;
    });
    expect([...gathered]).toEqual([...rest]);
    expect([...whole]).toEqual([...rest]);
  });

  it('makes fresh arrays outside a scope, which no later search can clean under their holder', () => {
    const marks = new MarkPool(1, 0);
    const scratch = new SchoolScratch(marks, rest);
    const held = scratch.schoolMarks([2]);
    held[2] = 1;
    marks.scoped(() => scratch.schoolMarks([]));
    expect([...held]).toEqual([0, 0, 1, 0]);
  });
});
