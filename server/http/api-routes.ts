// The /api routes: the searches (v2, both v1 shapes), health and JSON 404s, behind negotiation, limits and auth.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  isInstitutionsKeywordRequest,
  parseV1TrainingApiPath,
  v1SegmentNames,
  type InstitutionsKeywordRequest,
} from '../../contract/keyword-institutions';
import { INSTITUTIONS_API_PREFIX, PROGRAMS_API_PREFIX, parseProgramsApiPath } from '../../contract/paths';
import { MAX_LIMIT, programsSegments } from '../../contract/requests';
import { parseSuggestApiPath, SUGGEST_API_PREFIX } from '../../contract/suggest';
import { parseProgramDetailsApiPath, PROGRAM_DETAILS_API_PREFIX } from '../../contract/program-details';
import { openApiDocument } from '../../contract/openapi';
import type { SearchEngine } from '../engine/types';
import { createTokenChecker, wwwAuthenticate } from './auth';
import { createResultCache, representation, sendRepresentation } from './cached-reply';
import { HttpError } from './errors';
import { negotiate } from './negotiate';
import { checkSegmentLengths, checkUrlLength } from './path-limits';
import { createLimiters } from './rate-limits';
import { institutionListXml, programDetailsXml, programListXml, suggestionListXml } from './xml';

export interface ApiOptions {
  engine: SearchEngine;
  mode: 'local' | 'gateway';
  apiTokens: readonly string[];
  publicToken: string;
  rateLimitPerMinute: number;
  /** Bytes of ready answers kept (0 turns the result cache off). */
  resultCacheBytes?: number;
}

const programNames = programsSegments.map(([name]) => name);

function checkLimitRecord(limitRecord: number): void {
  if (limitRecord < 1 || limitRecord > MAX_LIMIT) {
    throw new HttpError(
      400,
      `limitRecord must be from 1 to ${MAX_LIMIT}, got ${limitRecord}.`,
      'limitRecord',
    );
  }
}

/**
 * The keyword search's clients ask for 1000 or 6000 schools, meaning "all of them": they get the first 500 (with
 * RecordCount saying how many there are) and a header that says so, rather than a 400 (decision 0111).
 */
function clampLimitRecord(
  search: InstitutionsKeywordRequest,
  reply: FastifyReply,
): InstitutionsKeywordRequest {
  if (search.limitRecord <= MAX_LIMIT) return search;
  reply.header('x-limit-record-applied', String(MAX_LIMIT));
  return { ...search, limitRecord: MAX_LIMIT };
}

export function apiRoutes(opts: ApiOptions): FastifyPluginAsync {
  return async (app) => {
    const checkToken = createTokenChecker(opts.apiTokens, opts.publicToken);
    const limits = await createLimiters(app, opts.rateLimitPerMinute);
    const results = createResultCache(opts.resultCacheBytes);

    /** The answer from the cache, else from the engine; the key leaves out userId, which no answer depends on. */
    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      search: object,
      produce: () => Promise<string>,
    ): Promise<FastifyReply> {
      const key = `${request.routeKind}|${request.responseFormat}|${JSON.stringify({ ...search, userId: '' })}`;
      let rep = results.get(key);
      if (rep === undefined) {
        rep = representation(await produce());
        results.set(key, rep);
      }
      return sendRepresentation(request, reply, rep);
    }

    app.addHook('onRequest', async (request, reply) => {
      const kind = request.routeOptions.config.kind ?? 'api-unknown';
      request.routeKind = kind;
      const negotiated = negotiate(request.headers.accept);
      if (negotiated === null) {
        throw new HttpError(
          406,
          'This service answers in application/json or application/xml; Accept allows neither.',
        );
      }
      request.responseFormat = negotiated.format;
      request.responseContentType = negotiated.contentType;
      if (kind === 'health' || kind === 'openapi') return;
      checkUrlLength(request.raw.url ?? '');
      // Before auth, so that guessing tokens is throttled too.
      await limits.byAddress(request, reply);
      if (kind === 'api-unknown') return;
      const auth = checkToken(request.headers.authorization);
      if (!auth.ok) {
        const message =
          auth.reason === 'missing'
            ? 'An API token is required: send the header Authorization: Bearer <token>.'
            : 'The API token is not valid.';
        throw new HttpError(401, message, undefined, { 'www-authenticate': wwwAuthenticate(auth.reason) });
      }
      request.tokenKind = auth.kind;
    });

    /** Pages share one user id, so only API users get a per-user budget; pages are limited per address. */
    async function limitUser(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      request.userId = userId;
      if (request.tokenKind === 'api') await limits.byUser(request, reply);
    }

    app.get(`${PROGRAMS_API_PREFIX}/*`, { config: { kind: 'programs' } }, async (request, reply) => {
      const rawUrl = request.raw.url ?? '';
      checkSegmentLengths(rawUrl, PROGRAMS_API_PREFIX, programNames);
      const parsed = parseProgramsApiPath(rawUrl);
      if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.segment);
      checkLimitRecord(parsed.value.limitRecord);
      await limitUser(request, reply, parsed.value.userId);
      return answer(request, reply, parsed.value, async () => {
        const result = await opts.engine.searchPrograms(parsed.value);
        return request.responseFormat === 'xml' ? programListXml(result) : JSON.stringify(result);
      });
    });

    app.get(`${INSTITUTIONS_API_PREFIX}/*`, { config: { kind: 'institutions' } }, async (request, reply) => {
      const rawUrl = request.raw.url ?? '';
      checkSegmentLengths(rawUrl, INSTITUTIONS_API_PREFIX, v1SegmentNames(rawUrl));
      // The 9-segment search and the 12-segment keyword search, told apart by their segment count.
      const parsed = parseV1TrainingApiPath(rawUrl);
      if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.segment);
      const search = isInstitutionsKeywordRequest(parsed.value)
        ? clampLimitRecord(parsed.value, reply)
        : parsed.value;
      checkLimitRecord(search.limitRecord);
      await limitUser(request, reply, search.userId);
      return answer(request, reply, search, async () => {
        const result = await opts.engine.searchInstitutions(search);
        return request.responseFormat === 'xml' ? institutionListXml(result) : JSON.stringify(result);
      });
    });

    // Extension (decision 0066): suggestions as you type; same token, limits and formats as the searches.
    app.get(`${SUGGEST_API_PREFIX}/*`, { config: { kind: 'suggest' } }, async (request, reply) => {
      const parsed = parseSuggestApiPath(request.raw.url ?? '');
      if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.segment);
      await limitUser(request, reply, parsed.value.userId);
      return answer(request, reply, parsed.value, async () => {
        const req = parsed.value;
        const result = opts.engine.suggest?.(req) ?? { Field: req.field, Query: req.text, Suggestions: [] };
        return request.responseFormat === 'xml' ? suggestionListXml(result) : JSON.stringify(result);
      });
    });

    app.get(`${PROGRAM_DETAILS_API_PREFIX}/*`, { config: { kind: 'details' } }, async (request, reply) => {
      const rawUrl = request.raw.url ?? '';
      checkSegmentLengths(rawUrl, PROGRAM_DETAILS_API_PREFIX, ['detailId']);
      const parsed = parseProgramDetailsApiPath(rawUrl);
      if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.segment);
      await limitUser(request, reply, parsed.value.userId);
      return answer(request, reply, parsed.value, async () => {
        const result = await opts.engine.programDetails(parsed.value);
        // Not cached: the next request for an unknown id asks again (and is as cheap).
        if (result === null) throw new HttpError(404, `No program has the id ${parsed.value.detailId}.`);
        return request.responseFormat === 'xml' ? programDetailsXml(result) : JSON.stringify(result);
      });
    });

    // The OpenAPI 3.1 description, generated from the contract once (it changes only with the code).
    let openApi: string | undefined;
    app.get('/openapi.json', { config: { kind: 'openapi' } }, async (_request, reply) => {
      openApi ??= JSON.stringify(openApiDocument('/api', '1'));
      reply.header('cache-control', 'public, max-age=3600');
      return reply.type('application/json; charset=utf-8').send(openApi);
    });

    app.get('/health', { config: { kind: 'health' } }, async (_request, reply) => {
      const info = opts.engine.info();
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok',
        dataKind: info.dataKind,
        programs: info.programs,
        institutions: info.institutions,
        builtAt: info.builtAt,
        mode: opts.mode,
      };
    });

    app.all('/*', { config: { kind: 'api-unknown' } }, async (request) => {
      const path = (request.raw.url ?? '').split('?')[0] ?? '';
      throw new HttpError(
        404,
        `There is nothing at ${request.method} ${path.slice(0, 200)}. The operations are ` +
          `GET /api${PROGRAMS_API_PREFIX}/…, GET /api${INSTITUTIONS_API_PREFIX}/…, ` +
          `GET /api${PROGRAM_DETAILS_API_PREFIX}/… and GET /api${SUGGEST_API_PREFIX}/…; see /api/openapi.json.`,
      );
    });
  };
}
