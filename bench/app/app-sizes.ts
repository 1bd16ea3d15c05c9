// Gzipped sizes of what the browser must load before the app starts: the entry script, its preloads, the CSS.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialSizes {
  js: AssetSize[];
  css: AssetSize[];
  jsGzip: number;
  cssGzip: number;
}

/** Attribute values of the tags in index.html that load code at start-up (the same list the browser fetches). */
export function initialAssetUrls(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      // Module or classic: both are downloaded and run at start-up (/boot-check.js is a classic one).
      if (src) js.add(src);
      continue;
    }
    const rel = attr('rel')?.toLowerCase();
    const href = attr('href');
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  return { js: [...js], css: [...css] };
}

async function sizeOf(distDir: string, url: string): Promise<AssetSize> {
  const file = path.join(distDir, url.replace(/^\//, '').split('?')[0] ?? '');
  const content = await readFile(file);
  return { file: path.relative(distDir, file), bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** Reads dist/index.html and sizes each initial asset, gzipped at zlib's default level (what servers send). */
export async function measureInitialSizes(distDir: string): Promise<InitialSizes> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const urls = initialAssetUrls(html);
  if (urls.js.length === 0) throw new Error(`No module script in ${distDir}/index.html`);
  const js = await Promise.all(urls.js.map((u) => sizeOf(distDir, u)));
  const css = await Promise.all(urls.css.map((u) => sizeOf(distDir, u)));
  const sum = (list: AssetSize[]) => list.reduce((n, a) => n + a.gzipBytes, 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

/** Every script the build emitted (initial and lazy), gzipped, by name without its content hash. */
export async function measureAllScripts(distDir: string): Promise<Map<string, AssetSize>> {
  const assets = path.join(distDir, 'assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js')).sort();
  const sizes = await Promise.all(files.map((f) => sizeOf(distDir, `assets/${f}`)));
  return new Map(sizes.map((s) => [chunkName(s.file), s]));
}

/** `assets/results-views-CaF4jQ9u.js` -> `results-views`: the same chunk across two builds. */
export function chunkName(file: string): string {
  return path.basename(file).replace(/-[\w-]{8}\.js$/, '');
}
