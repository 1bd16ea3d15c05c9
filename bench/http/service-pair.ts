// Starts the service from a given folder (this checkout, or a baseline copy of another ref) on a free port, with
// default settings plus the tokens the benchmarks use, on the real database; and reads its descriptors and memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from '../../server/data/ensure-database';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PAGE_TOKEN = 'bench-page-token-0123456789abcdef';
export const API_TOKEN = 'bench-api-token-0123456789abcdef';

/**
 * A service's per-client budgets out of the way, for benchmarks that measure throughput from one address (the
 * load generator's) with an API token.
 */
export const BUDGETS_OUT_OF_THE_WAY = {
  RATE_LIMIT_PER_MINUTE: '10000000',
  TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
  CPU_MS_PER_MINUTE: '60000000',
  TOKEN_CPU_MS_PER_MINUTE: '600000000',
};
export const WEB_USER = 'training-search-web';

export interface RunningService {
  url: string;
  child: ChildProcess;
  pid: number;
  stop: () => void;
}

export const DATA_DIR = process.env.DATA_DIR ?? path.resolve(repoRoot, '../shared/data');

/** The real database, built once when missing. */
export async function benchDatabase(): Promise<string> {
  const dbPath = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
  await ensureDatabase({ dbPath, dataDir: DATA_DIR });
  return dbPath;
}

/** A stand-in for the built pages (without one the service would build the app at start). */
export function fakeDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function startIn(cwd: string, dbPath: string, distDir: string): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd,
    env: {
      ...process.env,
      // One process, as the baseline it is compared with (bench/http/http-scale.ts measures WORKERS).
      WORKERS: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: dbPath,
      DIST_DIR: distDir,
      PUBLIC_SEARCH_TOKEN: PAGE_TOKEN,
      API_TOKENS: API_TOKEN,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stdout = child.stdout;
  if (!stdout || child.pid === undefined) throw new Error('the service did not start');
  const pid = child.pid;
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`service in ${cwd} exited with ${code}`)));
    createInterface({ input: stdout }).on('line', (line) => {
      const match = /Training Search at (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve({ url: match[1], child, pid, stop: () => child.kill('SIGTERM') });
    });
  });
}

export function openDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

export function residentMB(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}
