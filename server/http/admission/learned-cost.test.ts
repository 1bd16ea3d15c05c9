// What a search's words are seen to cost (decision 0246): the extra beyond the shape's estimate is learned per term,
// taken back when a search costs less, faded with time, and bounded in memory.
import { describe, expect, it } from 'vitest';
import { shapeCost } from './cost';
import { learnedCost } from './learned-cost';

const v2 = (keyword: string, location = '0') => ({ keyword, location, radius: 0, limitRecord: 10 });
const shape = (keyword: string, location = '0') =>
  shapeCost.estimate('programs', v2(keyword, location), 'json').ms;

describe('the learned cost of a search', () => {
  it('is the shape’s until a search costs more than its estimate; then its terms carry what was missed', () => {
    const cost = learnedCost();
    const est = (k: string, l?: string) => cost.estimate('programs', v2(k, l), 'json').ms;
    expect(est('nursing assistant')).toBe(shape('nursing assistant'));
    cost.learn(
      'programs',
      v2('nursing assistant'),
      'json',
      est('nursing assistant'),
      shape('nursing assistant') + 40,
    );
    // Half of what was missed, shared by the two words.
    expect(cost.extraOf('nursing')).toBeCloseTo(10);
    expect(cost.extraOf('assistant')).toBeCloseTo(10);
    expect(est('nursing assistant')).toBeCloseTo(shape('nursing assistant') + 20);
    // In a state a term costs about a third of what it costs nationwide, as the shape says.
    expect(est('nursing', 'TX')).toBeCloseTo(shape('nursing', 'TX') + 3.5);
    expect(est('welding')).toBe(shape('welding'));
  });

  it('takes back no more than the terms learned when a search costs less, never going below the shape', () => {
    const cost = learnedCost();
    cost.learn(
      'programs',
      v2('college program'),
      'json',
      shape('college program'),
      shape('college program') + 40,
    );
    const learned = cost.estimate('programs', v2('college'), 'json').ms;
    cost.learn('programs', v2('college'), 'json', learned, 1);
    expect(cost.extraOf('college')).toBeCloseTo(5);
    // Each cheap search alone takes back half of what is left, until it is too little to remember.
    for (let i = 0; i < 4; i++) {
      cost.learn('programs', v2('college'), 'json', cost.estimate('programs', v2('college'), 'json').ms, 1);
    }
    expect(cost.extraOf('college')).toBe(0);
    expect(cost.estimate('programs', v2('college'), 'json').ms).toBe(shape('college'));
    expect(cost.extraOf('program')).toBeCloseTo(10);
  });

  it('fades: what a term learned counts half five minutes later', () => {
    let now = 0;
    const cost = learnedCost(shapeCost, { now: () => now });
    cost.learn('programs', v2('college'), 'json', shape('college'), shape('college') + 16);
    expect(cost.extraOf('college')).toBeCloseTo(8);
    now = 5 * 60_000;
    expect(cost.extraOf('college')).toBeCloseTo(4);
  });

  it('bounds what one term carries: a search of one or two words is never refused for what its words learned', () => {
    // A still clock: what a term learned fades with time, and a millisecond passing here would read 9.99998.
    const cost = learnedCost(shapeCost, { now: () => 0 });
    for (let i = 0; i < 5; i++) {
      const est = cost.estimate('programs', v2('computer science'), 'json').ms;
      cost.learn('programs', v2('computer science'), 'json', est, 400);
    }
    expect(cost.extraOf('computer')).toBe(10);
    expect(cost.estimate('programs', v2('computer science'), 'json').ms).toBeLessThan(50);
  });

  it('remembers a bounded number of terms, the least recently seen forgotten first', () => {
    const cost = learnedCost(shapeCost, { maxTerms: 3 });
    for (const word of ['a1', 'a2', 'a3', 'a4']) {
      cost.learn('programs', v2(word), 'json', shape(word), shape(word) + 10);
    }
    expect(cost.extraOf('a1')).toBe(0);
    expect(cost.extraOf('a4')).toBeCloseTo(5);
  });

  it('learns a v1 search’s text values as whole terms', () => {
    const cost = learnedCost();
    const v1 = { occupation: ['registered nurse'], programName: ['0'], location: '0', limitRecord: 10 };
    const before = cost.estimate('institutions', v1, 'json').ms;
    cost.learn('institutions', v1, 'json', before, before + 16);
    expect(cost.extraOf('registered nurse')).toBeCloseTo(8);
  });
});
