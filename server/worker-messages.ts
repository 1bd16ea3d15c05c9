// The messages between the primary and its workers (WORKERS > 1; decisions 0130, 0193, 0194).
import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the primary once its data is loaded and it can serve. */
export interface WorkerReadyMessage {
  type: 'training-search-ready';
  /** "real data: N programs, M institutions" or "gateway to …", for the primary's ready line. */
  source: string;
  /** The build it serves (build_info's built_at; '' in gateway mode). */
  builtAt: string;
}

/** The primary hands a connection over with this message (and the socket as its handle). */
export interface ConnectionMessage {
  type: 'training-search-connection';
  /** Which hand-over this is: the worker says it took the connection, or declined it, by this id. */
  id: number;
}

/**
 * A worker's answer to a hand-over, sent before it reads anything from the connection: `taken` (the primary may close
 * its own copy) or `declined` (the worker is closing; the primary deals the connection to another).
 */
export interface ConnectionAnswer {
  type: 'training-search-taken' | 'training-search-declined';
  id: number;
}

/** How many workers serve, of how many wanted: what /api/health reports (decision 0193). */
export interface PoolMessage {
  type: 'training-search-pool';
  serving: number;
  wanted: number;
}

/** Open the rebuilt database beside the one served, and say when done (decision 0194). */
export interface PrepareMessage {
  type: 'training-search-prepare';
  builtAt: string;
}

export interface PreparedMessage {
  type: 'training-search-prepared';
  ok: boolean;
  /** The build actually opened (the file may have been replaced again meanwhile). */
  builtAt: string;
  error?: string;
}

/** Serve the prepared database from now on. */
export interface SwitchMessage {
  type: 'training-search-switch';
  builtAt: string;
}

export function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/**
 * Sends a message to a worker, never throwing and never leaving an 'error' unhandled. A worker can be dead before the
 * primary has read its pipe's end (both workers killed at once: the first one's exit is handled while the second
 * still looks connected); a plain send() then fails with EPIPE, emitted as an 'error' on the Worker, which would
 * take the primary down (it did, in CI). The failure needs nothing more: the worker's 'exit' does the cleaning up.
 */
export function sendToWorker(worker: Pick<Worker, 'send' | 'isConnected'>, message: object): void {
  if (worker.isConnected()) worker.send(message, undefined, undefined, () => undefined);
}

/** In a worker, the name its log lines carry ("worker 2"); undefined in a single process. */
export function workerName(): string | undefined {
  return cluster.isWorker ? `worker ${cluster.worker?.id ?? '?'}` : undefined;
}
