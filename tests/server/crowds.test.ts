// Crowds on loopback (issue 23, point 2; bounded in count and time): a crowd of slow connections from many addresses,
// each within its per-address limit, must not keep an ordinary user out; and many connections that never read
// their answers must not hold more than the cap on unsent bytes in the service's memory, and a reader who reads still
// gets answers. (Which readers are let go first: server/http/connections/unsent-bytes.test.ts; the service's resident memory
// under 480 such connections: bench/http-slow-clients.ts.)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ServiceLimits } from '../../server/config';
import { createStubEngine } from './helpers/stub-engine';
import { WEB_USER_ID } from '../../server/http/runtime-config';
import { API_TOKEN, PUBLIC_TOKEN, buildTestApp, programsPath } from './helpers/test-app';

const sockets: net.Socket[] = [];
const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const app of apps.splice(0)) await app.close();
});

async function serve(limits: Partial<ServiceLimits>, engineSize = 7) {
  const app = buildTestApp({ engine: createStubEngine(engineSize), limits, resultCacheBytes: 0 });
  apps.push(app);
  const serverSide: net.Socket[] = [];
  app.server.on('connection', (socket: net.Socket) => serverSide.push(socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, serverSide };
}

function connect(port: number, from: string): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve(socket));
    socket.on('error', () => resolve(null));
    sockets.push(socket);
  });
}

async function search(port: number, userId = 'ordinary'): Promise<number | string> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${programsPath(userId, { 0: 'welding' })}`, {
      headers: { authorization: `Bearer ${API_TOKEN}` },
      signal: AbortSignal.timeout(5000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return (error as Error).name;
  }
}

const open = (app: FastifyInstance) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
  );

describe('a crowd of slow connections from many addresses', () => {
  it('does not keep an ordinary user out: a newcomer takes the place of an idle crowd connection', async () => {
    const { app, port } = await serve({
      maxConnections: 60,
      maxConnectionsPerAddress: 12,
      headersTimeoutMs: 10_000,
    });
    // 6 addresses × 12 = 72 half-sent requests: every address within its own limit, the total over it.
    for (let a = 0; a < 6; a++) {
      const opened = await Promise.all(Array.from({ length: 12 }, () => connect(port, `127.0.4.${a + 1}`)));
      for (const s of opened) s?.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    }
    await delay(200);
    expect(await open(app)).toBeLessThanOrEqual(60);
    // The ordinary users, each from an address of its own, are all answered.
    const answers = [];
    for (let u = 0; u < 5; u++) answers.push(await search(port, `ordinary-${u}`));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(app.openConnections.evicted).toBeGreaterThan(0);
    expect(await open(app)).toBeLessThanOrEqual(60);
  });
});

describe('many connections that never read their answers', () => {
  // 2,000 programs: a page of 500 is about 400 KB.
  const CAP = 1_500_000;

  it('hold no more than the cap in the service, and a reader who reads is answered', async () => {
    const { app, port, serverSide } = await serve(
      {
        maxUnsentBytes: CAP,
        maxUnsentBytesPerAddress: 64 * 1024 ** 2,
        stalledTimeoutMs: 60_000,
        keepAliveTimeoutMs: 60_000,
        // The readers pipeline many pages on one connection: the gate in front of that (below) is opened here, to
        // test the cap behind it.
        maxPipelinedRequests: 100,
      },
      2000,
    );
    // What the service holds for its readers, in Node's socket buffers (the kernel's are not the process's
    // memory), looked at each time it hands an answer over: the most it ever held.
    let most = 0;
    app.server.on('request', (_req: unknown, res: { once: (e: string, f: () => void) => void }) =>
      res.once('finish', () => {
        most = Math.max(
          most,
          serverSide.reduce((sum, s) => sum + (s.destroyed ? 0 : s.writableLength), 0),
        );
      }),
    );
    // 8 addresses, one connection each pipelining 25 pages (~10 MB, far more than the kernel's buffers take) and
    // reading nothing.
    const readers: net.Socket[] = [];
    for (let k = 0; k < 8; k++) {
      const s = await connect(port, `127.0.5.${k + 1}`);
      if (!s) continue;
      const get = (j: number) =>
        `GET ${programsPath(`reader-${k}-${j}`, { 13: '500' })} HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: Bearer ${API_TOKEN}\r\nAccept-Encoding: identity\r\n\r\n`;
      s.write(Array.from({ length: 25 }, (_, j) => get(j)).join(''));
      s.pause();
      readers.push(s);
    }
    await delay(2000);
    // Over the cap by at most one answer (each is checked just before it is handed over), and a reader who reads
    // is still answered.
    expect(most).toBeLessThanOrEqual(CAP + 450_000);
    expect(await search(port, 'reads-its-answer')).toBe(200);
    expect(readers).toHaveLength(8);
  }, 20_000);
});

describe('a connection that pipelines many requests', () => {
  it('has the ones behind two waiting answers refused before any work, in the format asked for; one at a time is served', async () => {
    const { port } = await serve({});
    const socket = await connect(port, '127.0.0.1');
    if (!socket) throw new Error('no connection');
    const request = (n: number, accept: string) =>
      `GET ${programsPath(`piped-${n}`, { 0: `welding%20${n}` })} HTTP/1.1\r\nHost: x\r\n` +
      `Authorization: Bearer ${API_TOKEN}\r\nAccept: ${accept}\r\n\r\n`;
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    // Five at once (as no browser sends them), the last two asking for XML.
    socket.write(
      [0, 1, 2].map((n) => request(n, 'application/json')).join('') +
        [3, 4].map((n) => request(n, 'application/xml')).join(''),
    );
    const deadline = Date.now() + 5000;
    while ((text.match(/HTTP\/1\.1 /g) ?? []).length < 5 && Date.now() < deadline) await delay(20);
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
    expect(statuses).toEqual(['200', '200', '503', '503', '503']);
    const refused = text.split(/HTTP\/1\.1 /).slice(3);
    expect(refused[0]).toMatch(/Too many requests waiting on this connection \(at most 2\)/);
    expect(refused[0]).toMatch(/x-content-type-options: nosniff/i);
    expect(refused[0]).toMatch(/retry-after: 1/i);
    expect(refused[2]).toMatch(/content-type: application\/xml/i);
    expect(refused[2]).toMatch(/<Message>Too many requests waiting/);
    // The same connection, used as browsers do (one request, then its answer), is served.
    text = '';
    socket.write(request(9, 'application/json'));
    while (!/HTTP\/1\.1 \d{3}/.test(text) && Date.now() < deadline + 5000) await delay(20);
    expect(text).toMatch(/^HTTP\/1\.1 200/);
  });
});

/**
 * A client in a process of its own: opens `crowd` connections from `addresses` (5) addresses, each pipelining two
 * requests (two health checks, or `crowdRequest` with {k} replaced by the connection's number),
 * then one newcomer's connection from 127.0.0.10 with a search; writes `flag` once every request is with the kernel;
 * prints, as JSON, the order in which the connections got their first answer ('newcomer' or 'crowd').
 */
const BURST_CLIENT = `
import net from 'node:net';
import { writeFileSync } from 'node:fs';
const [port, crowd, flag, newcomerRequest, crowdRequest, addresses = 5] = JSON.parse(process.argv[1]);
const order = [];
const open = (from, label, text) => new Promise((resolve) => {
  const s = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => s.write(text, () => resolve(s)));
  s.once('data', () => order.push(label));
  s.on('error', () => resolve(s));
});
const health = 'GET /api/health HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n';
const sockets = [];
const crowdText = (k) => crowdRequest ? crowdRequest.replaceAll('{k}', String(k)) : health + health;
for (let k = 0; k < crowd; k++) sockets.push(await open('127.0.5.' + (1 + (k % addresses)), 'crowd', crowdText(k)));
sockets.push(await open('127.0.0.10', 'newcomer', newcomerRequest));
writeFileSync(flag, 'sent');
const until = Date.now() + 10000;
while (order.length < sockets.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
console.log(JSON.stringify(order));
for (const s of sockets) s.destroy();
`;

/**
 * Runs a client script in a process of its own with the arguments `args` makes from the path of its flag file, this
 * process (the service's worker) held busy — as by a long search or a collection — until the client writes that flag
 * (every first request with the kernel; bounded: at most 10 s), so that the connections all wait in the kernel's queue
 * in the order they came; returns the JSON the client printed last.
 */
async function withWorkerHeld<T>(script: string, args: (flag: string) => unknown[]): Promise<T> {
  const flag = path.join(mkdtempSync(path.join(os.tmpdir(), 'burst-')), 'sent');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(args(flag))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + 10_000;
  while (!existsSync(flag) && Date.now() < until) Atomics.wait(sleeper, 0, 0, 5);
  await exited;
  rmSync(path.dirname(flag), { recursive: true, force: true });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as T;
}

/** BURST_CLIENT with `crowd` connections and the rest of its arguments: the order the connections were answered in. */
const answeredInOrder = (port: number, crowd: number, rest: unknown[]) =>
  withWorkerHeld<string[]>(BURST_CLIENT, (flag) => [port, crowd, flag, ...rest]);

describe('a crowd connecting at once', () => {
  it('does not keep a newcomer behind it: the newcomer is read and answered before the crowd', async () => {
    const { app, port } = await serve({});
    const newcomer =
      `GET ${programsPath('newcomer', { 0: 'welding' })} HTTP/1.1\r\nHost: x\r\n` +
      `Authorization: Bearer ${API_TOKEN}\r\n\r\n`;
    const CROWD = 150;
    const order = await answeredInOrder(port, CROWD, [newcomer]);
    expect(order).toHaveLength(CROWD + 1);
    // First come, first served, the newcomer was answered after the whole crowd (each connection accepted and read
    // one per turn of the event loop). Now the crowd is only accepted meanwhile (but for the first connection of
    // each of its five addresses, which look like newcomers too), and the newcomer is read as soon as it is.
    expect(order.indexOf('newcomer')).toBeLessThan(15);
    expect(app.openConnections.readLater).toBeGreaterThan(CROWD / 2);
  }, 30_000);

  it('is accepted before the turns of the searches already read: a newcomer behind it is answered next', async () => {
    // Issue 23, phase g: while a crowd's connections waited in the kernel's queue, the worker accepted one of them
    // per turn of the event loop and gave a turn of the fair queue in each, so a newcomer at the end of the queue
    // was accepted only after as many turns as there were connections ahead of it (the first search of each of ten
    // ordinary users 110–140 ms late, behind 480 slow readers). The fair queue cannot put first what the worker has
    // not accepted: turns now wait while connections are being accepted (decision 0251).
    const { port } = await serve({});
    const search = (token: string, user: string, keyword: string) =>
      `GET ${programsPath(user, { 0: keyword })} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`;
    // A visitor of the web page…
    const newcomer = search(PUBLIC_TOKEN, WEB_USER_ID, 'welding');
    // …behind one API token's crowd: two searches a connection, each new (an answer being made is shared), from 20
    // addresses. The first connection of each address looks like a newcomer and is read at once: 40 searches are
    // waiting for turns (the token's, each behind the one before in the fair queue) while the rest connect.
    const crowd =
      search(API_TOKEN, 'crowd-{k}', 'nursing{k}') + search(API_TOKEN, 'crowd-{k}', 'plumbing{k}');
    const CROWD = 200;
    const order = await answeredInOrder(port, CROWD, [newcomer, crowd, 20]);
    expect(order).toHaveLength(CROWD + 1);
    // One turn per connection accepted, the newcomer was answered after the searches read before it (about 40).
    expect(order.indexOf('newcomer')).toBeLessThan(8);
  }, 30_000);
});

/**
 * A client in a process of its own, from one address: opens `n` connections at once, each asking `each` searches one
 * after the other (each new); writes `flag` once every first request is with the kernel; prints, as JSON, per
 * connection how many answers (on all of them) came before its first.
 */
const ONE_CLIENT = `
import http from 'node:http';
import { writeFileSync } from 'node:fs';
const [port, n, each, flag, token] = JSON.parse(process.argv[1]);
let answers = 0;
let sent = 0;
const before = Array(n).fill(-1);
const ask = (k, i, agent) => new Promise((resolve) => {
  const path = '/api/v2/training/programs/client-' + k + '/welding' + k + 'x' + i + '/0/0/0/0/0/0/0/0/0/0/0/0/10';
  const req = http.get({ host: '127.0.0.1', port, path, agent, localAddress: '127.0.6.1',
    headers: { authorization: 'Bearer ' + token } }, (res) => {
    res.resume();
    res.on('end', () => { if (before[k] < 0) before[k] = answers; answers++; resolve(); });
  });
  req.on('error', () => resolve());
  if (i === 0) req.on('finish', () => { if (++sent === n) writeFileSync(flag, 'sent'); });
});
await Promise.all(Array.from({ length: n }, async (_, k) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < each; i++) await ask(k, i, agent);
  agent.destroy();
}));
console.log(JSON.stringify(before));
`;

describe('one client opening many connections at once while its own searches run', () => {
  it('has every connection read soon: it is not held back for its own searches', async () => {
    // A page's parallel requests, or a proxy in front of the service (every connection from its address): the
    // connections accepted back to back are read later (decision 0245), but only other addresses' searches hold them
    // back (decision 0272). Held back by the client's own, they waited the longest pause, a second, while its first
    // connections' searches went on: 32 connections of all-new searches had a p99 of over 1 s on one worker.
    const stub = createStubEngine(7);
    const searchPrograms = stub.searchPrograms.bind(stub);
    // Each search holds the worker for 2 ms: the client's searches keep the fair queue from ever being empty.
    const engine = {
      ...stub,
      searchPrograms: (req: Parameters<typeof searchPrograms>[0]) => {
        const until = performance.now() + 2;
        while (performance.now() < until);
        return searchPrograms(req);
      },
    };
    const app = buildTestApp({ engine, limits: {}, resultCacheBytes: 0 });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const N = 24;
    const EACH = 25;
    // The worker held busy until every connection's first request is with the kernel: they are accepted back to back.
    const before = await withWorkerHeld<number[]>(ONE_CLIENT, (flag) => [port, N, EACH, flag, API_TOKEN]);
    expect(before).toHaveLength(N);
    expect(before.every((b) => b >= 0)).toBe(true);
    expect(app.openConnections.readLater).toBeGreaterThan(N / 2);
    // Each connection's first answer within a few rounds of the others' (600 answers in all): read one a turn, the
    // last one is read once the others' first searches are in; held back a second, behind hundreds of answers.
    expect(Math.max(...before)).toBeLessThan(3 * N);
  }, 30_000);
});
