// One search at a time per worker (the engine is synchronous), taken in order of fair share rather than arrival
// (decision 0191). While a search runs, the requests that arrive meanwhile wait here; when it ends, the next turn goes
// to the waiting request whose client has used the least of its share lately, so ordinary users are not queued
// behind a client that floods within its own budgets. The queue is bounded: when it is full, the request of the
// client that used the most is shed (503 with Retry-After) — the newcomer's own, if that is the newcomer. A request
// still waiting at its deadline, counted from its arrival, is answered 503 instead of run late.
import { HttpError } from '../http-error';

export interface Waiter {
  /** when the request arrived (performance.now()) */
  arrivedAt: number;
  /** its client's recent use of its share: lower goes first, higher is shed first */
  score: number;
}

interface Entry extends Waiter {
  seq: number;
  resolve: () => void;
  reject: (error: HttpError) => void;
}

export interface FairQueueOptions {
  maxQueued: number;
  deadlineMs: number;
  now?: () => number;
}

const retryAfter = (score: number) => String(Math.min(10, Math.max(1, Math.ceil(score * 5))));

export const shedError = (score: number) =>
  new HttpError(
    'busy',
    'The service is busy, and clients that have used less of it lately go first. Try again in a moment.',
    { headers: { 'retry-after': retryAfter(score) } },
  );

export const lateError = (deadlineMs: number) =>
  new HttpError(
    'deadline',
    `The service could not start this search within ${deadlineMs} ms of its arrival (it is busy). Try again in a moment.`,
    { headers: { 'retry-after': '1' } },
  );

export function createFairQueue(opts: FairQueueOptions) {
  const now = opts.now ?? (() => performance.now());
  const waiting: Entry[] = [];
  let busy = false;
  let scheduled = false;
  let seq = 0;
  let shed = 0;
  let late = 0;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // After the I/O of this turn of the event loop: the requests that arrived meanwhile are all waiting when the
    // next turn is given, so it goes to the one that deserves it, not to the first parsed.
    setImmediate(dispatch);
  };

  function dispatch(): void {
    scheduled = false;
    if (busy) return;
    const t = now();
    for (let i = waiting.length - 1; i >= 0; i--) {
      const w = waiting[i];
      if (w && t - w.arrivedAt >= opts.deadlineMs) {
        waiting.splice(i, 1);
        late++;
        w.reject(lateError(opts.deadlineMs));
      }
    }
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const w = waiting[i];
      const b = waiting[best];
      if (w && (!b || w.score < b.score || (w.score === b.score && w.seq < b.seq))) best = i;
    }
    if (best < 0) return;
    const [next] = waiting.splice(best, 1);
    busy = true;
    next?.resolve();
  }

  return {
    /** Resolves when it is this request's turn (call leave() after its synchronous work); rejects when shed. */
    enter(waiter: Waiter): Promise<void> {
      if (!busy && !scheduled && waiting.length === 0) {
        busy = true;
        return Promise.resolve();
      }
      return new Promise<void>((resolve, reject) => {
        const entry: Entry = { ...waiter, seq: seq++, resolve, reject };
        if (waiting.length >= opts.maxQueued) {
          let worst = 0;
          for (let i = 1; i < waiting.length; i++) {
            const w = waiting[i];
            const b = waiting[worst];
            if (w && b && (w.score > b.score || (w.score === b.score && w.seq > b.seq))) worst = i;
          }
          const heaviest = waiting[worst];
          shed++;
          if (!heaviest || heaviest.score <= entry.score) {
            reject(shedError(entry.score));
            return;
          }
          waiting.splice(worst, 1);
          heaviest.reject(shedError(heaviest.score));
        }
        waiting.push(entry);
        if (!busy) schedule();
      });
    },
    /** The turn's synchronous work is done: the next turn goes to the most deserving waiting request. */
    leave(): void {
      busy = false;
      if (waiting.length > 0) schedule();
    },
    get waiting(): number {
      return waiting.length;
    },
    /** Requests shed because the queue was full, and answered late (for logs and tests). */
    get counts() {
      return { shed, late };
    },
  };
}
