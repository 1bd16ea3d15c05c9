// Many machines, on one (issue 11, decision 0095): two replicas of the service as `npm start` runs it, on the real
// database in a read-only folder, behind Debian's haproxy configured from deploy/haproxy.cfg. Searches run through
// the proxy while one replica is stopped (SIGTERM: graceful), brought back, and the other killed (SIGKILL): no
// client may see a failed request, and the survivor must carry the load.
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { createFixtureDb } from '../engine/fixture-db';
import { HAS_REAL_DATA, realDbPath } from '../engine/real-db';
import { snapshotPathFor, writeSnapshotFor } from '../../server/engine/snapshot/start-up';
import { createFakeDist } from '../server/helpers/fake-dist';
import { requireHaproxy, startHaproxy, type RunningHaproxy, type ServerStats } from './haproxy';
import { runLoad, searchPaths, type LoadResult } from './load';
import { checkoutReadableBy, type Checkout } from '../support/readable-checkout';
import { bundleService, startReplica, unprivilegedUser, type Replica } from './replica';

const TOKEN = 'replica-test-public-token-0123';
// Fast checks for a test; production uses `inter 2s fall 3 rise 2` (deploy/haproxy.cfg).
const CHECK_TIMING = 'check inter 200ms fall 2 rise 1';
const LOAD = { concurrency: 6, durationMs: 4_000, maxRequests: 20_000 };
const STOP_AFTER_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database and its engine snapshot in a folder of their own, all read-only (0444 files, 0555 folder), as compose mounts it. */
async function readOnlyDataDir(): Promise<{ dir: string; dbPath: string; remove: () => void }> {
  const fixture = HAS_REAL_DATA ? undefined : createFixtureDb();
  const source = fixture?.dbPath ?? (await realDbPath());
  const dir = mkdtempSync(path.join(tmpdir(), 'ts-readonly-data-'));
  const dbPath = path.join(dir, 'training.db');
  copyFileSync(source, dbPath);
  fixture?.cleanup();
  // As the data build leaves it (and the image holds it): the engine snapshot beside the database.
  writeSnapshotFor(dbPath);
  chmodSync(snapshotPathFor(dbPath), 0o444);
  chmodSync(dbPath, 0o444);
  chmodSync(dir, 0o555);
  return {
    dir,
    dbPath,
    remove: () => {
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function delta(after: Record<string, ServerStats>, before: Record<string, ServerStats>, name: string) {
  const a = after[name];
  const b = before[name];
  if (!a || !b) throw new Error(`haproxy has no statistics for ${name}`);
  return {
    ok: a.hrsp2xx - b.hrsp2xx,
    other: a.hrspOther - b.hrspOther,
    retries: a.retries - b.retries,
    redispatches: a.redispatches - b.redispatches,
  };
}

const share = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((100 * part) / whole)}%`;

describe('replicas behind haproxy', () => {
  let data: Awaited<ReturnType<typeof readOnlyDataDir>>;
  let dataBefore: { names: string[]; mtimeMs: number; mode: number };
  const dist = createFakeDist();
  const replicas = new Map<string, Replica>();
  /** Each replica's port, kept after it stops. */
  const ports = new Map<string, number>();
  let lb: RunningHaproxy;
  let checkout: Checkout | undefined;
  let env: Record<string, string>;
  // The pages' own user id: the pages' token searches as nobody else (decision 0081).
  const paths = searchPaths('training-search-web', HAS_REAL_DATA);

  beforeAll(async () => {
    console.log(`replica test: ${requireHaproxy()}`);
    data = await readOnlyDataDir();
    dataBefore = {
      names: readdirSync(data.dir),
      mtimeMs: statSync(data.dbPath).mtimeMs,
      mode: statSync(data.dbPath).mode,
    };
    chmodSync(dist.dir, 0o755);
    // The replicas' user may not be able to read a clone in a private folder: then it gets a copy it can read.
    checkout = checkoutReadableBy(unprivilegedUser());
    bundleService(checkout.root);
    env = {
      DB_PATH: data.dbPath,
      DIST_DIR: dist.dir,
      // Every replica must hand its pages the same token: the page may come from one, the search go to another.
      PUBLIC_SEARCH_TOKEN: TOKEN,
      // haproxy forwards the client address; the test's load comes from one address and must not hit the limit.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '10000000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '10000000',
      PUBLIC_CPU_MS_PER_MINUTE: '60000000',
    };
    const [r1, r2] = await Promise.all([
      startReplica('r1', env, { root: checkout.root }),
      startReplica('r2', env, { root: checkout.root }),
    ]);
    replicas.set('r1', r1).set('r2', r2);
    ports.set('r1', r1.port).set('r2', r2.port);
    lb = await startHaproxy({
      servers: [r1, r2].map((r) => ({ name: r.name, port: r.port })),
      checkTiming: CHECK_TIMING,
    });
  }, 150_000);

  afterAll(async () => {
    await lb?.stop();
    for (const r of replicas.values()) {
      r.kill('SIGKILL');
      await r.exited;
    }
    data?.remove();
    dist.remove();
    checkout?.remove();
  });

  it('starts every replica from a read-only database in a read-only folder, and writes nothing beside it', () => {
    expect(replicas.size).toBe(2);
    expect(readdirSync(data.dir)).toEqual(dataBefore.names);
    expect(statSync(data.dbPath).mtimeMs).toBe(dataBefore.mtimeMs);
    expect(statSync(data.dbPath).mode).toBe(dataBefore.mode);
  });

  it('answers the same search with the same bytes and ETag on every replica, and the pages’ token works on each', async () => {
    const config = (await (await fetch(`${lb.url}/config.json`)).json()) as { token: string };
    expect(config.token).toBe(TOKEN);
    const answers = await Promise.all(
      [...replicas.values()].map(async (r) => {
        const response = await fetch(r.url + paths[0], {
          headers: { authorization: `Bearer ${config.token}` },
        });
        return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]?.etag).toBe(answers[0]?.etag);
    expect(answers[1]?.body).toBe(answers[0]?.body);
  });

  /** How long after the victim's exit haproxy's count is read: answers it wrote before it died have arrived by then. */
  const VICTIM_SETTLE_MS = 250;

  /** Runs the load and, STOP_AFTER_MS into it, stops `victim` with `signal`; returns what haproxy and the client saw. */
  async function loadWhileStopping(victim: Replica, signal: NodeJS.Signals) {
    const start = await lb.stats();
    const load: Promise<LoadResult> = runLoad({ baseUrl: lb.url, paths, token: TOKEN, ...LOAD });
    await sleep(STOP_AFTER_MS);
    const atStop = await lb.stats();
    const signalledAt = performance.now();
    victim.kill(signal);
    const exit = await victim.exited;
    const exitedAt = performance.now();
    // An answer the victim wrote just before a SIGKILL reaches haproxy just after: its count is read once those have
    // arrived (nothing of the victim's can start after its exit), so that the window after the exit holds none of them.
    await sleep(VICTIM_SETTLE_MS);
    const atExit = await lb.stats();
    // Answers the client got after haproxy's count at the exit was read: each came after that count but for at most
    // one in flight per connection (counted by haproxy just before, received just after). Answers received between
    // the exit and that count are in neither window, however many the connections got meanwhile.
    const countedAt = performance.now();
    const result = await load;
    const end = await lb.stats();
    replicas.delete(victim.name);
    const survivor = [...replicas.keys()].find((name) => name !== victim.name) ?? '';
    const before = { victim: delta(atStop, start, victim.name), survivor: delta(atStop, start, survivor) };
    const after = { victim: delta(end, atExit, victim.name), survivor: delta(end, atExit, survivor) };
    const whole = { victim: delta(end, start, victim.name), survivor: delta(end, start, survivor) };
    // Searches the victim still answered between the last count before the signal and its exit.
    const finishing = delta(atExit, atStop, victim.name).ok;
    const okAfterExit = result.okTimes.filter((t) => t > exitedAt).length;
    const okAfterCount = result.okTimes.filter((t) => t > countedAt).length;
    const beforeTotal = before.victim.ok + before.survivor.ok;
    const afterTotal = after.victim.ok + after.survivor.ok;
    console.log(
      `replica test, ${signal} to ${victim.name}: ${result.sent} searches sent, ${result.ok} answered, ` +
        `${result.failures.length} failed; before the stop ${victim.name} ${share(before.victim.ok, beforeTotal)} / ` +
        `${survivor} ${share(before.survivor.ok, beforeTotal)} of ${beforeTotal}; after ${victim.name} exited ` +
        `${victim.name} ${share(after.victim.ok, afterTotal)} / ${survivor} ${share(after.survivor.ok, afterTotal)} ` +
        `of ${afterTotal}; haproxy retried ${whole.victim.retries + whole.survivor.retries} times ` +
        `(${whole.victim.redispatches + whole.survivor.redispatches} redispatched, ` +
        `${whole.victim.other} non-2xx answers from ${victim.name} absorbed); ${victim.name} exited ` +
        `(${exit.code ?? exit.signal}) ${Math.round(exitedAt - signalledAt)} ms after the signal, ` +
        `answering ${finishing} more after the count taken just before the signal`,
    );
    return { result, exit, before, after, whole, okAfterExit, okAfterCount, survivor };
  }

  it('loses no search while one replica shuts down gracefully (SIGTERM), and the other carries the load', async () => {
    const r1 = replicas.get('r1');
    if (!r1) throw new Error('r1 is not running');
    const run = await loadWhileStopping(r1, 'SIGTERM');

    expect(run.result.failures.map((f) => f.what)).toEqual([]);
    expect(run.result.ok).toBe(run.result.sent);
    // Graceful: it finished what it had and exited by itself with 0.
    expect(run.exit).toEqual({ code: 0, signal: null });
    // Before the stop both replicas served (round robin); after it, every answer came from the survivor.
    const beforeTotal = run.before.victim.ok + run.before.survivor.ok;
    expect(run.before.victim.ok).toBeGreaterThan(beforeTotal * 0.25);
    expect(run.before.survivor.ok).toBeGreaterThan(beforeTotal * 0.25);
    expect(run.after.victim.ok).toBe(0);
    expect(run.okAfterExit).toBeGreaterThan(20);
    expect(run.after.survivor.ok).toBeGreaterThanOrEqual(run.okAfterCount - LOAD.concurrency);
    // haproxy's count of good answers is the client's: each search was answered once.
    expect(run.whole.victim.ok + run.whole.survivor.ok).toBe(run.result.ok);
  }, 60_000);

  it('takes a restarted replica back, and loses no search when the other one dies (SIGKILL)', async () => {
    const old = replicas.get('r2');
    const gone = 'r1';
    if (!old) throw new Error('r2 is not running');
    // The stopped replica comes back on its port, as a restarted container would; haproxy sees it UP again.
    const restarted = await startReplica(
      gone,
      { ...env, PORT: String(ports.get(gone)) },
      { root: checkout?.root },
    );
    replicas.set(gone, restarted);
    for (let waited = 0; (await lb.stats())[gone]?.status !== 'UP'; waited += 100) {
      if (waited > 10_000) throw new Error(`haproxy did not see ${gone} come back`);
      await sleep(100);
    }

    const run = await loadWhileStopping(old, 'SIGKILL');

    expect(run.result.failures.map((f) => f.what)).toEqual([]);
    expect(run.result.ok).toBe(run.result.sent);
    expect(run.exit).toEqual({ code: null, signal: 'SIGKILL' });
    const beforeTotal = run.before.victim.ok + run.before.survivor.ok;
    expect(run.before.survivor.ok).toBeGreaterThan(beforeTotal * 0.25);
    expect(run.before.victim.ok).toBeGreaterThan(beforeTotal * 0.25);
    expect(run.after.victim.ok).toBe(0);
    expect(run.okAfterExit).toBeGreaterThan(20);
    expect(run.after.survivor.ok).toBeGreaterThanOrEqual(run.okAfterCount - LOAD.concurrency);
    expect(run.whole.victim.ok + run.whole.survivor.ok).toBe(run.result.ok);
  }, 90_000);

  it('has the container health check pass on a live replica and fail on a dead one', () => {
    const check = (port: number) =>
      spawnSync(process.execPath, ['scripts/healthcheck.mjs'], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', PORT: String(port) },
        encoding: 'utf8',
      });
    const live = replicas.get('r1');
    if (!live) throw new Error('r1 is not running');
    expect(check(live.port).status).toBe(0);
    const dead = check(ports.get('r2') ?? 0);
    expect(dead.status).toBe(1);
    expect(dead.stderr).toMatch(/did not answer/);
  });

  it('still finds the data folder as it was after three starts, a graceful stop and a kill', () => {
    expect(readdirSync(data.dir)).toEqual(dataBefore.names);
    expect(statSync(data.dbPath).mtimeMs).toBe(dataBefore.mtimeMs);
  });
});
