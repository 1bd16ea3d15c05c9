// Slow and greedy clients on loopback, bounded: idle connections that never finish their headers, and connections
// that ask for large answers and never read them. Measures the service's descriptors and memory, and whether an
// ordinary search still succeeds — for main (the "before") and this checkout, with default settings, in one run.
// Run alone: `npx tsx bench/load/http-slow-clients.ts` (BENCH_IDLE_CONNECTIONS=3000, BENCH_STALLED_CONNECTIONS=200).
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { institutionsApiPath, programsApiPath } from '../../contract/urls/paths';
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../contract/requests';
import { baselineCopy } from '../baseline-copy';
import {
  API_TOKEN,
  DATA_DIR,
  benchDatabase,
  fakeDist,
  openDescriptors,
  repoRoot,
  residentMB,
  startIn,
  type RunningService,
} from '../http/service-pair';

const IDLE = Number(process.env.BENCH_IDLE_CONNECTIONS ?? 3000);
const STALLED = Number(process.env.BENCH_STALLED_CONNECTIONS ?? 200);
const PIPELINED = 5;

interface Figures {
  idle: { fds: number; ordinaryStatus: string; ordinaryMs: number; fdsAfter20s: number };
  stalled: { rssBefore: number; rss: number; fds: number; rssLater: number; fdsLater: number };
}

function connect(port: number, from: string): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.on('error', () => resolve(null));
  });
}

async function ordinary(url: string): Promise<[string, number]> {
  const t0 = performance.now();
  try {
    const res = await fetch(
      url +
        `/api${programsApiPath({ ...defaultProgramsSearch, userId: 'visitor', keyword: 'welding', location: 'Lubbock, TX', radius: '50' })}`,
      {
        headers: { authorization: `Bearer ${API_TOKEN}` },
        signal: AbortSignal.timeout(10_000),
      },
    );
    await res.arrayBuffer();
    return [String(res.status), performance.now() - t0];
  } catch (error) {
    return [(error as Error).name, performance.now() - t0];
  }
}

async function measure(service: RunningService): Promise<Figures> {
  const port = Number(new URL(service.url).port);
  // 1. Idle connections from 30 addresses that send half a request line and then nothing.
  const idle: net.Socket[] = [];
  const perAddress = Math.ceil(IDLE / 30);
  for (let a = 0; a < 30; a++) {
    const opened = await Promise.all(
      Array.from({ length: perAddress }, () => connect(port, `127.0.2.${a + 1}`)),
    );
    for (const s of opened) {
      if (!s) continue;
      s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      idle.push(s);
    }
  }
  await delay(1000);
  const idleFds = openDescriptors(service.pid);
  const [ordinaryStatus, ordinaryMs] = await ordinary(service.url);
  await delay(19_000);
  const idleFdsLater = openDescriptors(service.pid);
  for (const s of idle) s.destroy();
  await delay(2000);

  // 2. Connections that pipeline large answers (v1, 500 schools, ~1.4 MB each) and never read them.
  const rssBefore = residentMB(service.pid);
  const stalled: net.Socket[] = [];
  for (let k = 0; k < STALLED; k++) {
    const s = await connect(port, `127.0.3.${(k % 20) + 1}`);
    if (!s) continue;
    const get = (j: number) =>
      `GET /api${institutionsApiPath({ ...defaultInstitutionsSearch, userId: `reader-${k}`, limitRecord: 500, startRecord: j * 500 })} HTTP/1.1\r\n` +
      `Host: x\r\nAuthorization: Bearer ${API_TOKEN}\r\nAccept-Encoding: identity\r\n\r\n`;
    s.write(Array.from({ length: PIPELINED }, (_, j) => get(j)).join(''));
    s.pause();
    stalled.push(s);
  }
  await delay(5000);
  const rss = residentMB(service.pid);
  const fds = openDescriptors(service.pid);
  // Node looks at idle sockets on a timer: a 15 s stall timeout closes them within about 30 s.
  await delay(35_000);
  const rssAfter = residentMB(service.pid);
  const fdsAfter = openDescriptors(service.pid);
  for (const s of stalled) s.destroy();
  return {
    idle: { fds: idleFds, ordinaryStatus, ordinaryMs, fdsAfter20s: idleFdsLater },
    stalled: { rssBefore, rss, fds, rssLater: rssAfter, fdsLater: fdsAfter },
  };
}

export async function runSlowClientsBench(): Promise<void> {
  const dbPath = await benchDatabase();
  const dist = fakeDist();
  const baseline = baselineCopy(repoRoot);
  const results: Array<[string, Figures, number]> = [];
  try {
    for (const [label, dir, db] of [
      [`before: ${baseline.label}`, baseline.dir, baseline.database(DATA_DIR)],
      ['after: this checkout', repoRoot, dbPath],
    ] as const) {
      console.log(`starting ${label}…`);
      const service = await startIn(dir, db, dist.dir);
      try {
        await ordinary(service.url); // warm
        const fdsAtRest = openDescriptors(service.pid);
        results.push([label, await measure(service), fdsAtRest]);
      } finally {
        service.stop();
      }
    }
  } finally {
    baseline.remove();
    dist.remove();
  }
  const mb = (v: number) => `${v.toFixed(0)} MB`;
  console.log(`\n${IDLE} idle connections (30 addresses) that never finish their headers:`);
  for (const [label, f, rest] of results) {
    console.log(
      `  ${label.padEnd(28)} service descriptors ${rest} at rest → ${f.idle.fds} after 1 s → ${f.idle.fdsAfter20s} after 20 s; ` +
        `an ordinary search meanwhile: ${f.idle.ordinaryStatus} in ${f.idle.ordinaryMs.toFixed(0)} ms`,
    );
  }
  console.log(
    `\n${STALLED} connections (20 addresses) each asking ${PIPELINED} pages of 500 schools (~1.4 MB) and never reading:`,
  );
  for (const [label, f] of results) {
    console.log(
      `  ${label.padEnd(28)} service memory ${mb(f.stalled.rssBefore)} → ${mb(f.stalled.rss)} after 5 s (+${mb(f.stalled.rss - f.stalled.rssBefore)}), ` +
        `${mb(f.stalled.rssLater)} 35 s later; descriptors ${f.stalled.fds} → ${f.stalled.fdsLater}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runSlowClientsBench();
