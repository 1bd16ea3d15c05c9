// Downloads the source files from the publishers' official URLs (placeholder until the real code lands).
import type { Log } from './progress';

export interface DownloadOptions {
  targetDir: string;
  urls?: Record<string, string>;
  log?: Log;
}

export async function downloadSources(_options: DownloadOptions): Promise<void> {
  throw new Error('download not available');
}
