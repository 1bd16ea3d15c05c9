// The service's configuration, read from the environment and validated once at start (bad values stop the start).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment (DB_PATH, DATA_DIR, DIST_DIR) are read from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface UpstreamConfig {
  url: string;
  userId: string;
  token: string;
  timeoutMs: number;
}

export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string | undefined;
  dbPath: string;
  distDir: string;
  /** Tokens for API clients, from API_TOKENS. */
  apiTokens: string[];
  /** The token the server hands to its own pages; generated when PUBLIC_SEARCH_TOKEN is unset. */
  publicToken: string;
  publicTokenGenerated: boolean;
  /** Requests per minute, per client address and per API user. */
  rateLimitPerMinute: number;
  /** Fastify's trustProxy: whom to believe about the client address (X-Forwarded-For); false by default. */
  trustProxy: boolean | string[];
  /** Set in gateway mode (UPSTREAM_URL, UPSTREAM_USER_ID and UPSTREAM_TOKEN all given). */
  upstream: UpstreamConfig | undefined;
  logLevel: string;
}

/** Thrown with every problem found, one per line, so the operator can fix them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

function intVar(min: number, max: number, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .default(fallback),
  );
}

// A token goes into an HTTP header: printable ASCII without spaces or commas, and long enough not to be guessed.
const tokenPattern = /^[\x21-\x2b\x2d-\x7e]{16,512}$/;
const tokenRule = 'must be 16-512 printable characters without spaces or commas';

const envSchema = z.object({
  PORT: intVar(0, 65535, 8080),
  HOST: z.preprocess(blankToUndefined, z.string().trim().default('127.0.0.1')),
  DATA_DIR: optionalText,
  DB_PATH: z.preprocess(blankToUndefined, z.string().trim().default('data/training.db')),
  DIST_DIR: z.preprocess(blankToUndefined, z.string().trim().default('dist')),
  API_TOKENS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter((t) => t !== ''),
      )
      .pipe(z.array(z.string().regex(tokenPattern, `each token ${tokenRule}`))),
  ),
  PUBLIC_SEARCH_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(tokenPattern, tokenRule).optional(),
  ),
  RATE_LIMIT_PER_MINUTE: intVar(1, 10_000_000, 600),
  // "true" (any proxy) or comma-separated proxy addresses/CIDRs.
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be true, false or proxy addresses',
      )
      .optional(),
  ),
  UPSTREAM_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\/[^/]+/i.test(v) && URL.canParse(v), 'must be an http:// or https:// URL')
      .optional(),
  ),
  UPSTREAM_USER_ID: optionalText,
  UPSTREAM_TOKEN: optionalText,
  UPSTREAM_TIMEOUT_MS: intVar(1, 600_000, 10_000),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

function readTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}

/** Reads and checks the environment; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const [name = 'environment', item] = i.path;
        // API_TOKENS is a list: say which of its tokens is wrong without printing it.
        const which = typeof item === 'number' ? ` (token ${item + 1})` : '';
        return `${String(name)}${which}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  const gatewayVars = [e.UPSTREAM_URL, e.UPSTREAM_USER_ID, e.UPSTREAM_TOKEN];
  const given = gatewayVars.filter((v) => v !== undefined).length;
  if (given !== 0 && given !== 3) {
    throw new ConfigError([
      'UPSTREAM_URL, UPSTREAM_USER_ID and UPSTREAM_TOKEN: set all three for gateway mode, or none of them',
    ]);
  }
  const upstream =
    e.UPSTREAM_URL && e.UPSTREAM_USER_ID && e.UPSTREAM_TOKEN
      ? {
          url: e.UPSTREAM_URL.replace(/\/+$/, ''),
          userId: e.UPSTREAM_USER_ID,
          token: e.UPSTREAM_TOKEN,
          timeoutMs: e.UPSTREAM_TIMEOUT_MS,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === undefined ? undefined : path.resolve(repoRoot, e.DATA_DIR),
    dbPath: path.resolve(repoRoot, e.DB_PATH),
    distDir: path.resolve(repoRoot, e.DIST_DIR),
    apiTokens: e.API_TOKENS,
    publicToken: e.PUBLIC_SEARCH_TOKEN ?? randomBytes(24).toString('base64url'),
    publicTokenGenerated: e.PUBLIC_SEARCH_TOKEN === undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: readTrustProxy(e.TRUST_PROXY),
    upstream,
    logLevel: e.LOG_LEVEL,
  };
}
