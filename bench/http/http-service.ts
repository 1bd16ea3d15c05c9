// Starts the real service (`server/index.ts`) as a child process for the HTTP benchmark, and reads its peak memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BUDGETS_OUT_OF_THE_WAY } from './service-pair';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** An API token: the benchmark is an API client (the page's token serves the page's own searches only). */
export const BENCH_TOKEN = 'http-bench-api-token-0123456789';

export interface Service {
  url: string;
  dataLoadLine: string;
  child: ChildProcess;
  startupMs: number;
}

/** Starts `server/index.ts` on a free port with the real database; resolves when it prints its address. */
export function startService(): Promise<Service> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // One process, as the baseline it is compared with (bench/http/http-scale.ts measures WORKERS).
      WORKERS: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? path.resolve(repoRoot, '../shared/data'),
      API_TOKENS: BENCH_TOKEN,
      PUBLIC_SEARCH_TOKEN: 'http-bench-page-token-0123456789',
      // Budgets out of the way: this benchmark measures throughput from one address.
      ...BUDGETS_OUT_OF_THE_WAY,
      // The relevance benchmark searches through the page's token, as the web app does.
      PUBLIC_RATE_LIMIT_PER_MINUTE: '10000000',
      PUBLIC_CPU_MS_PER_MINUTE: '60000000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let dataLoadLine = '';
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout from the service process');
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`service exited with ${code} before listening`)));
    // Request log lines keep coming during the run; they are read and dropped, as a log shipper would.
    createInterface({ input: stdout }).on('line', (line) => {
      if (line.startsWith('Search data loaded')) dataLoadLine = line;
      const match = /Training Search at (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve({ url: match[1], child, startupMs: performance.now() - started, dataLoadLine });
    });
  });
}

/** The child's peak resident set (VmHWM), in MB. */
export function peakRssMB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}
