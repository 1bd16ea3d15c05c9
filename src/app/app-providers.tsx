// Providers around the router: TanStack Query and the API bound to the runtime configuration.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SearchApi } from '../api/search-api';
import { AppProvider } from '../api/api-context';

export function AppProviders({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: SearchApi;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProvider api={api}>{children}</AppProvider>
    </QueryClientProvider>
  );
}
