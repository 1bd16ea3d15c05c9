// Memory a process has freed, given back to the system (decision 0277). glibc's allocator returns freed memory on its
// own only from the top of each heap; what is freed below a block still in use stays resident. A starting engine
// compiles and runs its warm-up searches (decision 0276): the optimizing compiler's scratch and the searches' small
// arrays are freed in between longer-lived blocks, so 25-30 MB of free memory stayed resident in each worker at 1×.
// glibc's malloc_trim(0) gives back every whole free page, wherever it lies; koffi calls it, as Node has no call of
// its own for it. Elsewhere than glibc (musl, macOS) there is no such function, and nothing is done.
import { createRequire } from 'node:module';

type Trim = () => boolean;

let trim: Trim | null | undefined;

function loadTrim(): Trim | null {
  if (process.platform !== 'linux') return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => mallocTrim(0) === 1;
  } catch {
    // Not glibc, or no prebuilt koffi for this platform: freed memory stays with the allocator, as before.
    return null;
  }
}

/**
 * Gives the free memory glibc holds back to the system. True when some was given back; false when there was none,
 * or this platform has no way to do it. Takes a few ms at most: call it between requests, not on every one.
 */
export function giveBackFreedMemory(): boolean {
  if (trim === undefined) trim = loadTrim();
  return trim?.() ?? false;
}
