// npm start: runs the service from a bundled JavaScript file (rebuilt when a source is newer) instead of tsx.
// Transpiling TypeScript at run time cost about a second of start-up (docs/budgets.md: start-up ≤ 2 s).
import cluster from 'node:cluster';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.cache', 'server');
const entry = path.join(outDir, 'index.mjs');
const SOURCE_DIRS = ['server', 'contract'];

/** Newest modification time of the sources the bundle is made from (tests excluded): a few ms of stat calls. */
function newestSource() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const dir of SOURCE_DIRS) {
    for (const e of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!e.isFile() || !e.name.endsWith('.ts') || e.name.endsWith('.test.ts')) continue;
      newest = Math.max(newest, statSync(path.join(e.parentPath, e.name)).mtimeMs);
    }
  }
  return newest;
}

function bundleTime() {
  try {
    return statSync(entry).mtimeMs;
  } catch {
    return -Infinity;
  }
}

/**
 * Each bundled module keeps its own source file's `import.meta.url`, so paths computed from it (the repo root,
 * schema.sql) resolve exactly as under tsx. The bundle is a local cache, tied to this checkout.
 */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

async function bundle() {
  const started = Date.now();
  const esbuild = await import('esbuild');
  // Code splitting keeps the dynamically imported modes (data build, gateway) and their packages out of the
  // entry chunk: a start with a built database never loads the spreadsheet reader.
  const result = await esbuild.build({
    absWorkingDir: root,
    // The data build runs in a process of its own at a first start (server/start/prepare.ts).
    entryPoints: { index: 'server/index.ts', 'build-database': 'server/start/build-database-child.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    write: false,
    logLevel: 'warning',
    plugins: [keepModuleUrls],
  });
  mkdirSync(outDir, { recursive: true });
  // Chunks have content-hashed names; the entry goes last, each file by rename, so a start running at the same
  // time reads either the old bundle or the new one, never half of one.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  for (const file of files) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
  // Stamped with the time the build started, so a source saved during the build still counts as newer.
  utimesSync(entry, new Date(started), new Date(started));
  // Old chunks go once no service started from them can still be loading them (modes are imported at start).
  const keep = new Set(files.map((f) => path.basename(f.path)));
  for (const name of readdirSync(outDir)) {
    const file = path.join(outDir, name);
    if (!keep.has(name) && name.startsWith('chunk-') && statSync(file).mtimeMs < started - 3_600_000)
      rmSync(file);
  }
}

// A worker (WORKERS > 1 runs this script again in each) uses the bundle its primary checked: it never rebuilds the
// bundle under a running primary, nor walks the sources again.
if (cluster.isPrimary && newestSource() >= bundleTime()) {
  // The first step of a first start (or of one after the code changed), said like the steps after it (decision 0152).
  const first = bundleTime() === -Infinity;
  console.log(
    first ? 'Bundling the service for npm start…' : 'Bundling the service again (its code changed)…',
  );
  const started = Date.now();
  await bundle();
  console.log(`Bundled the service in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
// `--bundle-only` makes the bundle and stops: the Dockerfile's build stage, so the image starts without esbuild.
// The bundle's folder, for the entries it starts in processes of their own (server/start/prepare.ts).
process.env.TRAINING_SEARCH_BUNDLE_DIR = outDir;
if (!process.argv.includes('--bundle-only')) await import(pathToFileURL(entry).href);
