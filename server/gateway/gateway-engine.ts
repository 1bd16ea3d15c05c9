// Gateway mode: the two operations answered by the upstream service (CareerOneStop) with the server's own credentials.
import type { z } from 'zod';
import { institutionListSchema, type InstitutionList } from '../../contract/institutions/institutions';
import {
  institutionsKeywordApiPath,
  isInstitutionsKeywordRequest,
  type InstitutionsKeywordRequest,
} from '../../contract/institutions/keyword-institutions';
import { institutionsApiPath, programsApiPath } from '../../contract/urls/paths';
import {
  programDetailsApiPath,
  programDetailsSchema,
  type ProgramDetails,
  type ProgramDetailsRequest,
} from '../../contract/program-details/program-details';
import { programListSchema, type ProgramList } from '../../contract/programs/programs';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';
import type { DataInfo, SearchContext, SearchEngine } from '../engine/types';
import { emptyInstitutionList, emptyProgramList } from '../../contract/programs/empty-results';
import { GatewayError } from './gateway-error';
import { TtlCache } from './ttl-cache';
import { getUpstream } from './upstream-client';

export interface GatewayOptions {
  /** Base URL the operation paths are appended to, e.g. https://api.careeronestop.org */
  url: string;
  /** Sent in place of the caller's userId: the upstream account is the server's. */
  userId: string;
  token: string;
  timeoutMs: number;
  /** Bytes of upstream answers kept (default 32 MB); the answers' size as received counts. */
  cacheBytes?: number;
  cacheTtlMs?: number;
  /** Larger upstream answers are refused with 502 (default 8 MB). */
  maxBodyBytes?: number;
  /** Upstream calls under way at once (default 8); more wait their turn. */
  maxConcurrent?: number;
}

/** A JS string of n characters takes about 2n bytes; the parsed objects about as much again. */
const MEMORY_PER_BODY_BYTE = 4;

/**
 * At most `size` tasks at once, the others in arrival order. A task waiting for its turn past `deadlineAt` is given
 * up with a 504: the upstream deadline counts from the request's arrival, not from when its call could start, so
 * that a hanging upstream never keeps a client past the documented deadline (issue 23: calls waiting behind hung
 * ones were cut off by the connection's stall timeout, at 15 s, instead of answered 504 at 10 s).
 */
function createSlots(size: number) {
  let busy = 0;
  const waiting: Array<{ go: () => void }> = [];
  const late = () =>
    new GatewayError(504, 'The upstream service did not answer in time.', undefined, {
      cause: new Error('waited for a free upstream connection until the deadline'),
    });
  return async function inSlot<T>(deadlineAt: number, task: (remainingMs: number) => Promise<T>): Promise<T> {
    if (busy >= size) {
      await new Promise<void>((resolve, reject) => {
        const entry = {
          go: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(
          () => {
            const at = waiting.indexOf(entry);
            if (at >= 0) waiting.splice(at, 1);
            reject(late());
          },
          Math.max(0, deadlineAt - performance.now()),
        );
        waiting.push(entry);
      });
    } else busy++;
    try {
      const remaining = deadlineAt - performance.now();
      if (remaining <= 0) throw late();
      return await task(Math.ceil(remaining));
    } finally {
      const next = waiting.shift();
      if (next) next.go();
      else busy--;
    }
  };
}

export function createGatewayEngine(opts: GatewayOptions): SearchEngine {
  const base = opts.url.replace(/\/+$/, '');
  const maxBodyBytes = opts.maxBodyBytes ?? 8 * 1024 * 1024;
  // Answers kept by bytes, not by count: 500 large pages must not take half a gigabyte (decision 0086).
  const cache = new TtlCache<{ value: unknown; bytes: number }>({
    maxEntries: 100_000,
    ttlMs: opts.cacheTtlMs ?? 60_000,
    maxWeight: opts.cacheBytes ?? 32 * 1024 * 1024,
    weigh: (e) => e.bytes * MEMORY_PER_BODY_BYTE,
  });
  // Identical requests arriving together share one upstream call.
  const inFlight = new Map<string, Promise<{ value: unknown; bytes: number }>>();
  const inSlot = createSlots(opts.maxConcurrent ?? 8);

  async function fetchParsed<T>(
    path: string,
    schema: z.ZodType<T>,
    empty: () => T,
    ctx: SearchContext | undefined,
    notFoundIsEmpty = false,
  ): Promise<T> {
    const url = base + path;
    const cached = cache.get(url);
    if (cached) return cached.value as T;
    const pending = inFlight.get(url);
    if (pending) return (await pending).value as T;
    // Only a call that reaches upstream spends the client's upstream budget (throws 429 when spent).
    ctx?.beforeUpstreamCall?.();
    const deadlineAt = (ctx?.arrivedAt ?? performance.now()) + opts.timeoutMs;
    const call = inSlot(deadlineAt, async (remainingMs) => {
      const answer = await getUpstream(url, opts.token, remainingMs, maxBodyBytes, notFoundIsEmpty);
      if (answer.kind === 'no-data') return { value: empty(), bytes: 0 };
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) {
        throw new GatewayError(502, 'The upstream service answered in an unexpected shape.', 200, {
          cause: parsed.error,
        });
      }
      return { value: parsed.data, bytes: answer.bytes };
    });
    inFlight.set(url, call);
    try {
      const entry = await call;
      // Failures are not remembered: the next identical request tries upstream again.
      cache.set(url, entry);
      return entry.value as T;
    } finally {
      inFlight.delete(url);
    }
  }

  return {
    searchPrograms(req: ProgramsRequest, ctx?: SearchContext): Promise<ProgramList> {
      const path = programsApiPath({ ...req, userId: opts.userId });
      return fetchParsed(
        path,
        programListSchema as z.ZodType<ProgramList>,
        () => emptyProgramList(req.keyword),
        ctx,
      );
    },
    searchInstitutions(
      req: InstitutionsRequest | InstitutionsKeywordRequest,
      ctx?: SearchContext,
    ): Promise<InstitutionList> {
      // Each v1 search goes upstream in the shape the client used, as the server's own user.
      const path = isInstitutionsKeywordRequest(req)
        ? institutionsKeywordApiPath({ ...req, userId: opts.userId })
        : institutionsApiPath({ ...req, userId: opts.userId });
      return fetchParsed(path, institutionListSchema, () => emptyInstitutionList(), ctx);
    },
    programDetails(req: ProgramDetailsRequest, ctx?: SearchContext): Promise<ProgramDetails | null> {
      const path = programDetailsApiPath({ ...req, userId: opts.userId });
      // Upstream's 404 for an unknown id is ours too.
      return fetchParsed<ProgramDetails | null>(
        path,
        programDetailsSchema as z.ZodType<ProgramDetails>,
        () => null,
        ctx,
        true,
      );
    },
    info(): DataInfo {
      // Counts and build time belong to upstream and are not published by it.
      return { dataKind: 'real', builtAt: '', institutions: 0, programs: 0 };
    },
  };
}
