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
  // Details of real and made-up program ids, measured from hostile places.
  fc
    .tuple(
      fc.constantFrom('48000010865', '22815848050821', '1', '0', '9999999999999999', '48000030906'),
      fc.oneof(
        fc.constant(''),
        location.map((l) => `?location=${l}`),
      ),
    )
    .map(([id, q]) => `/api/v2/training/program/fuzz/${id}${q}`),
  fc
    .tuple(
      hostileText,
      location,
      radius,
      fc.array(filter, { minLength: 5, maxLength: 5 }),
      pick('0', 'Y', 'N'),
      filter,
      pick('0', 'Program', 'Provider', 'DegreeCredential', 'Location', 'Cost', 'Length'),
      pick('0', 'ASC', 'DESC'),
      start,
      limit,
      fc.constantFrom(
        '',
        '?enableMetaData=true',
        '?enableMetaData=false',
        // The added filters (decision 0070), valid and not.
        '?maxCost=5000,none&pell=yes,none',
        '?maxWeeks=12&childcare=no&flexibleHours=yes&publicTransit=none&sector=public,none',
        '?maxCost=0.5&maxWeeks=1000',
        '?maxCost=%3Cscript%3E',
        '?sector=private-for-profit&pell=maybe',
      ),
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
      fc.constantFrom(
        '',
        '?radius=25',
        '?radius=-3',
        '?radius=abc',
        '?region=6',
        '?region=6,9,%3C',
        '?radius=50&region=x',
      ),
    )
    .map((segs) => {
      const q = segs.pop() ?? '';
      return `/api/v1/training/fuzz/${segs.join('/')}${q}`;
    }),
  // The 12-segment v1 keyword search, as real clients write it (prefix in any case, sort words in any case).
  fc
    .tuple(
      fc.constantFrom('v1/training', 'v1/Training'),
      hostileText,
      location,
      radius,
      fc.array(filter, { minLength: 4, maxLength: 4 }),
      pick('0', '6', 'Southwest', '6|8', 'far%20west', 'Atlantis'),
      pick('0', 'School', 'city', 'Distance'),
      pick('0', 'asc', 'DESC', 'Desc'),
      start,
      fc.constantFrom('1', '10', '500', '1000', '6000'),
    )
    .map(([prefix, ...segs]) => `/api/${prefix}/fuzz/${segs.flat().join('/')}`),
);

export const plausibleHeaders = fc.record({
  // An API token: the page's token searches as the page's user id, 100 records and JSON only (page-token tests).
  authorization: fc.constant(`Bearer ${API_TOKEN}`),
  accept: fc.constantFrom('application/json', 'application/xml', '*/*'),
});
