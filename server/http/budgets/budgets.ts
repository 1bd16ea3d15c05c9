// Every client's budgets: requests per minute and CPU time per minute, keyed on what a client cannot choose freely —
// its address, and for API tokens the token and the user id within it (decision 0081).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { TokenBuckets } from './token-buckets';

export interface BudgetLimits {
  /** Requests per minute per client address (any token, checked before the token), and per API token + user id. */
  requestsPerMinute: number;
  /** Requests per minute per client address with the web page's token. */
  publicRequestsPerMinute: number;
  /** Requests per minute per API token, all its user ids together. */
  tokenRequestsPerMinute: number;
  /** Milliseconds of CPU per minute per client address, and per API token + user id. */
  cpuMsPerMinute: number;
  /** Milliseconds of CPU per minute per client address with the web page's token. */
  publicCpuMsPerMinute: number;
  /** Milliseconds of CPU per minute per API token, all its user ids together (decision 0191). */
  tokenCpuMsPerMinute: number;
  /** Gateway mode: upstream calls (cache misses) per minute per client (page: address; API: token). */
  upstreamCallsPerMinute: number;
}

/** A CPU bucket holds ten seconds' worth: a burst of searches is free, a steady stream gets its share only. */
const CPU_BURST_FRACTION = 10 / 60;

const seconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

function tooMany(what: string, waitMs: number, limit: number, remaining: number): HttpError {
  return new HttpError('over-budget', `${what} Try again in ${seconds(waitMs)} s.`, {
    headers: {
      'retry-after': seconds(waitMs),
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, Math.floor(remaining))),
      'x-ratelimit-reset': seconds(waitMs),
    },
  });
}

const requestBuckets = (perMinute: number) => new TokenBuckets({ capacity: perMinute, perMinute });
const cpuBuckets = (msPerMinute: number) =>
  new TokenBuckets({ capacity: Math.max(1, msPerMinute * CPU_BURST_FRACTION), perMinute: msPerMinute });

export type Budgets = ReturnType<typeof createBudgets>;

export function createBudgets(limits: BudgetLimits) {
  const byAddress = requestBuckets(limits.requestsPerMinute);
  const pageByAddress = requestBuckets(limits.publicRequestsPerMinute);
  const byToken = requestBuckets(limits.tokenRequestsPerMinute);
  const byUser = requestBuckets(limits.requestsPerMinute);
  const cpuByAddress = cpuBuckets(limits.cpuMsPerMinute);
  const pageCpuByAddress = cpuBuckets(limits.publicCpuMsPerMinute);
  const cpuByUser = cpuBuckets(limits.cpuMsPerMinute);
  const cpuByToken = cpuBuckets(limits.tokenCpuMsPerMinute);
  const upstream = requestBuckets(limits.upstreamCallsPerMinute);

  const countRequest = (buckets: TokenBuckets, key: string, limit: number) => {
    const wait = buckets.take(key);
    if (wait > 0) {
      throw tooMany(`Too many requests: the limit is ${limit} per minute.`, wait, limit, buckets.level(key));
    }
  };
  const cpuLeft = (buckets: TokenBuckets, key: string, msPerMinute: number) => {
    const wait = buckets.waitFor(key);
    if (wait > 0) {
      throw tooMany(
        `This client has used its share of the service's time (${msPerMinute} ms of CPU per minute).`,
        wait,
        msPerMinute,
        0,
      );
    }
  };
  /** The CPU buckets a request is charged to, with their budgets per minute. */
  const cpuKeys = (request: FastifyRequest): Array<[TokenBuckets, string, number]> =>
    request.tokenKind === 'public'
      ? [[pageCpuByAddress, request.ip, limits.publicCpuMsPerMinute]]
      : request.tokenKind === 'api'
        ? [
            [cpuByAddress, request.ip, limits.cpuMsPerMinute],
            [cpuByUser, `${request.tokenId}|${request.userId}`, limits.cpuMsPerMinute],
            // A user id of one's choosing does not escape the token's own share (issue 23).
            [cpuByToken, request.tokenId, limits.tokenCpuMsPerMinute],
          ]
        : [];

  return {
    /** Every /api request but health, before its token is checked (so that guessing tokens is throttled too). */
    address(request: FastifyRequest): void {
      countRequest(byAddress, request.ip, limits.requestsPerMinute);
    },
    /** Once the token and user id are known: request counts, then whether CPU time is left. */
    client(request: FastifyRequest): void {
      if (request.tokenKind === 'public') {
        countRequest(pageByAddress, request.ip, limits.publicRequestsPerMinute);
        cpuLeft(pageCpuByAddress, request.ip, limits.publicCpuMsPerMinute);
        return;
      }
      countRequest(byToken, request.tokenId, limits.tokenRequestsPerMinute);
      countRequest(byUser, `${request.tokenId}|${request.userId}`, limits.requestsPerMinute);
      cpuLeft(cpuByAddress, request.ip, limits.cpuMsPerMinute);
      cpuLeft(cpuByUser, `${request.tokenId}|${request.userId}`, limits.cpuMsPerMinute);
      cpuLeft(cpuByToken, request.tokenId, limits.tokenCpuMsPerMinute);
    },
    /**
     * Before the work: its estimated CPU time is taken from the client's buckets at once (429 when one of them does
     * not hold that much), so a client cannot start more than it has left; the answer's real cost settles it.
     */
    reserve(request: FastifyRequest, estimateMs: number): void {
      const keys = cpuKeys(request);
      for (const [buckets, key, perMinute] of keys) {
        const wait = buckets.waitFor(key);
        const short = Math.min(estimateMs, buckets.opts.capacity) - buckets.level(key);
        if (wait > 0 || short > 0) {
          const ms = Math.max(wait, Math.ceil(short / (perMinute / 60_000)));
          throw tooMany(
            `This client has used its share of the service's time (${perMinute} ms of CPU per minute).`,
            ms,
            perMinute,
            0,
          );
        }
      }
      for (const [buckets, key] of keys) buckets.charge(key, estimateMs);
      request.reservedCpuMs += estimateMs;
    },
    /** After the answer: what it really cost, less what was reserved, settles the client's buckets. */
    charge(request: FastifyRequest, cpuMs: number): void {
      const owed = cpuMs - request.reservedCpuMs;
      if (owed === 0) return;
      for (const [buckets, key] of cpuKeys(request)) buckets.charge(key, owed);
    },
    /** The keys a request's use of the service is counted under, with each one's share per minute (fair share). */
    shareKeys(request: FastifyRequest): Array<[string, number]> {
      return cpuKeys(request).map(([, key, perMinute], i) => [`${request.tokenKind}|${i}|${key}`, perMinute]);
    },
    /** Gateway mode, before each upstream call (a cache miss): the page per address, API clients per token. */
    upstreamCall(request: FastifyRequest): void {
      const key = request.tokenKind === 'api' ? request.tokenId : `page|${request.ip}`;
      const wait = upstream.take(key);
      if (wait > 0) {
        throw tooMany(
          `Too many new searches for the upstream service: the limit is ${limits.upstreamCallsPerMinute} per minute.`,
          wait,
          limits.upstreamCallsPerMinute,
          0,
        );
      }
    },
  };
}
