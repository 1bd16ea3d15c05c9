// An open-loop load generator on loopback: requests leave at a fixed rate whatever the answers' speed (so queueing in
// the service shows in the latencies, unlike a closed loop), from a chosen local address (127.x.y.z).
import http from 'node:http';

export interface LoadSpec {
  /** e.g. http://127.0.0.1:8080 */
  base: string;
  /** Local address the requests come from: the service keys its budgets on it. */
  from: string;
  perSecond: number;
  seconds: number;
  headers: Record<string, string>;
  /** The path of the n-th request. */
  path: (n: number) => string;
  timeoutMs?: number;
  /**
   * When the first request leaves, after the call (default at once). Independent visitors started together would send
   * in step: ten of them at 2/s are ten searches at the same instant every 500 ms, whose last waits for the nine
   * before it (decision 0271).
   */
  startAfterMs?: number;
}

/** Where the k-th of `visitors` sending `perSecond` each starts, so that their requests leave evenly spread. */
export const staggered = (k: number, visitors: number, perSecond: number) =>
  (k * 1000) / (perSecond * visitors);

export interface LoadResult {
  sent: number;
  latenciesMs: number[];
  byStatus: Record<string, number>;
  timeouts: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, localAddress: spec.from, maxSockets: 64 });
  const url = new URL(spec.base);
  const result: LoadResult = { sent: 0, latenciesMs: [], byStatus: {}, timeouts: 0, errors: 0 };
  const total = Math.round(spec.perSecond * spec.seconds);
  const started = performance.now() + (spec.startAfterMs ?? 0);
  const pending: Array<Promise<void>> = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / spec.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    result.sent += 1;
    const t0 = performance.now();
    pending.push(
      new Promise<void>((resolve) => {
        const req = http.get(
          { host: url.hostname, port: url.port, path: spec.path(n), headers: spec.headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => {
              result.latenciesMs.push(performance.now() - t0);
              const key = String(res.statusCode);
              result.byStatus[key] = (result.byStatus[key] ?? 0) + 1;
              resolve();
            });
            res.on('error', () => {
              result.errors += 1;
              resolve();
            });
          },
        );
        req.setTimeout(spec.timeoutMs ?? 10_000, () => {
          result.timeouts += 1;
          req.destroy();
        });
        req.on('error', () => {
          if (!req.destroyed || result.timeouts === 0) result.errors += 1;
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  result.latenciesMs.sort((a, b) => a - b);
  return result;
}
