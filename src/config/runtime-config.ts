// The SPA's runtime configuration: read from the meta tag the server injects, else fetched from /config.json.
//
// Checked by hand rather than with zod: zod would add ~45 KB gzipped to the initial bundle for four fields
// (decision 0041). Responses are still parsed with the contract's zod schemas, in a lazily loaded chunk.

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

/** Reads the injected meta tag; null when absent or invalid (then /config.json is asked). */
export function readConfigMeta(doc: Document): RuntimeConfig | null {
  const content = doc.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    return parseRuntimeConfig(JSON.parse(content));
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const fromMeta = readConfigMeta(doc);
  if (fromMeta) return fromMeta;
  const res = await fetch(CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`Could not load the app configuration (HTTP ${res.status}).`);
  const config = parseRuntimeConfig(await res.json());
  if (!config) throw new Error('The app configuration is not valid.');
  return config;
}
