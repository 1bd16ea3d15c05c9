// Builds the web app into the folder given (npm start, when dist/ has no index.html): Vite's production build with
// only warnings printed, and, when run by npm start (an IPC channel), how far it is, for its progress bar
// (decision 0152). Rollup reports nothing between its last module and the end of the module graph (Tailwind's CSS,
// the schema worker's own bundle: about half the build), so the bar follows the app's own source files through the
// transforms (to 40 %), creeps toward 85 % meanwhile, and then follows Rollup's last phases.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, process.argv[2] ?? 'dist');
const srcDir = path.join(root, 'src');

const report = (fraction, doing, creepTo) => process.send?.({ type: 'progress', fraction, doing, creepTo });

/** The app's own modules: the files under src/ that are not tests (not every one is part of the build). */
const sources = readdirSync(srcDir, { recursive: true }).filter(
  (f) => /\.(tsx?|jsx?|css)$/.test(f) && !/\.test\.tsx?$/.test(f),
).length;

let seen = 0;
const progress = {
  name: 'npm-start-progress',
  apply: 'build',
  transform(_code, id) {
    if (!id.startsWith(srcDir)) return null;
    seen += 1;
    report(Math.min(0.4, (0.4 * seen) / sources), 'transforming', 0.85);
    return null;
  },
  renderStart() {
    report(0.88, 'rendering chunks', 0.95);
  },
  generateBundle() {
    report(0.96, 'writing files');
  },
  closeBundle() {
    report(1, 'done');
  },
};

try {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [progress] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
