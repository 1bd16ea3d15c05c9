// The SPA's runtime configuration: what the server hands its own pages (meta tag and GET /config.json).
//
// Checked by hand rather than with zod: zod would add ~45 KB gzipped to the SPA's initial bundle for four fields
// (decision 0041). No DOM or Node APIs here: the SPA and the service both import it.

export interface RuntimeConfig {
  apiBase: string;
  userId: string;
  token: string;
  dataKind: 'real' | 'demo';
}

export const CONFIG_META_NAME = 'training-search-config';
export const CONFIG_URL = '/config.json';

/** The config when the value has exactly the expected shape (extra fields are dropped), else null. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { apiBase, userId, token, dataKind } = v;
  if (typeof apiBase !== 'string' || typeof userId !== 'string' || typeof token !== 'string') return null;
  if (userId === '' || (dataKind !== 'real' && dataKind !== 'demo')) return null;
  return { apiBase, userId, token, dataKind };
}
