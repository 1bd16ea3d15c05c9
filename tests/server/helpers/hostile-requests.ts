// fast-check arbitraries for hostile requests: paths, segments and headers a careless or malicious client might send.
import fc from 'fast-check';
import { hostileSegment } from './hostile-values';
import { API_TOKEN, PUBLIC_TOKEN } from './test-app';

// Characters that may appear raw in a request target (RFC 3986 pchar, plus `%` used badly).
const pathChar = fc.constantFrom(..."abcxyzABCXYZ0189-._~!$&'()*+,;=:@%|".split(''));
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));

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
    '?maxCost=5000,none&pell=yes',
    '?maxCost=-1',
    '?maxCost=abc&maxWeeks=%E0',
    `?sector=${'public,'.repeat(600)}`,
    '?region=6,5,x',
    '?location=Lubbock%2C%20TX',
    '?location=%00',
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
  fc
    .tuple(segment, fc.array(segment, { minLength: 12, maxLength: 12 }), query)
    .map(([user, segs, q]) => `/api/v1/Training/${user}/${segs.join('/')}${q}`),
  // The details operation (decision 0073): a user id and a program id.
  fc.tuple(segment, segment, query).map(([user, id, q]) => `/api/v2/training/program/${user}/${id}${q}`),
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
      '/api/v2/training/program/',
      '/api/openapi.json/',
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
