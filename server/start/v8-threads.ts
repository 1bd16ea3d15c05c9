// V8's own threads in each worker (decision 0265). Node gives every process a pool of 4 threads for V8's background
// work (concurrent marking and sweeping, the scavenger's helpers, optimizing compiles). With WORKERS processes on as
// many cores, those threads take the cores from the other workers' searches: on 2 cores with 2 workers, the slowest
// 1 % of all-new searches waited 50 ms on average in the kernel's run queue with 4 threads each, 28 ms with 1. So each
// worker gets the cores beyond its own main thread that its share of the machine holds, at least 1, at most Node's 4.
import os from 'node:os';

/** Node's own default for --v8-pool-size. */
const NODE_DEFAULT_POOL = 4;

/** V8 threads for each of `workers` processes sharing `cores` cores. */
export function v8PoolSize(workers: number, cores = os.availableParallelism()): number {
  const share = Math.floor(cores / Math.max(1, workers));
  return Math.min(NODE_DEFAULT_POOL, Math.max(1, share - 1));
}

/** The arguments a worker starts with: the primary's, plus its V8 pool unless the operator chose one. */
export function workerExecArgv(
  execArgv: readonly string[],
  workers: number,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
  cores = os.availableParallelism(),
): string[] {
  const chosen = [...execArgv, ...nodeOptions.split(/\s+/)].some((a) => a.startsWith('--v8-pool-size'));
  return chosen ? [...execArgv] : [...execArgv, `--v8-pool-size=${v8PoolSize(workers, cores)}`];
}
