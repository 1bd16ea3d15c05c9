// Property and table tests: every value survives a trip through a path segment, whatever characters it holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeList, decodeText, encodeList, encodeText } from './segment-codec';

// Strings biased towards the characters that break naive path handling.
const hostileChar = fc.constantFrom(
  '/',
  ',',
  '|',
  '~',
  '%',
  '?',
  '#',
  '+',
  ' ',
  '.',
  '0',
  'I',
  'D',
  'é',
  '中',
  '😀',
  '\\',
);
const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.oneof(hostileChar, fc.string({ minLength: 1, maxLength: 1 })) }),
  fc.constantFrom('', '0', '.', '..', '...', '~I~', '~D~', '~', '%2F', 'a|b', 'a/b', '0|0'),
);

describe('segment codec', () => {
  it('round-trips any single text value', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        expect(decodeText(encodeText(value))).toBe(value);
      }),
      { numRuns: 5000 },
    );
  });

  it('round-trips any list of values, including empty values and "0"', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 6 }), (values) => {
        expect(decodeList(encodeList(values))).toEqual(values);
      }),
      { numRuns: 5000 },
    );
  });

  it('writes a segment with no slash, no dot-only segment, and nothing a URL parser would change', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 4 }), (values) => {
        const segment = encodeList(values);
        expect(segment).not.toMatch(/[/?#\s]/);
        expect(segment).not.toMatch(/^(\.|\.\.)$/i);
        expect(segment.length).toBeGreaterThan(0);
        // The WHATWG URL parser keeps the segment exactly as written.
        const url = new URL(`http://x/a/${segment}/b`);
        expect(url.pathname).toBe(`/a/${segment}/b`);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [[], '0'],
    [['Travis County, TX'], 'Travis%20County%2C%20TX'],
    [['Welding/Metal'], 'Welding~I~Metal'],
    [['20', '21'], '20%7C21'],
    [['0'], '~0~'],
  ])('writes %j as %s', (values, segment) => {
    expect(encodeList(values)).toBe(segment);
  });

  it.each([
    ['0', []],
    ['Austin~D~ TX', ['Austin, TX']],
    ['Welding~I~Metal', ['Welding/Metal']],
    ['20|21', ['20', '21']],
    ['In-person%7COnline', ['In-person', 'Online']],
  ])('reads CareerOneStop-style segment %s', (segment, values) => {
    expect(decodeList(segment)).toEqual(values);
  });

  it('reports a malformed percent escape as null instead of throwing', () => {
    expect(decodeList('%E0%A4%A')).toBeNull();
    expect(decodeText('%')).toBeNull();
  });
});
