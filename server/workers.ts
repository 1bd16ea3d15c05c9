// WORKERS > 1: this process becomes a supervisor (node:cluster's primary) that holds the listening socket and serves
// nothing itself. It starts the workers — each the whole service with its own copy of the search data — and hands
// each new connection to one of the workers that are serving. The socket stays open whatever happens to the workers:
// a connection that arrives while none is serving waits here (unread) until one is, so replacing workers never
// refuses a connection. A worker that dies is replaced, with a growing pause when replacements keep dying, and the
// others keep serving meanwhile; /api/health then says "degraded". SIGTERM lets every worker finish what it is
// answering before it exits (decisions 0130, 0193).
import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import { createPoolReload } from './pool-reload';
import { workerEnv } from './start/malloc-env';
import { workerExecArgv } from './start/v8-threads';
import {
  isMessage,
  sendToWorker,
  type ConnectionAnswer,
  type ConnectionMessage,
  type PoolMessage,
  type WorkerReadyMessage,
} from './worker-messages';

export interface SuperviseOptions {
  count: number;
  port: number;
  host: string;
  /** Called once, when every worker of the first start serves. */
  onReady: (ready: WorkerReadyMessage & { address: string }) => void;
  /** Longest a connection waits here for a serving worker before it is answered 503 (default 15 s). */
  maxWaitMs?: number;
  /** Connections waiting at once; more are answered 503 at once (default 1,024). */
  maxWaiting?: number;
  /** First pause before starting a replacement for one that died before serving; doubles each time (250 ms). */
  backoffMs?: number;
  /** The longest pause (30 s). */
  maxBackoffMs?: number;
  /** Local mode: the database, watched so that a rebuilt one is taken up by all workers together (decision 0194). */
  dbPath?: string;
  /** How often it is looked at (ms; 0: never). */
  dbWatchMs?: number;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

/** A short answer for a connection no worker could take in time; nothing of its request has been read. */
function answerBusy(socket: net.Socket, retryAfterS: number): void {
  const body = JSON.stringify({ Message: 'The service is restarting its workers. Try again in a moment.' });
  socket.on('error', () => undefined);
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nRetry-After: ${retryAfterS}\r\nCache-Control: no-store\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function superviseWorkers(opts: SuperviseOptions): void {
  const log = opts.log ?? ((line: string) => console.log(line));
  const warn = opts.warn ?? ((line: string) => console.error(line));
  const maxWaitMs = opts.maxWaitMs ?? 15_000;
  const maxWaiting = opts.maxWaiting ?? 1024;
  const backoffMs = opts.backoffMs ?? 250;
  const maxBackoffMs = opts.maxBackoffMs ?? 30_000;
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  let everServed = false;
  /** Workers serving, in the order connections are dealt to them. */
  const serving: Worker[] = [];
  let turn = 0;
  /** Connections that arrived while no worker served, oldest first. */
  const waiting: Array<{ socket: net.Socket; since: number }> = [];
  /** Replacements that died before serving, in a row: the pause before the next one doubles with each. */
  let failedInARow = 0;
  let watching = false;

  const server = net.createServer({ pauseOnConnect: true });
  // Each worker's V8 keeps to its share of the cores (decision 0265), and its allocator gives freed large arrays back
  // (decision 0267): worked out once, for every worker started from here on.
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, opts.count) });
  const env = workerEnv();

  const broadcast = () => {
    const message: PoolMessage = {
      type: 'training-search-pool',
      serving: serving.length,
      wanted: opts.count,
    };
    for (const worker of serving) sendToWorker(worker, message);
  };

  /**
   * Connections handed to a worker that has not yet said it took them, by hand-over id. The primary keeps its own
   * copy of each until then, since a worker can die with a connection still unread in its pipe: killed, or dead
   * before this process noticed (a send that carries a socket reports no error then). Such a connection is dealt
   * again when the worker's exit is seen, rather than lost. Once the worker has taken it, the primary's copy is
   * closed; the worker's keeps the connection.
   */
  const inTransit = new Map<Worker, Map<number, { socket: net.Socket; since: number }>>();
  let handOvers = 0;

  /** Workers opening a rebuilt database: dealt nothing meanwhile (they are busy), unless none else serves. */
  const preparing = new Set<Worker>();
  const reload = createPoolReload({
    serving: () => serving,
    setPreparing: (worker, on) => {
      if (on) preparing.add(worker);
      else preparing.delete(worker);
      if (!on) flush();
    },
    admit: (workers) => {
      for (const worker of workers) {
        if (!worker.isConnected()) continue;
        serving.push(worker);
        log(`Worker ${worker.id} (pid ${worker.process.pid}) is serving.`);
      }
      if (workers.length > 0 && serving.length === opts.count)
        log(`All ${opts.count} workers are serving again.`);
      broadcast();
      flush();
    },
    log,
    warn,
  });
  let stopWatching = () => undefined as void;

  /** Hands a connection to the next serving worker; keeps it waiting when none can take it. */
  const deal = (socket: net.Socket, since: number) => {
    if (socket.destroyed) return;
    const skipBusy = preparing.size > 0 && preparing.size < serving.length;
    for (let tries = 0; tries < serving.length; tries++) {
      const worker = serving[turn++ % serving.length];
      if (!worker?.isConnected() || (skipBusy && preparing.has(worker))) continue;
      let sent = inTransit.get(worker);
      if (!sent) inTransit.set(worker, (sent = new Map()));
      const id = ++handOvers;
      sent.set(id, { socket, since });
      const message: ConnectionMessage = { type: 'training-search-connection', id };
      worker.send(message, socket, { keepOpen: true }, (error) => {
        // The channel closed between the choice and the hand-over: the connection is still ours to deal.
        if (error && sent.delete(id)) deal(socket, since);
      });
      return;
    }
    wait(socket, since);
  };

  const wait = (socket: net.Socket, since: number) => {
    if (stopping || waiting.length >= maxWaiting) return answerBusy(socket, 5);
    waiting.push({ socket, since });
  };

  const flush = () => {
    while (serving.length > 0 && waiting.length > 0) {
      const next = waiting.shift();
      if (next) deal(next.socket, next.since);
    }
  };

  // Connections that waited too long get a short 503 instead of waiting on: a client can retry elsewhere.
  const sweep = setInterval(() => {
    const now = Date.now();
    while (waiting.length > 0 && now - (waiting[0]?.since ?? now) > maxWaitMs) {
      const old = waiting.shift();
      if (old && !old.socket.destroyed) answerBusy(old.socket, 5);
    }
  }, 500);
  sweep.unref();

  server.on('connection', (socket: net.Socket) => {
    // A client that gives up while its connection waits here must not take the primary down.
    socket.on('error', () => undefined);
    deal(socket, Date.now());
  });

  const start = (): Worker => {
    const worker = cluster.fork(env);
    let ready = false;
    // A send that failed on a worker dying meanwhile (EPIPE) is emitted here; its 'exit' does the rest.
    worker.on('error', (error: NodeJS.ErrnoException) =>
      warn(`Worker ${worker.id}: ${error.code ?? error.message} on its channel (it is going away).`),
    );
    worker.on('message', (message: unknown) => {
      const taken = isMessage<ConnectionAnswer>(message, 'training-search-taken');
      if (taken || isMessage<ConnectionAnswer>(message, 'training-search-declined')) {
        const handed = inTransit.get(worker);
        const entry = handed?.get(message.id);
        if (!entry) return;
        handed?.delete(message.id);
        if (taken) {
          entry.socket.destroy();
          return;
        }
        // A closing worker takes no more: dealt nothing from now on, and this one goes to another.
        const at = serving.indexOf(worker);
        if (at >= 0) {
          serving.splice(at, 1);
          broadcast();
        }
        deal(entry.socket, entry.since);
        return;
      }
      if (!isMessage<WorkerReadyMessage>(message, 'training-search-ready') || ready) return;
      ready = true;
      everServed = true;
      failedInARow = 0;
      if (stopping) {
        worker.process.kill('SIGTERM');
        return;
      }
      if (reload.ready(worker, message.builtAt) === 'hold') {
        log(
          `Worker ${worker.id} (pid ${worker.process.pid}) opened a rebuilt database; the others take it up first.`,
        );
        return;
      }
      if (opts.dbPath && opts.dbWatchMs !== 0 && !watching) {
        watching = true;
        void import('./data-reload').then(({ watchDatabase }) => {
          if (stopping || !opts.dbPath) return;
          stopWatching = watchDatabase(
            opts.dbPath,
            message.builtAt,
            (builtAt) => {
              log(`The database was rebuilt (built ${builtAt}): the workers take it up.`);
              reload.rebuilt(builtAt);
            },
            { intervalMs: opts.dbWatchMs },
          );
        });
      }
      serving.push(worker);
      if (announced) {
        log(`Worker ${worker.id} (pid ${worker.process.pid}) is serving.`);
        if (serving.length === opts.count) log(`All ${opts.count} workers are serving again.`);
      }
      broadcast();
      flush();
      if (!announced && serving.length === opts.count) {
        announced = true;
        const address = server.address() as net.AddressInfo;
        opts.onReady({ ...message, address: `http://${address.address}:${address.port}` });
      }
    });
    worker.once('exit', (code, signal) => {
      const at = serving.indexOf(worker);
      if (at >= 0) serving.splice(at, 1);
      preparing.delete(worker);
      reload.exited(worker);
      // Handed over but never taken (unread in the dead worker's pipe): dealt again, to a worker that serves.
      const untaken = inTransit.get(worker);
      inTransit.delete(worker);
      for (const { socket, since } of untaken?.values() ?? []) deal(socket, since);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) finish();
        return;
      }
      broadcast();
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      if (!ready && !everServed) {
        // Nothing has ever served: a start that fails (an unreadable database…) is the operator's to fix.
        warn(`Worker ${worker.id} ${how} before it could serve; stopping the service.`);
        stop(1);
        return;
      }
      if (!ready) failedInARow++;
      const pause = failedInARow === 0 ? 0 : Math.min(maxBackoffMs, backoffMs * 2 ** (failedInARow - 1));
      warn(
        `Worker ${worker.id} (pid ${worker.process.pid}) ${how}${ready ? '' : ' before it could serve'}; ` +
          `${serving.length} of ${opts.count} serving; starting a replacement` +
          (pause > 0 ? ` in ${pause} ms.` : '.'),
      );
      setTimeout(() => {
        if (stopping) return;
        const replacement = start();
        log(`Worker ${replacement.id} (pid ${replacement.process.pid}) is starting.`);
      }, pause);
    });
    return worker;
  };

  const finish = () => {
    clearInterval(sweep);
    stopWatching();
    process.exit(exitCode);
  };

  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    server.close();
    for (const w of waiting.splice(0)) answerBusy(w.socket, 5);
    // Each worker closes its connections once it has answered what it received, then exits (server/index.ts).
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    for (const worker of alive) worker.process.kill('SIGTERM');
    if (alive.length === 0) finish();
  };

  server.on('error', (error: NodeJS.ErrnoException) => {
    warn(`Cannot listen on ${opts.host}:${opts.port}: ${error.code ?? error.message}.`);
    stop(1);
  });
  server.listen({ port: opts.port, host: opts.host }, () => {
    for (let i = 0; i < opts.count; i++) start();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
}
