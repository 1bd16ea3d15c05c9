// A throwaway dist/ shaped like Vite's output (module script and stylesheet from /assets, nothing inline).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FAKE_SCRIPT = '/assets/index-abc123.js';

export function createFakeDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ts-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Training Search</title>
<script type="module" crossorigin src="${FAKE_SCRIPT}"></script>
<link rel="stylesheet" crossorigin href="/assets/index-def456.css"></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, FAKE_SCRIPT), 'console.log("app");'.repeat(200));
  writeFileSync(path.join(dir, 'assets', 'index-def456.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
