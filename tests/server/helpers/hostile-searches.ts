// Well-formed searches carrying hostile values, for the fuzz property that must reach the engine.
import fc from 'fast-check';
import { hostileSegment } from './hostile-values';
import { API_TOKEN } from './test-app';

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
  // An API token: the page's token searches as the page's user id, 100 records and JSON only (page-token tests).
  authorization: fc.constant(`Bearer ${API_TOKEN}`),
  accept: fc.constantFrom('application/json', 'application/xml', '*/*'),
});
