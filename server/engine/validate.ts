// Checks the meaning of request segments the path codec cannot: numbers in range, known sort names, source flag.
import { MAX_LIMIT } from '../../contract/requests';
import type { EngineLimits } from './limits';
import { BadRequestError } from './types';

export const MAX_RADIUS = 500;

/** Radius in miles; 0 means no limit. */
export function parseRadius(raw: string, segment = 'radius'): number {
  const t = raw.trim();
  if (t === '' || t === '0') return 0;
  if (!/^\d{1,3}(\.\d+)?$/.test(t) || Number(t) > MAX_RADIUS) {
    throw new BadRequestError(
      `${segment} must be a number of miles from 0 to ${MAX_RADIUS}, got "${clip(raw)}".`,
      segment,
    );
  }
  return Number(t);
}

export function checkPaging(startRecord: number, limitRecord: number): void {
  if (!Number.isInteger(limitRecord) || limitRecord < 1 || limitRecord > MAX_LIMIT) {
    throw new BadRequestError(
      `limitRecord must be from 1 to ${MAX_LIMIT}, got ${limitRecord}.`,
      'limitRecord',
    );
  }
  if (!Number.isInteger(startRecord) || startRecord < 0) {
    throw new BadRequestError(`startRecord must be 0 or more, got ${startRecord}.`, 'startRecord');
  }
}

/** Matches a sort column case-insensitively against the allowed names; '' (or '0') is relevance. */
export function parseSortColumn<T extends string>(
  raw: string,
  allowed: readonly T[],
  segment: string,
): T | '' {
  const t = raw.trim();
  if (t === '' || t === '0') return '';
  const hit = allowed.find((a) => a.toLowerCase() === t.toLowerCase());
  if (hit === undefined) {
    throw new BadRequestError(
      `${segment} must be one of ${allowed.join(', ')} or 0, got "${clip(raw)}".`,
      segment,
    );
  }
  return hit;
}

/** ASC (also the default when a column is given without a direction) or DESC. */
export function parseSortDirection(raw: string, segment: string): 'ASC' | 'DESC' {
  const t = raw.trim().toUpperCase();
  if (t === '' || t === '0' || t === 'ASC') return 'ASC';
  if (t === 'DESC') return 'DESC';
  throw new BadRequestError(`${segment} must be ASC, DESC or 0, got "${clip(raw)}".`, segment);
}

/** filterBySource: Y = only ETPL programs; N or 0 = all. */
export function parseSource(raw: string): boolean {
  const t = raw.trim().toUpperCase();
  if (t === 'Y') return true;
  if (t === '' || t === 'N' || t === '0') return false;
  throw new BadRequestError(`filterBySource must be Y, N or 0, got "${clip(raw)}".`, 'filterBySource');
}

export function checkKeyword(
  raw: string,
  segment: string,
  limits: Pick<EngineLimits, 'maxKeywordLength'>,
): void {
  if (raw.length > limits.maxKeywordLength) {
    throw new BadRequestError(
      `${segment} is too long: at most ${limits.maxKeywordLength} characters, got ${raw.length}.`,
      segment,
    );
  }
}

/** Every list segment of a request holds at most maxValuesPerSegment values ("a|b|c" is three). */
export function checkValueCounts(
  req: object,
  segments: ReadonlyArray<readonly [string, string]>,
  limits: Pick<EngineLimits, 'maxValuesPerSegment'>,
): void {
  for (const [name, kind] of segments) {
    const values = (req as Record<string, unknown>)[name];
    if (kind !== 'list' || !Array.isArray(values) || values.length <= limits.maxValuesPerSegment) continue;
    throw new BadRequestError(
      `${name} holds ${values.length} values: at most ${limits.maxValuesPerSegment} are allowed.`,
      name,
    );
  }
}

export function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
