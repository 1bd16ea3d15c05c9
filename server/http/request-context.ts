// What the HTTP layer remembers about a request between hooks: answer format, route kind, token, user, CPU time.
import type { FastifyInstance } from 'fastify';
import type { TokenKind } from './auth';
import type { ErrorKind } from './http-error';
import type { ResponseFormat } from './negotiate';

export type RouteKind =
  | 'programs'
  | 'institutions'
  | 'suggest'
  | 'details'
  | 'openapi'
  | 'health'
  | 'config'
  | 'page'
  | 'api-unknown'
  | 'other';

declare module 'fastify' {
  interface FastifyRequest {
    responseFormat: ResponseFormat;
    responseContentType: string;
    /** Whether the format was read from Accept yet (an error raised before routing negotiates it itself). */
    formatNegotiated: boolean;
    /** The kind of error the request was answered with, if any (logs). */
    errorKind: ErrorKind | undefined;
    routeKind: RouteKind;
    userId: string;
    /** Which kind of token the request carried, once authenticated. */
    tokenKind: TokenKind | null;
    /** Which token: "page", or "api-N" for the Nth of API_TOKENS (budgets and logs; never the token itself). */
    tokenId: string;
    /** CPU time spent answering, charged to the client's budgets when the answer is sent. */
    cpuMs: number;
    /** When the request arrived (performance.now()): its deadline counts from then, waiting included. */
    arrivedAt: number;
    /** CPU time taken from the client's budgets before the work (its estimate); the real cost settles it. */
    reservedCpuMs: number;
  }
  interface FastifyContextConfig {
    kind?: RouteKind;
  }
}

export function decorateRequests(app: FastifyInstance): void {
  app.decorateRequest('responseFormat', 'json');
  app.decorateRequest('responseContentType', 'application/json; charset=utf-8');
  app.decorateRequest('formatNegotiated', false);
  app.decorateRequest('errorKind', undefined);
  app.decorateRequest('routeKind', 'other');
  app.decorateRequest('userId', '');
  app.decorateRequest('tokenKind', null);
  app.decorateRequest('tokenId', '');
  app.decorateRequest('cpuMs', 0);
  app.decorateRequest('arrivedAt', 0);
  app.decorateRequest('reservedCpuMs', 0);
  // The first hook of every request: what follows (queueing, the search, an upstream call) counts against it.
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivedAt = performance.now();
    done();
  });
}
