// Before a build replaces the current database: is the new one clearly worse? (decision 0083)
//
// A damaged source set still "builds": an HD file with only its header gives 6,232 programs instead of 273,827, a
// missing part of the completions file half of them. Such a build must not silently replace a good database.
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/** The new database may hold no fewer than this share of the current one's programs and institutions. */
export const MIN_KEPT_SHARE = 0.9;
/** A file may reject at most this share of its rows… */
export const MAX_REJECTED_SHARE = 0.1;
/** …unless the current database's build of the same source rejected nearly as many (within this). */
export const REJECTED_SHARE_SLACK = 0.02;

export interface SourceSummary {
  dataName: string;
  fileName: string;
  rowsRead: number;
  rowsKept: number;
}

export interface DatabaseSummary {
  dataKind: 'real' | 'demo';
  programs: number;
  institutions: number;
  sources: SourceSummary[];
}

/** What the database at dbPath holds; null when there is none (or it cannot be read: nothing to protect). */
export function summarizeDatabase(dbPath: string): DatabaseSummary | null {
  if (!existsSync(dbPath)) return null;
  let db: Database.Database | undefined;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
    const count = (table: string) =>
      (db?.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const kind = db.prepare("SELECT value FROM build_info WHERE key = 'data_kind'").get() as
      { value: string } | undefined;
    const sources = db
      .prepare('SELECT data_name, file_name, rows_read, rows_kept FROM source ORDER BY id')
      .all() as Array<{ data_name: string; file_name: string; rows_read: number; rows_kept: number }>;
    return {
      dataKind: kind?.value === 'demo' ? 'demo' : 'real',
      programs: count('program'),
      institutions: count('institution'),
      sources: sources.map((s) => ({
        dataName: s.data_name,
        fileName: s.file_name,
        rowsRead: s.rows_read,
        rowsKept: s.rows_kept,
      })),
    };
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

const n = (v: number) => v.toLocaleString('en-US');
const pct = (v: number) => `${Math.round(v * 100)}%`;
/** The same source across vintages: "IPEDS HD2024 …" and "IPEDS HD2025 …" are one source. */
const sourceKey = (dataName: string) => dataName.replace(/\d{4}/g, '').trim();
const filesOf = (s: SourceSummary) => s.fileName.split(' + ').filter(Boolean);
const rejectedShare = (s: SourceSummary) => (s.rowsRead === 0 ? 0 : (s.rowsRead - s.rowsKept) / s.rowsRead);

/** Why the new build must not replace the current database; [] when it may. */
export function replacementProblems(current: DatabaseSummary | null, next: DatabaseSummary): string[] {
  // The demo dataset is no data to protect: any build may replace it.
  if (current === null || current.dataKind === 'demo') return [];
  const problems: string[] = [];
  for (const what of ['programs', 'institutions'] as const) {
    if (next[what] < current[what] * MIN_KEPT_SHARE) {
      problems.push(
        `it would hold ${n(next[what])} ${what} instead of ${n(current[what])} ` +
          `(${pct(1 - next[what] / current[what])} fewer; more than ${pct(1 - MIN_KEPT_SHARE)} is refused)`,
      );
    }
  }
  const nextByKey = new Map(next.sources.map((s) => [sourceKey(s.dataName), s]));
  for (const before of current.sources) {
    const now = nextByKey.get(sourceKey(before.dataName));
    if (!now) {
      problems.push(
        `${before.fileName} (${before.dataName}) was read for the current database and is missing now`,
      );
      continue;
    }
    const had = filesOf(before);
    const has = filesOf(now);
    if (has.length < had.length) {
      const missing = had.filter((f) => !has.includes(f));
      problems.push(
        `${missing.length > 0 ? missing.join(', ') : `${had.length - has.length} file(s) of ${before.dataName}`} ` +
          `was read for the current database and is missing now (${has.length} of ${had.length} files)`,
      );
    }
  }
  const currentByKey = new Map(current.sources.map((s) => [sourceKey(s.dataName), s]));
  for (const now of next.sources) {
    const share = rejectedShare(now);
    const before = currentByKey.get(sourceKey(now.dataName));
    const usual = before ? rejectedShare(before) : 0;
    if (share > MAX_REJECTED_SHARE && share > usual + REJECTED_SHARE_SLACK) {
      problems.push(
        `${now.fileName}: ${n(now.rowsRead - now.rowsKept)} of ${n(now.rowsRead)} rows rejected (${pct(share)}; ` +
          `the current database's build rejected ${pct(usual)})`,
      );
    }
  }
  return problems;
}

/**
 * A table may lose at most this share of its rows from one build to the next, and so may any one source's rows of
 * a table that says where each row came from (a `source` column): a source that lost 7 % of its institutions was
 * inside the 10 % allowed for all institutions together and replaced the database silently (issue 23).
 */
export const MAX_TABLE_DROP = 0.05;

/** Row counts per table, and per value of the `source` column where a table has one. */
function tableCounts(db: Database.Database): Map<string, number> {
  const counts = new Map<string, number>();
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const quoted = `"${table.replace(/"/g, '""')}"`;
    counts.set(table, (db.prepare(`SELECT count(*) FROM ${quoted}`).pluck().get() as number) ?? 0);
    const columns = db.prepare(`PRAGMA table_info(${quoted})`).all() as Array<{ name: string }>;
    if (!columns.some((c) => c.name === 'source')) continue;
    const groups = db.prepare(`SELECT source, count(*) FROM ${quoted} GROUP BY source`).raw().all() as Array<
      [unknown, number]
    >;
    for (const [source, n] of groups) counts.set(`${table} rows from ${String(source)}`, n);
  }
  return counts;
}

/**
 * Every table of the current database (and every source's part of it) against the new one, driven by the tables
 * the databases hold rather than a list kept by hand, so that tables added later are judged too. [] when the new
 * one may replace it; nothing to protect when there is no current database, or it is the demo dataset.
 */
export function tableShrinkage(currentPath: string, nextPath: string): string[] {
  const current = summarizeDatabase(currentPath);
  if (current === null || current.dataKind === 'demo') return [];
  let before: Map<string, number>;
  let after: Map<string, number>;
  const read = (file: string) => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return tableCounts(db);
    } finally {
      db.close();
    }
  };
  try {
    before = read(currentPath);
    after = read(nextPath);
  } catch {
    return [];
  }
  const problems: string[] = [];
  for (const [what, had] of before) {
    const has = after.get(what);
    // A table the new schema no longer has is a schema change, judged by the schema version, not here.
    if (has === undefined && !what.includes(' rows from ')) continue;
    const now = has ?? 0;
    if (had > 0 && now < had * (1 - MAX_TABLE_DROP)) {
      problems.push(
        `${what}: ${n(now)} instead of ${n(had)} (${pct(1 - now / had)} fewer; more than ` +
          `${pct(MAX_TABLE_DROP)} is refused)`,
      );
    }
  }
  return problems;
}
