// Picks where the source files come from: DATA_DIR, then data/sources/, then the publishers' URLs, then the demo set.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadSources } from './sources/download';
import { DataBuildError } from './errors';
import type { Log } from './progress';
import { hasSourceFiles } from './sources/source-files';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ResolveOptions {
  dataDir?: string;
  /** Defaults to <repo>/data/sources (downloads land there too). */
  sourcesDir?: string;
  demoDir?: string;
  /** Publisher URLs by file; tests point these at a local server. */
  downloadUrls?: Record<string, string>;
  downloadIdleTimeoutMs?: number;
  log?: Log;
}

export interface ResolvedSource {
  dir: string;
  dataKind: 'real' | 'demo';
  origin: 'DATA_DIR' | 'data/sources' | 'download' | 'demo';
}

export async function resolveSources(options: ResolveOptions): Promise<ResolvedSource> {
  const log = options.log ?? (() => undefined);
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    if (!hasSourceFiles(dir))
      throw new DataBuildError(`DATA_DIR ${dir} holds no IPEDS HD file (hd<year>.csv)`, dir);
    return { dir, dataKind: isDemoDir(dir) ? 'demo' : 'real', origin: 'DATA_DIR' };
  }
  const sourcesDir = options.sourcesDir ?? path.join(REPO_ROOT, 'data/sources');
  if (hasSourceFiles(sourcesDir)) return { dir: sourcesDir, dataKind: 'real', origin: 'data/sources' };
  try {
    log(`No DATA_DIR and no files in ${sourcesDir}: downloading from the publishers…`);
    await downloadSources({
      targetDir: sourcesDir,
      urls: options.downloadUrls,
      idleTimeoutMs: options.downloadIdleTimeoutMs,
      log,
    });
    return { dir: sourcesDir, dataKind: 'real', origin: 'download' };
  } catch (error) {
    log(`Download failed: ${(error as Error).message}`);
  }
  const demoDir = options.demoDir ?? path.join(REPO_ROOT, 'data/demo');
  log(`Using the project's demo dataset (Demo data) from ${demoDir}`);
  return { dir: demoDir, dataKind: 'demo', origin: 'demo' };
}

/** The demo folder says so in the first line of its README ("# Demo data"). */
export function isDemoDir(dir: string): boolean {
  const readme = path.join(dir, 'README.md');
  return existsSync(readme) && /demo data/i.test(readFileSync(readme, 'utf8').split('\n')[0] ?? '');
}
