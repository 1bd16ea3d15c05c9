// Builds the service in process for tests, with known tokens and a quiet logger.
import type { FastifyInstance } from 'fastify';
import { createApp, type AppDeps } from '../../../server/app';
import type { ServiceLimits } from '../../../server/config';
import type { SearchEngine } from '../../../server/engine/types';
import { createStubEngine } from './stub-engine';

export const PUBLIC_TOKEN = 'public-test-token-0123456789';
export const API_TOKEN = 'api-test-token-abcdefghijklmnop';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The page's user id: the only one its token may search as. */
export const WEB_USER = 'training-search-web';

/** Budgets no test reaches unless it sets its own. */
const ROOMY: Partial<ServiceLimits> = {
  publicRequestsPerMinute: 100_000,
  tokenRequestsPerMinute: 10_000_000,
  cpuMsPerMinute: 60_000_000,
  publicCpuMsPerMinute: 60_000_000,
  tokenCpuMsPerMinute: 600_000_000,
  upstreamCallsPerMinute: 1_000_000,
};

export function buildTestApp(overrides: Partial<AppDeps> & { engine?: SearchEngine } = {}): FastifyInstance {
  return createApp({
    engine: overrides.engine ?? createStubEngine(),
    publicToken: PUBLIC_TOKEN,
    apiTokens: [API_TOKEN],
    rateLimitPerMinute: 100_000,
    logger: false,
    ...overrides,
    limits: { ...ROOMY, ...overrides.limits },
  });
}

/** A v2 path with every segment at its `0` default except those given, in path order. */
export function programsPath(userId: string, overrides: Record<number, string> = {}, query = ''): string {
  const segments = Array.from({ length: 14 }, (_, i) => overrides[i] ?? (i === 13 ? '10' : '0'));
  return `/api/v2/training/programs/${userId}/${segments.join('/')}${query}`;
}

/** A v1 path likewise (9 segments after userId). */
export function institutionsPath(userId: string, overrides: Record<number, string> = {}, query = ''): string {
  const segments = Array.from({ length: 9 }, (_, i) => overrides[i] ?? (i === 8 ? '10' : '0'));
  return `/api/v1/training/${userId}/${segments.join('/')}${query}`;
}
