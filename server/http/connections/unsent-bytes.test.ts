// Which connections are let go when answers waiting for their readers pass the cap (decision 0192): those that have
// held the most for longest, never one that has held its bytes for less than a second, and only as many as it takes.
import { EventEmitter } from 'node:events';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUnsentBytes } from './unsent-bytes';

const MB = 1024 * 1024;

function clock() {
  let t = 1_000_000;
  return { now: () => t, pass: (ms: number) => (t += ms) };
}

/** A connection (a real, unconnected socket) with one request on it from `ip`. */
function connection(ip: string) {
  const socket = new Socket();
  const raw = new EventEmitter();
  const request = { ip, raw: { socket } } as unknown as FastifyRequest;
  const reply = { raw } as unknown as FastifyReply;
  return { socket, request, reply, finish: () => raw.emit('finish') };
}

describe('answers waiting for their readers', () => {
  it('closes the connections holding the most for longest first, until back under the cap', () => {
    const time = clock();
    const unsent = createUnsentBytes(
      { maxUnsentBytes: 3 * MB, maxUnsentBytesPerAddress: 100 * MB },
      time.now,
    );
    const big = connection('10.0.0.1');
    const small = connection('10.0.0.2');
    unsent.track(big.request, big.reply, 2 * MB);
    unsent.track(small.request, small.reply, MB / 2);
    time.pass(5000);
    const recent = connection('10.0.0.3');
    unsent.track(recent.request, recent.reply, 2 * MB);
    time.pass(500);
    // 4.5 MB held: over the 3 MB cap. The next request makes room rather than being refused.
    const next = connection('10.0.0.4');
    expect(() => unsent.check(next.request)).not.toThrow();
    expect([big, small, recent].map((c) => c.socket.destroyed)).toEqual([true, false, false]);
    expect(unsent.dropped).toBe(1);
  });

  it('refuses new answers (503) when only recent holders are over the cap, and never closes them', () => {
    const time = clock();
    const unsent = createUnsentBytes(
      { maxUnsentBytes: 3 * MB, maxUnsentBytesPerAddress: 100 * MB },
      time.now,
    );
    const a = connection('10.0.1.1');
    const b = connection('10.0.1.2');
    unsent.track(a.request, a.reply, 2 * MB);
    unsent.track(b.request, b.reply, 2 * MB);
    time.pass(300);
    expect(() => unsent.check(connection('10.0.1.3').request)).toThrow(/busy sending answers/);
    expect([a.socket.destroyed, b.socket.destroyed]).toEqual([false, false]);
  });

  it('counts an answer until it is all taken (finish), and per address', () => {
    const time = clock();
    const unsent = createUnsentBytes(
      { maxUnsentBytes: 100 * MB, maxUnsentBytesPerAddress: 3 * MB },
      time.now,
    );
    const first = connection('10.0.2.1');
    unsent.track(first.request, first.reply, 4 * MB);
    expect(unsent.total).toBe(4 * MB);
    expect(() => unsent.check(connection('10.0.2.1').request)).toThrow(/have not been read yet/);
    expect(() => unsent.check(connection('10.0.2.2').request)).not.toThrow();
    first.finish();
    expect(unsent.total).toBe(0);
    expect(() => unsent.check(connection('10.0.2.1').request)).not.toThrow();
  });
});
