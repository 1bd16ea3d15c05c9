// The initial-asset list must be exactly what index.html makes the browser fetch at start-up.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkName, initialAssetUrls, measureInitialSizes } from './app-sizes';

const html = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  <link rel="icon" href="/favicon.svg">
  <script>window.inline = 1</script>
  <script src="/boot-check.js" defer></script>
</head><body><div id="root"></div></body></html>`;

describe('initialAssetUrls', () => {
  it('takes the module entry, its modulepreloads, classic scripts and the stylesheets, and nothing else', () => {
    expect(initialAssetUrls(html)).toEqual({
      js: ['/assets/index-abc.js', '/assets/react-def.js', '/boot-check.js'],
      css: ['/assets/index-123.css'],
    });
  });

  it('does not count a lazily loaded chunk that index.html does not name', () => {
    expect(initialAssetUrls(html).js).not.toContain('/assets/route-lazy.js');
  });
});

describe('measureInitialSizes', () => {
  it('sums the gzipped sizes of the initial files', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'app-sizes-'));
    await mkdir(path.join(dist, 'assets'));
    const files: Record<string, string> = {
      'assets/index-abc.js': 'console.log("entry");'.repeat(200),
      'assets/react-def.js': 'export const x = 1;'.repeat(50),
      'assets/index-123.css': 'body{margin:0}'.repeat(30),
      'assets/route-lazy.js': 'x'.repeat(10_000),
      'boot-check.js': 'window.addEventListener("error", f);'.repeat(10),
    };
    await writeFile(path.join(dist, 'index.html'), html);
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dist, name), content);
    const gz = (name: string) => gzipSync(Buffer.from(files[name] ?? '')).length;

    const sizes = await measureInitialSizes(dist);
    expect(sizes.jsGzip).toBe(gz('assets/index-abc.js') + gz('assets/react-def.js') + gz('boot-check.js'));
    expect(sizes.cssGzip).toBe(gz('assets/index-123.css'));
    expect(sizes.js.map((a) => a.file)).toEqual([
      'assets/index-abc.js',
      'assets/react-def.js',
      'boot-check.js',
    ]);
  });
});

describe('chunkName', () => {
  it('names a chunk without its content hash, so two builds line up', () => {
    expect(chunkName('assets/results-views-CaF4jQ9u.js')).toBe('results-views');
    expect(chunkName('assets/index-0tlTZy60.js')).toBe('index');
    expect(chunkName('assets/schema-worker-D_7DlozJ.js')).toBe('schema-worker');
  });
});
