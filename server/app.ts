// Builds the whole service as a Fastify app (API, pages, security, logs) without listening: tests inject into it.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SearchEngine } from './engine/types';
import { apiRoutes } from './http/api-routes';
import { handleError } from './http/errors';
import { registerRequestLog } from './http/logging';
import { pages } from './http/pages';
import { foldPrefixCase } from './http/prefix-case';
import { decorateRequests } from './http/request-context';
import { WEB_USER_ID } from './http/runtime-config';
import { registerSecurity } from './http/security';

export interface AppDeps {
  engine: SearchEngine;
  mode?: 'local' | 'gateway';
  apiTokens?: readonly string[];
  /** The token handed to the server's own pages in the runtime config. */
  publicToken: string;
  rateLimitPerMinute?: number;
  /** Bytes of ready search answers kept for repeats (default 64 MB; 0 turns it off). */
  resultCacheBytes?: number;
  /** Whom to believe about client addresses behind a reverse proxy (Fastify's trustProxy); default none. */
  trustProxy?: boolean | string[];
  /** The built SPA; without it only the API and /config.json are served. */
  distDir?: string;
  /** pino options ({ level, stream }), or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

export function createApp(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: deps.logger ?? false,
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: 30_000,
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { maxParamLength: 8192 },
    rewriteUrl: (request) => foldPrefixCase(request.url ?? '/'),
    // Errors Fastify raises before routing (a malformed URL…) get the same error body as the rest.
    frameworkErrors: (error, request, reply) => {
      handleError(error, request, reply);
    },
  });
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
        rateLimitPerMinute: deps.rateLimitPerMinute ?? 600,
        resultCacheBytes: deps.resultCacheBytes,
      }),
      { prefix: '/api' },
    );
    await root.register(
      pages({
        distDir: deps.distDir,
        runtimeConfig: {
          apiBase: '/api',
          userId: WEB_USER_ID,
          token: deps.publicToken,
          dataKind: deps.engine.info().dataKind,
        },
      }),
    );
  });
  return app;
}
