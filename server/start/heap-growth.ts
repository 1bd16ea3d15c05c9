// The JavaScript heap's headroom in a process that holds the search data (decision 0255). The data's index objects
// (about 73 MB at 1×, 135 MB at 10×) live as long as the process; above them V8 leaves so little room that a couple of
// MB of promoted garbage (a worker's searches, its caches turning over) start a full mark-compact of all of it: 20–28
// ms with every queued search waiting, every 0.3–0.7 s under all-new searches. A fixed growth factor spaces them out.
import v8 from 'node:v8';

/** HEAP_GROWTH_PERCENT's default: the heap may double what the last full collection kept. */
export const DEFAULT_HEAP_GROWTH_PERCENT = 100;

/** Sets V8's heap growing factor to 1 + percent / 100 for this process (0 leaves V8's own choice). */
export function setHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`);
}
