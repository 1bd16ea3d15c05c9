// The /api routes: the searches (v2, both v1 shapes), details, health and JSON 404s, behind negotiation, budgets and
// auth.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  institutionsKeywordSegments,
  isInstitutionsKeywordRequest,
  parseV1TrainingApiPath,
  v1SegmentNames,
  type InstitutionsKeywordRequest,
} from '../../contract/institutions/keyword-institutions';
import {
  INSTITUTIONS_API_PREFIX,
  PROGRAMS_API_PREFIX,
  parseProgramsApiPath,
} from '../../contract/urls/paths';
import { MAX_LIMIT, institutionsSegments, programsSegments } from '../../contract/requests';
import { parseSuggestApiPath, SUGGEST_API_PREFIX } from '../../contract/suggest/suggest';
import {
  parseProgramDetailsApiPath,
  PROGRAM_DETAILS_API_PREFIX,
} from '../../contract/program-details/program-details';
import { openApiDocument } from '../../contract/openapi';
import type { ServiceLimits } from '../config';
import type { SearchContext, SearchEngine } from '../engine/types';
import { checkKeyword, checkValueCounts } from '../engine/validate';
import { createAskedBefore } from './asked-before';
import { createTokenChecker, wwwAuthenticate } from './auth';
import { createBudgets, type Budgets } from './budgets/budgets';
import {
  acceptedEncoding,
  createResultCache,
  representation,
  sendRepresentation,
  type Representation,
} from './cached-reply';
import { createAdmission } from './admission/admission';
import { LARGE_ANSWER_BYTES, SLICE_RECORDS, type CostEstimator } from './admission/cost';
import { createUnsentBytes } from './connections/unsent-bytes';
import { metered } from './budgets/cpu-meter';
import { HttpError } from './http-error';
import { allowedMethods, isReadMethod } from './methods';
import { negotiate } from './negotiate';
import { checkPageFormat, checkPageRequest } from './page-token';
import { checkSegmentLengths, checkUrlLength } from './path-limits';
import { institutionListXml, programDetailsXml, programListXml, suggestionListXml, xmlInParts } from './xml';

export interface ApiOptions {
  engine: SearchEngine;
  mode: 'local' | 'gateway';
  apiTokens: readonly string[];
  publicToken: string;
  limits: ServiceLimits;
  /** Bytes of ready answers kept (0 turns the result cache off). */
  resultCacheBytes?: number;
  /** The worker's number when WORKERS > 1. */
  worker?: number;
  /** What a search will cost before it runs (default: from its shape; the engine's plan can feed a better one). */
  costEstimator?: CostEstimator;
  /** Bumped when the data is replaced: the result cache's keys carry it. */
  dataGeneration?: () => number;
  /** WORKERS > 1: workers serving of those wanted; fewer serving is "degraded" (decision 0193). */
  pool?: () => { serving: number; wanted: number } | undefined;
  /**
   * Told how to read the number of searches waiting for a turn from connections of other addresses than the one given
   * (read-later.ts reads a paused connection when there are none).
   */
  reportTurnsWaiting?: (waitingBesides: (peer: string) => number) => void;
}

const programNames = programsSegments.map(([name]) => name);

function checkLimitRecord(limitRecord: number): void {
  if (limitRecord < 1 || limitRecord > MAX_LIMIT) {
    throw new HttpError('bad-request', `limitRecord must be from 1 to ${MAX_LIMIT}, got ${limitRecord}.`, {
      segment: 'limitRecord',
    });
  }
}

/** What any request may ask, checked here too so that gateway mode never forwards more (decision 0080). */
function checkShape(
  limits: ServiceLimits,
  req: object,
  segments: ReadonlyArray<readonly [string, string]>,
  texts: Array<[string, string]>,
): void {
  checkValueCounts(req, segments, limits);
  for (const [segment, text] of texts) checkKeyword(text, segment, limits);
}

function searchContext(request: FastifyRequest, budgets: Budgets): SearchContext {
  return { beforeUpstreamCall: () => budgets.upstreamCall(request), arrivedAt: request.arrivedAt };
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
    const budgets = createBudgets(opts.limits);
    const admission = createAdmission(opts.limits, budgets, opts.costEstimator);
    opts.reportTurnsWaiting?.((peer) => admission.queue.waitingBesides(peer));
    const results = createResultCache(opts.resultCacheBytes);
    // Kept from their second asking: most searches are asked once (asked-before.ts).
    const askedBefore = createAskedBefore();
    /**
     * Answers being made now, by key: a failure is not shared beyond those already waiting for it. An entry lets go
     * of its answer once it is settled, before it leaves the map (decision 0259): while the map held the promise
     * itself, every answer made — its bytes and all — outlived the young generation, and the bytes alone started a
     * full mark-compact every 2–3 s per worker under new searches.
     */
    const inFlight = new Map<string, { making?: Promise<Representation> }>();
    const unsent = createUnsentBytes(opts.limits);

    /**
     * The answer from the cache, else from the engine; the key leaves out userId, which no answer depends on.
     * Local mode: the search is judged by its cost first, and its synchronous work (the engine's, then writing the
     * answer) runs in its turn of the fair queue, under the deadline counted from arrival (decision 0191); a large
     * page may be answered a slice of records at a time. Gateway mode: the upstream call is awaited as before.
     * Only the synchronous parts are metered.
     */
    async function answer<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      search: object & { startRecord?: number; limitRecord?: number },
      run: (slice?: { startRecord: number; limitRecord: number }) => T | Promise<T>,
      write: (result: T) => string,
    ): Promise<FastifyReply> {
      const generation = opts.dataGeneration?.() ?? 0;
      const key = `${generation}|${request.routeKind}|${request.responseFormat}|${JSON.stringify({ ...search, userId: '' })}`;
      let rep = results.get(key);
      // Looked up in the same step as the entry is made below: an await between them let requests arriving together
      // each miss the others' entry and make the answer themselves. A failure of the one making it (its client's
      // budget, its deadline) is not the others': they try themselves.
      const pending = rep === undefined ? inFlight.get(key)?.making : undefined;
      if (pending) rep = await pending.catch(() => undefined);
      const fresh = rep === undefined;
      if (rep === undefined) {
        // Requests for the same answer arriving while it is being made wait for it rather than make it again: 480
        // connections pipelining the same large page made it 480 times over.
        const making = (async () => {
          if (opts.mode === 'local') {
            const plan = admission.plan(request, request.routeKind, search);
            return plan.slices
              ? inSlices(
                  request,
                  plan.slices,
                  plan.estimate.perSliceMs ?? plan.estimate.ms / plan.slices.length,
                  run as (s: unknown) => T & { SchoolPrograms: unknown[] },
                  write,
                )
              : admission.turn(request, plan.estimate.ms, () =>
                  metered(request, () => representation(write(run() as T), acceptedEncoding(request))),
                );
          }
          const result = await metered(request, () => run());
          return metered(request, () => representation(write(result), acceptedEncoding(request)));
        })();
        const entry: { making?: Promise<Representation> } = { making };
        inFlight.set(key, entry);
        try {
          rep = await making;
        } finally {
          entry.making = undefined;
          inFlight.delete(key);
        }
        if (askedBefore(key)) results.set(key, rep);
      }
      const ready = rep;
      const send = () =>
        sendRepresentation(request, reply, ready, (bytes) => unsent.track(request, reply, bytes));
      if (opts.mode === 'local' && ready.size >= LARGE_ANSWER_BYTES) {
        // Handing a large answer to the kernel is work too (about 1.3 ms a MB on loopback): 480 connections that
        // pipeline a cached 1.4 MB page held the worker for seconds between two searches. So its send takes a turn
        // like a search, by its client's share, under the deadline and the overload guard, and counts in its budget.
        await admission.sendTurn(request, ready.size, () => {
          unsent.check(request);
          void metered(request, send);
        });
        return reply;
      }
      unsent.check(request);
      // A ready answer costs tens of µs to send; reading the CPU clock around it cost more than that (decision 0131).
      // The request budgets still count it.
      return fresh ? metered(request, send) : send();
    }

    /**
     * A large page answered a slice of records at a time, each slice in a turn of its own (others' searches run
     * between them): the same answer as one search for the whole page, since every slice is the same search with
     * the same counts and order.
     */
    async function inSlices<T extends { SchoolPrograms: unknown[] }>(
      request: FastifyRequest,
      slices: Array<{ startRecord: number; limitRecord: number }>,
      sliceMs: number,
      run: (slice: { startRecord: number; limitRecord: number }) => T,
      write: (result: T) => string,
    ) {
      // Each turn after the first counts its deadline from the end of the one before.
      let since = request.arrivedAt;
      const step = async <R>(work: () => R): Promise<R> => {
        const done = await admission.turn(request, sliceMs, () => metered(request, work), since);
        since = performance.now();
        return done;
      };
      const parts: T[] = [];
      for (const slice of slices) parts.push(await step(() => run(slice)));
      const [first] = parts;
      if (!first) throw new HttpError('internal', 'A search in slices had no slice.');
      const whole = { ...first, SchoolPrograms: parts.flatMap((p) => p.SchoolPrograms) } as T;
      if (request.responseFormat !== 'xml') {
        return step(() => representation(write(whole), acceptedEncoding(request)));
      }
      // XML is written a slice of items at a time too: writing 500 schools in XML costs about 50 ms.
      const xml = xmlInParts(whole, request.routeKind === 'institutions' ? 'v1' : 'v2');
      const pieces: string[] = [xml.head];
      for (let from = 0; from < whole.SchoolPrograms.length; from += SLICE_RECORDS) {
        pieces.push(await step(() => xml.items(from, from + SLICE_RECORDS)));
      }
      pieces.push(xml.tail);
      return step(() => representation(pieces.join(''), acceptedEncoding(request)));
    }

    app.addHook('onRequest', async (request) => {
      const kind = request.routeOptions.config.kind ?? 'api-unknown';
      request.routeKind = kind;
      const negotiated = negotiate(request.headers.accept);
      if (negotiated === null) {
        throw new HttpError(
          'not-acceptable',
          'This service answers in application/json or application/xml; Accept allows neither.',
        );
      }
      request.responseFormat = negotiated.format;
      request.responseContentType = negotiated.contentType;
      request.formatNegotiated = true;
      if (kind === 'health' || kind === 'openapi') return;
      checkUrlLength(request.raw.url ?? '');
      // Before auth, so that guessing tokens is throttled too.
      budgets.address(request);
      if (kind === 'api-unknown') return;
      const auth = checkToken(request.headers.authorization);
      if (!auth.ok) {
        const message =
          auth.reason === 'missing'
            ? 'An API token is required: send the header Authorization: Bearer <token>.'
            : 'The API token is not valid.';
        throw new HttpError(auth.reason === 'missing' ? 'token-missing' : 'token-invalid', message, {
          headers: { 'www-authenticate': wwwAuthenticate(auth.reason) },
        });
      }
      request.tokenKind = auth.kind;
      request.tokenId = auth.id;
      checkPageFormat(request);
    });

    // Whatever the answer, the CPU time it took settles the client's budgets, and counts towards its fair share.
    app.addHook('onResponse', async (request) => {
      budgets.charge(request, request.cpuMs);
      admission.record(request, request.cpuMs);
    });

    /** Budgets are keyed on the token, and for API tokens on the user id within it; never on the user id alone. */
    function admit(request: FastifyRequest, req: { userId: string; limitRecord: number }): void {
      checkLimitRecord(req.limitRecord);
      checkPageRequest(request, req);
      request.userId = req.userId;
      budgets.client(request);
      unsent.check(request);
    }

    app.get(`${PROGRAMS_API_PREFIX}/*`, { config: { kind: 'programs' } }, async (request, reply) => {
      const rawUrl = request.raw.url ?? '';
      checkSegmentLengths(rawUrl, PROGRAMS_API_PREFIX, programNames);
      const parsed = parseProgramsApiPath(rawUrl);
      if (!parsed.ok) throw new HttpError('bad-request', parsed.message, { segment: parsed.segment });
      const req = parsed.value;
      admit(request, req);
      checkShape(opts.limits, req, programsSegments, [['keyword', req.keyword]]);
      return answer(
        request,
        reply,
        req,
        (slice) =>
          opts.engine.searchPrograms(slice ? { ...req, ...slice } : req, searchContext(request, budgets)),
        (result) => (request.responseFormat === 'xml' ? programListXml(result) : JSON.stringify(result)),
      );
    });

    app.get(`${INSTITUTIONS_API_PREFIX}/*`, { config: { kind: 'institutions' } }, async (request, reply) => {
      const rawUrl = request.raw.url ?? '';
      checkSegmentLengths(rawUrl, INSTITUTIONS_API_PREFIX, v1SegmentNames(rawUrl));
      // The 9-segment search and the 12-segment keyword search, told apart by their segment count.
      const parsed = parseV1TrainingApiPath(rawUrl);
      if (!parsed.ok) throw new HttpError('bad-request', parsed.message, { segment: parsed.segment });
      const req = isInstitutionsKeywordRequest(parsed.value)
        ? clampLimitRecord(parsed.value, reply)
        : parsed.value;
      admit(request, req);
      const keywordSearch = isInstitutionsKeywordRequest(req);
      checkShape(
        opts.limits,
        req,
        [...(keywordSearch ? institutionsKeywordSegments : institutionsSegments), ['region', 'list']],
        [
          ...(keywordSearch ? [['keyword', req.keyword] as [string, string]] : []),
          ...req.occupation.map((v): [string, string] => ['occupation', v]),
          ...req.programName.map((v): [string, string] => ['programName', v]),
        ],
      );
      return answer(
        request,
        reply,
        req,
        (slice) =>
          opts.engine.searchInstitutions(slice ? { ...req, ...slice } : req, searchContext(request, budgets)),
        (result) => (request.responseFormat === 'xml' ? institutionListXml(result) : JSON.stringify(result)),
      );
    });

    // Extension (decision 0066): suggestions as you type; same token, limits and formats as the searches.
    app.get(`${SUGGEST_API_PREFIX}/*`, { config: { kind: 'suggest' } }, async (request, reply) => {
      const parsed = parseSuggestApiPath(request.raw.url ?? '');
      if (!parsed.ok) throw new HttpError('bad-request', parsed.message, { segment: parsed.segment });
      const req = parsed.value;
      // At most MAX_SUGGESTIONS short items for at most MAX_SUGGEST_TEXT characters: admitted like a one-record page,
      // under the same budgets and deadline as a search.
      admit(request, { userId: req.userId, limitRecord: 1 });
      return answer(
        request,
        reply,
        req,
        () => opts.engine.suggest?.(req) ?? { Field: req.field, Query: req.text, Suggestions: [] },
        (result) => (request.responseFormat === 'xml' ? suggestionListXml(result) : JSON.stringify(result)),
      );
    });

    app.get(`${PROGRAM_DETAILS_API_PREFIX}/*`, { config: { kind: 'details' } }, async (request, reply) => {
      const rawUrl = request.raw.url ?? '';
      checkSegmentLengths(rawUrl, PROGRAM_DETAILS_API_PREFIX, ['detailId']);
      const parsed = parseProgramDetailsApiPath(rawUrl);
      if (!parsed.ok) throw new HttpError('bad-request', parsed.message, { segment: parsed.segment });
      const req = parsed.value;
      // One program: the page's token may ask for it like a one-record page.
      admit(request, { userId: req.userId, limitRecord: 1 });
      return answer(
        request,
        reply,
        req,
        () => opts.engine.programDetails(req, searchContext(request, budgets)),
        (result) => {
          // Not cached: the next request for an unknown id asks again (and is as cheap).
          if (result === null) throw new HttpError('not-found', `No program has the id ${req.detailId}.`);
          return request.responseFormat === 'xml' ? programDetailsXml(result) : JSON.stringify(result);
        },
      );
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
      const pool = opts.pool?.();
      reply.header('cache-control', 'no-store');
      return {
        // Still answering, with fewer workers than wanted (one died and its replacement is starting).
        status: pool && pool.serving < pool.wanted ? 'degraded' : 'ok',
        ...(pool ? { workers: pool } : {}),
        dataKind: info.dataKind,
        programs: info.programs,
        institutions: info.institutions,
        builtAt: info.builtAt,
        mode: opts.mode,
        // Which worker answered (WORKERS > 1): any worker that answers has its data loaded and is serving.
        ...(opts.worker === undefined ? {} : { worker: opts.worker }),
      };
    });

    app.all('/*', { config: { kind: 'api-unknown' } }, async (request) => {
      const path = (request.raw.url ?? '').split('?')[0] ?? '';
      const allow = allowedMethods(path);
      if (allow !== null && !isReadMethod(request.method)) {
        throw new HttpError('method-not-allowed', `${request.method} is not allowed here: only ${allow}.`, {
          headers: { allow },
        });
      }
      throw new HttpError(
        'not-found',
        `There is nothing at ${request.method} ${path.slice(0, 200)}. The operations are ` +
          `GET /api${PROGRAMS_API_PREFIX}/…, GET /api${INSTITUTIONS_API_PREFIX}/…, ` +
          `GET /api${PROGRAM_DETAILS_API_PREFIX}/… and GET /api${SUGGEST_API_PREFIX}/…; see /api/openapi.json.`,
      );
    });
  };
}
