// Shedding when the worker itself is overloaded (decision 0191). The fair queue orders the searches a worker has read;
// but when the clients together ask for more than a core, requests pile up in the kernel, unread — in order of
// arrival, not of fair share — and the worker spends its time on whoever came first. So while the worker's event loop
// is nearly always busy, a request from a client whose recent share is above a threshold is answered 503 at once,
// before any search work (a few tenths of a ms instead of tens of ms); the threshold comes down while the worker stays
// overloaded and goes back up (and off) when it is not, so shedding falls on the heaviest consumers first and reaches
// ordinary users only if they alone overload it.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { warmSearchMs } from '../../engine/warm-time';

export interface OverloadGuardOptions {
  /** The event loop's busy share over the last window (default: Node's event loop utilization). */
  utilization?: () => number;
  /** How often it is looked at (ms). */
  windowMs?: number;
  /** Above this share the worker is overloaded… */
  high?: number;
  /** …below this one it is not any more. */
  low?: number;
}

/** Off: no client is shed for the worker's load. */
const OFF = Number.POSITIVE_INFINITY;
/** The threshold when overload begins: clients that used twice their budget's rate lately. */
const START = 2;
/** Never below this: a client using less than a twentieth of its budget is never shed for load. */
const FLOOR = 0.05;

/**
 * The event loop's busy share since the last call, less the time `excludedMs` counts (a starting engine's own
 * warm-up searches, engine/warm-searches.ts: busy, but with nobody's request, so nobody's to shed for).
 */
export function eventLoopUtilization(excludedMs: () => number = warmSearchMs): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let lastExcluded = excludedMs();
  return () => {
    const now = performance.eventLoopUtilization();
    const { active, idle } = performance.eventLoopUtilization(now, last);
    const excluded = excludedMs() - lastExcluded;
    last = now;
    lastExcluded += excluded;
    return active + idle > 0 ? Math.max(0, active - excluded) / (active + idle) : 0;
  };
}

export type OverloadGuard = ReturnType<typeof createOverloadGuard>;

export function createOverloadGuard(opts: OverloadGuardOptions = {}) {
  const utilization = opts.utilization ?? eventLoopUtilization();
  const high = opts.high ?? 0.9;
  const low = opts.low ?? 0.7;
  let threshold = OFF;
  let smoothed = 0;
  let shed = 0;

  const step = () => {
    // Smoothed over about a second: one long search must not start shedding.
    smoothed = 0.6 * smoothed + 0.4 * utilization();
    if (smoothed > high) threshold = threshold === OFF ? START : Math.max(FLOOR, threshold * 0.8);
    else if (smoothed < low && threshold !== OFF)
      threshold = threshold * 1.5 > 2 * START ? OFF : threshold * 1.5;
  };
  const timer = setInterval(step, opts.windowMs ?? 200);
  timer.unref();

  return {
    /** Whether a client with this share should be shed now (counted when it is). */
    sheds(score: number): boolean {
      // The threshold remembers how deep the last overload went, so that a flood coming back meets it at once; but
      // a worker that keeps up now sheds nobody (it shed ordinary users for seconds after a burst had passed).
      if (score <= threshold || smoothed < low) return false;
      shed++;
      return true;
    },
    /** For tests: one window passes now. */
    step,
    get threshold(): number {
      return threshold;
    },
    get shed(): number {
      return shed;
    },
    stop: () => clearInterval(timer),
  };
}
