import { describe, expect, it } from 'vitest';
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type ProgramsSearch,
} from '../../contract/requests';
import {
  compareHref,
  noCarried,
  parseProgramsRoute,
  parseSchoolsRoute,
  programHref,
  programsHref,
  readIdsPage,
  schoolsHref,
  shortlistHref,
} from './routes';

const programs = (patch: Partial<ProgramsSearch>): ProgramsSearch => ({ ...defaultProgramsSearch, ...patch });

function splitHref(href: string): [string, string] {
  const q = href.indexOf('?');
  return q < 0 ? [href, ''] : [href.slice(0, q), href.slice(q)];
}

describe('program routes', () => {
  it.each([
    ['defaults', programs({}), '/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10'],
    [
      'keyword, place, radius',
      programs({ keyword: 'welding', location: 'Lubbock, TX', radius: '25' }),
      '/programs/welding/Lubbock%2C%20TX/25/0/0/0/0/0/0/0/0/0/0/10',
    ],
    [
      'several values and a slash',
      programs({ programName: ['Welding Technology/Welder', '51.3801'], area: ['Travis County, TX'] }),
      '/programs/0/0/0/0/0/Welding%20Technology~I~Welder%7C51.3801/0/0/0/Travis%20County%2C%20TX/0/0/0/10',
    ],
    [
      'sort, source and paging',
      programs({
        sortColumns: 'Program',
        sortDirection: 'DESC',
        filterBySource: 'Y',
        startRecord: 20,
        limitRecord: 25,
      }),
      '/programs/0/0/0/0/0/0/0/0/Y/0/Program/DESC/20/25',
    ],
  ])('%s: serializes to the URL and parses back to the same search', (_, search, href) => {
    expect(programsHref(search)).toBe(href);
    const parsed = parseProgramsRoute(...splitHref(href));
    expect(parsed).toEqual({ ok: true, state: { search, complete: true, exact: false, carried: noCarried } });
  });

  it('round-trips awkward values: tildes, pipes, a literal 0, dots and non-ASCII', () => {
    const search = programs({
      keyword: 'a~b|c',
      school: ['0', '..', 'Señora / Niño'],
      occupation: ['29-1141'],
    });
    const parsed = parseProgramsRoute(...splitHref(programsHref(search)));
    expect(parsed.ok && parsed.state.search).toEqual(search);
  });

  it.each([
    ['/programs', programs({})],
    ['/programs/welding', programs({ keyword: 'welding' })],
    ['/programs/welding/Lubbock%2C%20TX', programs({ keyword: 'welding', location: 'Lubbock, TX' })],
    ['/programs/nursing/78701/50/', programs({ keyword: 'nursing', location: '78701', radius: '50' })],
  ])('completes the shorter prefix %s with defaults', (path, search) => {
    expect(parseProgramsRoute(path, '')).toEqual({
      ok: true,
      state: { search, complete: false, exact: false, carried: noCarried },
    });
  });

  it('keeps the "search instead for" flag in the query', () => {
    const search = programs({ keyword: 'weldng' });
    const href = programsHref(search, true);
    expect(href).toBe('/programs/weldng/0/0/0/0/0/0/0/0/0/0/0/0/10?exact=1');
    expect(parseProgramsRoute(...splitHref(href))).toEqual({
      ok: true,
      state: { search, complete: true, exact: true, carried: noCarried },
    });
  });

  it.each([
    ['/programs/0/0/0/0/0/0/0/0/0/0/0/0/abc/10', /startRecord/],
    ['/programs/%E0%A4%A/0', /percent-encoded/],
    ['/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10/extra', /segments/],
  ])('rejects %s with a message', (path, message) => {
    const parsed = parseProgramsRoute(path, '');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('school routes', () => {
  it('puts radius in the query and reads it back', () => {
    const search = {
      ...defaultInstitutionsSearch,
      location: 'Austin, TX',
      radius: '25',
      state: ['TX', 'OK'],
    };
    const href = schoolsHref(search);
    expect(href).toBe('/schools/Austin%2C%20TX/0/0/0/TX%7COK/0/0/0/10?radius=25');
    expect(parseSchoolsRoute(...splitHref(href))).toEqual({
      ok: true,
      state: { search, complete: true, exact: false, carried: noCarried },
    });
  });

  it('completes a prefix, keeping the radius', () => {
    const parsed = parseSchoolsRoute('/schools/79401', '?radius=10');
    expect(parsed).toEqual({
      ok: true,
      state: {
        search: { ...defaultInstitutionsSearch, location: '79401', radius: '10' },
        complete: false,
        exact: false,
        carried: noCarried,
      },
    });
  });
});

describe('added filters, region and what a counselor collects ride in the query', () => {
  it('round-trips the added filters and the compare and shortlist ids', () => {
    const search = programs({
      keyword: 'welding',
      maxCost: ['5000', 'none'],
      pell: ['yes'],
      sector: ['public'],
    });
    const carried = { compare: ['48000010865', '22815848050821'], list: ['48000010865'] };
    const href = programsHref(search, false, carried);
    expect(href).toContain('maxCost=5000%2Cnone');
    expect(parseProgramsRoute(...splitHref(href))).toEqual({
      ok: true,
      state: { search, complete: true, exact: false, carried },
    });
  });

  it('keeps a region and reads ids for compare and the shortlist, dropping ones that are not ids', () => {
    const search = { ...defaultInstitutionsSearch, occupation: ['welding'], region: ['6'] };
    const parsed = parseSchoolsRoute(...splitHref(schoolsHref(search)));
    expect(parsed.ok && parsed.state.search.region).toEqual(['6']);
    expect(readIdsPage('?ids=1,x,22&from=Lubbock%2C%20TX')).toMatchObject({
      ids: ['1', '22'],
      from: 'Lubbock, TX',
    });
    expect(shortlistHref(['1', '2'])).toBe('/shortlist?ids=1%2C2');
    expect(compareHref({ compare: ['1', '2'], list: ['3'] }, 'TX')).toBe('/compare?ids=1%2C2&from=TX&list=3');
    expect(programHref(48000010865, 'Lubbock, TX')).toBe('/program/48000010865?from=Lubbock%2C+TX');
  });
});
