// The table of recent searches the result cache keeps answers by (decision 0273).
import { describe, expect, it } from 'vitest';
import { createAskedBefore } from './asked-before';

describe('asked before', () => {
  it('is false the first time a search is asked and true after, for each search on its own', () => {
    const askedBefore = createAskedBefore();
    const keys = Array.from(
      { length: 1000 },
      (_, k) => `0|programs|json|{"keyword":"welding","startRecord":${k}}`,
    );
    expect(keys.map((key) => askedBefore(key)).filter(Boolean)).toHaveLength(0);
    // Remembered but for the rare one whose slot a later one took (a few in a thousand at most).
    expect(keys.map((key) => askedBefore(key)).filter(Boolean).length).toBeGreaterThan(990);
  });

  it('forgets a search once newer ones have filled its slot: the table stays its size', () => {
    const askedBefore = createAskedBefore(16);
    askedBefore('kept for a while');
    for (let k = 0; k < 1000; k++) askedBefore(`newer ${k}`);
    expect(askedBefore('kept for a while')).toBe(false);
  });
});
