// Runtime configuration and the query factories bound to it, for components (loaders get them by closure).
import { createContext, useContext, type ReactNode } from 'react';
import type { SearchApi } from './search-api';

const AppContext = createContext<SearchApi | null>(null);

export function AppProvider({ api, children }: { api: SearchApi; children: ReactNode }) {
  return <AppContext value={api}>{children}</AppContext>;
}

export function useApi(): SearchApi {
  const api = useContext(AppContext);
  if (!api) throw new Error('useApi must be used inside <AppProvider>.');
  return api;
}
