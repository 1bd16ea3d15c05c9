// The SPA's runtime configuration: read from the meta tag the server injects, else fetched from /config.json.
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  apiBase: z.string(),
  userId: z.string().min(1),
  token: z.string(),
  dataKind: z.enum(['real', 'demo']),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const CONFIG_META_NAME = 'training-search-config';
export const CONFIG_URL = '/config.json';

/** Reads the injected meta tag; null when absent or invalid (then /config.json is asked). */
export function readConfigMeta(doc: Document): RuntimeConfig | null {
  const content = doc.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const fromMeta = readConfigMeta(doc);
  if (fromMeta) return fromMeta;
  const res = await fetch(CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`Could not load the app configuration (HTTP ${res.status}).`);
  return runtimeConfigSchema.parse(await res.json());
}
