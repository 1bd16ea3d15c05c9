// HTTP benchmark (DESIGN.md §4: ≥ 1,000 req/s on loopback, no errors): the real service in a child process on the
// real data, driven by autocannon over a mixed set of real API searches. Prints figures; asserts nothing.
// Run alone with `npx tsx bench/http.ts` (BENCH_SECONDS=10 per scenario, BENCH_CONNECTIONS=20).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { programsApiPath } from '../contract/paths';
import { defaultProgramsSearch, type ProgramsSearch } from '../contract/requests';
import { realInstitutionPaths, realProgramPaths } from '../tests/server/helpers/real-api-paths';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'http-bench-public-token-0123456789';

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

interface Service {
  url: string;
  dataLoadLine: string;
  child: ChildProcess;
  startupMs: number;
}

/** Starts `server/index.ts` on a free port with the real database; resolves when it prints its address. */
function startService(): Promise<Service> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? path.resolve(repoRoot, '../shared/data'),
      PUBLIC_SEARCH_TOKEN: TOKEN,
      RATE_LIMIT_PER_MINUTE: '10000000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let dataLoadLine = '';
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout from the service process');
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`service exited with ${code} before listening`)));
    // Request log lines keep coming during the run; they are read and dropped, as a log shipper would.
    createInterface({ input: stdout }).on('line', (line) => {
      if (line.startsWith('Search data loaded')) dataLoadLine = line;
      const match = /Training Search at (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve({ url: match[1], child, startupMs: performance.now() - started, dataLoadLine });
    });
  });
}

/** The child's peak resident set (VmHWM), in MB. */
function peakRssMB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

type Request = autocannon.Request;

const programsUrl = (over: Partial<ProgramsSearch>) =>
  `/api${programsApiPath({ ...defaultProgramsSearch, userId: 'bench', ...over })}`;

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

/** Thousands of different real searches, so that every request of a run misses the result cache. */
function distinctPaths(): string[] {
  const keywords = [
    'welding',
    'nursing',
    'electrician',
    'truck driver',
    'dental',
    'accounting',
    'cosmetology',
    'computer science',
    'paralegal',
    'hvac',
    'plumbing',
    'culinary',
    'pharmacy',
    'automotive',
    'teaching',
    'medical assistant',
    'cyber security',
    'phlebotomy',
    'radiology',
    'carpentry',
  ];
  const locations = [
    'TX',
    'California',
    'Lubbock, TX',
    '78701',
    'New York, NY',
    'Ohio',
    'Houston, TX',
    '',
    'Chicago, IL',
    '98101',
  ];
  const out: string[] = [];
  for (let page = 0; page < 60; page++) {
    for (const location of locations) {
      for (const keyword of keywords) {
        const radius = /\d{5}|, /.test(location) ? '50' : '';
        out.push(programsUrl({ keyword, location, radius, startRecord: page * 10 }));
      }
    }
  }
  return out;
}
const headers = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${TOKEN}`, ...extra });

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
