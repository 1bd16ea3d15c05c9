// The indexed speller (decision 0127) answers exactly as the plain scan of the vocabulary did, on every word of a
// vocabulary sample misspelt each way people slip, and with two slips: on the fixture and on the real data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureDb } from '../../../../tests/engine/fixture-db';
import { realDbPath } from '../../../../tests/engine/real-db';
import { createSpeller } from './spelling';
import {
  everyNth,
  misspell,
  seeded,
  SLIPS,
  spellingSource,
  type SpellingSource,
} from '../../../../tests/engine/spelling-sample';
import { needsRealData } from '../../../../tests/support/real-data';

/** Misspelt words with what each speller suggests for them; counts how many got a suggestion at all. */
function compare(src: SpellingSource, sample: readonly string[], seed: number) {
  const indexed = createSpeller(src.ix, src.vocabularyWords, 'index');
  const scanned = createSpeller(src.ix, src.vocabularyWords, 'scan');
  const random = seeded(seed);
  const differences: string[] = [];
  let typed = 0;
  let suggested = 0;
  for (const word of sample) {
    const slips = SLIPS.map((slip) => misspell(word, slip, random));
    slips.push(misspell(misspell(word, 'substitution', random), 'deletion', random));
    for (const wrong of slips) {
      typed++;
      const a = indexed.suggest(wrong);
      const b = scanned.suggest(wrong);
      if (a.length > 0) suggested++;
      if (JSON.stringify(a) !== JSON.stringify(b))
        differences.push(`${word} -> ${wrong}: index ${a.join('|')}, scan ${b.join('|')}`);
    }
  }
  return { differences, typed, suggested };
}

describe('the indexed speller against the scan, on the fixture’s vocabulary', () => {
  let src: SpellingSource;
  let cleanup: () => void;
  beforeAll(() => {
    const fx = createFixtureDb();
    cleanup = fx.cleanup;
    src = spellingSource(fx.dbPath);
  });
  afterAll(() => cleanup());

  it('suggests the same for every word misspelt (the fixture’s and the job-seeker vocabulary’s)', () => {
    const { differences, typed, suggested } = compare(src, src.offered, 11);
    expect(differences).toEqual([]);
    expect(typed).toBeGreaterThan(1000);
    expect(suggested).toBeGreaterThan(typed / 3); // most slips are looked up and corrected
  });
});

describe('the indexed speller against the scan, on the real vocabulary', needsRealData, () => {
  let src: SpellingSource;
  beforeAll(async () => {
    src = spellingSource(await realDbPath());
  }, 120_000);

  it('suggests the same for a sample of 600 words misspelt', () => {
    const { differences, typed, suggested } = compare(src, everyNth(src.offered, 600), 3);
    expect(differences).toEqual([]);
    expect(typed).toBeGreaterThan(2500);
    expect(suggested).toBeGreaterThan(typed / 3);
  });
});
