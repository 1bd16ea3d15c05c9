// The cell cleaners on the shapes real files contain.
import { describe, expect, it } from 'vitest';
import { unquoteNces } from '../tables/csv-table';
import {
  cip6,
  cipWithLostZeros,
  cleanUrl,
  ipedsAmount,
  numberOrNull,
  onetToSoc,
  phoneDigits,
  zip5,
} from './normalize';
import { normalizeCipCode } from '../readers/cip';
import { etplAwardLevel, plausibleLength } from '../readers/etpl-award-level';
import { academicYearOf } from '../readers/etpl';
import { countyLabel } from '../readers/zip';

describe('cell cleaners', () => {
  it.each([
    ['78701', '78701'],
    ['35294-0110', '35294'],
    ['352940110', '35294'],
    ['601', '00601'],
    ['', ''],
    ['ABCDE', ''],
  ])('zip5(%j) = %j', (input, expected) => expect(zip5(input)).toBe(expected));

  it.each([
    ['(512) 555-0101', '5125550101'],
    ['2563725000', '2563725000'],
    ['205934401100', '205934401100'],
    ['', ''],
  ])('phoneDigits(%j) = %j', (input, expected) => expect(phoneDigits(input)).toBe(expected));

  it.each([
    ['www.aamu.edu/', 'www.aamu.edu/'],
    [' https://www.uab.edu/ ', 'https://www.uab.edu/'],
    ['-2', ''],
    ['N/A', ''],
  ])('cleanUrl(%j) = %j', (input, expected) => expect(cleanUrl(input)).toBe(expected));

  it.each([
    ['513801', '51.3801'],
    ['51.3801', '51.3801'],
    ['1.0101', '01.0101'],
    ['10101', '01.0101'],
    ['99', ''],
    ['', ''],
  ])('cip6(%j) = %j', (input, expected) => expect(cip6(input)).toBe(expected));

  it.each([
    ['01', '01'],
    ['1.01', '01.01'],
    ['01.0101', '01.0101'],
    ['x', ''],
  ])('normalizeCipCode(%j) = %j', (input, expected) => expect(normalizeCipCode(input)).toBe(expected));

  it.each([
    ['31101400', '31-1014'],
    ['29-1141.00', '29-1141'],
    ['', ''],
    ['12', ''],
  ])('onetToSoc(%j) = %j', (input, expected) => expect(onetToSoc(input)).toBe(expected));

  it.each([
    ['5600', 5600],
    ['$1,983.50', 1983.5],
    ['ERROR', null],
    ['', null],
  ])('numberOrNull(%j) = %j', (input, expected) => expect(numberOrNull(input)).toBe(expected));

  it.each([
    ['="01.0101"', '01.0101'],
    ['01.0101', '01.0101'],
    ['="', '="'],
  ])('unquoteNces(%j) = %j', (input, expected) => expect(unquoteNces(input)).toBe(expected));

  it.each([
    ['Travis', 'TX', 'Travis County, TX'],
    ['Orleans', 'LA', 'Orleans Parish, LA'],
    ['Caddo Parish', 'LA', 'Caddo Parish, LA'],
    ['Anchorage Municipality', 'AK', 'Anchorage Municipality, AK'],
    ['Roanoke (city)', 'VA', 'Roanoke city, VA'],
    ['', 'TX', ''],
  ])('countyLabel(%j, %j) = %j', (name, state, expected) => expect(countyLabel(name, state)).toBe(expected));
});

describe('ETPL award level', () => {
  it.each([
    ['Associates Degree', '', null, null, 3],
    ['Industry recognized certificate or certification', 'Associate of Applied Science', 64, null, 3],
    ['Baccalaureate degree', '', 120, null, 5],
    ['', 'Certified Nurse Aide', 4, null, 20],
    ['', '', 11, null, 20],
    ['', '', 12, null, 21],
    ['', '', 51, null, 21],
    ['', '', 52, null, 2],
    ['', '', 103, null, 2],
    ['', '', 104, null, 4],
    ['', 'Certified Medical Assistant', null, 120, 20],
    ['', '', 0, 400, 21],
    ['', '', null, 1000, 2],
    // Weeks win over contact hours (decision 0171): a 125-hour course over 52 weeks takes a year, as its card says.
    ['', '', 52, 125, 2],
    ['', '', 32, 960, 21],
    ['', '', 8, 400, 20],
    // The list's 99,999-week placeholder is no length; the hours decide.
    ['', '', 99_999, 160, 20],
    // "1 week" beside 1,904 contact hours cannot both be right: the hours decide the level, neither is shown.
    ['', '', 1, 1904, 4],
    ['', '', 99_999, null, null],
    ['', '', 0, null, null],
  ])('outcome %j, credential %j, %j weeks, %j hours -> %j', (outcome, credential, weeks, hours, expected) =>
    expect(etplAwardLevel(outcome, credential, weeks, hours)).toBe(expected),
  );
});

describe('ETPL lengths shown', () => {
  it.each([
    [52, 125, { weeks: 52, hours: 125 }],
    [99_999, 160, { weeks: null, hours: 160 }],
    [44_481, 288, { weeks: null, hours: 288 }],
    [1, 1904, { weeks: null, hours: null }],
    [16, 1520, { weeks: null, hours: null }],
    [16, 1344, { weeks: 16, hours: 1344 }],
    [260, 8000, { weeks: 260, hours: 8000 }],
    [0, 20_000, { weeks: null, hours: null }],
    [null, null, { weeks: null, hours: null }],
  ])('%j weeks, %j hours -> %j', (weeks, hours, expected) =>
    expect(plausibleLength(weeks, hours)).toEqual(expected),
  );
});

describe('IPEDS cells', () => {
  it.each([
    ['1.0101', '01.0101'],
    ['9.09', '09.0900'],
    ['12.041', '12.0410'],
    ['12.0401', '12.0401'],
    ['51', '51.0000'],
    ['-2', ''],
    ['.', ''],
    ['123.4', ''],
  ])('cipWithLostZeros(%j) = %j', (input, expected) => expect(cipWithLostZeros(input)).toBe(expected));

  it.each([
    ['15150', 15150],
    ['0', 0],
    ['.', null],
    ['-2', null],
    ['', null],
  ])('ipedsAmount(%j) = %j', (input, expected) => expect(ipedsAmount(input)).toBe(expected));

  it.each([
    ['2024-03-20', '2023-24'],
    ['2024-07-01', '2024-25'],
    ['', ''],
  ])('academicYearOf(%j) = %j', (date, expected) => expect(academicYearOf(date)).toBe(expected));
});
