// Edit distance and suggestions drawn from a vocabulary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSpeller, editDistance } from './spelling';
import type { TextIndex } from '../text-index';
import { stem } from '../analyze';

describe('editDistance', () => {
  it.each([
    ['nursng', 'nursing', 1],
    ['weldng', 'welding', 1],
    ['nusring', 'nursing', 1], // transposition
    ['kitten', 'sitting', 3],
    ['same', 'same', 0],
  ])('%s -> %s is %i', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
  });

  it('is symmetric and never above the limit + 1', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        (a, b, l) => {
          const d = editDistance(a, b, l);
          expect(d).toBe(editDistance(b, a, l));
          expect(d).toBeLessThanOrEqual(l + 1);
        },
      ),
    );
  });
});

function indexOf(words: Record<string, number>): TextIndex {
  const postings = new Map(Object.keys(words).map((w) => [stem(w), Int32Array.of(0)]));
  const field = { postings, derived: new Map(), stems: [] };
  const wordWeight = new Map(Object.entries(words));
  return {
    cip: field,
    soc: field,
    inst: field,
    name: field,
    wordWeight,
    sortedWords: [...wordWeight.keys()].sort(),
    attested: new Set(wordWeight.keys()),
    derivedOf: stem,
  };
}

describe.each(['index', 'scan'] as const)('createSpeller, near words found by %s', (search) => {
  const speller = createSpeller(
    indexOf({ nursing: 900, nursery: 5, welding: 300, medical: 500, assistant: 400, weld: 2 }),
    new Set(),
    search,
  );

  it('corrects an unknown word to the most used word at the smallest distance', () => {
    expect(speller.suggest('nursng')[0]).toBe('nursing');
    expect(speller.suggest('weldng')).toEqual(['welding']);
    expect(speller.suggest('medicl asistant')).toEqual(['medical assistant']);
  });

  it('suggests nothing for known words, stop words, numbers or very short words', () => {
    expect(speller.suggest('nursing')).toEqual([]);
    expect(speller.suggest('nurses')).toEqual([]); // same stem as a known word
    expect(speller.suggest('of the 2 xq')).toEqual([]);
  });

  it('gives at most three suggestions', () => {
    const many = createSpeller(indexOf({ cart: 10, care: 9, card: 8, cars: 7, core: 6 }), new Set(), search);
    expect(many.suggest('carx').length).toBeLessThanOrEqual(3);
    expect(many.suggest('carx')[0]).toBe('cart');
  });

  it('offers a word the typed one could be with letters left out before a substitution, at the same distance', () => {
    const s = createSpeller(indexOf({ electrical: 900, electrician: 100 }), new Set(), search);
    expect(s.suggest('electrican')).toEqual(['electrician', 'electrical']);
  });

  it('builds its look-up index on warmUp, with the same answers after', () => {
    const s = createSpeller(indexOf({ nursing: 900, welding: 300 }), new Set(), search);
    s.warmUp();
    expect(s.suggest('nusring')).toEqual(['nursing']);
  });
});

describe('what the speller leaves alone (decision 0181)', () => {
  const words = {
    income: 500,
    hot: 300,
    light: 400,
    dental: 800,
    assistant: 900,
    chefs: 200,
    rrt: 50,
    gas: 300,
  };
  const speller = createSpeller(indexOf(words), new Set(), 'index', {
    familiar: new Set(['how', 'become', 'night', 'cheap', 'classes']),
    titles: () => new Set(['trammer', 'brewer']),
  });

  it('never corrects everyday words, job-title words or acronyms typed in capitals', () => {
    expect(speller.suggest('how to become a dental assistant')).toEqual([]);
    expect(speller.suggest('cheap classes at night')).toEqual([]);
    expect(speller.suggest('trammer')).toEqual([]);
    expect(speller.suggest('RBT')).toEqual([]);
    expect(speller.suggest('GIS')).toEqual([]);
  });

  it('never corrects a word written with Spanish letters', () => {
    expect(createSpeller(indexOf({ avion: 10, aviation: 900 })).suggest('avión')).toEqual([]);
  });

  it('replaces only the unknown word and keeps every other word as it was typed', () => {
    expect(speller.suggest('How to become a Dental asistant')).toEqual(['How to become a Dental assistant']);
  });

  it('offers job-title words', () => {
    expect(speller.suggest('brewr')).toEqual(['brewer']);
  });
});
