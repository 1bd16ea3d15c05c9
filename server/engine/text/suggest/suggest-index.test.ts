// The suggestion index: prefixes of every word, one slip when nothing matches exactly, one entry per group, best first.
import { describe, expect, it } from 'vitest';
import { SuggestIndex, type SuggestEntry } from './suggest-index';

const entry = (text: string, weight: number, kind = 'Program', group = text): SuggestEntry => ({
  text,
  value: text,
  kind,
  detail: '',
  weight,
  boost: kind === 'Term' ? 2 : 1,
  group,
});

const index = new SuggestIndex([
  entry('Registered Nursing/Registered Nurse', 3000),
  entry('Nursing Assistant/Aide and Patient Care Assistant/Aide', 900),
  entry('nursing', 5000, 'Term', 'nursing-entry'),
  entry('nurses', 5000, 'Term', 'nursing-entry'),
  entry('Welding Technology/Welder', 2300),
  entry('Medical/Clinical Assistant', 1800),
  entry('Nursery Operations', 50),
]);
const texts = (q: string, limit = 10) => index.search(q, limit).map((e) => e.text);

describe('SuggestIndex', () => {
  it('matches word prefixes anywhere in the text, every typed word, the best first', () => {
    // Terms first; then texts starting with the word; then by how many programs they lead to.
    expect(texts('nurs')).toEqual([
      'nursing',
      'Nursing Assistant/Aide and Patient Care Assistant/Aide',
      'Registered Nursing/Registered Nurse',
      'Nursery Operations',
    ]);
    expect(texts('nursing assis')).toEqual(['Nursing Assistant/Aide and Patient Care Assistant/Aide']);
    expect(texts('medical assistant')).toEqual(['Medical/Clinical Assistant']);
  });

  it('shows one entry of a group (one vocabulary entry, however many of its terms match)', () => {
    expect(texts('nurs').filter((t) => t === 'nursing' || t === 'nurses')).toHaveLength(1);
  });

  it('matches an entry on its extra words too, and tells entries without a group apart by their value', () => {
    const place = (value: string, state: string, weight: number): SuggestEntry => ({
      text: value,
      value,
      kind: 'Place',
      detail: state,
      keys: state,
      weight,
      boost: 0,
    });
    const places = new SuggestIndex([
      place('Springfield, IL', 'Illinois', 40),
      place('Springfield, MO', 'Missouri', 30),
      place('Springfield, IL', 'Illinois', 10),
    ]);
    const values = (q: string) => places.search(q, 10).map((e) => e.value);
    expect(values('springfield')).toEqual(['Springfield, IL', 'Springfield, MO']);
    expect(values('springfield missouri')).toEqual(['Springfield, MO']);
    expect(values('misso')).toEqual(['Springfield, MO']);
  });

  it('forgives one slip only when nothing matches as typed', () => {
    expect(texts('weldng')).toEqual(['Welding Technology/Welder']);
    expect(texts('nusring')[0]).toBe('nursing');
    expect(texts('xqzt')).toEqual([]);
  });

  it('answers nothing for less than two letters and at most the limit', () => {
    expect(texts('n')).toEqual([]);
    expect(texts('nurs', 2)).toHaveLength(2);
  });
});
