import { afterEach, describe, expect, it, vi } from 'vitest';
import { programList } from '../../tests/factories/programs';
import { checkResponse, type CheckRequest } from './response-check';

type Listener = (event: { data: unknown }) => void;

/** Stands in for the browser's Worker: answers like schema-worker.ts, or fails to start like a blocked script. */
function fakeWorker(mode: 'answers' | 'fails', created: string[]) {
  return class {
    private listeners = new Map<string, Listener[]>();
    constructor(url: URL) {
      created.push(url.pathname);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    postMessage(message: CheckRequest & { id: number }) {
      const { id, ...request } = message;
      setTimeout(() => {
        if (mode === 'fails') for (const l of this.listeners.get('error') ?? []) l({ data: null });
        else
          for (const l of this.listeners.get('message') ?? [])
            l({ data: { id, result: checkResponse(request) } });
      }, 0);
    }
    terminate() {}
  };
}

async function freshValidator(mode: 'answers' | 'fails') {
  const created: string[] = [];
  vi.stubGlobal('Worker', fakeWorker(mode, created));
  vi.resetModules();
  const validator = await import('./response-validator');
  return { ...validator, created };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('response checks off the main thread', () => {
  const good: CheckRequest = { text: JSON.stringify(programList()), ok: true, schema: 'programListSchema' };
  const bad: CheckRequest = { text: '{"RecordCount":"many"}', ok: true, schema: 'programListSchema' };

  it('sends bodies to one schema worker and gets the checked data back', async () => {
    const { checkInBackground, created } = await freshValidator('answers');
    const [first, second] = await Promise.all([checkInBackground(good), checkInBackground(bad)]);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatch(/schema-worker/);
    expect(first).toEqual(checkResponse(good));
    expect(first.kind).toBe('data');
    expect(second).toEqual({ kind: 'unreadable' });
  });

  it('checks on the page instead when the worker cannot start', async () => {
    const { checkInBackground } = await freshValidator('fails');
    const result = await checkInBackground(good);
    expect(result.kind).toBe('data');
    expect(await checkInBackground(bad)).toEqual({ kind: 'unreadable' });
  });

  it('reads upstream\'s "No data available" 404 as no results, other failures with their message', () => {
    const noData = checkResponse({
      text: '{"Message":"No data available"}',
      ok: false,
      schema: 'programListSchema',
    });
    expect(noData).toMatchObject({ kind: 'failed', noData: true });
    const other = checkResponse({ text: 'not json', ok: false, schema: 'programListSchema' });
    expect(other).toEqual({ kind: 'failed', payload: null, noData: false });
  });
});
