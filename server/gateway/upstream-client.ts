// One GET to the upstream service, with the server's token and a deadline; every failure becomes a GatewayError.
import { NO_DATA_MESSAGE, errorPayloadSchema } from '../../contract/errors';
import { BadRequestError } from '../engine/types';
import { GatewayError } from './gateway-error';

export type UpstreamAnswer = { kind: 'json'; body: unknown; bytes: number } | { kind: 'no-data' };

const isTimeout = (e: unknown) =>
  e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

/** Larger answers are refused (maxBytes): memory is not the upstream's to spend. */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new GatewayError(502, 'The upstream service sent an answer that is too large.', response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function upstreamError(body: unknown): { Message?: string; Segment?: string } {
  const parsed = errorPayloadSchema.safeParse(body);
  return parsed.success ? parsed.data : {};
}

/** `notFoundIsEmpty`: any 404 means "no such thing" (the details operation), not only "No data available". */
export async function getUpstream(
  url: string,
  token: string,
  timeoutMs: number,
  maxBodyBytes: number,
  notFoundIsEmpty = false,
): Promise<UpstreamAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status = 0;
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      redirect: 'error',
      signal,
    });
    status = response.status;
    text = await readBody(response, maxBodyBytes);
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    if (isTimeout(error)) {
      throw new GatewayError(504, 'The upstream service did not answer in time.', status || undefined, {
        cause: error,
      });
    }
    throw new GatewayError(502, 'The upstream service could not be reached.', status || undefined, {
      cause: error,
    });
  }
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    if (body === undefined)
      throw new GatewayError(502, 'The upstream service answered with something other than JSON.', status);
    return { kind: 'json', body, bytes: text.length };
  }
  const { Message: message, Segment: segment } = upstreamError(body);
  if (status === 404 && (message === NO_DATA_MESSAGE || notFoundIsEmpty)) return { kind: 'no-data' };
  // Upstream judged the search itself invalid: that is the client's 400, in upstream's words.
  if (status === 400 && message) throw new BadRequestError(message, segment);
  if (status === 401 || status === 403) {
    throw new GatewayError(502, "The upstream service refused this server's credentials.", status);
  }
  throw new GatewayError(502, `The upstream service failed (HTTP ${status}).`, status);
}
