// Content negotiation for the API: which of JSON and XML the client accepts (RFC 9110 Accept with q-values).

export type ResponseFormat = 'json' | 'xml';

export interface Negotiated {
  format: ResponseFormat;
  contentType: string;
}

// In order of preference when the client rates several equally (JSON first: docs/service.md's default).
const offers = [
  { type: 'application', subtype: 'json', format: 'json' },
  { type: 'application', subtype: 'xml', format: 'xml' },
  { type: 'text', subtype: 'xml', format: 'xml' },
] as const;

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseRange(part: string): MediaRange | null {
  const [media = '', ...params] = part.split(';');
  const slash = media.indexOf('/');
  if (slash <= 0) return null;
  const type = media.slice(0, slash).trim().toLowerCase();
  const subtype = media
    .slice(slash + 1)
    .trim()
    .toLowerCase();
  if (type === '' || subtype === '') return null;
  let q = 1;
  for (const param of params) {
    const [name = '', value = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'q') continue;
    const n = Number(value.trim());
    // A q-value that is not a number in [0, 1] is read as 1 rather than refusing the whole request.
    q = Number.isFinite(n) && n >= 0 && n <= 1 ? n : 1;
  }
  return { type, subtype, q };
}

/** The q of the most specific range matching an offer; 0 when none does. */
function qualityOf(offer: (typeof offers)[number], ranges: MediaRange[]): number {
  let best = -1;
  let q = 0;
  for (const r of ranges) {
    const specificity =
      r.type === offer.type && r.subtype === offer.subtype
        ? 2
        : r.type === offer.type && r.subtype === '*'
          ? 1
          : r.type === '*' && r.subtype === '*'
            ? 0
            : -1;
    if (specificity > best) {
      best = specificity;
      q = r.q;
    }
  }
  return q;
}

/** The format to answer in, or null when the Accept header allows neither JSON nor XML (406). */
export function negotiate(accept: string | undefined): Negotiated | null {
  const json: Negotiated = { format: 'json', contentType: 'application/json; charset=utf-8' };
  if (accept === undefined || accept.trim() === '') return json;
  const ranges = accept
    .slice(0, 1024)
    .split(',')
    .map(parseRange)
    .filter((r): r is MediaRange => r !== null);
  if (ranges.length === 0) return json;
  let chosen: (typeof offers)[number] | null = null;
  let chosenQ = 0;
  for (const offer of offers) {
    const q = qualityOf(offer, ranges);
    if (q > chosenQ) {
      chosen = offer;
      chosenQ = q;
    }
  }
  if (chosen === null) return null;
  return { format: chosen.format, contentType: `${chosen.type}/${chosen.subtype}; charset=utf-8` };
}
