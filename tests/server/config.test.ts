// Configuration from the environment: defaults, gateway mode, and a clear message for every bad value.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../../server/config';

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
      rateLimitPerMinute: 600,
      upstream: undefined,
      publicTokenGenerated: true,
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
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 8123,
      host: '0.0.0.0',
      dataDir: path.resolve(repoRoot, '../shared/data'),
      dbPath: '/tmp/x.db',
      apiTokens: ['first-token-0123456789', 'second-token-0123456789'],
      publicToken: 'public-token-0123456789',
      publicTokenGenerated: false,
      rateLimitPerMinute: 120,
      logLevel: 'warn',
    });
  });

  it('turns on gateway mode when all three upstream variables are set', () => {
    const c = loadConfig({
      UPSTREAM_URL: 'https://api.careeronestop.org/',
      UPSTREAM_USER_ID: 'abc',
      UPSTREAM_TOKEN: 'secret',
      UPSTREAM_TIMEOUT_MS: '2500',
    });
    expect(c.upstream).toEqual({
      url: 'https://api.careeronestop.org',
      userId: 'abc',
      token: 'secret',
      timeoutMs: 2500,
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
  ])('rejects %o with a message naming the variable', (env, message) => {
    const problems = problemsOf(env);
    expect(problems.join('\n')).toMatch(message);
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
