// One replica of the service started as the container starts it (`npm start`, the image's CMD), on a loopback
// port, as an unprivileged user when the tests run as root (as in the image), so that a write beside the read-only
// database would fail. npm and the service get a process group of their own: SIGTERM goes to npm alone, as
// `docker stop` sends it to the container's first process; SIGKILL goes to the whole group, as when a container
// or its machine dies.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../server/config';
import { unprivilegedUser, type User } from '../support/readable-checkout';

export { unprivilegedUser };

export interface Replica {
  name: string;
  port: number;
  url: string;
  /** Resolves with npm's exit code (the service's, null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM to npm (which passes it on to the service); SIGKILL to npm and the service together. */
  kill: (signal: NodeJS.Signals) => void;
  output: () => string;
}

/** Builds npm start's bundle of the service once, as the Dockerfile does, so replicas only read it. */
export function bundleService(root = repoRoot): void {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--bundle-only'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`bundling the service failed:\n${result.stderr}`);
}

/** Starts a replica; resolves on its ready line, rejects with its output when it exits or stays silent. */
export function startReplica(
  name: string,
  env: Record<string, string>,
  {
    user = unprivilegedUser(),
    root = repoRoot,
    timeoutMs = 60_000,
  }: {
    user?: User | undefined;
    /** The checkout it runs from: one the user can read (tests/support/readable-checkout.ts). */
    root?: string;
    timeoutMs?: number;
  } = {},
): Promise<Replica> {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      // npm would otherwise ask the registry for a newer npm on every start.
      npm_config_update_notifier: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...user,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(signal === 'SIGKILL' ? -child.pid : child.pid, signal);
    } catch {
      // already gone
    }
  };
  let output = '';
  const keep = (text: string) => (output = (output + text).slice(-4000));
  child.stderr.on('data', (c: Buffer) => keep(c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise<Replica>((resolve, reject) => {
    const timer = setTimeout(() => {
      signalGroup('SIGKILL');
      reject(new Error(`replica ${name} did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`replica ${name} exited before it was ready:\n${output}`));
    });
    let url = '';
    let workers = 1;
    let warm = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      keep(`${line}\n`);
      const ready = /Training Search at (http:\/\/\S+)/.exec(line);
      if (ready?.[1]) {
        url = ready[1];
        workers = Number(/; (\d+) workers\)/.exec(line)?.[1] ?? 1);
      }
      if (/^(\[worker \d+\] )?Warm: /.test(line)) warm += 1;
      // Ready once every process has also built what it builds after listening: until then a busy machine can stall
      // its health checks long enough for haproxy to take it for down.
      if (!url || warm < workers) return;
      clearTimeout(timer);
      resolve({
        name,
        url,
        port: Number(new URL(url).port),
        exited,
        kill: signalGroup,
        output: () => output,
      });
    });
  });
}
