// The app's QueryClient: bad input and auth failures are not retried; a network blip or 5xx is, once.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
