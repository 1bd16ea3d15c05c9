// The error payload every non-2xx answer carries (DESIGN.md §2 "Errors").
import { z } from 'zod';

/** A place the user may have meant by a location the service could not use (decision 0085). */
export const placeCandidateSchema = z.object({
  /** What to search with, as the location segment takes it: "Springfield, IL". */
  Value: z.string(),
  /** How to show it: "Springfield, Illinois". */
  Item: z.string(),
});
export type PlaceCandidate = z.infer<typeof placeCandidateSchema>;

export const errorPayloadSchema = z.object({
  Message: z.string(),
  /** The path segment at fault, when one is. */
  Segment: z.string().optional(),
  /** With Segment "location" only: places the user may have meant, most likely first (an addition). */
  Candidates: z.array(placeCandidateSchema).optional(),
});
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;

/** Upstream CareerOneStop answers an empty search with 404 and this message; clients read it as zero results. */
export const NO_DATA_MESSAGE = 'No data available';
