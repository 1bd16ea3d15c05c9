// Request budgets per client address and per API user (@fastify/rate-limit's store), answered with 429 + Retry-After.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export type LimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const WINDOW_MS = 60_000;

/**
 * Two independent limiters, because the plugin's own hooks run at most once per request.
 * The caller decides when each applies (see docs/decisions/0032-rate-limits.md).
 */
export async function createLimiters(
  app: FastifyInstance,
  perMinute: number,
): Promise<{ byAddress: LimitCheck; byUser: LimitCheck }> {
  await app.register(rateLimit, { global: false });
  const enforce = (keyGenerator: (req: FastifyRequest) => string): LimitCheck => {
    const limiter = app.createRateLimit({ max: perMinute, timeWindow: WINDOW_MS, keyGenerator });
    return async (request, reply) => {
      const result = await limiter(request);
      if (result.isAllowed) return;
      const retryAfter = String(Math.max(1, result.ttlInSeconds));
      reply.header('x-ratelimit-limit', result.max).header('x-ratelimit-remaining', result.remaining);
      reply.header('x-ratelimit-reset', retryAfter);
      if (!result.isExceeded) return;
      throw new HttpError(
        429,
        `Too many requests: the limit is ${result.max} per minute. Try again in ${retryAfter} s.`,
        undefined,
        { 'retry-after': retryAfter },
      );
    };
  };
  return {
    byAddress: enforce((req) => `address:${req.ip}`),
    byUser: enforce((req) => `user:${req.userId}`),
  };
}
