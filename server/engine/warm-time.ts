// The time this process has spent in its engine's warm-up searches (warm-searches.ts), in a module of its own so
// that the HTTP layer's overload guard reads it without loading the engine (a gateway has none).

let warmMs = 0;

/** Milliseconds spent in warm-up searches so far: busy, but not load (the overload guard leaves them out). */
export const warmSearchMs = (): number => warmMs;

export function addWarmMs(ms: number): void {
  warmMs += ms;
}
