// Runs a TypeScript file in a worker thread (tsx's loader is not inherited by worker threads on Node 20):
// new Worker('bench/engine/ts-worker.mjs', { workerData: { entry: <file URL>, ... } }).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
