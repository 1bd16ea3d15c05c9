// Size limits on the request path, checked on the raw URL before any decoding.
import { parseV1TrainingApiPath } from '../../contract/institutions/keyword-institutions';
import {
  INSTITUTIONS_API_PREFIX,
  PROGRAMS_API_PREFIX,
  parseProgramsApiPath,
  splitPath,
} from '../../contract/urls/paths';
import {
  parseProgramDetailsApiPath,
  PROGRAM_DETAILS_API_PREFIX,
} from '../../contract/program-details/program-details';
import { HttpError } from './http-error';

export const MAX_URL_LENGTH = 4096;
export const MAX_SEGMENT_LENGTH = 500;

/** 414 for an over-long URL. */
export function checkUrlLength(rawUrl: string): void {
  if (rawUrl.length > MAX_URL_LENGTH) {
    throw new HttpError('url-too-long', `The URL is too long: at most ${MAX_URL_LENGTH} characters.`);
  }
}

/** 400 naming the first segment (userId, then the operation's segments in order) longer than the limit. */
export function checkSegmentLengths(rawUrl: string, prefix: string, names: readonly string[]): void {
  const q = rawUrl.indexOf('?');
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const at = path.indexOf(`${prefix}/`);
  if (at < 0) return;
  const segments = splitPath(path.slice(at + prefix.length));
  for (const [i, raw] of segments.entries()) {
    if (raw.length <= MAX_SEGMENT_LENGTH) continue;
    const name = i === 0 ? 'userId' : (names[i - 1] ?? 'path');
    throw new HttpError('bad-request', `${name} is too long: at most ${MAX_SEGMENT_LENGTH} characters.`, {
      segment: name,
    });
  }
}

/** For a URL the router could not decode: the segment the contract's parser blames, when it is an API path. */
export function malformedSegment(rawUrl: string): string | undefined {
  if (rawUrl.includes(`${PROGRAMS_API_PREFIX}/`)) {
    const parsed = parseProgramsApiPath(rawUrl);
    return parsed.ok ? undefined : parsed.segment;
  }
  if (rawUrl.includes(`${PROGRAM_DETAILS_API_PREFIX}/`)) {
    const parsed = parseProgramDetailsApiPath(rawUrl);
    return parsed.ok ? undefined : parsed.segment;
  }
  if (rawUrl.includes(`${INSTITUTIONS_API_PREFIX}/`)) {
    const parsed = parseV1TrainingApiPath(rawUrl);
    return parsed.ok ? undefined : parsed.segment;
  }
  return undefined;
}
