// MSW for `npm run dev:mock` (a service worker in the browser).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);
