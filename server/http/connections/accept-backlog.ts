// Connections accepted with no idle time since the previous one, counted for the whole process (decision 0251): the
// event loop that accepts them is the one that gives the fair queue's turns.
//
// libuv accepts one connection per turn of the event loop, and the fair queue gave a turn in each: a newcomer at the
// end of the kernel's queue of connections, behind a crowd of 400, was accepted after as many turns — 110–280 ms in
// phase g of bench/load/http-overload.ts, where each turn was a slice of a 500-record page — and no fair queue can put
// first what has not been accepted. So while connections are accepted back to back (read-later.ts says when: no idle
// time since the previous accept, so it waited in the kernel's queue and more may be behind it), the next turn waits
// for the next turn of the loop, and the next accept; at most MAX_ACCEPT_HOLD_MS between two turns, so that a steady
// stream of connections cannot stop the searches.
let acceptedWithoutIdle = 0;

/** read-later.ts: a connection was accepted with no idle time since the one before (more may be waiting). */
export function noteAcceptedWithoutIdle(): void {
  acceptedWithoutIdle++;
}

/** How many connections were accepted with no idle time since the one before, since the process started. */
export function acceptsWithoutIdle(): number {
  return acceptedWithoutIdle;
}

/**
 * The longest a turn waits for connections being accepted (ms): about the time to accept a full kernel queue of
 * connections (Node's default backlog, 511) at 0.1 ms each.
 */
export const MAX_ACCEPT_HOLD_MS = 50;
