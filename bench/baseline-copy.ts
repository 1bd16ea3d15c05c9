// The "before" of a before/after benchmark: the code of another git ref (main by default), extracted into a scratch
// folder with `git archive`, running on this checkout's installed packages (plus any the ref needs that were since
// removed, installed beside them with npm). Nothing is written into the repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BaselineCopy {
  dir: string;
  /** "main @ 1a2b3c4" */
  label: string;
  /** A database built by the ref's own data build (its schema may differ from this checkout's). */
  database: (dataDir: string) => string;
  remove: () => void;
}

/** Links every package of `from` into `into` that is not there yet (scoped ones one by one). */
function linkAll(from: string, into: string): void {
  for (const entry of readdirSync(from)) {
    const target = path.join(into, entry);
    if (entry.startsWith('@')) {
      if (!existsSync(target)) mkdirSync(target);
      linkAll(path.join(from, entry), target);
    } else if (!existsSync(target)) symlinkSync(path.join(from, entry), target);
  }
}

export function baselineCopy(repoRoot: string, ref = process.env.BENCH_BASELINE_REF ?? 'main'): BaselineCopy {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const tar = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (tar.status !== 0) throw new Error(`git archive ${ref} failed`);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  linkAll(path.join(repoRoot, 'node_modules'), modules);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = Object.entries(pkg.dependencies ?? {}).filter(
    ([name]) => !existsSync(path.join(modules, name)),
  );
  if (missing.length > 0) {
    const extra = path.join(dir, '.bench-extra');
    mkdirSync(extra);
    console.log(`baseline ${ref} needs ${missing.map(([n]) => n).join(', ')}: installing it beside the copy`);
    const specs = missing.map(([name, range]) => `${name}@${range}`);
    const npm = spawnSync(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--prefix', extra, ...specs],
      {
        stdio: 'inherit',
      },
    );
    if (npm.status !== 0) throw new Error(`could not install ${specs.join(' ')} for the baseline`);
    linkAll(path.join(extra, 'node_modules'), modules);
  }
  const database = (dataDir: string) => {
    const dbPath = path.join(dir, 'data', 'bench-baseline.db');
    if (existsSync(dbPath)) return dbPath;
    console.log(`building the database with ${ref}'s data build…`);
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'server/data/cli.ts'], {
      cwd: dir,
      env: { ...process.env, DATA_DIR: path.resolve(repoRoot, dataDir), DB_PATH: dbPath },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`${ref}'s data build failed`);
    return dbPath;
  };
  return { dir, label: `${ref} @ ${commit}`, database, remove };
}
