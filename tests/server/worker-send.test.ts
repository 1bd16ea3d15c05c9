// The primary's messages to a worker that has just died. With WORKERS=2 and both workers killed at once, the first
// one's exit can be handled while the second still looks connected (its pipe's end not yet read); a plain send to it
// then fails with EPIPE, emitted as an unhandled 'error' that took the whole service down in CI (issue 23: the
// supervisor must never give up). sendToWorker must swallow that failure: the worker's exit does the cleaning up.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { sendToWorker } from '../../server/worker-messages';

/** Whether the process is dead and not yet reaped (Linux: state Z in /proc/<pid>/stat). */
const isZombie = (pid: number) => {
  try {
    return /^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('sendToWorker', () => {
  it.runIf(process.platform === 'linux')(
    'sends nothing and raises nothing when the worker died before its pipe was read',
    async () => {
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      await once(child, 'spawn');
      const errors: Error[] = [];
      child.on('error', (error) => errors.push(error));
      const pid = child.pid ?? 0;
      child.kill('SIGKILL');
      // Held here, synchronously, the event loop cannot read the pipe's end: the child looks connected though dead.
      const until = Date.now() + 5_000;
      while (!isZombie(pid) && Date.now() < until);
      expect(isZombie(pid)).toBe(true);
      expect(child.connected).toBe(true);
      const worker = { send: child.send.bind(child), isConnected: () => child.connected };
      expect(() =>
        sendToWorker(worker, { type: 'training-search-pool', serving: 0, wanted: 2 }),
      ).not.toThrow();
      await once(child, 'exit');
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).toEqual([]);
    },
    15_000,
  );
});
