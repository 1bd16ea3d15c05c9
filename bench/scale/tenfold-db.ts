// The 10× database the scale bench runs on (issue 11, decision 0120): ten shifted copies of the real rows. Copy k
// (0–9) offsets institution ids by k·10^8 and program ids by k·10^14 (both stay exact in a float64), moves each
// campus k·0.02° north and east (about 2 km a step: near its town, distinct on the map) and names copies after the
// first "… (site k+1)". Lookups (CIP, SOC, places, mined terms) are copied once. The full-text table the naive
// baseline reads is left out: the engine never reads it. Built once per source database and kept in the system's
// temp folder, keyed by the source's content hash, so a second bench run reuses it.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensureDatabase } from '../../server/data/ensure-database';

export const COPIES = 10;
const INST_OFFSET = 1e8;
const PROG_OFFSET = 1e14;
const STEP_DEGREES = 0.02;

async function fileHash(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex').slice(0, 16);
}

/**
 * The scale benches' two databases: the 1× one (DB_PATH, else data/training.db, built from DATA_DIR when missing)
 * and its cached 10× copy.
 */
export async function ensureScaleDatabases(
  repoRoot: string,
  log: (line: string) => void,
): Promise<{ oneX: string; tenX: string }> {
  const oneX = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
  await ensureDatabase({
    dbPath: oneX,
    dataDir: path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data'),
    log,
  });
  return { oneX, tenX: await ensureTenfoldDatabase(oneX, log) };
}

/** The cached 10× database for `sourceDb`, built first when missing. */
export async function ensureTenfoldDatabase(
  sourceDb: string,
  log: (line: string) => void = () => undefined,
): Promise<string> {
  const dir = process.env.BENCH_SCALE_DIR ?? path.join(os.tmpdir(), 'training-search-bench');
  mkdirSync(dir, { recursive: true });
  // v2: school_year_cost and school_online copied with their schools (a v1 copy left copies 1–9 without them).
  const target = path.join(dir, `tenfold-v2-${await fileHash(sourceDb)}.db`);
  if (existsSync(target)) return target;
  log(`building the 10× database at ${target} (once per source database)…`);
  const t0 = performance.now();
  const tmp = `${target}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  const db = new Database(tmp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(`ATTACH DATABASE '${sourceDb.replaceAll("'", "''")}' AS src`);
    const objects = db
      .prepare(
        `SELECT type, name, sql FROM src.sqlite_master
          WHERE sql IS NOT NULL AND name NOT LIKE 'program_fts%' AND name NOT LIKE 'sqlite_%'`,
      )
      .all() as Array<{ type: string; name: string; sql: string }>;
    const tables = objects.filter((o) => o.type === 'table');
    for (const t of tables) db.exec(t.sql);
    const columns = (table: string) =>
      (db.prepare(`PRAGMA src.table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
    const replicated: Record<string, Record<string, string>> = {
      institution: {
        id: `id + @k * ${INST_OFFSET}`,
        name: `CASE WHEN @k = 0 THEN name ELSE name || ' (site ' || (@k + 1) || ')' END`,
        latitude: `latitude + @k * ${STEP_DEGREES}`,
        longitude: `longitude + @k * ${STEP_DEGREES}`,
        ipeds_id: `CASE WHEN ipeds_id IS NULL THEN NULL ELSE ipeds_id + @k * ${INST_OFFSET} END`,
      },
      program: {
        id: `id + @k * ${PROG_OFFSET}`,
        institution_id: `institution_id + @k * ${INST_OFFSET}`,
      },
      program_soc: { program_id: `program_id + @k * ${PROG_OFFSET}` },
      // A school's year of tuition and its online offer (issue 21): each copy's school has its own.
      school_year_cost: { institution_id: `institution_id + @k * ${INST_OFFSET}` },
      school_online: { institution_id: `institution_id + @k * ${INST_OFFSET}` },
    };
    db.transaction(() => {
      for (const t of tables) {
        const cols = columns(t.name);
        const shift = replicated[t.name];
        const list = cols.join(', ');
        if (!shift) db.exec(`INSERT INTO main.${t.name} (${list}) SELECT ${list} FROM src.${t.name}`);
        else {
          // One statement per copy, so rows keep the source's order (a program's neighbours stay its neighbours).
          for (let k = 0; k < COPIES; k++) {
            const exprs = cols.map((c) => (shift[c] ?? c).replaceAll('@k', String(k))).join(', ');
            db.exec(`INSERT INTO main.${t.name} (${list}) SELECT ${exprs} FROM src.${t.name}`);
          }
        }
      }
      db.prepare(
        `UPDATE main.build_info SET value = value || ' (10× bench copy)' WHERE key = 'built_at'`,
      ).run();
    })();
    for (const o of objects.filter((x) => x.type === 'index')) db.exec(o.sql);
    db.exec('DETACH DATABASE src');
  } catch (error) {
    db.close();
    rmSync(tmp, { force: true });
    throw error;
  }
  db.close();
  renameSync(tmp, target);
  log(`10× database built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return target;
}
