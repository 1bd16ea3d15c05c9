// The service's configuration, read from the environment and validated once at start (bad values stop the start).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BudgetLimits } from './http/budgets/budgets';
import { trustedPeers } from './http/connections/connections';
import { DEFAULT_HEAP_GROWTH_PERCENT } from './start/heap-growth';

/** The repository root: relative paths in the environment (DB_PATH, DATA_DIR, DIST_DIR) are read from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface UpstreamConfig {
  url: string;
  userId: string;
  token: string;
  timeoutMs: number;
  /** Bytes of upstream answers kept for repeats. */
  cacheBytes: number;
  /** Larger upstream answers are refused (502). */
  maxBodyBytes: number;
  /** Upstream calls under way at once; more wait for a free slot. */
  maxConcurrent: number;
}

/**
 * Every limit that keeps one request, client or connection from starving the others (README "Configuration",
 * decisions 0080–0082): each client's budgets (budgets.ts), and the limits on searches and connections. Budgets are per
 * process: with several processes (replicas, workers) each has its own.
 */
export interface ServiceLimits extends BudgetLimits {
  /** A search estimated above this (ms of CPU) is answered in slices, or refused (400) when it cannot be. */
  maxSearchCostMs: number;
  /** Searches waiting for their turn per worker; beyond it the heaviest client's is shed (503). */
  maxQueuedSearches: number;
  /** A search running longer is stopped (503). */
  searchDeadlineMs: number;
  maxValuesPerSegment: number;
  maxKeywordLength: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Requests one connection may have waiting for their answers (HTTP/1.1 pipelining), the one answered included. */
  maxPipelinedRequests: number;
  /** Time for the request line and headers to arrive. */
  headersTimeoutMs: number;
  /** Time for a whole request to arrive. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves for this long (a client that stopped reading an answer) is closed. */
  stalledTimeoutMs: number;
  /** Bytes of answers handed over but not yet read by their clients, in all; beyond it new searches get 503. */
  maxUnsentBytes: number;
  /** The same per client address. */
  maxUnsentBytesPerAddress: number;
}

export const DEFAULT_LIMITS: ServiceLimits = {
  requestsPerMinute: 600,
  publicRequestsPerMinute: 300,
  tokenRequestsPerMinute: 6000,
  cpuMsPerMinute: 6000,
  publicCpuMsPerMinute: 3000,
  tokenCpuMsPerMinute: 30_000,
  maxSearchCostMs: 50,
  maxQueuedSearches: 64,
  upstreamCallsPerMinute: 60,
  searchDeadlineMs: 500,
  maxValuesPerSegment: 20,
  maxKeywordLength: 200,
  maxConnections: 1024,
  maxConnectionsPerAddress: 64,
  maxPipelinedRequests: 2,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  stalledTimeoutMs: 15_000,
  maxUnsentBytes: 128 * 1024 * 1024,
  maxUnsentBytesPerAddress: 8 * 1024 * 1024,
};

export interface ServiceConfig {
  /** Processes serving requests (decision 0130): 1 serves from this process, more run a primary and N workers. */
  workers: number;
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
  limits: ServiceLimits;
  /** Fastify's trustProxy: whom to believe about the client address (X-Forwarded-For); false by default. */
  trustProxy: boolean | string[];
  /** Set in gateway mode (UPSTREAM_URL, UPSTREAM_USER_ID and UPSTREAM_TOKEN all given). */
  upstream: UpstreamConfig | undefined;
  logLevel: string;
  /** How often the database file is looked at for a rebuild to take up (ms; 0: never). Decision 0194. */
  dbWatchMs: number;
  /**
   * How far the JavaScript heap may grow past what the last full collection kept before the next one, in percent of
   * it (V8's --heap-growing-percent; 0: V8's own choice). Decision 0255.
   */
  heapGrowthPercent: number;
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
  // One worker process per core by default: each search runs on one thread, so cores beyond it would sit idle.
  WORKERS: intVar(1, 256, os.availableParallelism()),
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
  RATE_LIMIT_PER_MINUTE: intVar(1, 10_000_000, DEFAULT_LIMITS.requestsPerMinute),
  PUBLIC_RATE_LIMIT_PER_MINUTE: intVar(1, 10_000_000, DEFAULT_LIMITS.publicRequestsPerMinute),
  TOKEN_RATE_LIMIT_PER_MINUTE: intVar(1, 100_000_000, DEFAULT_LIMITS.tokenRequestsPerMinute),
  CPU_MS_PER_MINUTE: intVar(1, 60_000_000, DEFAULT_LIMITS.cpuMsPerMinute),
  PUBLIC_CPU_MS_PER_MINUTE: intVar(1, 60_000_000, DEFAULT_LIMITS.publicCpuMsPerMinute),
  TOKEN_CPU_MS_PER_MINUTE: intVar(1, 600_000_000, DEFAULT_LIMITS.tokenCpuMsPerMinute),
  MAX_SEARCH_COST_MS: intVar(5, 60_000, DEFAULT_LIMITS.maxSearchCostMs),
  MAX_QUEUED_SEARCHES: intVar(1, 100_000, DEFAULT_LIMITS.maxQueuedSearches),
  UPSTREAM_CALLS_PER_MINUTE: intVar(1, 10_000_000, DEFAULT_LIMITS.upstreamCallsPerMinute),
  SEARCH_DEADLINE_MS: intVar(10, 60_000, DEFAULT_LIMITS.searchDeadlineMs),
  // One bit per value marks which values a program matched: at most 32.
  MAX_VALUES_PER_SEGMENT: intVar(1, 32, DEFAULT_LIMITS.maxValuesPerSegment),
  // A path segment is at most 500 characters (percent-encoded).
  MAX_KEYWORD_LENGTH: intVar(1, 500, DEFAULT_LIMITS.maxKeywordLength),
  MAX_CONNECTIONS: intVar(1, 1_000_000, DEFAULT_LIMITS.maxConnections),
  MAX_CONNECTIONS_PER_ADDRESS: intVar(1, 1_000_000, DEFAULT_LIMITS.maxConnectionsPerAddress),
  MAX_PIPELINED_REQUESTS: intVar(1, 1000, DEFAULT_LIMITS.maxPipelinedRequests),
  HEADERS_TIMEOUT_MS: intVar(100, 600_000, DEFAULT_LIMITS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: intVar(100, 600_000, DEFAULT_LIMITS.requestTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: intVar(100, 600_000, DEFAULT_LIMITS.keepAliveTimeoutMs),
  STALLED_TIMEOUT_MS: intVar(100, 600_000, DEFAULT_LIMITS.stalledTimeoutMs),
  MAX_UNSENT_BYTES: intVar(1024 * 1024, 64 * 1024 ** 3, DEFAULT_LIMITS.maxUnsentBytes),
  MAX_UNSENT_BYTES_PER_ADDRESS: intVar(64 * 1024, 64 * 1024 ** 3, DEFAULT_LIMITS.maxUnsentBytesPerAddress),
  // "true" (any peer: clients can then choose their address), or the proxies: addresses, CIDRs, or the names
  // loopback, linklocal, uniquelocal.
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^(true|false|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?))*)$/,
        'must be true, false, or proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
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
  GATEWAY_CACHE_BYTES: intVar(0, 8 * 1024 ** 3, 32 * 1024 * 1024),
  UPSTREAM_MAX_BODY_BYTES: intVar(1024, 1024 ** 3, 8 * 1024 * 1024),
  UPSTREAM_MAX_CONCURRENT: intVar(1, 10_000, 8),
  DB_WATCH_MS: intVar(0, 3_600_000, 2000),
  // The search data's index objects stay alive for the life of the process: V8's own headroom above them is small
  // enough that a few MB of promoted garbage start a full collection (decision 0255).
  HEAP_GROWTH_PERCENT: intVar(0, 400, DEFAULT_HEAP_GROWTH_PERCENT),
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
          cacheBytes: e.GATEWAY_CACHE_BYTES,
          maxBodyBytes: e.UPSTREAM_MAX_BODY_BYTES,
          maxConcurrent: e.UPSTREAM_MAX_CONCURRENT,
        }
      : undefined;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(['HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS']);
  }
  // A connection waiting for a gateway answer sends nothing meanwhile: the stall timeout must leave the 504 time.
  if (upstream && e.UPSTREAM_TIMEOUT_MS >= e.STALLED_TIMEOUT_MS) {
    throw new ConfigError([
      'UPSTREAM_TIMEOUT_MS: must be less than STALLED_TIMEOUT_MS (a connection waiting that long is closed first)',
    ]);
  }
  const trustProxy = readTrustProxy(e.TRUST_PROXY);
  try {
    trustedPeers(trustProxy);
  } catch {
    throw new ConfigError([
      'TRUST_PROXY: an address or CIDR is not valid (e.g. 10.0.0.0/8, 192.168.1.10, ::1)',
    ]);
  }
  return {
    workers: e.WORKERS,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === undefined ? undefined : path.resolve(repoRoot, e.DATA_DIR),
    dbPath: path.resolve(repoRoot, e.DB_PATH),
    distDir: path.resolve(repoRoot, e.DIST_DIR),
    apiTokens: e.API_TOKENS,
    publicToken: e.PUBLIC_SEARCH_TOKEN ?? randomBytes(24).toString('base64url'),
    publicTokenGenerated: e.PUBLIC_SEARCH_TOKEN === undefined,
    limits: {
      requestsPerMinute: e.RATE_LIMIT_PER_MINUTE,
      publicRequestsPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
      tokenRequestsPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
      cpuMsPerMinute: e.CPU_MS_PER_MINUTE,
      publicCpuMsPerMinute: e.PUBLIC_CPU_MS_PER_MINUTE,
      tokenCpuMsPerMinute: e.TOKEN_CPU_MS_PER_MINUTE,
      maxSearchCostMs: e.MAX_SEARCH_COST_MS,
      maxQueuedSearches: e.MAX_QUEUED_SEARCHES,
      upstreamCallsPerMinute: e.UPSTREAM_CALLS_PER_MINUTE,
      searchDeadlineMs: e.SEARCH_DEADLINE_MS,
      maxValuesPerSegment: e.MAX_VALUES_PER_SEGMENT,
      maxKeywordLength: e.MAX_KEYWORD_LENGTH,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      maxPipelinedRequests: e.MAX_PIPELINED_REQUESTS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      stalledTimeoutMs: e.STALLED_TIMEOUT_MS,
      maxUnsentBytes: e.MAX_UNSENT_BYTES,
      maxUnsentBytesPerAddress: e.MAX_UNSENT_BYTES_PER_ADDRESS,
    },
    trustProxy,
    upstream,
    logLevel: e.LOG_LEVEL,
    dbWatchMs: e.DB_WATCH_MS,
    heapGrowthPercent: e.HEAP_GROWTH_PERCENT,
  };
}
