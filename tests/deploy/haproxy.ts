// Debian's haproxy on loopback, configured from deploy/haproxy.cfg (the file compose.yaml mounts): only the lines
// marked "# loopback: …" change (listen addresses, fixed servers instead of Docker's DNS, check timing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../server/config';

export const HAPROXY_CFG = path.join(repoRoot, 'deploy/haproxy.cfg');
/** Debian installs it in /usr/sbin, which a non-root PATH may lack. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export interface LoopbackOptions {
  lbPort: number;
  statsPort: number;
  servers: { name: string; port: number }[];
  /** The default-server line's check settings, e.g. `check inter 200ms fall 2 rise 1`. */
  checkTiming: string;
}

/** Replaces the one line carrying each marker; throws when a marker is missing or repeated (the file changed). */
function replaceMarked(config: string, marker: string, lines: string[]): string {
  const pattern = new RegExp(`^([ \\t]*).*# loopback: ${marker}[ \\t]*$`, 'gm');
  const found = config.match(pattern) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `deploy/haproxy.cfg: expected one line marked "# loopback: ${marker}", found ${found.length}`,
    );
  }
  return config.replace(pattern, (_line, indent: string) => lines.map((l) => indent + l).join('\n'));
}

export function loopbackConfig(template: string, opts: LoopbackOptions): string {
  let config = replaceMarked(template, 'listen address', [`bind 127.0.0.1:${opts.lbPort}`]);
  config = replaceMarked(config, 'stats address', [`bind 127.0.0.1:${opts.statsPort}`]);
  config = replaceMarked(config, 'check timing', [`default-server ${opts.checkTiming}`]);
  config = replaceMarked(
    config,
    'servers',
    opts.servers.map((s) => `server ${s.name} 127.0.0.1:${s.port}`),
  );
  // Docker's DNS is not here, and nothing uses it once the servers are fixed.
  return config.replace(/^resolvers docker\n(?:[ \t]+.*\n|[ \t]*\n)*?(?=\S)/m, '');
}

/** Fails with a clear message when haproxy is missing: CI installs it (.ci/run), so this must not skip. */
export function requireHaproxy(): string {
  const result = spawnSync(HAPROXY, ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      "Debian's haproxy is needed for the replica test and was not found: apt-get install -y haproxy " +
        '(.ci/run installs it).',
    );
  }
  return result.stdout.split('\n')[0] ?? '';
}

/** `haproxy -c`: the configuration's own syntax check. */
export function checkConfig(file: string): { ok: boolean; output: string } {
  const result = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** A port that was free a moment ago (the kernel's choice), for haproxy, which cannot report the port it took. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerStats {
  status: string;
  /** Answers by class, as haproxy counted them for this server. */
  hrsp2xx: number;
  hrspOther: number;
  /** Retries and redispatches haproxy made from this server. */
  retries: number;
  redispatches: number;
}

export interface RunningHaproxy {
  url: string;
  stats: () => Promise<Record<string, ServerStats>>;
  stop: () => Promise<void>;
}

/** Reads haproxy's CSV statistics for the backend `app`, one entry per server. */
async function readStats(statsPort: number): Promise<Record<string, ServerStats>> {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
  const [header = '', ...rows] = csv.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const stats: Record<string, ServerStats> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const get = (name: string) => cells[names.indexOf(name)] ?? '';
    const num = (name: string) => Number(get(name) || 0);
    if (get('pxname') !== 'app' || get('svname') === 'BACKEND') continue;
    stats[get('svname')] = {
      status: get('status'),
      hrsp2xx: num('hrsp_2xx'),
      hrspOther: num('hrsp_1xx') + num('hrsp_3xx') + num('hrsp_4xx') + num('hrsp_5xx') + num('hrsp_other'),
      retries: num('wretr'),
      redispatches: num('wredis'),
    };
  }
  return stats;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts haproxy in the foreground on a generated config; resolves once every server is UP. */
export async function startHaproxy(
  opts: Omit<LoopbackOptions, 'lbPort' | 'statsPort'>,
): Promise<RunningHaproxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ts-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  const lbPort = await freePort();
  const statsPort = await freePort();
  writeFileSync(file, loopbackConfig(readFileSync(HAPROXY_CFG, 'utf8'), { ...opts, lbPort, statsPort }));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (c: Buffer) => (errors = (errors + c.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const stats = () => readStats(statsPort);
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${errors}`);
    const current = await stats().catch(() => undefined);
    if (current && opts.servers.every((s) => current[s.name]?.status === 'UP')) break;
    if (waited > 15_000) {
      await stop();
      throw new Error(
        `haproxy did not see every replica UP within 15 s: ${JSON.stringify(current)}\n${errors}`,
      );
    }
    await sleep(100);
  }
  return { url: `http://127.0.0.1:${lbPort}`, stats, stop };
}
