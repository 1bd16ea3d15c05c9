// The SPA's runtime configuration: read from the meta tag the server injects, else fetched from /config.json.
import {
  CONFIG_META_NAME,
  CONFIG_URL,
  parseRuntimeConfig,
  type RuntimeConfig,
} from '../../contract/runtime-config';

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

/** GET /config.json, never from a cache: after a restart or redeploy it may name a new token. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch(CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load the app configuration (HTTP ${res.status}).`);
  const config = parseRuntimeConfig(await res.json());
  if (!config) throw new Error('The app configuration is not valid.');
  return config;
}

export async function loadRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  return readConfigMeta(doc) ?? fetchRuntimeConfig();
}
