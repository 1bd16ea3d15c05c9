// One structured log line per request (pino via Fastify): method, route kind, user, status and time.
import type { FastifyInstance } from 'fastify';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = request.raw.url ?? '';
    request.log.info(
      {
        method: request.method,
        // Static files are served by @fastify/static's own route, which carries no kind.
        kind: request.routeKind === 'other' && url.startsWith('/assets/') ? 'asset' : request.routeKind,
        userId: request.userId || undefined,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        url: url.length > 300 ? `${url.slice(0, 300)}…` : url,
      },
      'request',
    );
  });
}
