// Property tests: request -> path -> request is the identity, and every path has exactly the right segment count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeProgramsSearch,
  encodeProgramsSearch,
  institutionsApiPath,
  parseInstitutionsApiPath,
  parseProgramsApiPath,
  programsApiPath,
  splitPath,
} from './paths';
import {
  institutionsSegments,
  programsSegments,
  type InstitutionsRequest,
  type ProgramsRequest,
} from '../requests';
import { programFilterParams, type ProgramFilterParam } from '../programs/program-filters';

const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('0', '', '/', '..', 'a|b', '~I~', 'Travis County, TX', '51.3801', '%', '?#+ '),
);
const values = fc.array(value, { maxLength: 4 });
const whole = fc.nat({ max: 999_999_999 });
// The added query filters hold codes and numbers (decision 0070): no commas, no surrounding blanks.
const code = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .%&+?#=-]{0,10}[A-Za-z0-9]$|^[A-Za-z0-9]$/);
const codes = fc.array(code, { maxLength: 3 });

const programsRequest: fc.Arbitrary<ProgramsRequest> = fc.record({
  userId: value.filter((v) => v !== ''),
  keyword: value,
  location: value,
  radius: value,
  programLength: values,
  school: values,
  programName: values,
  programFormat: values,
  occupation: values,
  filterBySource: value,
  area: values,
  sortColumns: value,
  sortDirection: value,
  startRecord: whole,
  limitRecord: whole,
  enableMetaData: fc.option(fc.boolean(), { nil: undefined }),
  // Every declared query dimension (contract/dimensions/program-dimensions.ts).
  ...(Object.fromEntries(programFilterParams.map((k) => [k, codes])) as Record<
    ProgramFilterParam,
    typeof codes
  >),
});

const institutionsRequest: fc.Arbitrary<InstitutionsRequest> = fc.record({
  userId: value.filter((v) => v !== ''),
  location: value,
  occupation: values,
  programName: values,
  programLength: values,
  state: values,
  sortColumns: value,
  sortDirections: value,
  startRecord: whole,
  limitRecord: whole,
  radius: value,
  region: codes,
});

describe('v2 program paths', () => {
  it('parse(path(request)) = request, with 3 + 15 segments', () => {
    fc.assert(
      fc.property(programsRequest, (req) => {
        const path = programsApiPath(req);
        const [pathname = ''] = path.split('?');
        expect(splitPath(pathname)).toHaveLength(3 + 1 + programsSegments.length);
        const parsed = parseProgramsApiPath(`/api${path}`);
        expect(parsed).toEqual({ ok: true, value: req, complete: true });
      }),
      { numRuns: 3000 },
    );
  });

  it('completes a shorter prefix with the defaults, and refuses it when a full path is required', () => {
    const prefix = ['welding', 'Lubbock%2C%20TX'];
    const completed = decodeProgramsSearch(prefix, true);
    expect(completed.ok && completed.complete).toBe(false);
    expect(completed.ok && completed.value.location).toBe('Lubbock, TX');
    expect(completed.ok && encodeProgramsSearch(completed.value)).toHaveLength(programsSegments.length);
    expect(decodeProgramsSearch(prefix).ok).toBe(false);
  });

  it('names the segment at fault for a bad number', () => {
    const req = parseProgramsApiPath('/v2/training/programs/u/0/0/0/0/0/0/0/0/0/0/0/0/-1/10');
    expect(req).toMatchObject({ ok: false, segment: 'startRecord' });
    const limit = parseProgramsApiPath('/v2/training/programs/u/0/0/0/0/0/0/0/0/0/0/0/0/0/1e3');
    expect(limit).toMatchObject({ ok: false, segment: 'limitRecord' });
  });

  it('refuses a path with too many or too few segments, and a missing user id', () => {
    expect(parseProgramsApiPath('/v2/training/programs/u/0/0').ok).toBe(false);
    expect(parseProgramsApiPath(`/v2/training/programs/u${'/0'.repeat(15)}`).ok).toBe(false);
    expect(parseProgramsApiPath(`/v2/training/programs/0${'/0'.repeat(14)}`)).toMatchObject({
      ok: false,
      segment: 'userId',
    });
  });
});

describe('v1 institution paths', () => {
  it('parse(path(request)) = request, with 2 + 10 segments', () => {
    fc.assert(
      fc.property(institutionsRequest, (req) => {
        const path = institutionsApiPath(req);
        const [pathname = ''] = path.split('?');
        expect(splitPath(pathname)).toHaveLength(2 + 1 + institutionsSegments.length);
        expect(parseInstitutionsApiPath(path)).toEqual({ ok: true, value: req, complete: true });
      }),
      { numRuns: 3000 },
    );
  });
});
