// The engine benchmarks repeat every query, round after round: a kept keyword (decision 0240) would be understood
// once for all of them, so keeping is turned off unless BENCH_KEEP_KEYWORDS=1 (each search then pays its keyword's
// whole cost, as a new keyword does). For the engine of any checkout (one that predates keeping has nothing to turn off).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function keptKeywordsOff(checkoutDir: string): Promise<void> {
  if (process.env.BENCH_KEEP_KEYWORDS === '1') return;
  const keeper = path.join(checkoutDir, 'server/engine/programs/keyword-matches.ts');
  if (!existsSync(keeper)) return;
  const mod = (await import(pathToFileURL(keeper).href)) as { setKeptKeywords?: (n: number) => void };
  mod.setKeptKeywords?.(0);
}
