// HTTP benchmark (docs/budgets.md: ≥ 1,000 req/s on loopback, no errors): the real service in a child process on the
// real data, driven by autocannon over a mixed set of real API searches. Prints figures; asserts nothing.
// Run alone with `npx tsx bench/http/http.ts` (BENCH_SECONDS=10 per scenario, BENCH_CONNECTIONS=20).
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { realInstitutionPaths, realProgramPaths } from '../../tests/server/helpers/real-api-paths';
import { distinctPaths } from './http-searches';
import { BENCH_TOKEN, peakRssMB, startService } from './http-service';

export interface ScenarioResult {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  unexpectedStatus: number;
}

export interface HttpBenchResult {
  startupMs: number;
  /** The service's own "Search data loaded in … ms" line. */
  dataLoadLine: string;
  scenarios: ScenarioResult[];
  peakRssMB: number;
}

type Request = autocannon.Request;

async function scenario(
  name: string,
  url: string,
  requests: Request[],
  expectedStatus: number,
): Promise<ScenarioResult> {
  const result = await autocannon({
    url,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    requests,
  });
  const byStatus = result.statusCodeStats as unknown as Record<string, { count: number }> | undefined;
  const expected = byStatus?.[String(expectedStatus)]?.count ?? 0;
  return {
    name,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpectedStatus: result.requests.total - expected,
  };
}

const allPaths = [...realProgramPaths, ...realInstitutionPaths];

const headers = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${BENCH_TOKEN}`,
  ...extra,
});

/** One request template whose path advances through distinctPaths() across all connections. */
function missRequest(): Request {
  const paths = distinctPaths();
  let next = 0;
  return {
    method: 'GET',
    headers: headers(),
    setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
  };
}

export async function runHttpBench(): Promise<HttpBenchResult> {
  const service = await startService();
  try {
    // Warm up once over every search, and learn the ETags for the revalidation scenario.
    const etags: Request[] = [];
    for (const p of allPaths) {
      const res = await fetch(service.url + p, { headers: headers() });
      if (res.status !== 200) throw new Error(`warm-up ${p} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      etags.push({
        method: 'GET',
        path: p,
        headers: headers({ 'if-none-match': res.headers.get('etag') ?? '' }),
      });
    }
    const get = (extra: Record<string, string>) =>
      allPaths.map((p): Request => ({ method: 'GET', path: p, headers: headers(extra) }));
    // A short unrecorded run first, so that the JIT has compiled the hot paths before anything is measured.
    await autocannon({ url: service.url, connections: 4, duration: 2, requests: get({}) });
    const scenarios = [
      await scenario('mixed searches, JSON', service.url, get({ accept: 'application/json' }), 200),
      await scenario('mixed searches, JSON gzip', service.url, get({ 'accept-encoding': 'gzip' }), 200),
      await scenario('mixed searches, XML', service.url, get({ accept: 'application/xml' }), 200),
      await scenario('repeat searches, If-None-Match (304)', service.url, etags, 304),
      await scenario('distinct searches (all cache misses)', service.url, [missRequest()], 200),
    ];
    return {
      startupMs: service.startupMs,
      dataLoadLine: service.dataLoadLine,
      scenarios,
      peakRssMB: peakRssMB(service.child.pid),
    };
  } finally {
    service.child.kill('SIGTERM');
  }
}

function printReport(r: HttpBenchResult): void {
  const conns = process.env.BENCH_CONNECTIONS ?? 20;
  console.log(`\nHTTP on loopback, ${conns} connections, ${allPaths.length} real searches in rotation`);
  console.log(`service start-up to listening (spawn → address printed): ${r.startupMs.toFixed(0)} ms`);
  console.log(
    `${'scenario'.padEnd(38)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'errors'.padStart(8)}${'unexpected'.padStart(12)}${'requests'.padStart(10)}`,
  );
  for (const s of r.scenarios) {
    console.log(
      `${s.name.padEnd(38)}${s.requestsPerSecond.toFixed(0).padStart(9)}${String(s.p50Ms).padStart(8)}` +
        `${String(s.p99Ms).padStart(8)}${String(s.errors + s.timeouts).padStart(8)}` +
        `${String(s.unexpectedStatus).padStart(12)}${String(s.requests).padStart(10)}`,
    );
  }
  console.log(`peak RSS of the service: ${r.peakRssMB.toFixed(0)} MB`);
  const clean = r.scenarios.every((s) => s.errors + s.timeouts + s.unexpectedStatus === 0);
  const mixed = r.scenarios.filter((s) => s.name.startsWith('mixed'));
  const worstMixed = Math.min(...mixed.map((s) => s.requestsPerSecond));
  console.log(
    `budget ≥ 1,000 req/s, no errors, mixed searches: ${worstMixed >= 1000 && clean ? 'ok' : 'MISSED'} ` +
      `(lowest ${worstMixed.toFixed(0)} req/s; errors anywhere: ${clean ? 'none' : 'SOME'})`,
  );
  const misses = r.scenarios.find((s) => s.name.startsWith('distinct'));
  if (misses) {
    console.log(
      `every request a new search (engine-bound, no result cache help): ${misses.requestsPerSecond.toFixed(0)} req/s` +
        `${misses.requestsPerSecond >= 1000 ? '' : ' (below 1,000: the engine time per search sets this)'}`,
    );
  }
  if (r.dataLoadLine) console.log(`service said: ${r.dataLoadLine}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printReport(await runHttpBench());
}
