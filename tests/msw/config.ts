// The runtime configuration the mock /config.json serves and the tests render with.
import type { RuntimeConfig } from '../../contract/runtime-config';

export const mockConfig: RuntimeConfig = {
  apiBase: '/api',
  userId: 'training-search-web',
  token: 'mock-public-token',
  dataKind: 'demo',
};
