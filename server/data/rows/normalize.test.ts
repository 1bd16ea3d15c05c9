// The cell cleaners on the shapes real files contain.
import { describe, expect, it } from 'vitest';
import { unquoteNces } from '../tables/csv-table';
import { cip6, cleanUrl, numberOrNull, onetToSoc, phoneDigits, zip5 } from './normalize';
import { normalizeCipCode } from '../readers/cip';
import { etplAwardLevel } from '../readers/etpl-award-level';
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
    ['', '', 12, null, 21],
    ['', '', 29, null, 21],
    ['', '', 32, null, 2],
    ['', '', 64, null, 4],
    ['', 'Certified Medical Assistant', null, 120, 20],
    ['', '', 0, 400, 21],
    ['', '', null, 1000, 2],
    // Contact hours win over elapsed weeks: a 125-hour online course over 52 weeks is a short certificate.
    ['', '', 52, 125, 20],
    ['', '', 32, 960, 2],
    ['', '', 8, 400, 21],
    ['', '', 0, null, null],
  ])('outcome %j, credential %j, %j weeks, %j hours -> %j', (outcome, credential, weeks, hours, expected) =>
    expect(etplAwardLevel(outcome, credential, weeks, hours)).toBe(expected),
  );
});
