// The only place that talks HTTP: sends Accept and the Bearer token, maps failures to ApiError, and has bodies
// checked against the contract's zod schemas (in a worker; see response-validator).
import type { z } from 'zod';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { ApiError, kindOfStatus, NETWORK_MESSAGE, plainMessage, UNREADABLE_MESSAGE } from './api-error';
import type { BodySchemaName, CheckResult } from './response-check';
import { checkInBackground, warmUpValidator } from './response-validator';

export type ResponseSchemas = typeof import('./response-schemas');

/**
 * The configuration requests are made with, and how to read it again. A restarted or redeployed service may hand
 * its pages a new token: a request refused with 401 re-reads /config.json once and is sent again (decision 0084).
 */
export interface ApiSession {
  config: RuntimeConfig;
  reload?: () => Promise<RuntimeConfig | null>;
}

const sessionOf = (s: ApiSession | RuntimeConfig): ApiSession => ('config' in s ? s : { config: s });

async function send(config: RuntimeConfig, path: string, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(`${config.apiBase}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${config.token}` },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', NETWORK_MESSAGE, 0);
  }
}

/**
 * On 401, the configuration read again; null when it brings no other token (or cannot be read). A request sent with
 * a token the session has renewed since (another request was refused first) just uses the session's new one.
 */
async function renewed(session: ApiSession, used: RuntimeConfig): Promise<RuntimeConfig | null> {
  if (session.config.token !== used.token) return session.config;
  const fresh = await session.reload?.().catch(() => null);
  if (!fresh) return null;
  // Several requests may have been refused together: the first to renew updates the session for all (a reload
  // that does not update the session itself is taken here).
  if (session.config === used) session.config = fresh;
  return session.config.token === used.token ? null : session.config;
}

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
    throw new ApiError('network', NETWORK_MESSAGE, 0);
  }
}

/**
 * GETs `${apiBase}${path}` (once more with a renewed token after a 401) and checks the body against the named contract schema. Resolves null for upstream's
 * `404 {"Message":"No data available"}`, which means zero results, not an error.
 */
export async function getJson<K extends BodySchemaName>(
  target: ApiSession | RuntimeConfig,
  path: string,
  schema: K,
  signal?: AbortSignal,
): Promise<z.infer<ResponseSchemas[K]> | null> {
  // Starts the worker (and its schemas) loading while the request travels.
  warmUpValidator();
  const session = sessionOf(target);
  const used = session.config;
  let res = await send(used, path, signal);
  if (res.status === 401) {
    const fresh = await renewed(session, used);
    if (fresh) res = await send(fresh, path, signal);
  }
  const result = await check(await readText(res), res.ok, schema);
  if (result.kind === 'failed') {
    if (res.status === 404 && result.noData) return null;
    const payload = result.payload;
    throw new ApiError(
      kindOfStatus(res.status),
      plainMessage(res.status, payload),
      res.status,
      payload?.Segment,
      payload?.Candidates,
    );
  }
  if (result.kind === 'unreadable') throw new ApiError('unreadable', UNREADABLE_MESSAGE, res.status);
  // The data passed this very schema (in the worker or here); only its static type was lost on the way.
  return result.data as z.infer<ResponseSchemas[K]>;
}
