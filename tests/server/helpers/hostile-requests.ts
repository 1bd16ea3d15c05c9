// fast-check arbitraries for hostile requests: paths, segments and headers a careless or malicious client might send.
import fc from 'fast-check';
import { API_TOKEN, PUBLIC_TOKEN } from './test-app';

// Characters that may appear raw in a request target (RFC 3986 pchar, plus `%` used badly).
const pathChar = fc.constantFrom(..."abcxyzABCXYZ0189-._~!$&'()*+,;=:@%|".split(''));
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));

export const hostileSegment = fc.constantFrom(
  // SQL and FTS query syntax
  "'%20OR%201=1%20--",
  "'%3B%20DROP%20TABLE%20program%3B%20--",
  '%22%20OR%20%22%22=%22',
  '1%3B%20SELECT%20*%20FROM%20sqlite_master',
  'NEAR(',
  '%22unterminated',
  'AND%20OR%20NOT',
  'welding*',
  '*',
  '^',
  'col:val',
  '(',
  // script
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
  // slashes, dots, the codec's tokens and broken escapes
  '%2F',
  '%2f..%2f..%2fetc%2fpasswd',
  '..',
  '.',
  '%2e%2e',
  '~I~',
  '~',
  '~~~',
  '~0~|~E~',
  '|',
  '||||',
  '%7C',
  '%00',
  '%0A',
  '%E0%A4%A',
  '%',
  '%%',
  '%FF',
  '%C0%AF',
  '%F0%9F%98%80',
  '%ED%A0%80',
  // numbers
  '-1',
  '0',
  '-0',
  '1e309',
  '99999999999999999999',
  '999999999',
  '1000000000',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  '+1',
  // sizes
  'a'.repeat(499),
  'a'.repeat(501),
  'a'.repeat(5000),
  '%41'.repeat(200),
  // ordinary values, so that some requests get through to the engine
  'Y',
  'N',
  'ASC',
  'DESC',
  'Program',
  'Location',
  'School',
  'TX',
  '78701',
  'Lubbock%2C%20TX',
  'welding',
  '20|3',
  '48.0508',
  '29-1141',
);

export const segment = fc.oneof(
  { weight: 4, arbitrary: hostileSegment },
  { weight: 2, arbitrary: fc.string({ unit: pathChar, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom('1', '5', '10', '500') },
);

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?enableMetaData=true',
    '?enableMetaData=yes',
    '?enableMetaData',
    '?radius=-5',
    '?radius=%E0',
    '?radius=50',
    `?radius=${'9'.repeat(400)}`,
    `?x=${'a'.repeat(4100)}`,
    '?a=1&a=2',
    '?',
    '?%',
  ),
  fc.string({ unit: pathChar, maxLength: 40 }).map((s) => `?${s}`),
);

/** Paths shaped like the two operations (right segment count), with hostile values in any position. */
const shapedPath = fc.oneof(
  fc
    .tuple(segment, fc.array(segment, { minLength: 14, maxLength: 14 }), query)
    .map(([user, segs, q]) => `/api/v2/training/programs/${user}/${segs.join('/')}${q}`),
  fc
    .tuple(segment, fc.array(segment, { minLength: 9, maxLength: 9 }), query)
    .map(([user, segs, q]) => `/api/v1/training/${user}/${segs.join('/')}${q}`),
);

/** Any path under any prefix, with any number of segments. */
const loosePath = fc
  .tuple(
    fc.constantFrom(
      '/api/v2/training/programs/',
      '/api/v1/training/',
      '/api/',
      '/api/health/',
      '/',
      '/programs/',
      '/schools/',
      '/assets/',
      '/config.json/',
      '//api/v2/training/programs/',
      '/api/v2/training/programs',
      '/API/v1/training/',
      '/api/v1/training//',
    ),
    fc.array(segment, { maxLength: 20 }),
    query,
  )
  .map(([prefix, segs, q]) => `${prefix}${segs.join('/')}${q}`);

export const hostilePath = fc.oneof(
  { weight: 3, arbitrary: shapedPath },
  { weight: 2, arbitrary: loosePath },
);

const headerText = (max: number) => fc.string({ unit: printable, maxLength: max });

export const hostileHeaders = fc.record(
  {
    authorization: fc.oneof(
      fc.constantFrom(
        `Bearer ${PUBLIC_TOKEN}`,
        `Bearer ${API_TOKEN}`,
        `bearer ${PUBLIC_TOKEN}`,
        `Bearer ${PUBLIC_TOKEN} extra`,
        `Bearer ${PUBLIC_TOKEN.toUpperCase()}`,
        'Bearer',
        'Bearer ',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'x'.repeat(6000)}`,
      ),
      headerText(60).map((s) => `Bearer ${s}`),
      headerText(60),
    ),
    accept: fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/xml',
        'text/xml',
        '*/*',
        'text/html',
        'application/json;q=0',
        'application/*;q=abc',
        ',,,',
        ';;',
        '/',
        'application/xml;q=0.5, application/json;q=0.4',
        'x'.repeat(3000),
      ),
      headerText(40),
    ),
    'accept-encoding': fc.oneof(
      fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*', 'gzip;q=0, br;q=0'),
      headerText(20),
    ),
    'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"', 'W/'), headerText(40)),
  },
  { requiredKeys: [] },
);

export const method = fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'PUT');

/** Free text as a client would percent-encode it, including query syntax, markup and odd Unicode. */
const hostileText = fc.oneof(
  hostileSegment,
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc
    .string({ unit: 'binary', maxLength: 20 })
    .map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))),
  fc.constantFrom(
    'welding',
    'nurs',
    'a',
    'the',
    'registered%20nurse',
    '51.3801',
    '513801',
    '29-1141.00',
    '29114100',
  ),
);
const pick = (...values: string[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: hostileText });
const location = pick(
  '0',
  'TX',
  'Texas',
  '78701',
  '78701-1234',
  'Lubbock%2C%20TX',
  'US',
  'Austin%2C%20Texas',
);
const radius = pick('0', '10', '25', '500', '501', '-1', '1e9');
const filter = pick(
  '0',
  '20',
  '20|3|5',
  'In-person',
  'Travis%20County%2C%20TX',
  '51-4121',
  '48.0508',
  '100654',
);
const start = fc.constantFrom('0', '10', '490', '999999999');
const limit = fc.constantFrom('1', '10', '25', '500');

/** Well-formed searches whose values are hostile: these get past parsing and into the engine. */
export const engineReachingPath = fc.oneof(
  fc
    .tuple(
      hostileText,
      location,
      radius,
      fc.array(filter, { minLength: 5, maxLength: 5 }),
      pick('0', 'Y', 'N'),
      filter,
      pick('0', 'Program', 'Provider', 'DegreeCredential', 'Location'),
      pick('0', 'ASC', 'DESC'),
      start,
      limit,
      fc.constantFrom('', '?enableMetaData=true', '?enableMetaData=false'),
    )
    .map(
      ([
        keyword,
        loc,
        rad,
        [len = '0', school = '0', name = '0', format = '0', occ = '0'],
        src,
        area,
        sort,
        dir,
        s,
        l,
        q,
      ]) =>
        `/api/v2/training/programs/fuzz/${[keyword, loc, rad, len, school, name, format, occ, src, area, sort, dir, s, l].join('/')}${q}`,
    ),
  fc
    .tuple(
      location,
      filter,
      filter,
      filter,
      filter,
      pick('0', 'School', 'City', 'Distance'),
      pick('0', 'ASC', 'DESC'),
      start,
      limit,
      fc.constantFrom('', '?radius=25', '?radius=-3', '?radius=abc'),
    )
    .map((segs) => {
      const q = segs.pop() ?? '';
      return `/api/v1/training/fuzz/${segs.join('/')}${q}`;
    }),
);

export const plausibleHeaders = fc.record({
  authorization: fc.constantFrom(`Bearer ${PUBLIC_TOKEN}`, `Bearer ${API_TOKEN}`),
  accept: fc.constantFrom('application/json', 'application/xml', '*/*'),
});
