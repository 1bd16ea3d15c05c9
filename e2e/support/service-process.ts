// Starts and stops a real service process on a given port, for the spec that takes the service down and back.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { e2eServiceEnv, REPO_ROOT } from './e2e-env';

export interface RunningService {
  url: string;
  stop(): Promise<void>;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

/** Waits until /api/health answers 200, or fails with the process output when it does not start. */
async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Service exited with ${child.exitCode}:\n${output()}`);
    if (await isHealthy(url)) return;
    await delay(200);
  }
  throw new Error(`Service at ${url} was not healthy within ${timeoutMs} ms:\n${output()}`);
}

function withChanges(
  base: NodeJS.ProcessEnv,
  changes: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  const out = { ...base, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete out[name];
  return out;
}

/**
 * Starts `tsx server/index.ts`, serving the SPA from distDir (the suite's build by default; the shared web
 * server has built it and the database before any spec runs).
 */
export async function startService(
  port: number,
  timeoutMs = 60_000,
  distDir?: string,
  /** Changes to the environment; undefined removes a variable (e.g. PUBLIC_SEARCH_TOKEN: a random one). */
  env: Record<string, string | undefined> = {},
): Promise<RunningService> {
  const url = `http://127.0.0.1:${port}`;
  if (await isHealthy(url)) throw new Error(`Something already answers on port ${port}`);
  // detached: the process gets its own group, so stop() ends tsx and the node process it runs, and nothing else.
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: REPO_ROOT,
    env: withChanges({ ...process.env, ...e2eServiceEnv(port, distDir) }, env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    const killed = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
    if (!killed && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    await exited;
    // npx can exit before the service it ran has closed its port (a search of its warm-up, or of a user, finishing
    // first): stopped means nothing answers there any more.
    for (const until = Date.now() + 10_000; Date.now() < until && (await isHealthy(url));) await delay(50);
  };

  try {
    await waitForHealth(url, child, () => log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
