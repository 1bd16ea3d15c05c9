// Text analysis: the same words in titles and queries meet after normalising and stemming.
import { describe, expect, it } from 'vitest';
import { containsRun, normalize, stems, words } from './analyze';

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
