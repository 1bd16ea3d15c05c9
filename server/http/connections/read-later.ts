// Connections accepted while the worker is behind are read later, those of the lightest addresses first (decision
// 0245).
//
// libuv accepts one connection per turn of the event loop (libuv PR 3696) and reads what it has sent in the next. 480
// connections arriving together, each pipelining requests, were accepted one per turn, and every turn also read the
// connection accepted before (its requests through the whole stack) and gave a turn of the fair queue: 2–3 ms per
// connection, so an ordinary user's connection arriving just behind them was accepted 0.8–1.4 s later, unseen by
// admission control (measured: docs/overload.md, phase g). The kernel's queue of connections is first come, first
// served; what the worker does between two accepts is ours. So a connection accepted while the worker has not been
// idle since the previous accept (it waited in the kernel's queue: more are likely waiting behind it) is not read at
// once but paused, and read once a turn of the loop passes with no connection accepted (the kernel's queue is empty),
// at most `perTurn` at a time, those of the address holding the fewest connections first. While a crowd connects,
// the worker only accepts; then it reads the newcomers from light addresses before the crowd's. A crowd's connection
// is read only when no search of another address waits for a turn (or after `maxWaitMs`), not between two turns
// (decision 0252); and while connections are accepted back to back the fair queue gives no turn (accept-backlog.ts,
// decision 0251). Searches of the connection's own address do not hold it back (decision 0272): one client opening
// several connections at once while its own searches ran — a page's parallel requests, a proxy in front of the
// service — waited the whole `maxWaitMs` for its own searches, a second, for nobody else's sake.
import { performance } from 'node:perf_hooks';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { noteAcceptedWithoutIdle } from './accept-backlog';

export interface ReadLaterOptions {
  /** The connection's weight when reading resumes: lowest first (its address's open connections). */
  weight: (socket: Socket) => number;
  /** Connections resumed per turn of the loop once accepting has stopped. */
  perTurn?: number;
  /** A connection paused longer than this is read even while connections are still being accepted (ms). */
  maxWaitMs?: number;
  /**
   * Searches waiting for a turn of the fair queue from connections of other addresses than the one given: while there
   * are any, a paused connection of that address waits (up to `maxWaitMs`) rather than have its requests read between
   * two of their turns (decision 0252).
   */
  turnsWaiting?: (address: string) => number;
  /** The event loop's idle time so far (ms): Node's event loop utilization. */
  idleMs?: () => number;
  now?: () => number;
}

export interface ReadLater {
  /** Connections that were paused because the worker was behind (for logs and tests). */
  readonly deferred: number;
  /** Connections paused now. */
  readonly waiting: number;
}

interface Paused {
  socket: Socket;
  at: number;
  /** its address held no other connection when it was paused (a crowd's only grows while it connects) */
  light: boolean;
}

/**
 * An address holding no more connections than this is light: its connection is read even while accepting (a
 * newcomer). Not two: early in a burst every address of a crowd holds only a few, and each read costs a turn.
 */
const LIGHT = 1;
/** Less idle than this between two accepts: the second connection waited in the kernel's queue. */
const IDLE_MS = 1;
/**
 * …and the previous accept was this recent (ms). A worker kept busy by searches gets a new connection now and then
 * without idle time between them; that one is not behind a crowd, and pausing it would only cost it turns.
 */
const BURST_GAP_MS = 10;

export function readLaterWhileBehind(server: Server, opts: ReadLaterOptions): ReadLater {
  const idleMs = opts.idleMs ?? (() => performance.eventLoopUtilization().idle);
  const now = opts.now ?? (() => performance.now());
  const perTurn = opts.perTurn ?? 1;
  const maxWaitMs = opts.maxWaitMs ?? 1000;
  let paused: Paused[] = [];
  /** Accepted in this turn of the loop and to be paused: none has been read yet (reading starts at the next poll). */
  let toPause: Socket[] = [];
  let lastIdle = Number.NEGATIVE_INFINITY;
  let lastAccept = Number.NEGATIVE_INFINITY;
  let acceptedThisTurn = 0;
  let scheduled = false;
  let deferred = 0;

  const resume = (p: Paused) => {
    if (!p.socket.destroyed) p.socket.resume();
  };

  /** Once per turn of the loop (check phase) while connections are paused. */
  const check = () => {
    scheduled = false;
    // Paused here rather than on `connection`: Node resumes a new socket in a tick scheduled while it is handed over
    // (and a worker resumes one handed by the primary), which would undo a pause made there. No poll has happened
    // since the accept, so nothing has been read yet.
    for (const socket of toPause) {
      if (socket.destroyed) continue;
      socket.pause();
      paused.push({ socket, at: now(), light: opts.weight(socket) <= LIGHT });
    }
    toPause = [];
    paused = paused.filter((p) => !p.socket.destroyed);
    if (paused.length === 0) return;
    const t = now();
    const chosen: Paused[] = [];
    if (acceptedThisTurn > 0) {
      // Still accepting: the kernel's queue may hold more. A newcomer's connection is read at once all the same, one
      // a turn; a crowd's waits until accepting stops, or a second. (In order of arrival: the oldest first.)
      for (const p of paused) {
        if (chosen.length >= perTurn) break;
        if (p.light || t - p.at >= maxWaitMs) chosen.push(p);
      }
    } else {
      // Searches of other addresses read before and waiting for their turns (a newcomer's among them): reading a
      // crowd's connection now would cost each of them its reading (five pipelined requests through the whole stack,
      // 2–3 ms) between two turns (decision 0252). So a connection is read once none waits, or when it is light or
      // has waited a second; then the lightest address's first (one scan per connection read: a turn reads a few).
      const othersWaiting = new Map<string, number>();
      const free = (p: Paused) => {
        if (p.light || t - p.at >= maxWaitMs || !opts.turnsWaiting) return true;
        const address = p.socket.remoteAddress ?? '';
        let n = othersWaiting.get(address);
        if (n === undefined) othersWaiting.set(address, (n = opts.turnsWaiting(address)));
        return n === 0;
      };
      const weights = new Map(paused.filter(free).map((p) => [p, opts.weight(p.socket)]));
      const left = new Set(weights.keys());
      while (chosen.length < perTurn && left.size > 0) {
        let best: Paused | undefined;
        for (const p of left) {
          if (!best || (weights.get(p) ?? 0) < (weights.get(best) ?? 0)) best = p;
        }
        if (!best) break;
        left.delete(best);
        chosen.push(best);
      }
    }
    acceptedThisTurn = 0;
    if (chosen.length > 0) {
      const taken = new Set(chosen);
      paused = paused.filter((p) => !taken.has(p));
      for (const p of chosen) resume(p);
    }
    if (paused.length > 0) schedule();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(check);
  };

  // After Node's own listener (which sets up the HTTP parser that reading feeds).
  server.on('connection', (socket: Socket) => {
    if (socket.destroyed) return;
    const idle = idleMs();
    const at = now();
    const noIdleSince = idle - lastIdle < IDLE_MS;
    const behind = noIdleSince && at - lastAccept < BURST_GAP_MS;
    lastIdle = idle;
    lastAccept = at;
    acceptedThisTurn++;
    // No idle time since the previous accept: this connection waited in the kernel's queue while the worker was busy,
    // and more may be waiting behind it. The fair queue's next turn waits for the next accept (decision 0251), even
    // when the previous accept was long ago (a long turn in between: it is not paused for that, see BURST_GAP_MS).
    if (noIdleSince) noteAcceptedWithoutIdle();
    if (!behind && paused.length === 0 && toPause.length === 0) return;
    // Node's HTTP server stops reading the socket while it is paused.
    toPause.push(socket);
    deferred++;
    schedule();
  });

  return {
    get deferred() {
      return deferred;
    },
    get waiting() {
      return paused.length;
    },
  };
}
