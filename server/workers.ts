// WORKERS > 1: this process becomes a supervisor (node:cluster's primary) that holds the listening socket and serves
// nothing itself. It starts the workers — each the whole service with its own copy of the search data — and hands
// each new connection to one of the workers that are serving. The socket stays open whatever happens to the workers:
// a connection that arrives while none is serving waits here (unread) until one is, so replacing workers never
// refuses a connection. A worker that dies is replaced, with a growing pause when replacements keep dying, and the
// others keep serving meanwhile; /api/health then says "degraded". SIGTERM lets every worker finish what it is
// answering before it exits (decisions 0130, 0193).
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import net from 'node:net';

/** What a worker tells the primary once its data is loaded and it can serve. */
export interface WorkerReadyMessage {
  type: 'training-search-ready';
  /** "real data: N programs, M institutions" or "gateway to …", for the primary's ready line. */
  source: string;
}

/** The primary hands a connection over with this message (and the socket as its handle). */
export interface ConnectionMessage {
  type: 'training-search-connection';
}

/** How many workers serve, of how many wanted: what /api/health reports (decision 0193). */
export interface PoolMessage {
  type: 'training-search-pool';
  serving: number;
  wanted: number;
}

export function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/** In a worker, the name its log lines carry ("worker 2"); undefined in a single process. */
export function workerName(): string | undefined {
  return cluster.isWorker ? `worker ${cluster.worker?.id ?? '?'}` : undefined;
}

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

  const server = net.createServer({ pauseOnConnect: true });

  const broadcast = () => {
    const message: PoolMessage = {
      type: 'training-search-pool',
      serving: serving.length,
      wanted: opts.count,
    };
    for (const worker of serving) if (worker.isConnected()) worker.send(message);
  };

  /**
   * Connections sent to a worker and not yet confirmed written to it. The primary keeps its own copy until the send
   * is written (then closes it: the copy in the message keeps the connection), so one sent to a worker that dies
   * meanwhile is closed here rather than held open forever with nobody to answer it.
   */
  const inTransit = new Map<Worker, Set<net.Socket>>();

  /** Hands a connection to the next serving worker; keeps it waiting when none can take it. */
  const deal = (socket: net.Socket, since: number) => {
    if (socket.destroyed) return;
    for (let tries = 0; tries < serving.length; tries++) {
      const worker = serving[turn++ % serving.length];
      if (!worker?.isConnected()) continue;
      let sent = inTransit.get(worker);
      if (!sent) inTransit.set(worker, (sent = new Set()));
      sent.add(socket);
      const message: ConnectionMessage = { type: 'training-search-connection' };
      worker.send(message, socket, { keepOpen: true }, (error) => {
        if (!sent.delete(socket)) return;
        // The worker went away between the choice and the hand-over: the connection is still ours to deal.
        if (error) deal(socket, since);
        else socket.destroy();
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
    const worker = cluster.fork();
    let ready = false;
    worker.on('message', (message: unknown) => {
      if (!isMessage<WorkerReadyMessage>(message, 'training-search-ready') || ready) return;
      ready = true;
      everServed = true;
      failedInARow = 0;
      if (stopping) {
        worker.process.kill('SIGTERM');
        return;
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
      // Sent, but the worker died before the send was done: nobody will answer them; closing lets clients retry.
      for (const socket of inTransit.get(worker) ?? []) socket.destroy();
      inTransit.delete(worker);
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

/** What a worker needs of its app to serve the connections the primary hands it. */
export interface HandedServer {
  server: Server;
  openConnections: { count(): number };
  close(): Promise<unknown>;
}

/**
 * In a worker: serves the connections the primary hands over (instead of listening itself), keeps what the primary
 * says of the pool for /api/health, tells the primary once it can serve, and on SIGTERM stops taking connections,
 * answers what it has received and exits once its connections are closed (or `drainMs` passed).
 */
export function serveHandedConnections(
  app: HandedServer,
  ready: WorkerReadyMessage,
  onPool: (pool: PoolMessage) => void,
  drainMs: number,
): void {
  const { server } = app;
  // Node starts its checks of slow headers and requests when a server starts listening; this one never listens
  // (the primary does), so the checks are started the same way.
  server.emit('listening');
  let closing = false;
  process.on('message', (message: unknown, handle: unknown) => {
    if (isMessage<PoolMessage>(message, 'training-search-pool')) onPool(message);
    if (!isMessage<ConnectionMessage>(message, 'training-search-connection')) return;
    if (!(handle instanceof net.Socket)) return;
    if (closing) {
      handle.destroy();
      return;
    }
    server.emit('connection', handle);
    handle.resume();
  });
  const drain = () => {
    if (closing) return;
    closing = true;
    const until = Date.now() + drainMs;
    void app.close().then(() => {
      const check = setInterval(() => {
        if (app.openConnections.count() > 0 && Date.now() < until) return;
        clearInterval(check);
        process.exit(0);
      }, 50);
    });
  };
  // Ctrl-C reaches the workers and the primary, which then passes SIGTERM on as well: close once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, drain);
  process.send?.(ready);
}
