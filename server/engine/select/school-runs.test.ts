// A school's programs listed run by run are exactly its programs, in program order, however they are interleaved.
import { describe, expect, it } from 'vitest';
import type { EngineData } from '../data';
import { schoolRuns } from './school-runs';

/** Programs at 6 schools: two blocks (a college's, then a state list's), and one school spread one by one. */
const progInst = Int32Array.from([0, 0, 0, 1, 1, 2, 5, 2, 5, 2, 0, 0, 3, 1, 4, 4, 4]);
const d = { progInst, progCount: progInst.length } as unknown as EngineData;

describe('schoolRuns', () => {
  it('lists every program once, in order, each run at one school', () => {
    const { start, school } = schoolRuns(d);
    expect(start[0]).toBe(0);
    expect(start[school.length]).toBe(progInst.length);
    for (let r = 0; r < school.length; r++) {
      expect(start[r + 1]).toBeGreaterThan(start[r] ?? 0);
      for (let p = start[r] ?? 0; p < (start[r + 1] ?? 0); p++) expect(progInst[p]).toBe(school[r]);
      // A run is as long as it can be: the next program is another school's.
      if (r + 1 < school.length) expect(school[r + 1]).not.toBe(school[r]);
    }
  });

  it("gives a set of schools' programs in program order, run by run", () => {
    const { start, school } = schoolRuns(d);
    for (const wanted of [[0], [0, 5], [2, 5, 1], [4]]) {
      const listed: number[] = [];
      for (let r = 0; r < school.length; r++)
        if (wanted.includes(school[r] ?? -1))
          for (let p = start[r] ?? 0; p < (start[r + 1] ?? 0); p++) listed.push(p);
      const expected = [...progInst.keys()].filter((p) => wanted.includes(progInst[p] ?? -1));
      expect(listed).toEqual(expected);
    }
  });
});
