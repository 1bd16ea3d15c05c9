import { describe, expect, it } from 'vitest';
import { toggleAll, toggleValue, withFilter } from './facet-toggle';

describe('toggleValue', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'a', []],
    [['a', 'b'], 'c', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'b', ['a', 'c']],
    [['Travis County, TX'], 'Travis County, TX', []],
    [['a/b'], 'a|b', ['a/b', 'a|b']],
  ])('%j toggling %j gives %j', (values, value, expected) => {
    expect(toggleValue(values, value)).toEqual(expected);
  });
});

describe('toggleAll', () => {
  it.each([
    [[], ['AZ', 'TX'], ['AZ', 'TX']],
    [['TX'], ['AZ', 'TX'], ['TX', 'AZ']],
    [['AZ', 'TX', 'CA'], ['AZ', 'TX'], ['CA']],
    [['CA'], [], ['CA']],
  ])('%j toggling group %j gives %j', (values, group, expected) => {
    expect(toggleAll(values, group)).toEqual(expected);
  });
});

describe('withFilter', () => {
  it('replaces the segment and goes back to the first page', () => {
    const search = { school: ['1'], startRecord: 40 };
    expect(withFilter(search, 'school', ['1', '2'])).toEqual({ school: ['1', '2'], startRecord: 0 });
    expect(search).toEqual({ school: ['1'], startRecord: 40 });
  });
});
