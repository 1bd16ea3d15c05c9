// How much one search may ask for: values per filter segment, keyword length, spelling work and time.
// server/config.ts reads the operator's values (README "Configuration"); these are the defaults.

export interface EngineLimits {
  /** A search running longer is stopped with a 503 (checked inside the loops). 0 = no deadline. */
  deadlineMs: number;
  /** Values one list segment may hold ("a|b|c" is three). */
  maxValuesPerSegment: number;
  /** Characters of a keyword, or of one v1 occupation / programName value. */
  maxKeywordLength: number;
}

/**
 * For the engine used as a library (tests, benchmarks, tools): no deadline, since a busy machine must not turn a
 * correct answer into a timeout there. The service passes its own limits (SEARCH_DEADLINE_MS, 500 by default).
 */
export const DEFAULT_ENGINE_LIMITS: EngineLimits = {
  deadlineMs: 0,
  maxValuesPerSegment: 20,
  maxKeywordLength: 200,
};

/** Unknown words a keyword gets spelling suggestions for; the rest are kept as typed (decision 0080). */
export const MAX_SPELLED_WORDS = 3;
