// The result cache's admission (second-ask.ts): a key is "asked before" from its second ask, for a period only.
import { describe, expect, it } from 'vitest';
import { createSecondAsk } from './second-ask';

describe('second ask', () => {
  it('says a key was asked before from its second ask on, and not for other keys', () => {
    const asks = createSecondAsk(60_000);
    expect(asks.askedBefore('v2|programs|json|{"keyword":"welding"}')).toBe(false);
    expect(asks.askedBefore('v2|programs|json|{"keyword":"welding"}')).toBe(true);
    expect(asks.askedBefore('v2|programs|json|{"keyword":"welding"}')).toBe(true);
    expect(asks.askedBefore('v2|programs|xml|{"keyword":"welding"}')).toBe(false);
  });

  it('forgets first asks after its period', () => {
    let t = 1_000;
    const asks = createSecondAsk(60_000, () => t);
    asks.askedBefore('a');
    t += 59_000;
    expect(asks.askedBefore('a')).toBe(true);
    asks.askedBefore('b');
    t += 2_000;
    expect(asks.askedBefore('b')).toBe(false);
  });

  it('keeps false marks rare however many different keys are asked once', () => {
    const asks = createSecondAsk(60_000);
    let falseMarks = 0;
    for (let i = 0; i < 200_000; i++) if (asks.askedBefore(`search ${i}`)) falseMarks++;
    // At most an eighth of the bits are set before they are forgotten: under 1 in 8 first asks is taken for a second.
    expect(falseMarks / 200_000).toBeLessThan(0.125);
  });
});
