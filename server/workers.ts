// WORKERS > 1: this process becomes a supervisor (node:cluster's primary) that serves nothing itself. It starts the
// workers — each the whole service with its own copy of the search data — lets them share the listening socket,
// replaces one that dies, and on SIGTERM lets every worker finish what it is answering before it exits
// (decision 0130).
import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the primary once it listens. */
export interface WorkerReadyMessage {
  type: 'training-search-ready';
  address: string;
  /** "real data: N programs, M institutions" or "gateway to …", for the primary's ready line. */
  source: string;
}

export function isReadyMessage(message: unknown): message is WorkerReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'training-search-ready'
  );
}

/** In a worker, the name its log lines carry ("worker 2"); undefined in a single process. */
export function workerName(): string | undefined {
  return cluster.isWorker ? `worker ${cluster.worker?.id ?? '?'}` : undefined;
}

export function superviseWorkers(count: number, onReady: (ready: WorkerReadyMessage) => void): void {
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  /** Workers that have listened: a replacement is started only for one of these, so a start that always fails
   * (a port in use, an unreadable database) stops the service instead of looping. */
  const ready = new Set<number>();

  const start = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isReadyMessage(message)) return;
      const replacement = announced;
      ready.add(worker.id);
      if (replacement) console.log(`Worker ${worker.id} (pid ${worker.process.pid}) is serving.`);
      else if (ready.size === count) {
        announced = true;
        onReady(message);
      }
    });
    return worker;
  };

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    // Each worker closes its listener, answers what it has received, then exits (server/index.ts).
    for (const worker of alive()) worker.process.kill('SIGTERM');
    if (alive().length === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    if (!wasReady) {
      console.error(`Worker ${worker.id} ${how} before it could serve; stopping the service.`);
      stop(1);
      return;
    }
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) ${how}; starting a replacement.`);
    start();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
  for (let i = 0; i < count; i++) start();
}
