// Clients write the operations' fixed path words in any case (`/v1/Training/`): read them as the routes spell them.
const OPERATION_PREFIXES = ['/api/v1/training/', '/api/v2/training/programs/'];
const ANY_CASE = new RegExp(`^(?:${OPERATION_PREFIXES.map((p) => p.replace(/\//g, '\\/')).join('|')})`, 'i');

/**
 * The URL with the operation prefix lower-cased, the rest (user id, segments, query) untouched; other URLs as
 * they are. Only the prefix, so `/programs/…` pages and path values keep their case (decision 0111).
 */
export function foldPrefixCase(url: string): string {
  const match = ANY_CASE.exec(url);
  if (!match) return url;
  const prefix = match[0];
  const folded = prefix.toLowerCase();
  return prefix === folded ? url : folded + url.slice(prefix.length);
}
