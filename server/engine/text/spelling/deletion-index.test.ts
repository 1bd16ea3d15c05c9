// The deletion-neighbourhood index never misses a word within the edit distance asked for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeletionIndex } from './deletion-index';
import { editDistance } from './spelling';

// A small alphabet makes near words (and repeated letters, whose deletions coincide) common.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'n', 's'), minLength: 3, maxLength: 9 });

describe('DeletionIndex', () => {
  it('returns every word within the distance, each once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 60 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (words, typed, distance) => {
          const found = new DeletionIndex(words).candidates(typed, distance);
          expect(new Set(found).size).toBe(found.length);
          const near = words.flatMap((w, id) => (editDistance(typed, w, distance) <= distance ? [id] : []));
          expect(found).toEqual(expect.arrayContaining(near));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a word from each kind of slip, and not an unrelated one', () => {
    const ix = new DeletionIndex(['nursing', 'welding', 'electrician', 'plumbing']);
    const found = (typed: string, d: number) => ix.candidates(typed, d).sort();
    expect(found('nursng', 1)).toContain(0); // a letter left out
    expect(found('nurrsing', 1)).toContain(0); // one added
    expect(found('wekding', 1)).toContain(1); // one replaced
    expect(found('elcetrician', 1)).toContain(2); // two swapped
    expect(found('plmbng', 2)).toContain(3); // two left out
    expect(found('xyzzyq', 2)).not.toContain(0);
  });

  it('answers nothing for a word longer than any indexed word can reach', () => {
    expect(new DeletionIndex(['abc']).candidates('abcdefgh', 2)).toEqual([]);
  });
});
