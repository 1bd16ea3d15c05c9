// How one value, or several, is written into a single path segment and read back (docs/service.md "Segment escaping").
//
// A value is escaped with tilde tokens, then values are joined with `|`, then the segment is percent-encoded:
//   /  -> ~I~   (an encoded slash is unsafe through proxies; CareerOneStop's own convention)
//   ,  -> kept  (upstream's ~D~ is still read as a comma)
//   ~  -> ~T~   |  -> ~P~   (so that any string round-trips)
// An empty segment is written `0`. A value that is literally "0" is written ~0~ and an empty value inside a list
// ~E~, so that "no value" and "the value 0" stay apart. A segment of only dots becomes ~O~ tokens, because URL
// parsers collapse `.` and `..` path segments (even percent-encoded).

const NONE = '0';
const tokenToChar: Record<string, string> = { I: '/', D: ',', T: '~', P: '|', O: '.', '0': '0', E: '' };

function escapeValue(value: string): string {
  if (value === '') return '~E~';
  if (value === '0') return '~0~';
  if (/^\.+$/.test(value)) return '~O~'.repeat(value.length);
  return value.replace(/[~/|]/g, (c) => (c === '~' ? '~T~' : c === '/' ? '~I~' : '~P~'));
}

function unescapeValue(escaped: string): string {
  return escaped.replace(/~([IDTPO0E])~/g, (_, token: string) => tokenToChar[token] ?? '');
}

/** Writes several values into one segment; no values is `0`. */
export function encodeList(values: readonly string[]): string {
  if (values.length === 0) return NONE;
  return encodeURIComponent(values.map(escapeValue).join('|'));
}

/** Writes one text value into one segment; "" (no value) is `0`. */
export function encodeText(value: string): string {
  return value === '' ? NONE : encodeList([value]);
}

/** Percent-decodes, returning null instead of throwing on a malformed escape such as `%E0%A4%A`. */
function percentDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Reads a segment written by encodeList (or by CareerOneStop); `0` is no values. Null when malformed. */
export function decodeList(raw: string): string[] | null {
  if (raw === NONE || raw === '') return [];
  const decoded = percentDecode(raw);
  if (decoded === null) return null;
  if (decoded === NONE) return [];
  return decoded.split('|').map(unescapeValue);
}

/** Reads a single-valued text segment; `0` is "". Several `|`-joined values are kept as one text. Null when malformed. */
export function decodeText(raw: string): string | null {
  if (raw === NONE || raw === '') return '';
  const decoded = percentDecode(raw);
  if (decoded === null) return null;
  if (decoded === NONE) return '';
  return unescapeValue(decoded);
}
