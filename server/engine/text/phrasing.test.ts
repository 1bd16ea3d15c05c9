// Everyday phrasing, filter words, program types and Spanish cognates (decisions 0181, 0182), read on a tiny index.
import { describe, expect, it } from 'vitest';
import { cognateCandidates } from './cognates';
import { readQuery, type QueryContext } from './query';
import type { TextIndex } from './text-index';
import { buildVocabularyIndex } from './vocabulary';

function context(words: Record<string, number>): QueryContext {
  const field = { postings: new Map(), derived: new Map(), stems: [] };
  const wordWeight = new Map(Object.entries(words));
  const ix: TextIndex = {
    cip: field,
    soc: field,
    inst: field,
    name: field,
    wordWeight,
    sortedWords: [...wordWeight.keys()].sort(),
    attested: new Set(wordWeight.keys()),
    derivedOf: (w) => w,
  };
  return { ix, vocab: buildVocabularyIndex(), mined: new Map() };
}
const ctx = context({ aviation: 50, mechanic: 40, photography: 30, welding: 100 });
const required = (keyword: string) =>
  readQuery(ctx, keyword).concepts.map((c) => c.meaning?.labels[0] ?? c.words.join(' '));

describe('reading what job seekers type', () => {
  it('leaves out the words around the field, in English and Spanish', () => {
    expect(required('how to become a dental assistant')).toEqual(['Dental assistant']);
    expect(required('i want to work as a welder')).toEqual(required('welder'));
    expect(required('quiero trabajar como soldador')).toEqual(required('soldador'));
    expect(readQuery(ctx, 'how to become a dental assistant').ignored).toEqual(['how', 'become']);
  });

  it('reads filter words as the filters they name, never as words to find', () => {
    const q = readQuery(ctx, 'cheap online cna classes 10 weeks');
    expect(q.filters).toEqual([
      { words: 'cheap', filter: { param: 'maxCost', value: '5000' } },
      { words: 'online', filter: { param: 'programFormat', value: 'Online' } },
      { words: '10 weeks', filter: { param: 'maxWeeks', value: '10' } },
    ]);
    expect(q.concepts.map((c) => c.meaning?.labels[0])).toEqual(['Nursing assistant (CNA)']);
    expect(readQuery(ctx, 'soldadura en línea de noche').filters.map((f) => f.filter.param)).toEqual([
      'programFormat',
      'flexibleHours',
    ]);
    expect(readQuery(ctx, 'pell eligible cdl 6 months').filters.map((f) => f.filter)).toEqual([
      { param: 'pell', value: 'yes' },
      { param: 'maxWeeks', value: '27' },
    ]);
  });

  it('reads program-type words as a wish for that kind of credential, not as words to find', () => {
    expect(readQuery(ctx, 'apprenticeship electrician').level).toBe('certificate');
    expect(required('apprenticeship electrician')).toEqual(required('electrician'));
    expect(readQuery(ctx, 'nursing associate degree').level).toBe('associate');
    expect(readQuery(ctx, 'welding degree').level).toBe('degree');
    // typed alone, a program type is what is searched
    expect(required('apprenticeship')).toEqual(['apprenticeship']);
  });

  it('never reads a filler word alone as a term ("program" is no "programming")', () => {
    expect(readQuery(ctx, 'electrician program').concepts.map((c) => c.meaning?.labels[0])).toEqual([
      'Electrician',
    ]);
  });

  it('reads Spanish words through English cognates the titles use, in either word order', () => {
    expect(cognateCandidates('aviacion')).toContain('aviation');
    expect(cognateCandidates('fotografia')).toContain('photography');
    expect(cognateCandidates('mecanico')).toContain('mechanic');
    expect(cognateCandidates('respiratoria')).toContain('respiratory');
    expect(required('mecánico de aviación')).toEqual(required('aviation mechanic'));
  });
});
