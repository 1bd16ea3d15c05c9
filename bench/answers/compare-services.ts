// Same answers over HTTP: two running services (say, a baseline copy of main and this checkout, on the same database)
// asked the same paths in the same order — every v2 query of answer-queries.ts, then every BENCH_EVERY-th of the
// scale bench's all-new searches (bench/http/http-searches.ts: keywords come back at other places and pages, so what a
// service keeps between searches is exercised) — each as JSON, as JSON gzip and brotli (decoded), and as XML. Status,
// Content-Type, ETag and the body's bytes must be the same. Exits 1 on any difference. Usage:
//   npx tsx bench/answers/compare-services.ts http://127.0.0.1:8431 http://127.0.0.1:8432 <api token>
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { programsApiPath } from '../../contract/urls/paths';
import { distinctPaths } from '../http/http-searches';
import { answerQueries } from './answer-queries';

const [before, after, token] = process.argv.slice(2);
if (!before || !after || !token) {
  console.error('usage: compare-services.ts <url before> <url after> <api token>');
  process.exit(2);
}
const EVERY = Number(process.env.BENCH_EVERY ?? 5);

interface Got {
  status: number;
  type: string;
  etag: string;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: { authorization: `Bearer ${token}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const body = enc === 'gzip' ? gunzipSync(raw) : enc === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            etag: String(res.headers.etag ?? ''),
            body,
          });
        });
      })
      .on('error', reject);
  });
}

const paths = [
  ...answerQueries().flatMap((q) => (q.op === 'v2' ? [`/api${programsApiPath(q.req)}`] : [])),
  ...distinctPaths([10, 25]).filter((_, i) => i % EVERY === 0),
];
const variants: Array<[string, Record<string, string>]> = [
  ['json', {}],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['br', { 'accept-encoding': 'br, gzip' }],
  ['xml', { accept: 'application/xml' }],
];
let differ = 0;
let asked = 0;
const statuses = new Map<number, number>();
for (const [i, path] of paths.entries()) {
  // One variant per path, in turn: each path is asked once of each service (a repeat would come from its cache).
  const [name, headers] = variants[i % variants.length] ?? ['json', {}];
  const [a, b] = await Promise.all([get(before, path, headers), get(after, path, headers)]);
  asked++;
  statuses.set(b.status, (statuses.get(b.status) ?? 0) + 1);
  const same = a.status === b.status && a.type === b.type && a.etag === b.etag && a.body.equals(b.body);
  if (!same) {
    differ++;
    if (differ <= 10) {
      console.log(`DIFFERS (${name}) ${path}: status ${a.status}/${b.status}, etag ${a.etag}/${b.etag}`);
      let k = 0;
      while (k < Math.min(a.body.length, b.body.length) && a.body[k] === b.body[k]) k++;
      console.log(
        `  first difference at byte ${k}: …${a.body.subarray(k, k + 80)}… / …${b.body.subarray(k, k + 80)}…`,
      );
    }
  }
}
const byStatus = [...statuses].map(([s, n]) => `${n} × ${s}`).join(', ');
console.log(`${asked} paths asked of both services (${byStatus}): ${differ} answers differ`);
process.exit(differ === 0 ? 0 : 1);
