// The only place that talks HTTP: sends Accept and the Bearer token, maps failures to ApiError, parses with zod.
import type { z } from 'zod';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { ApiError, NETWORK_MESSAGE, plainMessage, UNREADABLE_MESSAGE } from './api-error';

export type ResponseSchemas = typeof import('./response-schemas');

/** Starts loading the schemas chunk; called before the request so both travel in parallel. */
function loadSchemas(): Promise<ResponseSchemas> {
  return import('./response-schemas').catch(() => {
    throw new ApiError(NETWORK_MESSAGE, 0);
  });
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/**
 * GETs `${apiBase}${path}` and parses the body with the schema `pick` chooses. Resolves null for upstream's
 * `404 {"Message":"No data available"}`, which means zero results, not an error.
 */
export async function getJson<S extends z.ZodType>(
  config: RuntimeConfig,
  path: string,
  pick: (schemas: ResponseSchemas) => S,
  signal?: AbortSignal,
): Promise<z.infer<S> | null> {
  const schemas = loadSchemas();
  // A rejection here is read below; until then, don't let it count as unhandled.
  schemas.catch(() => undefined);
  let res: Response;
  try {
    res = await fetch(`${config.apiBase}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${config.token}` },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  const body = await readJson(res);
  const loaded = await schemas;
  if (!res.ok) {
    const payload = loaded.errorPayloadSchema.safeParse(body);
    const error = payload.success ? payload.data : null;
    if (res.status === 404 && error?.Message === loaded.NO_DATA_MESSAGE) return null;
    throw new ApiError(plainMessage(res.status, error), res.status, error?.Segment);
  }
  const parsed = pick(loaded).safeParse(body);
  if (!parsed.success) throw new ApiError(UNREADABLE_MESSAGE, res.status);
  return parsed.data;
}
