// Extension (decision 0066): the suggestion list's zod schema (kept apart from suggest.ts, which the app's initial
// bundle imports, so that zod stays in the lazily loaded schema chunk).
import { z } from 'zod';
import { list, text } from '../lenient';
import type { SuggestionList } from './suggest';

/**
 * Kind: "Term" (a job-seeker word of the vocabulary, e.g. "CNA"), "Program" (a CIP program title), "Occupation"
 * (a SOC occupation title), "Place" (a city, state or ZIP code). Value is what goes into the field when chosen; Text
 * is what to show; Detail a short explanation (the term's meaning, the code, the ZIP's city).
 */
export const suggestionSchema = z.object({
  Text: text,
  Value: text,
  Kind: text,
  Detail: text,
});

export const suggestionListSchema = z.object({
  Field: text,
  Query: text,
  Suggestions: list(suggestionSchema),
});

// The hand-written interfaces in suggest.ts and the schema must agree.
export type SuggestionListFromSchema = z.infer<typeof suggestionListSchema>;
const agree: SuggestionList extends SuggestionListFromSchema
  ? SuggestionListFromSchema extends SuggestionList
    ? true
    : never
  : never = true;
void agree;
