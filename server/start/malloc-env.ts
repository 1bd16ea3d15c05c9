// glibc's allocator in each worker (decision 0267). The engine's typed arrays live outside V8's heap, in memory glibc
// hands out: past 128 KB each is mapped on its own and unmapped when freed — until one such array is freed, after
// which glibc raises that threshold (up to 32 MB) and keeps freed memory for reuse instead of giving it back. A search
// frees scratch arrays of up to a few MB, so a worker's resident memory settled above what it held (engine bench,
// seven alternating pairs at 1×: 217 → 209 MB on average; 10×: 760 → 739 MB). Naming a trim threshold fixes glibc's
// thresholds at their defaults, so freed large arrays go back to the system; the searches' CPU time did not change.
/** What a worker's allocator is told, unless the operator's environment already says something to glibc. */
export const WORKER_MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_TRIM_THRESHOLD_: '131072' };

/** The environment a worker starts with beyond its primary's: the allocator's setting, unless one is chosen. */
export function workerEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.keys(env).some((name) => name.startsWith('MALLOC_')) ? {} : { ...WORKER_MALLOC_ENV };
}
