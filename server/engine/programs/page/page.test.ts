// The diverse head of a relevance tier: round by round over the schools, then the rest in plain order.
import { describe, expect, it } from 'vitest';
import type { EngineData } from '../../data';
import { diversify, DIVERSE_WINDOW } from './page';

/** Programs 0..n-1 at the schools given, in plain (nearest, most completions) order. */
function data(schools: number[]): EngineData {
  return { progInst: Int32Array.from(schools) } as unknown as EngineData;
}

describe('diversify', () => {
  it('takes each school’s best program first, then the second ones, keeping the plain order within a round', () => {
    // School 7 is nearest with four programs; 8 and 9 have one each.
    const d = data([7, 7, 7, 7, 8, 9]);
    expect(diversify(d, [0, 1, 2, 3, 4, 5])).toEqual([0, 4, 5, 1, 2, 3]);
  });

  it('keeps a total order: every program once, whatever the schools', () => {
    const schools = Array.from({ length: 200 }, (_, i) => i % 7);
    const order = diversify(
      data(schools),
      schools.map((_, i) => i),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(schools.map((_, i) => i));
  });

  it('lets no school fill the head while others have programs', () => {
    const schools = [
      ...Array.from({ length: 40 }, () => 1),
      ...Array.from({ length: 40 }, (_, i) => 100 + i),
    ];
    const head = diversify(
      data(schools),
      schools.map((_, i) => i),
    ).slice(0, DIVERSE_WINDOW);
    expect(head.filter((p) => schools[p] === 1)).toHaveLength(1);
  });
});
