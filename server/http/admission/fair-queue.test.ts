// The fair queue's rules (decision 0191): one turn at a time, the next to the client that used the least of its
// share, the heaviest shed when full, and a request still waiting at its deadline answered instead of run late.
import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair queue', () => {
  it('gives the next turn to the waiting request whose client used the least lately, whatever the arrival order', async () => {
    let t = 0;
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 1000, now: () => t });
    const order: string[] = [];
    await queue.enter({ arrivedAt: 0, score: 0 }); // a search is running
    const waits = [
      ['heavy-1', 0.9],
      ['heavy-2', 0.8],
      ['ordinary', 0.05],
      ['heavy-3', 0.95],
    ].map(([name, score]) =>
      queue.enter({ arrivedAt: 0, score: score as number }).then(() => {
        order.push(name as string);
        queue.leave();
      }),
    );
    queue.leave();
    await Promise.all(waits);
    expect(order).toEqual(['ordinary', 'heavy-2', 'heavy-1', 'heavy-3']);
    t = 1;
  });

  it('sheds the heaviest client’s request when full — the newcomer’s own when it is the heaviest', async () => {
    const queue = createFairQueue({ maxQueued: 2, deadlineMs: 1000, now: () => 0 });
    await queue.enter({ arrivedAt: 0, score: 0 });
    const outcome = (p: Promise<void>) =>
      p.then(
        () => 'ran',
        (e: Error & { kind?: string; headers?: Record<string, string> }) =>
          `${e.kind} ${e.headers?.['retry-after']}`,
      );
    const a = outcome(queue.enter({ arrivedAt: 0, score: 0.9 }));
    const b = outcome(queue.enter({ arrivedAt: 0, score: 0.2 }));
    const c = outcome(queue.enter({ arrivedAt: 0, score: 0.1 })); // full: the heaviest waiting (a) goes
    const d = outcome(queue.enter({ arrivedAt: 0, score: 0.99 })); // full again: the newcomer is the heaviest
    expect(await a).toBe('busy 5');
    expect(await d).toBe('busy 5');
    queue.leave();
    await tick();
    queue.leave();
    await tick();
    queue.leave();
    expect([await b, await c]).toEqual(['ran', 'ran']);
    expect(queue.counts.shed).toBe(2);
  });

  it('answers a request still waiting at its deadline (counted from arrival) instead of running it late', async () => {
    let t = 0;
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 500, now: () => t });
    await queue.enter({ arrivedAt: 0, score: 0 });
    const early = queue.enter({ arrivedAt: 400, score: 0.5 });
    const late = queue.enter({ arrivedAt: 0, score: 0.1 }).then(
      () => 'ran',
      (e: Error & { kind?: string }) => e.kind,
    );
    t = 600;
    queue.leave();
    expect(await late).toBe('deadline');
    await early;
    queue.leave();
    expect(queue.counts.late).toBe(1);
  });
});
