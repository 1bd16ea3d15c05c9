// Security headers (helmet, with a strict Content-Security-Policy for the pages) and response compression.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Vite's build has no inline script or style, so the pages need nothing beyond their own origin. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  // The API is meant to be called by other sites' servers; their browsers do not load it cross-origin.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets, worked out once. They depend only on the options (no per-request nonces), and
 * @fastify/helmet rebuilt helmet's middleware — parsing the policy again — on every request: a tenth of a repeated
 * search's time (decision 0131).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const res = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

let ready: Array<[string, string]> | undefined;

/** The security headers, set on one answer (every answer gets them: the hook below, or the error path). */
export function applySecurityHeaders(reply: FastifyReply): void {
  setSecurityHeaders(reply.raw);
}

/** The same on a raw answer (one refused before it reached the service's routes). */
export function setSecurityHeaders(res: ServerResponse): void {
  ready ??= securityHeaders();
  for (const [name, value] of ready) res.setHeader(name, value);
}

/** `X-Content-Type-Options` and the others, as raw header lines for answers written straight to the socket. */
export function securityHeaderLines(): string {
  ready ??= securityHeaders();
  return ready.map(([name, value]) => `${name}: ${value}\r\n`).join('');
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply);
    done();
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default quality (11) costs far too much CPU per dynamic response; 4 is about gzip's speed.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
