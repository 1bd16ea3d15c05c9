// The only place that talks HTTP: sends Accept and the Bearer token, maps failures to ApiError, parses with zod.
import type { z } from 'zod';
import { errorPayloadSchema, NO_DATA_MESSAGE } from '../../contract/errors';
import type { RuntimeConfig } from '../config/runtime-config';
import { ApiError, NETWORK_MESSAGE, plainMessage, UNREADABLE_MESSAGE } from './api-error';

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/**
 * GETs `${apiBase}${path}` and parses the body with the schema. Resolves null for upstream's
 * `404 {"Message":"No data available"}`, which means zero results, not an error.
 */
export async function getJson<S extends z.ZodType>(
  config: RuntimeConfig,
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S> | null> {
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
  if (!res.ok) {
    const payload = errorPayloadSchema.safeParse(body);
    const error = payload.success ? payload.data : null;
    if (res.status === 404 && error?.Message === NO_DATA_MESSAGE) return null;
    throw new ApiError(plainMessage(res.status, error), res.status, error?.Segment);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(UNREADABLE_MESSAGE, res.status);
  return parsed.data;
}
