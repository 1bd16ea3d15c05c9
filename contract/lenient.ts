// Small zod helpers for reading responses the way the real upstream writes them (nulls for empty lists).
import { z } from 'zod';

/** An array that upstream may send as null when empty; a missing field is still an error. */
export function list<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === null ? [] : v), z.array(item));
}

/** A string that upstream may send as null; read as "". A missing field is still an error. */
export const text = z.preprocess((v) => (v === null ? '' : v), z.string());
