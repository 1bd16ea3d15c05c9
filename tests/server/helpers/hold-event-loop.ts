// A stub search's cost: it holds the event loop for a given time, which is what the service's budgets count (a
// metered step's wall time, server/http/budgets/cpu-meter.ts, decision 0258). Spinning on the process CPU clock instead made
// a search cost more than its nominal time whenever the machine was busy (a test run beside others), and a budget
// meant for a few such searches ran out at the first.

/** Spins for `ms` milliseconds of wall time. */
export function holdEventLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}
