// Connections accepted back to back are read later (decision 0245), and not between two turns of the fair queue
// (decision 0252): on loopback, a real server, bounded in time.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { readLaterWhileBehind } from './read-later';

const open: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const o of open.splice(0)) o.close();
});

async function crowd(turnsWaiting: () => number) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.end('ok');
  });
  // Every connection as from a heavy address, accepted with no idle time since the one before (behind).
  readLaterWhileBehind(server, { weight: () => 5, idleMs: () => 0, turnsWaiting, maxWaitMs: 10_000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sockets: net.Socket[] = [];
  open.push({
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  });
  const { port } = server.address() as AddressInfo;
  for (let k = 0; k < 6; k++) {
    const s = net.connect({ host: '127.0.0.1', port });
    s.on('error', () => undefined);
    s.write(`GET /${k} HTTP/1.1\r\nHost: x\r\n\r\n`);
    sockets.push(s);
  }
  return seen;
}

describe('connections read later', () => {
  it('are not read while searches wait for their turns, and are read once none does', async () => {
    let waiting = 3;
    const seen = await crowd(() => waiting);
    await delay(300);
    // The first was read at once (nothing was behind it); the others stay paused while searches wait: reading a
    // crowd's pipelined requests between two turns cost each waiting search 2–3 ms a connection (issue 23, phase g).
    expect(seen.length).toBeLessThanOrEqual(1);
    waiting = 0;
    const until = Date.now() + 5000;
    while (seen.length < 6 && Date.now() < until) await delay(10);
    expect(seen).toHaveLength(6);
  });

  it('are read once accepting stops when no search waits', async () => {
    const seen = await crowd(() => 0);
    const until = Date.now() + 5000;
    while (seen.length < 6 && Date.now() < until) await delay(10);
    expect(seen).toHaveLength(6);
  });
});
