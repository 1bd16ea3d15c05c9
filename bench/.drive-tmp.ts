import autocannon from 'autocannon';
import { realInstitutionPaths, realProgramPaths } from '/work/wt-11srv/tests/server/helpers/real-api-paths';
const url = process.argv[2]!;
const headers = { authorization: 'Bearer http-scale-api-token-0123456789', 'accept-encoding': 'gzip' };
const requests = [...realProgramPaths, ...realInstitutionPaths].map((p) => ({ method: 'GET' as const, path: p, headers }));
const r = await autocannon({ url, connections: 32, duration: Number(process.argv[3] ?? 15), requests });
console.log(r.requests.average, r.latency.p50, r.latency.p99, r.non2xx, r.errors);
