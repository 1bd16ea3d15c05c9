// Downloads the source files from the publishers into data/sources/: all the required ones, or none (no partial set
// left); an optional one that fails is left out and said so (decision 0170).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DownloadSpec, downloadSpecs } from './download-list';
import { DataBuildError } from '../errors';
import type { Log } from '../progress';

export interface DownloadOptions {
  targetDir: string;
  /** Override URLs by key (hd, completions, cip, cipSoc, soc, zcta, geonames, icPy, icAy, ic, oews); tests use a local server. */
  urls?: Readonly<Record<string, string>>;
  log?: Log;
  /** Give up on a server that sends nothing for this long (env DOWNLOAD_IDLE_TIMEOUT_MS, default 30 s). */
  idleTimeoutMs?: number;
}

export async function downloadSources(options: DownloadOptions): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const idle = options.idleTimeoutMs ?? Number(process.env.DOWNLOAD_IDLE_TIMEOUT_MS ?? 30_000);
  const staging = path.join(options.targetDir, `.download-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const written: string[] = [];
    for (const spec of downloadSpecs(options.urls)) {
      log(`Downloading ${spec.url}`);
      let files;
      try {
        const bytes = await fetchWithIdleTimeout(spec, idle);
        try {
          files = spec.unpack(bytes);
        } catch (error) {
          throw new DataBuildError(
            `download of ${spec.url} is not usable: ${(error as Error).message}`,
            spec.url,
          );
        }
      } catch (error) {
        // An optional source that cannot be had is left out (its facts with it); the build says so (0170).
        if (!spec.optional || !(error instanceof DataBuildError)) throw error;
        log(`${error.message}: left out (optional)`);
        continue;
      }
      for (const file of files) {
        writeFileSync(path.join(staging, file.name), file.data);
        written.push(file.name);
      }
    }
    // Only a complete set moves into place.
    for (const name of written) renameSync(path.join(staging, name), path.join(options.targetDir, name));
    log(`Downloaded ${written.length} source files into ${options.targetDir}`);
    return written.map((name) => path.join(options.targetDir, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function fetchWithIdleTimeout(spec: DownloadSpec, idleMs: number): Promise<Buffer> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), idleMs);
  const touch = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), idleMs);
  };
  const fail = (reason: string): DataBuildError =>
    new DataBuildError(`download of ${spec.url} failed: ${reason}`, spec.url);
  try {
    const response = await fetch(spec.url, { signal: controller.signal, redirect: 'follow' });
    if (!response.ok || !response.body) throw fail(`HTTP ${response.status} ${response.statusText}`.trim());
    const chunks: Uint8Array[] = [];
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      touch();
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof DataBuildError) throw error;
    if (controller.signal.aborted) throw fail(`the server sent nothing for ${idleMs} ms (stalled)`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw fail(cause?.code ?? cause?.message ?? (error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}
