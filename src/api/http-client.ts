// The only place that talks HTTP: sends Accept and the Bearer token, maps failures to ApiError, and has bodies
// checked against the contract's zod schemas (in a worker; see response-validator).
import type { z } from 'zod';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { ApiError, NETWORK_MESSAGE, plainMessage, UNREADABLE_MESSAGE } from './api-error';
import type { BodySchemaName, CheckResult } from './response-check';
import { checkInBackground, warmUpValidator } from './response-validator';

export type ResponseSchemas = typeof import('./response-schemas');

async function readText(res: Response): Promise<string> {
  try {
    return await res.text();
  } catch {
    return '';
  }
}

async function check(text: string, ok: boolean, schema: BodySchemaName): Promise<CheckResult> {
  try {
    return await checkInBackground({ text, ok, schema });
  } catch {
    // The schemas' code could not be loaded: to the reader that is a network failure.
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
}

/**
 * GETs `${apiBase}${path}` and checks the body against the named contract schema. Resolves null for upstream's
 * `404 {"Message":"No data available"}`, which means zero results, not an error.
 */
export async function getJson<K extends BodySchemaName>(
  config: RuntimeConfig,
  path: string,
  schema: K,
  signal?: AbortSignal,
): Promise<z.infer<ResponseSchemas[K]> | null> {
  // Starts the worker (and its schemas) loading while the request travels.
  warmUpValidator();
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
  const result = await check(await readText(res), res.ok, schema);
  if (result.kind === 'failed') {
    if (res.status === 404 && result.noData) return null;
    throw new ApiError(plainMessage(res.status, result.payload), res.status, result.payload?.Segment);
  }
  if (result.kind === 'unreadable') throw new ApiError(UNREADABLE_MESSAGE, res.status);
  // The data passed this very schema (in the worker or here); only its static type was lost on the way.
  return result.data as z.infer<ResponseSchemas[K]>;
}
