// A rebuilt database is taken up without a restart, by every worker together (decision 0194): the service watches the
// database file; when a build replaces it, each serving process opens the new one beside the old (one worker at a
// time, so the others keep serving), and then all switch at once. Until the switch every answer comes from the old
// database, after it every answer on a new connection from the new one: never two databases served side by side.
import { statSync, type Stats } from 'node:fs';
import Database from 'better-sqlite3';
import type { SearchEngine } from './engine/types';

/** The engine snapshot beside a database (snapshot/start-up.ts snapshotPathFor; not imported: the primary of several
 * workers loads no engine code). */
const snapshotOf = (dbPath: string) => `${dbPath}.engine`;

/** An engine that can be closed (the local engine; the gateway has nothing to close). */
export type ClosableEngine = SearchEngine & { close?: () => void };

/** A SearchEngine whose data can be replaced in one step: every call after swap() goes to the new engine. */
export interface SwappableEngine extends SearchEngine {
  swap(next: ClosableEngine): void;
  /** Bumped by each swap: answers kept from before (the result cache) are keyed by it. */
  readonly generation: number;
  readonly current: ClosableEngine;
}

export function swappableEngine(initial: ClosableEngine): SwappableEngine {
  let current = initial;
  let generation = 0;
  return {
    searchPrograms: (req, ctx) => current.searchPrograms(req, ctx),
    searchInstitutions: (req, ctx) => current.searchInstitutions(req, ctx),
    suggest: (req) => current.suggest?.(req) ?? { Field: req.field, Query: req.text, Suggestions: [] },
    programDetails: (req, ctx) => current.programDetails(req, ctx),
    info: () => current.info(),
    swap(next) {
      const old = current;
      current = next;
      generation++;
      // The engine is synchronous: no search of the old one is under way once this runs.
      old.close?.();
    },
    get generation() {
      return generation;
    },
    get current() {
      return current;
    },
  };
}

/** The build time recorded in a database (its identity: a rebuild records a new one); '' when unreadable. */
export function readBuiltAt(dbPath: string): string {
  let db: Database.Database | undefined;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
    const row = db.prepare("SELECT value FROM build_info WHERE key = 'built_at'").pluck().get() as
      string | undefined;
    return row ?? '';
  } catch {
    return '';
  } finally {
    db?.close();
  }
}

export interface WatchOptions {
  /** How often the file is looked at (default 2 s). */
  intervalMs?: number;
  /** Longest wait for the build's engine snapshot to follow the database (default 60 s). */
  snapshotWaitMs?: number;
}

/**
 * Calls `onRebuilt(builtAt)` when a build has replaced the database file (a rename: a new inode, or a new size or
 * time) and records another build time. The data build writes the engine snapshot just after the database; the
 * call waits for it (its time at least the database's, or `snapshotWaitMs`), so that the processes open the new
 * database from its snapshot rather than each building the arrays again. Returns a stop function.
 */
export function watchDatabase(
  dbPath: string,
  knownBuiltAt: string,
  onRebuilt: (builtAt: string) => void,
  opts: WatchOptions = {},
): () => void {
  const intervalMs = opts.intervalMs ?? 2000;
  const snapshotWaitMs = opts.snapshotWaitMs ?? 60_000;
  let known = knownBuiltAt;
  let seen = identity(statOf(dbPath));
  let changedAt = 0;
  const timer = setInterval(() => {
    const stat = statOf(dbPath);
    const now = identity(stat);
    if (now !== seen) {
      seen = now;
      changedAt = Date.now();
    }
    if (changedAt === 0 || !stat) return;
    const snapshot = statOf(snapshotOf(dbPath));
    const snapshotFollowed = snapshot !== undefined && snapshot.mtimeMs >= stat.mtimeMs;
    if (!snapshotFollowed && Date.now() - changedAt < snapshotWaitMs) return;
    changedAt = 0;
    const builtAt = readBuiltAt(dbPath);
    if (builtAt === '' || builtAt === known) return;
    known = builtAt;
    onRebuilt(builtAt);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

function statOf(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

const identity = (s: Stats | undefined) => (s ? `${s.ino}:${s.size}:${s.mtimeMs}` : 'none');
