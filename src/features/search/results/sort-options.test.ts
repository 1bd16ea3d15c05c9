import { describe, expect, it } from 'vitest';
import { distanceChoices, initialDistance, submittedRadius } from '../form/distance';
import { pageSizeChoices, parseSortKey, programSortOptions, sortChoices } from './sort-options';

describe('sortChoices', () => {
  it.each([
    ['', '', ':', false], // relevance
    ['Program', 'DESC', 'Program:DESC', false],
    ['Program', '', 'Program:ASC', false],
    ['Zip', 'DESC', 'Zip:DESC', true],
  ])('column %j direction %j selects %j (extra option: %s)', (column, direction, selected, extra) => {
    const choice = sortChoices(programSortOptions, column, direction);
    expect(choice.selected).toBe(selected);
    expect(choice.options.length).toBe(programSortOptions.length + (extra ? 1 : 0));
    expect(parseSortKey(choice.selected)).toEqual({
      column,
      direction: column && !direction ? 'ASC' : direction,
    });
  });

  it('offers the current page size even when it is not a usual one', () => {
    expect(pageSizeChoices(25)).toEqual([10, 25, 50, 100]);
    expect(pageSizeChoices(30)).toEqual([10, 25, 30, 50, 100]);
  });
});

describe('distance', () => {
  it.each([
    ['', '', '25'],
    ['Lubbock, TX', '', ''],
    ['Lubbock, TX', '100', '100'],
  ])('location %j radius %j shows %j', (location, radius, shown) => {
    expect(initialDistance(location, radius)).toBe(shown);
  });

  it('writes no radius without a location', () => {
    expect(submittedRadius('  ', '25')).toBe('');
    expect(submittedRadius('TX', '25')).toBe('25');
    expect(submittedRadius('TX', '')).toBe('');
  });

  it('keeps an unusual radius from a link as a choice, and always offers Any distance', () => {
    expect(distanceChoices('30')).toEqual(['10', '25', '50', '100', '250', '30', '']);
  });
});
