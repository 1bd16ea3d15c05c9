import { describe, expect, it } from 'vitest';
import { searchContext } from './search-context';

describe('searchContext', () => {
  it.each([
    [null, '/', '', 'programs', false, { keyword: '', location: '', radius: '' }],
    [null, '/about', '', 'programs', false, { keyword: '', location: '', radius: '' }],
    [
      'programs',
      '/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10',
      '',
      'programs',
      true,
      { keyword: 'welding', location: 'TX', radius: '' },
    ],
    [
      'schools',
      '/schools/Austin%2C%20TX/nursing/0/0/0/0/0/0/10',
      '?radius=25',
      'schools',
      true,
      { keyword: 'nursing', location: 'Austin, TX', radius: '25' },
    ],
  ] as const)(
    'on a %s page, %s%s searches %s (active %s) with values %j',
    (page, path, query, mode, active, values) => {
      const ctx = searchContext(page, path, query);
      expect([ctx.mode, ctx.active, ctx.values]).toEqual([mode, active, values]);
    },
  );

  it('switches to Schools and back carrying keyword, place and distance', () => {
    const programs = searchContext(
      'programs',
      '/programs/welding/Lubbock%2C%20TX/50/0/1001/0/0/0/Y/0/Program/ASC/20/25',
      '',
    );
    expect(programs.schoolsTarget).toBe('/schools/Lubbock%2C%20TX/welding/0/0/0/0/0/0/10?radius=50');
    expect(programs.programsTarget).toBe(
      '/programs/welding/Lubbock%2C%20TX/50/0/1001/0/0/0/Y/0/Program/ASC/20/25',
    );
    const schools = searchContext('schools', '/schools/Lubbock%2C%20TX/welding/0/0/0/0/0/0/10', '?radius=50');
    expect(schools.programsTarget).toBe('/programs/welding/Lubbock%2C%20TX/50/0/0/0/0/0/0/0/0/0/0/10');
  });

  it('a new search keeps sort and page size, drops filters and goes to page 1', () => {
    const ctx = searchContext('programs', '/programs/welding/TX/0/0/1001/0/0/0/Y/0/Program/ASC/20/25', '');
    expect(ctx.submitHref({ keyword: 'nursing', location: '78701', radius: '10' })).toBe(
      '/programs/nursing/78701/10/0/0/0/0/0/0/0/Program/ASC/0/25',
    );
    const schools = searchContext('schools', '/schools/0/welding/0/0/TX/School/DESC/10/50', '');
    expect(schools.submitHref({ keyword: '', location: 'OK', radius: '' })).toBe(
      '/schools/OK/0/0/0/0/School/DESC/0/50',
    );
  });
});
