// Reads one response body and checks it against the contract's schemas; runs in the schema worker, or on the
// main thread where there are no workers (jsdom tests) or the worker could not start.
import type { ErrorPayload } from '../../contract/errors';
import {
  errorPayloadSchema,
  institutionListSchema,
  NO_DATA_MESSAGE,
  programDetailsSchema,
  programListSchema,
  suggestionListSchema,
} from './response-schemas';

const bodySchemas = { programListSchema, institutionListSchema, programDetailsSchema, suggestionListSchema };
export type BodySchemaName = keyof typeof bodySchemas;

export interface CheckRequest {
  text: string;
  ok: boolean;
  schema: BodySchemaName;
}

export type CheckResult =
  | { kind: 'data'; data: unknown }
  | { kind: 'unreadable' }
  /** A failed response; `noData` is upstream's 404 "No data available" payload, which means zero results. */
  | { kind: 'failed'; payload: ErrorPayload | null; noData: boolean };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function checkResponse({ text, ok, schema }: CheckRequest): CheckResult {
  const body = parseJson(text);
  if (!ok) {
    const payload = errorPayloadSchema.safeParse(body);
    const error = payload.success ? payload.data : null;
    return { kind: 'failed', payload: error, noData: error?.Message === NO_DATA_MESSAGE };
  }
  const parsed = bodySchemas[schema].safeParse(body);
  return parsed.success ? { kind: 'data', data: parsed.data } : { kind: 'unreadable' };
}
