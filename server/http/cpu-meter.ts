// CPU time spent on one request's answer, so that budgets count what requests cost rather than how many there are.

/**
 * Runs synchronous `work`, adding the process CPU time it used (ms) to request.cpuMs, also when it throws. Only
 * synchronous work is metered: while a request awaits (an upstream call), other requests run and would be counted.
 */
export function metered<T>(request: { cpuMs: number }, work: () => T): T {
  const start = process.cpuUsage();
  try {
    return work();
  } finally {
    const used = process.cpuUsage(start);
    request.cpuMs += (used.user + used.system) / 1000;
  }
}
