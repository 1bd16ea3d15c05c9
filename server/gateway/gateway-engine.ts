// Gateway mode: the two operations answered by the upstream service (CareerOneStop) with the server's own credentials.
import type { z } from 'zod';
import { institutionListSchema, type InstitutionList } from '../../contract/institutions';
import {
  institutionsKeywordApiPath,
  isInstitutionsKeywordRequest,
  type InstitutionsKeywordRequest,
} from '../../contract/keyword-institutions';
import { institutionsApiPath, programsApiPath } from '../../contract/paths';
import {
  programDetailsApiPath,
  programDetailsSchema,
  type ProgramDetails,
  type ProgramDetailsRequest,
} from '../../contract/program-details';
import { programListSchema, type ProgramList } from '../../contract/programs';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';
import type { DataInfo, SearchEngine } from '../engine/types';
import { emptyInstitutionList, emptyProgramList } from '../../contract/empty-results';
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
  cacheEntries?: number;
  cacheTtlMs?: number;
}

export function createGatewayEngine(opts: GatewayOptions): SearchEngine {
  const base = opts.url.replace(/\/+$/, '');
  // Promises, so identical requests arriving together also share one upstream call.
  const cache = new TtlCache<Promise<unknown>>(opts.cacheEntries ?? 500, opts.cacheTtlMs ?? 60_000);

  async function fetchParsed<T>(
    path: string,
    schema: z.ZodType<T>,
    empty: () => T,
    notFoundIsEmpty = false,
  ): Promise<T> {
    const url = base + path;
    const cached = cache.get(url);
    if (cached) return (await cached) as T;
    const pending = (async () => {
      const answer = await getUpstream(url, opts.token, opts.timeoutMs, notFoundIsEmpty);
      if (answer.kind === 'no-data') return empty();
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) {
        throw new GatewayError(502, 'The upstream service answered in an unexpected shape.', 200, {
          cause: parsed.error,
        });
      }
      return parsed.data;
    })();
    cache.set(url, pending);
    // Failures are not remembered: the next identical request tries upstream again.
    pending.catch(() => {
      if (cache.get(url) === pending) cache.delete(url);
    });
    return pending;
  }

  return {
    searchPrograms(req: ProgramsRequest): Promise<ProgramList> {
      const path = programsApiPath({ ...req, userId: opts.userId });
      return fetchParsed(path, programListSchema as z.ZodType<ProgramList>, () =>
        emptyProgramList(req.keyword),
      );
    },
    searchInstitutions(req: InstitutionsRequest | InstitutionsKeywordRequest): Promise<InstitutionList> {
      // Each v1 search goes upstream in the shape the client used, as the server's own user.
      const path = isInstitutionsKeywordRequest(req)
        ? institutionsKeywordApiPath({ ...req, userId: opts.userId })
        : institutionsApiPath({ ...req, userId: opts.userId });
      return fetchParsed(path, institutionListSchema, () => emptyInstitutionList());
    },
    programDetails(req: ProgramDetailsRequest): Promise<ProgramDetails | null> {
      const path = programDetailsApiPath({ ...req, userId: opts.userId });
      // Upstream's 404 for an unknown id is ours too.
      return fetchParsed<ProgramDetails | null>(
        path,
        programDetailsSchema as z.ZodType<ProgramDetails>,
        () => null,
        true,
      );
    },
    info(): DataInfo {
      // Counts and build time belong to upstream and are not published by it.
      return { dataKind: 'real', builtAt: '', institutions: 0, programs: 0 };
    },
  };
}
