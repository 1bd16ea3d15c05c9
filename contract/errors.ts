// The error payload every non-2xx answer carries (DESIGN.md §2 "Errors").
import { z } from 'zod';

export const errorPayloadSchema = z.object({
  Message: z.string(),
  /** The path segment at fault, when one is. */
  Segment: z.string().optional(),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

/** Upstream CareerOneStop answers an empty search with 404 and this message; clients read it as zero results. */
export const NO_DATA_MESSAGE = 'No data available';
