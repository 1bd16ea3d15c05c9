// The values the cost, length, format and pay filters compare (decisions 0177, 0179), from item fields made by hand.
import { describe, expect, it } from 'vitest';
import {
  comparableCost,
  comparableWeeks,
  formatValues,
  listOnlySelections,
  payBand,
  payValue,
} from './fact-values';

const none = { Format: [] as string[], AwLevelCode: 3 };

describe('comparable cost: the whole program', () => {
  it.each([
    // The program's own price is the whole program's.
    [{ CostBasis: 'Program', CostTotal: 4008, AwLevelCode: 21 }, 4008],
    // A year at the college times the award level's usual full-time years.
    [{ CostBasis: 'Year', CostTotal: 5436, AwLevelCode: 3 }, 10_872],
    [{ CostBasis: 'Year', CostTotal: 10_000, AwLevelCode: 5 }, 40_000],
    [{ CostBasis: 'Year', CostTotal: 5200, AwLevelCode: 20 }, 1200],
    [{ CostBasis: 'Year', CostTotal: 5200, AwLevelCode: 21 }, 5200],
    [{ AwLevelCode: 3 }, NaN],
  ])('%j -> %d', (fields, expected) => expect(comparableCost(fields)).toBe(expected));
});

describe('comparable length in calendar weeks, from the unit the source gives', () => {
  it.each([
    [{ ...none, LengthBasis: 'Program', LengthWeeks: 47, LengthHours: 1500, LengthMonths: 12 }, 47],
    [{ ...none, LengthBasis: 'Program', LengthMonths: 9 }, 39],
    [{ ...none, LengthBasis: 'Program', LengthHours: 900 }, 36],
    [{ ...none, LengthBasis: 'Program', LengthCreditHours: 60 }, 72],
    // Only the award level: its longest usual length, so "at most" keeps what usually takes no longer.
    [{ ...none, LengthBasis: 'Award level', LengthTypicalWeeksMax: 104 }, 104],
    [none, NaN],
  ])('%j -> %d', (fields, expected) => expect(comparableWeeks(fields)).toBe(expected));
});

describe('format values', () => {
  it('a list program keeps its own formats; a college program counts as not reported and, if so, school-online', () => {
    expect(formatValues({ Format: ['Hybrid'], SchoolOnline: 'Some' })).toEqual(['Hybrid', 'school-online']);
    expect(formatValues({ Format: [], SchoolOnline: 'All' })).toEqual(['school-online', 'none']);
    expect(formatValues({ Format: [], SchoolOnline: 'None' })).toEqual(['none']);
    expect(formatValues({ Format: [] })).toEqual(['none']);
  });
});

describe('pay', () => {
  it('files the lowest median of the occupations that count in its band; none without one', () => {
    expect([0, 29_999, 30_000, 49_999, 50_000, 99_999, 239_200].map(payBand)).toEqual([0, 0, 1, 2, 3, 5, 6]);
    expect(payBand(NaN)).toBeNaN();
    expect(payValue({ PayMedianLow: 31_470 })).toBe('30000-39999');
    expect(payValue({ PayMedianLow: 100_000 })).toBe('100000-or-more');
    expect(payValue({})).toBe('none');
  });
});

describe('selections only the state lists can answer', () => {
  it('names them unless "Not reported" is among the values', () => {
    expect(listOnlySelections({ pell: ['yes'], childcare: ['yes', 'none'] })).toEqual([
      { filter: 'pell', values: ['yes'] },
    ]);
    expect(listOnlySelections({ programFormat: ['Online'] })).toEqual([
      { filter: 'programFormat', values: ['Online'] },
    ]);
    expect(listOnlySelections({ programFormat: ['Online', 'school-online'] })).toEqual([]);
    expect(listOnlySelections({ programFormat: ['In-person', 'none'] })).toEqual([]);
    expect(listOnlySelections({})).toEqual([]);
  });
});
