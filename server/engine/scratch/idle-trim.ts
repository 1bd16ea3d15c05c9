// Freed memory given back once the searches pause (decision 0277). Searches free scratch arrays between longer-lived
// blocks, and glibc keeps what is freed below a block in use: at 1×, 25-30 MB of a worker's resident memory was free
// memory held for reuse. Giving it back takes a few ms with the allocator locked, so it is done only when no search
// has run for a whole period, never between the searches of a busy worker.
import { giveBackFreedMemory } from './freed-memory';

/** How long searches must have paused before freed memory is given back. */
export const IDLE_TRIM_MS = 1000;

export interface IdleTrim {
  /** A search ran: what it freed is given back once searches pause. */
  searched: () => void;
  stop: () => void;
}

export function trimWhenIdle(idleMs = IDLE_TRIM_MS, giveBack: () => void = giveBackFreedMemory): IdleTrim {
  /** searches ran since the last tick */
  let busy = false;
  /** searches ran since memory was last given back */
  let owed = false;
  const timer = setInterval(() => {
    if (busy) {
      busy = false;
      owed = true;
    } else if (owed) {
      owed = false;
      giveBack();
    }
  }, idleMs);
  // A process with nothing else to do may exit: this timer only tidies up.
  timer.unref();
  return {
    searched: () => {
      busy = true;
    },
    stop: () => clearInterval(timer),
  };
}
