// Configuration from the environment: defaults, gateway mode, and a clear message for every bad value.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_LIMITS, loadConfig, repoRoot } from '../../server/config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults and generates a public token when none is set', () => {
    const a = loadConfig({});
    expect(a).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: undefined,
      dbPath: path.join(repoRoot, 'data/training.db'),
      distDir: path.join(repoRoot, 'dist'),
      apiTokens: [],
      limits: DEFAULT_LIMITS,
      upstream: undefined,
      publicTokenGenerated: true,
      heapGrowthPercent: 100,
    });
    expect(a.publicToken.length).toBeGreaterThanOrEqual(16);
    expect(loadConfig({}).publicToken).not.toBe(a.publicToken);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8123',
      HOST: '0.0.0.0',
      DATA_DIR: '../shared/data',
      DB_PATH: '/tmp/x.db',
      API_TOKENS: ' first-token-0123456789 , second-token-0123456789 ,',
      PUBLIC_SEARCH_TOKEN: 'public-token-0123456789',
      RATE_LIMIT_PER_MINUTE: '120',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '60',
      TOKEN_RATE_LIMIT_PER_MINUTE: '1200',
      CPU_MS_PER_MINUTE: '3000',
      PUBLIC_CPU_MS_PER_MINUTE: '1500',
      UPSTREAM_CALLS_PER_MINUTE: '30',
      SEARCH_DEADLINE_MS: '400',
      MAX_VALUES_PER_SEGMENT: '10',
      MAX_KEYWORD_LENGTH: '100',
      MAX_CONNECTIONS: '500',
      MAX_CONNECTIONS_PER_ADDRESS: '20',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '3000',
      STALLED_TIMEOUT_MS: '8000',
      MAX_UNSENT_BYTES: '100000000',
      MAX_UNSENT_BYTES_PER_ADDRESS: '5000000',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      LOG_LEVEL: 'warn',
      HEAP_GROWTH_PERCENT: '0',
    });
    expect(c).toMatchObject({
      port: 8123,
      host: '0.0.0.0',
      dataDir: path.resolve(repoRoot, '../shared/data'),
      dbPath: '/tmp/x.db',
      apiTokens: ['first-token-0123456789', 'second-token-0123456789'],
      publicToken: 'public-token-0123456789',
      publicTokenGenerated: false,
      limits: {
        requestsPerMinute: 120,
        publicRequestsPerMinute: 60,
        tokenRequestsPerMinute: 1200,
        cpuMsPerMinute: 3000,
        publicCpuMsPerMinute: 1500,
        upstreamCallsPerMinute: 30,
        searchDeadlineMs: 400,
        maxValuesPerSegment: 10,
        maxKeywordLength: 100,
        maxConnections: 500,
        maxConnectionsPerAddress: 20,
        headersTimeoutMs: 5000,
        requestTimeoutMs: 20000,
        keepAliveTimeoutMs: 3000,
        stalledTimeoutMs: 8000,
        maxUnsentBytes: 100_000_000,
        maxUnsentBytesPerAddress: 5_000_000,
      },
      trustProxy: ['loopback', '10.0.0.0/8'],
      logLevel: 'warn',
      heapGrowthPercent: 0,
    });
  });

  it('turns on gateway mode when all three upstream variables are set', () => {
    const c = loadConfig({
      UPSTREAM_URL: 'https://api.careeronestop.org/',
      UPSTREAM_USER_ID: 'abc',
      UPSTREAM_TOKEN: 'secret',
      UPSTREAM_TIMEOUT_MS: '2500',
      GATEWAY_CACHE_BYTES: '1000000',
    });
    expect(c.upstream).toEqual({
      url: 'https://api.careeronestop.org',
      userId: 'abc',
      token: 'secret',
      timeoutMs: 2500,
      cacheBytes: 1_000_000,
      maxBodyBytes: 8 * 1024 * 1024,
      maxConcurrent: 8,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: must be a whole number/],
    [{ PORT: '70000' }, /PORT: must be at most 65535/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, /RATE_LIMIT_PER_MINUTE: must be at least 1/],
    [{ RATE_LIMIT_PER_MINUTE: '-5' }, /RATE_LIMIT_PER_MINUTE: must be a whole number/],
    [{ API_TOKENS: 'short' }, /API_TOKENS \(token 1\): each token must be 16-512 printable characters/],
    [{ API_TOKENS: 'has a space in it 0123456789' }, /API_TOKENS/],
    [{ PUBLIC_SEARCH_TOKEN: 'x' }, /PUBLIC_SEARCH_TOKEN/],
    [
      { UPSTREAM_URL: 'ftp://example.org', UPSTREAM_USER_ID: 'a', UPSTREAM_TOKEN: 'b' },
      /UPSTREAM_URL: must be an http/,
    ],
    [{ UPSTREAM_URL: 'https://api.careeronestop.org' }, /set all three/],
    [{ UPSTREAM_TIMEOUT_MS: '10s' }, /UPSTREAM_TIMEOUT_MS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/99' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '999.1.2.3' }, /TRUST_PROXY/],
    [{ MAX_VALUES_PER_SEGMENT: '40' }, /MAX_VALUES_PER_SEGMENT: must be at most 32/],
    [{ SEARCH_DEADLINE_MS: 'soon' }, /SEARCH_DEADLINE_MS/],
    [{ CPU_MS_PER_MINUTE: '0' }, /CPU_MS_PER_MINUTE: must be at least 1/],
    [{ HEADERS_TIMEOUT_MS: '40000' }, /HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS/],
    [
      {
        UPSTREAM_URL: 'https://api.careeronestop.org',
        UPSTREAM_USER_ID: 'a',
        UPSTREAM_TOKEN: 'b',
        UPSTREAM_TIMEOUT_MS: '20000',
      },
      /UPSTREAM_TIMEOUT_MS: must be less than STALLED_TIMEOUT_MS/,
    ],
  ])('rejects %o with a message naming the variable', (env, message) => {
    const problems = problemsOf(env);
    expect(problems.join('\n')).toMatch(message);
  });

  it('names a heap growth out of range', () => {
    expect(problemsOf({ HEAP_GROWTH_PERCENT: '500' })).toEqual(['HEAP_GROWTH_PERCENT: must be at most 400']);
    expect(problemsOf({ HEAP_GROWTH_PERCENT: '-1' })).toHaveLength(1);
  });

  it('lists every bad value at once', () => {
    const problems = problemsOf({ PORT: 'x', RATE_LIMIT_PER_MINUTE: 'y' });
    expect(problems).toHaveLength(2);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads blank variables as unset', () => {
    expect(loadConfig({ PORT: '', API_TOKENS: '  ', UPSTREAM_URL: '' })).toMatchObject({
      port: 8080,
      apiTokens: [],
    });
  });
});
