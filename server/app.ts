// Builds the whole service as a Fastify app (API, pages, security, logs) without listening: tests inject into it.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_LIMITS, type ServiceLimits } from './config';
import type { SearchEngine } from './engine/types';
import type { CostEstimator } from './http/admission/cost';
import { apiRoutes } from './http/api-routes';
import { createAppPage } from './http/app-page';
import {
  clientErrorHandler,
  limitConnections,
  trustedPeers,
  type OpenConnections,
} from './http/connections/connections';
import { handleError } from './http/errors';
import { boundedLogger, registerRequestLog } from './http/logging';
import { pages } from './http/pages';
import { foldPrefixCase } from './http/prefix-case';
import { decorateRequests } from './http/request-context';
import { WEB_USER_ID } from './http/runtime-config';
import { registerSecurity } from './http/security';

export interface AppDeps {
  engine: SearchEngine;
  /** Bumped when the engine's data is replaced (a rebuilt database taken up): answers kept from before are not used. */
  dataGeneration?: () => number;
  /** What a search will cost before it runs; default: from its shape (server/http/admission/cost.ts). */
  costEstimator?: CostEstimator;
  mode?: 'local' | 'gateway';
  apiTokens?: readonly string[];
  /** The token handed to the server's own pages in the runtime config. */
  publicToken: string;
  /** Shorthand for limits.requestsPerMinute (tests). */
  rateLimitPerMinute?: number;
  /** Any limit not given keeps its default (config.ts DEFAULT_LIMITS). */
  limits?: Partial<ServiceLimits>;
  /** Bytes of ready search answers kept for repeats (default 64 MB; 0 turns it off). */
  resultCacheBytes?: number;
  /** Whom to believe about client addresses behind a reverse proxy (Fastify's trustProxy); default none. */
  trustProxy?: boolean | string[];
  /** The built SPA; without it only the API and /config.json are served. */
  distDir?: string;
  /** The worker's number when WORKERS > 1 (named in /api/health); undefined in a single process. */
  worker?: number;
  /** WORKERS > 1: how many workers serve of how many wanted (the supervisor says); /api/health reports it. */
  pool?: () => { serving: number; wanted: number } | undefined;
  /** pino options ({ level, stream }), or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The connections open now (a worker draining at SIGTERM waits until none is left). */
    openConnections: OpenConnections;
  }
}

/** A path of the app's pages (not the API, not a file): a GET of it is the app's page. */
const isAppLink = (url: string) => {
  const pathname = url.split('?')[0] ?? '/';
  return pathname !== '/api' && !pathname.startsWith('/api/') && !pathname.startsWith('/assets/');
};

/** Node's own limit on the request line and headers (its default); larger ones get a 431. */
const MAX_HEADER_BYTES = 16 * 1024;

export function createApp(deps: AppDeps): FastifyInstance {
  const limits: ServiceLimits = {
    ...DEFAULT_LIMITS,
    ...deps.limits,
    ...(deps.rateLimitPerMinute === undefined ? {} : { requestsPerMinute: deps.rateLimitPerMinute }),
  };
  const trustProxy = deps.trustProxy ?? false;
  const runtimeConfig = {
    apiBase: '/api',
    userId: WEB_USER_ID,
    token: deps.publicToken,
    dataKind: deps.engine.info().dataKind,
  };
  const page = createAppPage(deps.distDir, runtimeConfig);
  const app = Fastify({
    logger: boundedLogger(deps.logger ?? false),
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node closes a socket on which nothing moved for this long: a client that stopped reading an answer too.
    connectionTimeout: limits.stalledTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // How often Node looks for requests past those times (its default, 30 s, would let a slow one stay 40 s).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersTimeoutMs / 4)),
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    clientErrorHandler: clientErrorHandler(MAX_HEADER_BYTES, limits.headersTimeoutMs),
    trustProxy,
    routerOptions: { maxParamLength: 8192 },
    rewriteUrl: (request) => foldPrefixCase(request.url ?? '/'),
    // Errors Fastify raises before routing (a malformed URL…) get the same error body as the rest; an app link that
    // cannot be decoded gets the app's page, which says so in the reader's language (decision 0195).
    frameworkErrors: (error, request, reply) => {
      if (isAppLink(request.raw.url ?? '/') && (error as { code?: string }).code === 'FST_ERR_BAD_URL') {
        page.send(request, reply, 400);
        return;
      }
      handleError(error, request, reply);
    },
  });
  // The fair queue's searches of other addresses, once the API routes have made it: a paused connection is read when
  // none waits.
  let turnsWaiting: (peer: string) => number = () => 0;
  app.decorate(
    'openConnections',
    limitConnections(app.server, limits, trustedPeers(trustProxy), app.log, Date.now, (peer) =>
      turnsWaiting(peer),
    ),
  );
  decorateRequests(app);
  app.setErrorHandler((error, request, reply) => handleError(error, request, reply));
  registerRequestLog(app);
  app.register(async (root) => {
    await registerSecurity(root);
    await root.register(
      apiRoutes({
        engine: deps.engine,
        mode: deps.mode ?? 'local',
        apiTokens: deps.apiTokens ?? [],
        publicToken: deps.publicToken,
        limits,
        resultCacheBytes: deps.resultCacheBytes,
        worker: deps.worker,
        pool: deps.pool,
        dataGeneration: deps.dataGeneration,
        costEstimator: deps.costEstimator,
        reportTurnsWaiting: (waiting) => (turnsWaiting = waiting),
      }),
      { prefix: '/api' },
    );
    await root.register(pages({ distDir: deps.distDir, runtimeConfig, page }));
  });
  return app;
}
