// What a killed build or start leaves beside the database: the build's temporary database (`<db>.tmp-<pid>`, with
// any journal of it) and a half-written engine snapshot (`<db>.engine.<pid>.tmp`). Both are written under a
// temporary name and renamed into place only when complete, so a kill mid-way leaves them behind — 120 MB for a
// real build (issue 23). They are removed at the next start and the next build, once the process that wrote them
// is gone (decision 0194).
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a process with this id is running (and is not this one: a previous run may have had the same id). */
function running(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the leftovers of builds and starts that are no longer running; returns what it removed. */
export function removeLeftovers(dbPath: string, log: (line: string) => void = () => undefined): string[] {
  const dir = path.dirname(dbPath);
  const base = escape(path.basename(dbPath));
  const pattern = new RegExp(`^${base}(?:\\.tmp-(\\d+)(?:-journal|-wal|-shm)?|\\.engine\\.(\\d+)\\.tmp)$`);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = pattern.exec(name);
    const pid = Number(match?.[1] ?? match?.[2]);
    if (!match || running(pid)) continue;
    const file = path.join(dir, name);
    try {
      const size = statSync(file).size;
      rmSync(file, { force: true });
      removed.push(file);
      log(
        `Removed ${name} (${(size / 2 ** 20).toFixed(1)} MB), left by a build or start that did not finish.`,
      );
    } catch {
      // A read-only data folder: nothing was written there either, and nothing can be removed.
    }
  }
  return removed;
}
