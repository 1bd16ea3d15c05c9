// Text analysis: the same words in titles and queries meet after normalising and stemming.
import { describe, expect, it } from 'vitest';
import { containsRun, derivedKey, FILLER_WORDS, normalize, stem, stems, words } from './analyze';

describe('text analysis', () => {
  it('folds case, accents and apostrophes and splits on punctuation', () => {
    expect(normalize("Bachelor's Degree — Café/Bar")).toBe('bachelors degree cafe bar');
  });

  it('drops stop words and lone letters but keeps numbers', () => {
    expect(words('Welding Technology/Welder and the A 2 of')).toEqual([
      'welding',
      'technology',
      'welder',
      '2',
    ]);
  });

  it('stems inflections to one form', () => {
    expect(stems('Nursing nurses nurse')).toEqual(['nurs', 'nurs', 'nurs']);
    expect(stems('welding')).toEqual(stems('weld'));
  });

  it('finds a run of stems inside another', () => {
    expect(containsRun(['regist', 'nurs', 'nurs'], ['regist', 'nurs'])).toBe(true);
    expect(containsRun(['nurs', 'regist'], ['regist', 'nurs'])).toBe(false);
    expect(containsRun(['a'], [])).toBe(false);
  });
});

describe('the second key: word forms Porter keeps apart', () => {
  const known = new Set([
    'drive',
    'teach',
    'certif',
    'child',
    'weld',
    'program',
    'instruct',
    'code',
    'electr',
    'care',
  ]);
  const key = (w: string) => derivedKey(w, (s) => known.has(s));

  it.each([
    ['driver', 'driving'],
    ['drivers', 'drive'],
    ['teacher', 'teaching'],
    ['certified', 'certificate'],
    ['certification', 'certificate'],
    ['childhood', 'child'],
    ['welder', 'welding'],
    ['programmer', 'programming'],
    ['instructor', 'instruction'],
    ['coder', 'coding'],
    ['electrician', 'electrical'],
  ])('%s and %s meet', (a, b) => {
    expect(key(a)).toBe(key(b));
  });

  it('never maps a word onto a stem the index lacks, nor reads a non-agent as one', () => {
    expect(key('water')).toBe(stem('water')); // no "wat" in the index
    expect(key('career')).not.toBe(key('care')); // "career" is no "care"-er
    expect(key('policy')).not.toBe(key('police'));
    expect(key('2nd')).toBe('2nd');
  });
});

describe('filler words', () => {
  it('are the words that say what kind of thing is wanted, not what', () => {
    for (const w of [
      'training',
      'classes',
      'program',
      'course',
      'certification',
      'school',
      'online',
      'curso',
    ])
      expect(FILLER_WORDS.has(w)).toBe(true);
    for (const w of ['nursing', 'welding', 'academy', 'assistant']) expect(FILLER_WORDS.has(w)).toBe(false);
  });
});
