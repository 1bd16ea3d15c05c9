// A worker's side of WORKERS > 1 (decisions 0130, 0193, 0194): it serves the connections the primary hands over
// instead of listening itself, keeps what the primary says of the pool for /api/health, opens a rebuilt database
// when asked and switches to it when told, and on SIGTERM stops taking connections, answers what it has received and
// exits once its connections are closed.
import type { Server } from 'node:http';
import net from 'node:net';
import {
  isMessage,
  type ConnectionAnswer,
  type ConnectionMessage,
  type PoolMessage,
  type PreparedMessage,
  type PrepareMessage,
  type SwitchMessage,
  type WorkerReadyMessage,
} from './worker-messages';

/** What a worker needs of its app to serve the connections the primary hands it. */
export interface HandedServer {
  server: Server;
  openConnections: { count(): number };
  close(): Promise<unknown>;
}

/** How a worker opens a rebuilt database beside the one it serves, then switches to it or drops it. */
export interface WorkerReload {
  /** Opens the database now at its path; says which build it holds. */
  prepare(): { builtAt: string };
  /** Serves the prepared one from now on. */
  switchTo(): void;
  discard(): void;
}

export interface HandedOptions {
  ready: WorkerReadyMessage;
  onPool: (pool: PoolMessage) => void;
  /** Longest a closing worker waits for its connections to finish. */
  drainMs: number;
  reload?: WorkerReload;
  log?: (line: string) => void;
}

export function serveHandedConnections(app: HandedServer, opts: HandedOptions): void {
  const { server } = app;
  const log = opts.log ?? (() => undefined);
  // Node starts its checks of slow headers and requests when a server starts listening; this one never listens
  // (the primary does), so the checks are started the same way.
  server.emit('listening');
  let closing = false;
  process.on('message', (message: unknown, handle: unknown) => {
    if (isMessage<ConnectionMessage>(message, 'training-search-connection')) {
      if (!(handle instanceof net.Socket)) return;
      // Said before anything is read: until the primary hears it, its own copy keeps the connection, and it deals
      // the connection again if this worker dies first. Declined while closing: this copy is closed (the primary's
      // keeps the connection open) and the primary deals it to another worker.
      const answer: ConnectionAnswer = {
        type: closing ? 'training-search-declined' : 'training-search-taken',
        id: message.id,
      };
      if (process.connected) process.send?.(answer);
      if (closing) {
        handle.destroy();
        return;
      }
      server.emit('connection', handle);
      handle.resume();
    } else if (isMessage<PoolMessage>(message, 'training-search-pool')) {
      opts.onPool(message);
    } else if (isMessage<PrepareMessage>(message, 'training-search-prepare')) {
      let answer: PreparedMessage;
      try {
        const { builtAt } = opts.reload?.prepare() ?? { builtAt: '' };
        answer = { type: 'training-search-prepared', ok: true, builtAt };
      } catch (error) {
        answer = {
          type: 'training-search-prepared',
          ok: false,
          builtAt: '',
          error: (error as Error).message,
        };
      }
      process.send?.(answer);
    } else if (isMessage<SwitchMessage>(message, 'training-search-switch')) {
      opts.reload?.switchTo();
      log(`serving the rebuilt database (built ${message.builtAt}).`);
    } else if (isMessage<{ type: 'training-search-discard' }>(message, 'training-search-discard')) {
      opts.reload?.discard();
    }
  });
  const drain = () => {
    if (closing) return;
    closing = true;
    const until = Date.now() + opts.drainMs;
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
  process.send?.(opts.ready);
}
