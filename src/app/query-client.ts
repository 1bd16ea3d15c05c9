// The app's QueryClient: bad input and auth failures are not retried; any other 5xx once; an unreachable service
// (network failure, 502/503/504) again and again, more slowly each time, until it answers (decision 0084).
import { QueryClient } from '@tanstack/react-query';
import { ApiError, isUnreachable } from '../api/api-error';

/** Seconds between tries while the service cannot be reached: 1, 2, 4, 8, then every 15. */
export function retryDelay(failures: number): number {
  return Math.min(1000 * 2 ** failures, 15_000);
}

export function shouldRetry(failures: number, error: unknown): boolean {
  if (isUnreachable(error)) return true;
  return failures < 1 && (!(error instanceof ApiError) || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
