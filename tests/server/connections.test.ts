// Slow and greedy clients on loopback (bounded in count and time): connections are capped per address and in all,
// slow headers and stalled reads time out, ordinary requests keep working, and Node's own refusals speak our shape.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createStubEngine } from './helpers/stub-engine';
import { API_TOKEN, buildTestApp, programsPath } from './helpers/test-app';

const LIMITS = {
  // ~1.6 MB: four 400 KB pages waiting for one client's reading, then it gets 503s instead of more answers.
  maxUnsentBytesPerAddress: 1_600_000,
  maxConnections: 60,
  maxConnectionsPerAddress: 10,
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 500,
  stalledTimeoutMs: 2000,
  // These clients pile answers up by pipelining many requests on one connection: the gate that refuses a request
  // behind two waiting ones (crowds.test.ts) is opened here, to test the limits behind it.
  maxPipelinedRequests: 100,
};

let app: FastifyInstance;
const engine = createStubEngine(2000);
let port: number;
const sockets: net.Socket[] = [];

/** A raw connection from one loopback address (Linux routes all of 127.0.0.0/8 to the loopback device). */
function connect(from: string, to = port): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: to, localAddress: from }, () => resolve(socket));
    socket.on('error', () => undefined);
    socket.once('error', reject);
    sockets.push(socket);
  });
}

function openConnections(of: FastifyInstance = app): Promise<number> {
  return new Promise((resolve, reject) =>
    of.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function ordinarySearch(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${programsPath('u', { 0: 'welding' })}`, {
    headers: { authorization: `Bearer ${API_TOKEN}` },
    signal: AbortSignal.timeout(5000),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Everything a raw socket receives until the server closes it (or `ms` pass). */
function received(socket: net.Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const done = () => resolve(text);
    socket.once('close', done);
    setTimeout(done, ms);
  });
}

beforeAll(async () => {
  // 2,000 programs a page of 500 is about 400 KB: an answer a client that never reads leaves in the server's hands.
  app = buildTestApp({ engine, limits: LIMITS, resultCacheBytes: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await app.close();
});

// Each test starts with no connection left from the one before.
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (let i = 0; i < 50 && (await openConnections()) > 0; i++) await delay(100);
});

describe('connections', () => {
  it('keeps at most the per-address limit of idle slow-header connections, and still answers others', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 150 }, async () => {
        const s = await connect('127.0.0.2');
        s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n'); // …and never the blank line that ends the headers
        return s;
      }),
    );
    expect(attempts.length).toBe(150);
    await delay(200);
    expect(await openConnections()).toBeLessThanOrEqual(LIMITS.maxConnectionsPerAddress);
    expect(await ordinarySearch()).toBe(200);
  });

  it('closes connections whose headers never finish, with a 408 in the service’s error shape', async () => {
    const s = await connect('127.0.0.5');
    s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const text = await received(s, 5000);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('{"Message":"The request did not arrive in time');
    expect(s.destroyed || s.readableEnded).toBe(true);
  });

  it('closes a connection whose client stopped reading its answers', async () => {
    // A service of its own that lets answers pile up for a client (see the next test for the limit on that).
    const piling = buildTestApp({
      engine: createStubEngine(2000),
      limits: { ...LIMITS, maxUnsentBytesPerAddress: 1e9 },
      resultCacheBytes: 0,
    });
    await piling.listen({ port: 0, host: '127.0.0.1' });
    const pilingPort = (piling.server.address() as AddressInfo).port;
    const serverSide: net.Socket[] = [];
    piling.server.on('connection', (socket: net.Socket) => serverSide.push(socket));
    const stalled: net.Socket[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await connect('127.0.0.3', pilingPort);
      // Twenty pipelined pages of ~400 KB: more than the kernel's socket buffers hold, so the rest waits in the
      // server's memory for a client that never reads.
      const get = (k: number) =>
        `GET ${programsPath(`reader${i}-${k}`, { 13: '500' })} HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: Bearer ${API_TOKEN}\r\nAccept-Encoding: identity\r\n\r\n`;
      s.write(Array.from({ length: 20 }, (_, k) => get(k)).join(''));
      s.pause();
      stalled.push(s);
    }
    await delay(500);
    expect(await openConnections(piling)).toBe(4);
    const queued = serverSide.reduce((sum, s) => sum + s.writableLength, 0);
    expect(queued).toBeGreaterThan(100_000);
    // Nothing moves on them: after the stall timeout the server lets them go, and what was queued with them.
    const started = Date.now();
    while ((await openConnections(piling)) > 0 && Date.now() - started < 12_000) await delay(200);
    expect(await openConnections(piling)).toBe(0);
    expect(serverSide.every((s) => s.destroyed)).toBe(true);
    await piling.close();
  }, 20_000);

  it('stops making answers for an address that reads none of them, and keeps answering others', async () => {
    const s = await connect('127.0.0.7');
    const get = (k: number) =>
      `GET ${programsPath(`greedy${k}`, { 13: '500' })} HTTP/1.1\r\nHost: x\r\n` +
      `Authorization: Bearer ${API_TOKEN}\r\nAccept-Encoding: identity\r\n\r\n`;
    s.write(Array.from({ length: 60 }, (_, k) => get(k)).join(''));
    s.pause();
    await delay(1500);
    expect(await ordinarySearch()).toBe(200);
    // Now read what came: the answers that fitted (in the kernel's buffers, then up to the limit in the server's
    // memory), then short 503s for the rest instead of 400 KB each.
    let text = '';
    s.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    s.resume();
    const deadline = Date.now() + 10_000;
    while ((text.match(/HTTP\/1\.1 \d{3}/g) ?? []).length < 60 && Date.now() < deadline) await delay(100);
    const statuses = (text.match(/HTTP\/1\.1 (\d{3})/g) ?? []).map((l) => l.slice(-3));
    expect(statuses).toHaveLength(60);
    const ok = statuses.filter((c) => c === '200').length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThan(30);
    expect(statuses.filter((c) => c === '503').length).toBe(60 - ok);
    expect(text).toContain('have not been read yet; read them before asking for more.');
  });

  it('caps connections in all, whichever addresses they come from', async () => {
    const froms = Array.from({ length: 9 }, (_, i) => `127.0.1.${i + 1}`);
    await Promise.allSettled(
      froms.flatMap((from) =>
        Array.from({ length: 9 }, async () => {
          const s = await connect(from);
          s.write('GET / HTTP/1.1\r\n');
        }),
      ),
    );
    await delay(200);
    expect(await openConnections()).toBeLessThanOrEqual(LIMITS.maxConnections);
  });
});

describe('what Node refuses before any route', () => {
  async function raw(request: string): Promise<string> {
    const s = await connect('127.0.0.4');
    s.write(request);
    return received(s, 3000);
  }

  it('answers headers over 16 KB with 431 and {"Message"}', async () => {
    const text = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toEqual({ Message: "The request's headers are too large: at most 16 KB." });
  });

  it('answers a malformed request line with 400 and {"Message"}', async () => {
    const text = await raw('THIS IS NOT HTTP\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('{"Message":"The request could not be read as HTTP/1.1."}');
  });
});
