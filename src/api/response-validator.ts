// Checks response bodies in a worker (decision 0046): building zod's schemas and parsing cost the main thread a
// long task on a phone. Without Worker (jsdom), or when the worker fails to start, the check runs here instead.
import type { CheckRequest, CheckResult } from './response-check';
import type { WorkerRequest } from './schema-worker';

interface Pending {
  request: CheckRequest;
  resolve: (result: CheckResult) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function checkHere({ request, resolve, reject }: Pending) {
  import('./response-check').then(({ checkResponse }) => resolve(checkResponse(request)), reject);
}

function giveUpOnWorker() {
  worker?.terminate();
  worker = null;
  for (const entry of pending.values()) checkHere(entry);
  pending.clear();
}

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const created = new Worker(new URL('./schema-worker.ts', import.meta.url), {
      type: 'module',
      name: 'response-schemas',
    });
    created.addEventListener('message', (event: MessageEvent<{ id: number; result: CheckResult }>) => {
      const entry = pending.get(event.data.id);
      pending.delete(event.data.id);
      entry?.resolve(event.data.result);
    });
    created.addEventListener('error', giveUpOnWorker);
    created.addEventListener('messageerror', giveUpOnWorker);
    return created;
  } catch {
    return null;
  }
}

/** Starts the worker (or nothing, where there is none); called before a request so both load in parallel. */
export function warmUpValidator(): void {
  if (worker === undefined) worker = createWorker();
}

export function checkInBackground(request: CheckRequest): Promise<CheckResult> {
  warmUpValidator();
  return new Promise((resolve, reject) => {
    const entry = { request, resolve, reject };
    if (!worker) return checkHere(entry);
    const id = nextId++;
    pending.set(id, entry);
    const message: WorkerRequest = { id, ...request };
    worker.postMessage(message);
  });
}
