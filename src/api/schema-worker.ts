// The schema worker: zod and the contract's schemas load, build and parse here, off the page's main thread.
import { checkResponse, type CheckRequest } from './response-check';

export interface WorkerRequest extends CheckRequest {
  id: number;
}

globalThis.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, ...request } = event.data;
  globalThis.postMessage({ id, result: checkResponse(request) });
});
