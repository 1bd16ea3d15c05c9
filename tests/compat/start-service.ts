// Starts the service the way an operator does (`npm start`, i.e. scripts/start.mjs) on a free loopback port.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../server/config';

export interface RunningService {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  stop: () => Promise<void>;
}

/** Resolves once the service prints its ready line; rejects with its output when it exits or stays silent. */
export function startService(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningService> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<RunningService>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop().then(() => reject(new Error(`The service did not start in ${timeoutMs} ms:\n${output}`)));
    }, timeoutMs);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The service exited before it was ready:\n${output}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      output = (output + `${line}\n`).slice(-4000);
      const ready = /Training Search at (http:\/\/\S+)/.exec(line);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      resolve({ url: ready[1], stop });
    });
  });
}
