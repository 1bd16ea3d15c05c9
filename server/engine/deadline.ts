// A time limit for one search, checked inside the engine's loops: no input, however legal, holds the thread for long.
//
// The engine is synchronous, so one search runs from start to end without another interleaving: a module-level
// deadline, set around each search, is enough and keeps the loops' signatures unchanged.

/** Thrown when a search runs past its deadline; the HTTP layer answers 503 with Retry-After. */
export class SearchTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(
      `This search took longer than the service allows (${limitMs} ms) and was stopped. ` +
        'Try fewer values or a shorter keyword.',
    );
    this.name = 'SearchTimeoutError';
  }
}

let deadlineAt = Number.POSITIVE_INFINITY;
let limitMs = 0;
/** Time spent on one-time work that no deadline counts: deadlines are kept on a clock that leaves it out. */
let excusedMs = 0;
const clock = () => performance.now() - excusedMs;

/**
 * Runs `search` with a deadline `ms` from now (none when ms is 0 or less). Nested calls keep the earlier of the two
 * deadlines: the HTTP layer sets one counted from the request's arrival (decision 0191), the engine its own.
 */
export function withDeadline<T>(ms: number, search: () => T): T {
  const at = clock() + ms;
  if (ms <= 0 || at >= deadlineAt) return search();
  const [outerAt, outerLimit] = [deadlineAt, limitMs];
  deadlineAt = at;
  limitMs = Math.round(ms);
  try {
    return search();
  } finally {
    deadlineAt = outerAt;
    limitMs = outerLimit;
  }
}

/** Runs one-time work (indexes built on first use) without counting its time against the search's deadline. */
export function outsideDeadline<T>(work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    excusedMs += performance.now() - started;
  }
}

/** Loops call this every few thousand iterations (CHECK_EVERY): reading the clock costs about 30 ns. */
export function checkDeadline(): void {
  if (deadlineAt !== Number.POSITIVE_INFINITY && clock() > deadlineAt) {
    throw new SearchTimeoutError(limitMs);
  }
}

/** Loops check the deadline when `(k & CHECK_MASK) === 0`: every 4,096 iterations. */
export const CHECK_MASK = 0xfff;

/**
 * For loops that read items in runs of any length (a profile's members): `read` items were read since the last
 * check, and `n` more now; checks the deadline once past CHECK_MASK. Returns the count to go on with.
 */
export function checkAfterRead(read: number, n: number): number {
  if (read + n <= CHECK_MASK) return read + n;
  checkDeadline();
  return 0;
}
