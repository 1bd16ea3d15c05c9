// The bare-Node floor for the HTTP benchmark: a plain node:http server that answers each path with the exact status,
// headers and bytes the service sent for it (captured once), and does nothing else. Run as a child process, as the
// service is, so that both share the machine with the load generator alike. Prints its address.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bare-floor.ts <captured.json>');
const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<
  string,
  { status: number; headers: Record<string, string>; body: string }
>;
const answers = new Map<string, Captured>(
  Object.entries(raw).map(([path, a]) => [path, { ...a, body: Buffer.from(a.body, 'base64') }]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`bare floor at http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
