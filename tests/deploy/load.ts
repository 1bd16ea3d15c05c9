// A bounded load of real searches against one base URL (loopback only): a few concurrent loops, each sending the
// next search as soon as the last one answered, until the time is up. Every answer is checked as a client would.
import { programsApiPath } from '../../contract/urls/paths';
import { defaultProgramsSearch } from '../../contract/requests';

export interface LoadResult {
  sent: number;
  ok: number;
  /** Each failure: when (performance.now()) and what the client saw. */
  failures: { at: number; what: string }[];
  /** When each successful answer arrived (performance.now()), to count what came after an event. */
  okTimes: number[];
}

const KEYWORDS = [
  'welding',
  'nursing',
  'truck driver',
  'electrician',
  'medical assistant',
  'cosmetology',
  'accounting',
  'computer programming',
  'hvac',
  'phlebotomy',
  'dental',
  'plumbing',
  'paralegal',
  'culinary',
];
const LOCATIONS = ['', 'TX', 'Lubbock, TX', '78701', 'Houston, TX', 'California', 'New York, NY'];
/** The fixture database (the test's stand-in without the public data) knows no place in New York. */
const FIXTURE_LOCATIONS = LOCATIONS.filter((l) => l !== 'New York, NY');

/** Several hundred different searches, so most requests are new to a replica's result cache. */
export function searchPaths(userId: string, realData = true): string[] {
  const paths: string[] = [];
  for (const keyword of KEYWORDS) {
    for (const location of realData ? LOCATIONS : FIXTURE_LOCATIONS) {
      for (const startRecord of [0, 10, 20]) {
        const search = { ...defaultProgramsSearch, userId, keyword, location, startRecord, limitRecord: 10 };
        if (location !== '' && location.length > 2) search.radius = '50';
        paths.push(`/api${programsApiPath(search)}`);
      }
    }
  }
  return paths;
}

/** Runs `concurrency` loops for `durationMs` (and at most `maxRequests` in all). */
export async function runLoad(opts: {
  baseUrl: string;
  paths: string[];
  token: string;
  concurrency: number;
  durationMs: number;
  maxRequests: number;
}): Promise<LoadResult> {
  const started = performance.now();
  const result: LoadResult = { sent: 0, ok: 0, failures: [], okTimes: [] };
  const elapsed = () => performance.now() - started;
  const now = () => performance.now();
  const loop = async (offset: number) => {
    for (
      let i = offset;
      elapsed() < opts.durationMs && result.sent < opts.maxRequests;
      i += opts.concurrency
    ) {
      const path = opts.paths[i % opts.paths.length] ?? '/';
      result.sent += 1;
      try {
        const response = await fetch(opts.baseUrl + path, {
          headers: { authorization: `Bearer ${opts.token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        const body = await response.text();
        // A real answer: status 200 and the programs listing of docs/service.md, not an error page.
        const parsed = response.status === 200 ? (JSON.parse(body) as { RecordCount?: unknown }) : undefined;
        if (typeof parsed?.RecordCount !== 'number') {
          result.failures.push({ at: now(), what: `${response.status} ${body.slice(0, 120)}` });
          continue;
        }
        result.ok += 1;
        result.okTimes.push(now());
      } catch (error) {
        result.failures.push({ at: now(), what: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, (_, k) => loop(k)));
  return result;
}
