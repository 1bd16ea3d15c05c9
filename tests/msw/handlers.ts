// The happy-path MSW handlers: both operations parsed with the contract's codecs, answered from the mock dataset.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ErrorPayload } from '../../contract/errors';
import { institutionListSchema } from '../../contract/institutions/institutions';
import { parseInstitutionsApiPath, parseProgramsApiPath } from '../../contract/urls/paths';
import { programListSchema } from '../../contract/programs/programs';
import { mockConfig } from './config';
import { searchInstitutions } from './institutions-engine';
import { MockBadRequest, MockNotFound, programDetails, searchPrograms } from './programs-engine';
import { suggest } from './suggest-engine';
import { parseSuggestApiPath } from '../../contract/suggest/suggest';
import { suggestionListSchema } from '../../contract/suggest/suggest-schema';
import {
  parseProgramDetailsApiPath,
  programDetailsSchema,
} from '../../contract/program-details/program-details';

const error = (status: number, payload: ErrorPayload, headers?: Record<string, string>) =>
  HttpResponse.json(payload, { status, headers });

/** The raw path and query as sent (request.url keeps percent escapes, which the codecs need). */
function rawPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function authorized(request: Request): boolean {
  return request.headers.get('Authorization') === `Bearer ${mockConfig.token}`;
}

function answer<T extends JsonBodyType>(request: Request, run: () => T, check: (body: T) => unknown) {
  if (!authorized(request))
    return error(401, { Message: 'A valid Bearer token is required.' }, { 'WWW-Authenticate': 'Bearer' });
  if (!(request.headers.get('Accept') ?? '').includes('application/json'))
    return error(406, { Message: 'Only application/json is served here.' });
  try {
    const body = run();
    check(body); // the mock's own answers must satisfy the contract too
    return HttpResponse.json(body);
  } catch (e) {
    if (e instanceof MockBadRequest)
      return error(400, {
        Message: e.message,
        Segment: e.segment,
        ...(e.candidates ? { Candidates: e.candidates } : {}),
      });
    if (e instanceof MockNotFound) return error(404, { Message: e.message });
    throw e;
  }
}

export const handlers = [
  http.get('*/config.json', () => HttpResponse.json(mockConfig)),
  http.get('*/api/v2/training/programs/*', ({ request }) => {
    const parsed = parseProgramsApiPath(rawPath(request));
    if (!parsed.ok)
      return error(400, { Message: parsed.message, ...(parsed.segment ? { Segment: parsed.segment } : {}) });
    return answer(
      request,
      () => searchPrograms(parsed.value),
      (b) => programListSchema.parse(b),
    );
  }),
  http.get('*/api/v2/training/suggest/*', ({ request }) => {
    const parsed = parseSuggestApiPath(rawPath(request));
    if (!parsed.ok)
      return error(400, { Message: parsed.message, ...(parsed.segment ? { Segment: parsed.segment } : {}) });
    return answer(
      request,
      () => suggest(parsed.value),
      (b) => suggestionListSchema.parse(b),
    );
  }),
  http.get('*/api/v2/training/program/*', ({ request }) => {
    const parsed = parseProgramDetailsApiPath(rawPath(request));
    if (!parsed.ok)
      return error(400, { Message: parsed.message, ...(parsed.segment ? { Segment: parsed.segment } : {}) });
    return answer(
      request,
      () => {
        const found = programDetails(parsed.value.detailId, parsed.value.location);
        if (found === null) throw new MockNotFound(`No program has the id ${parsed.value.detailId}.`);
        return found;
      },
      (b) => programDetailsSchema.parse(b),
    );
  }),
  http.get('*/api/v1/training/*', ({ request }) => {
    const parsed = parseInstitutionsApiPath(rawPath(request));
    if (!parsed.ok)
      return error(400, { Message: parsed.message, ...(parsed.segment ? { Segment: parsed.segment } : {}) });
    return answer(
      request,
      () => searchInstitutions(parsed.value),
      (b) => institutionListSchema.parse(b),
    );
  }),
];
