// One structured log line per request (pino via Fastify): client address, method, route kind, user, status, time.
// Every line is bounded in size, whatever an upstream sent or an error holds (decision 0086).
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Longest string kept in a log field; longer ones are cut and say how long they were. */
export const MAX_LOG_STRING = 1000;
const MAX_LOG_ITEMS = 10;
const MAX_LOG_DEPTH = 4;

function clipString(s: string): string {
  return s.length <= MAX_LOG_STRING ? s : `${s.slice(0, MAX_LOG_STRING)}… (${s.length} characters)`;
}

/** True for a flat object of numbers, booleans and short strings (the request line): nothing to bound. */
function isSmallFlat(value: object): boolean {
  let n = 0;
  for (const key in value) {
    if (++n > 30) return false;
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' ? v.length > MAX_LOG_STRING : v !== null && typeof v === 'object') return false;
  }
  return true;
}

/** A copy of a log field with long strings cut, long arrays shortened and deep objects flattened. */
export function boundLogValue(value: unknown, depth = 0): unknown {
  // Every request's line is small and flat: it goes as it is, without a copy.
  if (
    depth === 0 &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    isSmallFlat(value)
  )
    return value;
  if (typeof value === 'string') return clipString(value);
  if (value === null || typeof value !== 'object') return value;
  // Errors go to the err serializer below as they are.
  if (value instanceof Error) return depth === 0 ? value : serializeError(value);
  if (depth >= MAX_LOG_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_LOG_ITEMS).map((v) => boundLogValue(v, depth + 1));
    return value.length > MAX_LOG_ITEMS ? [...kept, `… ${value.length - MAX_LOG_ITEMS} more`] : kept;
  }
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [k, v] of Object.entries(value)) {
    if (n++ >= 30) {
      out['…'] = 'more fields left out';
      break;
    }
    out[k] = v instanceof Error && depth === 0 ? v : boundLogValue(v, depth + 1);
  }
  return out;
}

/** Errors as type, message, code, stack and cause — never their other fields (a ZodError lists every issue). */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return boundLogValue(error);
  const e = error as Error & { code?: unknown; issues?: unknown[] };
  return {
    type: e.name,
    message: clipString(e.message),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(Array.isArray(e.issues) ? { issues: e.issues.length } : {}),
    stack: clipString(e.stack ?? ''),
    ...(e.cause !== undefined && depth < 2 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/** The service's pino options with the size bounds added. */
export function boundedLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: {
      ...('serializers' in base ? base.serializers : {}),
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
    },
    formatters: {
      log: (object: Record<string, unknown>) => boundLogValue(object) as Record<string, unknown>,
    },
  };
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = request.raw.url ?? '';
    request.log.info(
      {
        // The client as the service sees it: the peer, or with TRUST_PROXY the address a trusted proxy names.
        ip: request.ip,
        method: request.method,
        // Static files are served by @fastify/static's own route, which carries no kind.
        kind: request.routeKind === 'other' && url.startsWith('/assets/') ? 'asset' : request.routeKind,
        userId: request.userId || undefined,
        token: request.tokenId || undefined,
        status: reply.statusCode,
        errorKind: request.errorKind,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        cpuMs: request.cpuMs > 0 ? Math.round(request.cpuMs * 10) / 10 : undefined,
        url: url.length > 300 ? `${url.slice(0, 300)}…` : url,
      },
      'request',
    );
  });
}
