// Classification codes as people type them.
import { describe, expect, it } from 'vitest';
import { parseCode, socPrefix } from './codes';

describe('parseCode', () => {
  it.each([
    ['29-1141', { kind: 'soc', code: '29-1141' }],
    ['29-1141.00', { kind: 'soc', code: '29-1141' }],
    ['29114100', { kind: 'soc', code: '29-1141' }],
    [' 29-1141 ', { kind: 'soc', code: '29-1141' }],
    ['51.3801', { kind: 'cip', code: '51.3801' }],
    ['513801', { kind: 'cip', code: '51.3801' }],
    ['51.38', { kind: 'cip', code: '51.38' }],
    ['5138', { kind: 'cip', code: '51.38' }],
    ['51', { kind: 'cip', code: '51' }],
    ['1.0101', { kind: 'cip', code: '01.0101' }],
  ])('reads %s', (input, expected) => {
    expect(parseCode(input)).toEqual(expected);
  });

  it.each(['nursing', '29-114', '1234567', '51.380', 'CNA 2', ''])('leaves %s as text', (input) => {
    expect(parseCode(input)).toBeNull();
  });
});

describe('socPrefix', () => {
  it.each([
    ['29-0000', '29-'],
    ['29-1000', '29-1'],
    ['29-1140', '29-114'],
    ['29-1141', '29-1141'],
  ])('%s covers codes starting %s', (code, prefix) => {
    expect(socPrefix(code)).toBe(prefix);
  });
});
