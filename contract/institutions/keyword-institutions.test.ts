// The 12-segment v1 keyword search in the contract: its codec round-trips, and the two v1 shapes are told apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  institutionsKeywordApiPath,
  institutionsKeywordPathParams,
  institutionsKeywordSegments,
  isInstitutionsKeywordRequest,
  parseInstitutionsKeywordApiPath,
  parseV1TrainingApiPath,
  v1SegmentNames,
  type InstitutionsKeywordRequest,
} from './keyword-institutions';
import { institutionsApiPath, splitPath } from '../urls/paths';
import { defaultInstitutionsSearch, institutionsSegments } from '../requests';

const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('0', '', '/', '..', 'a|b', '~I~', '29-1141.00', 'Southwest', 'Lubbock, TX', '%', '?#+ '),
);
const values = fc.array(value, { maxLength: 4 });
const whole = fc.nat({ max: 999_999_999 });

const keywordRequest: fc.Arbitrary<InstitutionsKeywordRequest> = fc.record({
  userId: value.filter((v) => v !== ''),
  keyword: value,
  location: value,
  radius: value,
  occupation: values,
  programName: values,
  programLength: values,
  state: values,
  region: values,
  sortColumns: value,
  sortDirections: value,
  startRecord: whole,
  limitRecord: whole,
});

describe('v1 keyword search paths', () => {
  it('parse(path(request)) = request, with 2 + 13 segments, through either parser', () => {
    fc.assert(
      fc.property(keywordRequest, (req) => {
        const path = institutionsKeywordApiPath(req);
        expect(splitPath(path)).toHaveLength(2 + 1 + institutionsKeywordSegments.length);
        expect(parseInstitutionsKeywordApiPath(`/api${path}`)).toEqual({
          ok: true,
          value: req,
          complete: true,
        });
        expect(parseV1TrainingApiPath(`/api${path}`)).toEqual({ ok: true, value: req, complete: true });
      }),
      { numRuns: 3000 },
    );
  });

  it('writes every segment as the path parameters its OpenAPI description declares', () => {
    const names = Object.keys(institutionsKeywordPathParams.shape);
    expect(names).toEqual(['userId', ...institutionsKeywordSegments.map(([name]) => name)]);
    fc.assert(
      fc.property(keywordRequest, (req) => {
        // Radius as a client writes it (miles, or "" written 0); the rest any text.
        const sane = { ...req, radius: req.startRecord % 2 ? String((req.startRecord % 500) + 1) : '' };
        const [, , ...segments] = splitPath(institutionsKeywordApiPath(sane));
        const params = Object.fromEntries(names.map((n, i) => [n, segments[i]]));
        expect(institutionsKeywordPathParams.safeParse(params).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the request shapes real clients send', () => {
    const rn = parseV1TrainingApiPath('/v1/training/me/29-1141.00/95628/25/0/0/0/0/0/0/0/0/10');
    expect(rn).toMatchObject({
      ok: true,
      value: { userId: 'me', keyword: '29-1141.00', location: '95628', radius: '25', limitRecord: 10 },
    });
    expect(rn.ok && rn.value).toMatchObject({ occupation: [], region: [], sortColumns: '', startRecord: 0 });
    const welding = parseV1TrainingApiPath(
      '/api/v1/Training/me/welding/79401/50/0/0/0/0/0/Distance/asc/0/25',
    );
    expect(welding).toMatchObject({
      ok: true,
      value: { keyword: 'welding', sortColumns: 'Distance', sortDirections: 'asc', limitRecord: 25 },
    });
    const city = parseV1TrainingApiPath(
      '/v1/training/me/CNA/Austin,%20TX/30/0/0/0/TX/6%7CSouthwest/0/0/0/6000',
    );
    expect(city).toMatchObject({
      ok: true,
      value: { location: 'Austin, TX', state: ['TX'], region: ['6', 'Southwest'], limitRecord: 6000 },
    });
  });

  it('tells the two v1 searches apart by segment count, and names both counts when neither fits', () => {
    const nine = institutionsApiPath({
      ...defaultInstitutionsSearch,
      userId: 'u',
      location: 'TX',
      radius: '25',
    });
    const parsed = parseV1TrainingApiPath(nine);
    expect(parsed.ok && isInstitutionsKeywordRequest(parsed.value)).toBe(false);
    expect(parsed).toMatchObject({ ok: true, value: { location: 'TX', radius: '25' } });
    expect(v1SegmentNames(nine)).toEqual(institutionsSegments.map(([n]) => n));
    const twelve = `/v1/training/u${'/0'.repeat(11)}/10`;
    const p12 = parseV1TrainingApiPath(twelve);
    expect(p12.ok && isInstitutionsKeywordRequest(p12.value)).toBe(true);
    expect(v1SegmentNames(twelve)).toEqual(institutionsKeywordSegments.map(([n]) => n));
    for (const count of [1, 8, 10, 11, 13, 20]) {
      const res = parseV1TrainingApiPath(`/v1/training/u${'/0'.repeat(count)}`);
      expect(res).toEqual({
        ok: false,
        message: `Expected 9 path segments after the user id (the institution search) or 12 (the keyword search), got ${count}.`,
      });
    }
  });

  it('names the segment at fault and requires a user id', () => {
    expect(parseV1TrainingApiPath('/v1/training/u/0/0/0/0/0/0/0/0/0/0/x/10')).toMatchObject({
      ok: false,
      segment: 'startRecord',
    });
    expect(parseV1TrainingApiPath('/v1/training/u/0/0/0/0/0/0/0/%E0/0/0/0/10')).toMatchObject({
      ok: false,
      segment: 'region',
    });
    expect(parseV1TrainingApiPath(`/v1/training/0${'/0'.repeat(12)}`)).toMatchObject({
      ok: false,
      segment: 'userId',
    });
  });
});
