// One search at a time per worker (the engine is synchronous), taken in order of fair share rather than arrival
// (decision 0191). While a search runs, the requests that arrive meanwhile wait here; when it ends, the next turn goes
// by fair queuing over the client's budget keys (0250): among the waiting requests whose client is not ahead of its
// share, to the cheapest for its client's budget, so ordinary users are not queued behind clients that flood within
// their own budgets, nor behind a crowd of newcomers' costly searches. The queue is bounded: when it is full, the
// request furthest ahead of its client's share is shed (503 with Retry-After) — the newcomer's own, if that is the
// newcomer. A request still waiting at its deadline, counted from its arrival, is answered 503 instead of run late.
import { HttpError } from '../http-error';

export interface Waiter {
  /** when the request arrived (performance.now()) */
  arrivedAt: number;
  /** its client's recent use of its share (1 = its whole budget, steadily): how long it is told to wait when shed */
  score: number;
  /** the keys its client's share is kept under (address; token + user id; token), each with its budget per minute */
  flows: ReadonlyArray<readonly [key: string, perMinute: number]>;
  /** what its turn is expected to cost (ms of CPU, the estimate judged before it) */
  costMs: number;
  /**
   * The address its connection comes from, as the socket has it (a proxy's own, not its client's): connections read
   * later wait only for the searches of other connections' addresses (read-later.ts).
   */
  peer?: string;
}

interface Entry extends Waiter {
  seq: number;
  /** the stall clock when it arrived (see `stalledMs`) */
  stalledAtArrival: number;
  /** virtual time its turn may start: after everything its client has had queued or served ahead of the others */
  start: number;
  /** virtual time its turn would end: the order of the turns that may start (lowest first), and of shedding (highest) */
  tag: number;
  resolve: (stalledMs: number) => void;
  reject: (error: HttpError) => void;
}

export interface FairQueueOptions {
  maxQueued: number;
  deadlineMs: number;
  now?: () => number;
  /** Most flows remembered; beyond it the ones that have fallen behind the virtual clock are forgotten first. */
  maxFlows?: number;
  /**
   * Connections accepted with no idle time since the one before, so far (accept-backlog.ts): while it grows from one
   * turn of the event loop to the next, the next turn waits, at most `maxAcceptHoldMs` (decision 0251).
   */
  acceptsWithoutIdle?: () => number;
  maxAcceptHoldMs?: number;
}

/** The budget a request with no budget key is weighed by (ms per minute). */
const DEFAULT_PER_MINUTE = 3000;

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

/** Whether `a`'s turn comes before `b`'s, the virtual clock at `now`. */
function before(a: Entry, b: Entry, now: number): boolean {
  const aEligible = a.start <= now;
  if (aEligible !== b.start <= now) return aEligible;
  if (!aEligible && a.start !== b.start) return a.start < b.start;
  if (a.tag !== b.tag) return a.tag < b.tag;
  return a.seq < b.seq;
}

export function createFairQueue(opts: FairQueueOptions) {
  const now = opts.now ?? (() => performance.now());
  const maxFlows = opts.maxFlows ?? 100_000;
  const waiting: Entry[] = [];
  /** Virtual time: the start of the turn given last. A flow's clock never runs behind it (no credit for idling). */
  let virtualNow = 0;
  /** Each flow's virtual time once everything it has asked for is served, in ms of its budget per minute. */
  const flowEnds = new Map<string, number>();
  /**
   * Each flow's requests waiting or in their turn. A flow with none is idle: its next request starts at the virtual
   * clock, whatever its end (decision 0250). The clock moves only with the starts of the turns given, so under two
   * dozen clients each within its share it barely moved, and an ordinary visitor's next search, half a second after
   * its last, still started at its last one's end — after every costly search queued since.
   */
  const outstanding = new Map<string, number>();
  const keysOf = (w: Waiter) => (w.flows.length > 0 ? w.flows : ([['', DEFAULT_PER_MINUTE]] as const));
  const hold = (w: Waiter) => {
    for (const [key] of keysOf(w)) outstanding.set(key, (outstanding.get(key) ?? 0) + 1);
  };
  const release = (w: Waiter) => {
    for (const [key] of keysOf(w)) {
      const n = (outstanding.get(key) ?? 1) - 1;
      if (n > 0) outstanding.set(key, n);
      else outstanding.delete(key);
    }
  };
  /** The request in its turn now. */
  let serving: Entry | undefined;
  let busy = false;
  let scheduled = false;
  /**
   * Time the worker spent on other work than turns while requests waited for one (between a turn being asked for
   * and given: a warm-up step of a fresh start, a long garbage collection). It does not count against their
   * deadlines: a fresh worker's first searches were answered 503 after waiting behind its warm-up, with no search
   * ahead of them.
   */
  let stalledMs = 0;
  let scheduledAt = 0;
  let seq = 0;
  let shed = 0;
  let late = 0;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduledAt = now();
    // After the I/O of this turn of the event loop: the requests that arrived meanwhile are all waiting when the
    // next turn is given, so it goes to the one that deserves it, not to the first parsed.
    setImmediate(dispatch);
  };

  /** Connections accepted back to back, as last seen, and since when the turn has been waiting for them. */
  let acceptsSeen = opts.acceptsWithoutIdle?.() ?? 0;
  let holdingSince: number | undefined;

  /**
   * Whether the next turn waits for the next accept: a connection was accepted back to back since the last look
   * (more are waiting in the kernel's queue, maybe a newcomer's), and the turn has not waited its longest yet.
   */
  function holdForAccepts(t: number): boolean {
    const accepts = opts.acceptsWithoutIdle?.() ?? 0;
    if (accepts === acceptsSeen) {
      holdingSince = undefined;
      return false;
    }
    acceptsSeen = accepts;
    holdingSince ??= t;
    if (t - holdingSince < (opts.maxAcceptHoldMs ?? 50)) return true;
    holdingSince = undefined;
    return false;
  }

  function dispatch(): void {
    if (busy) {
      scheduled = false;
      return;
    }
    const t = now();
    // Still scheduled: the next turn of the loop looks again (its poll phase accepts the next connection).
    if (holdForAccepts(t)) {
      setImmediate(dispatch);
      return;
    }
    scheduled = false;
    stalledMs += Math.max(0, t - scheduledAt);
    for (let i = waiting.length - 1; i >= 0; i--) {
      const w = waiting[i];
      if (w && t - w.arrivedAt - (stalledMs - w.stalledAtArrival) >= opts.deadlineMs) {
        waiting.splice(i, 1);
        release(w);
        late++;
        w.reject(lateError(opts.deadlineMs));
      }
    }
    // Among the requests whose client is not ahead of the others (its turn may start by now, in virtual time: start
    // ≤ the virtual clock), the earliest end goes first — the cheapest for its client's budget — then the first come;
    // when every waiting request is ahead, the earliest start (worst-case fair weighted fair queuing, WF²Q).
    // Ordered by end alone, a visitor whose search looks costly on a small budget went behind every queued turn of a
    // flooding token whose end came before its own, the token far beyond its share (decision 0250); ordered by start
    // alone, it went behind every costly search of two dozen clients each within its share (first come, first served).
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const w = waiting[i];
      const b = waiting[best];
      if (w && (!b || before(w, b, virtualNow))) best = i;
    }
    if (best < 0) return;
    const [next] = waiting.splice(best, 1);
    if (!next) return;
    busy = true;
    virtualNow = Math.max(virtualNow, next.start);
    serving = next;
    next.resolve(stalledMs - next.stalledAtArrival);
  }

  /** Forgets flows that are not ahead of the virtual clock (they weigh nothing), and the oldest when still too many. */
  function boundFlows(): void {
    if (flowEnds.size < maxFlows) return;
    for (const [key, end] of flowEnds) if (end <= virtualNow) flowEnds.delete(key);
    while (flowEnds.size >= maxFlows) {
      const oldest = flowEnds.keys().next();
      if (oldest.done) break;
      flowEnds.delete(oldest.value);
    }
  }

  /**
   * Start-time fair queuing over every key of the client (decision 0191): on each key the turn starts when that
   * key's earlier requests are served (or now, in virtual time, if they are) and ends its cost later, cost counted
   * in that key's budget per minute; the turn's start is the latest start over its keys and its tag the latest end.
   * Among turns that may start by now, the lowest tag goes first; a turn whose client is ahead waits until none is
   * left that may start (decision 0250). So a client that has had more than its share lately waits behind one that
   * has not, a cheap search goes before a costly one from a newcomer, and a client's many addresses or user ids do
   * not escape its token's share.
   */
  function tagged(waiter: Waiter): { start: number; tag: number } {
    boundFlows();
    const flows = keysOf(waiter);
    let start = virtualNow;
    let tag = virtualNow;
    for (const [key, perMinute] of flows) {
      const busyFlow = (outstanding.get(key) ?? 0) > 0;
      const from = busyFlow ? Math.max(virtualNow, flowEnds.get(key) ?? 0) : virtualNow;
      const end = from + waiter.costMs / perMinute;
      flowEnds.delete(key);
      flowEnds.set(key, end);
      start = Math.max(start, from);
      tag = Math.max(tag, end);
    }
    return { start, tag };
  }

  return {
    /**
     * Resolves when it is this request's turn (call leave() after its synchronous work), with the time the worker
     * spent on other work meanwhile (not the request's to count); rejects when shed or late.
     */
    enter(waiter: Waiter): Promise<number> {
      // Never at once, even when idle: a turn started here would run inside the I/O phase that read this request, and
      // the requests read in the same phase after it (a whole batch, under load) would be parsed — and stamped as
      // arrived — only once it is done, first come first served. A search waits in the kernel, unseen, the length of
      // every turn ahead of it in that batch: seconds, with two dozen heavy clients (issue 23). Given from
      // setImmediate, the turn goes to the most deserving of everything read by then, for a few µs more.
      // An idle worker owes nobody anything: the clocks start again from the next turn (start-time fair queuing).
      if (!busy && waiting.length === 0) {
        flowEnds.clear();
        outstanding.clear();
      }
      return new Promise<number>((resolve, reject) => {
        const entry: Entry = {
          ...waiter,
          ...tagged(waiter),
          seq: seq++,
          stalledAtArrival: stalledMs,
          resolve,
          reject,
        };
        if (waiting.length >= opts.maxQueued) {
          let worst = 0;
          for (let i = 1; i < waiting.length; i++) {
            const w = waiting[i];
            const b = waiting[worst];
            if (w && b && (w.tag > b.tag || (w.tag === b.tag && w.seq > b.seq))) worst = i;
          }
          const heaviest = waiting[worst];
          shed++;
          if (!heaviest || heaviest.tag <= entry.tag) {
            reject(shedError(entry.score));
            return;
          }
          waiting.splice(worst, 1);
          release(heaviest);
          heaviest.reject(shedError(heaviest.score));
        }
        hold(entry);
        waiting.push(entry);
        if (!busy) schedule();
      });
    },
    /** The turn's synchronous work is done: the next turn goes to the most deserving waiting request. */
    leave(): void {
      busy = false;
      if (serving) release(serving);
      serving = undefined;
      if (waiting.length > 0) schedule();
    },
    /**
     * What a turn really took beyond its estimate moves its client's clocks on: a client whose searches cost more than
     * they looked waits longer next time.
     */
    settle(flows: Waiter['flows'], extraMs: number): void {
      // Only forward: a refund would give the client's next request a tag below its requests already waiting, and
      // they would wait behind it (last come, first served within one client: p99 124 → 341 ms at 32 connections).
      if (extraMs <= 0) return;
      for (const [key, perMinute] of flows) {
        const end = flowEnds.get(key);
        if (end !== undefined) flowEnds.set(key, end + extraMs / perMinute);
      }
    },
    /** Requests waiting for their turn whose connections come from another address than `peer`. */
    waitingBesides(peer: string): number {
      let n = 0;
      for (const w of waiting) if (w.peer !== peer) n++;
      return n;
    },
    /** Requests shed because the queue was full, and answered late (for logs and tests). */
    get counts() {
      return { shed, late };
    },
  };
}
