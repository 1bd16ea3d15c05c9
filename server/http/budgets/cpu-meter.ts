// The time one request's answer held the event loop, so that budgets count what requests cost rather than how many
// there are (decision 0258).

/**
 * Runs synchronous `work`, adding the time it held the event loop (ms) to request.cpuMs, also when it throws. Only
 * synchronous work is metered: while a request awaits (an upstream call), other requests run and would be counted.
 * While work runs synchronously nothing else runs in this process, so its wall time is the CPU time it took from
 * others (plus any time the OS gave the core to another process). The process CPU clock (`process.cpuUsage`, a
 * system call that sums every thread of the process), read twice per metered step, was 5–9 % of a worker's CPU
 * profile under new searches.
 */
export function metered<T>(request: { cpuMs: number }, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    request.cpuMs += performance.now() - start;
  }
}
