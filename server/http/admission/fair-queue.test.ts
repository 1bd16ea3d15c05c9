// The fair queue's rules (decision 0191): one turn at a time; the next to the client furthest behind its share, and
// among equals to the cheapest (start-time fair queuing over the client's budget keys); the request furthest ahead of
// its share shed when full; a request still waiting at its deadline answered instead of run late.
import { describe, expect, it } from 'vitest';
import { createFairQueue, type Waiter } from './fair-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A page-token visitor from one address (budget 3,000 ms a minute). */
const visitor = (address: string, costMs: number, arrivedAt = 0): Waiter => ({
  arrivedAt,
  score: 0,
  flows: [[`public|0|${address}`, 3000]],
  costMs,
});

describe('the fair queue', () => {
  it('gives the next turn to the client furthest behind its share: many queued searches do not keep a newcomer waiting', async () => {
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 1000, now: () => 0 });
    const order: string[] = [];
    await queue.enter(visitor('busy', 5)); // a search is running
    const waits = (
      [
        ['heavy-1', visitor('heavy', 40)],
        ['heavy-2', visitor('heavy', 40)],
        ['heavy-3', visitor('heavy', 40)],
        ['other-1', visitor('other', 40)],
        ['ordinary', visitor('ordinary', 5)],
      ] as const
    ).map(([name, waiter]) =>
      queue.enter(waiter).then(() => {
        order.push(name);
        queue.leave();
      }),
    );
    queue.leave();
    await Promise.all(waits);
    // other-1 starts with heavy-1 (both the first of their client's); heavy-2 and -3 come after both.
    expect(order).toEqual(['ordinary', 'heavy-1', 'other-1', 'heavy-2', 'heavy-3']);
  });

  it('orders a batch read in one I/O phase even when the worker was idle: the first read does not go first', async () => {
    // Under load a worker reads many requests in one turn of the event loop. A turn given at once to the first of
    // them ran before the others were even read, so they all went first come first served (issue 23, phase c).
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 1000, now: () => 0 });
    const order: string[] = [];
    const waits = (
      [
        ['costly-1', visitor('a', 60)],
        ['costly-2', visitor('b', 30)],
        ['ordinary', visitor('c', 4)],
      ] as const
    ).map(([name, waiter]) =>
      queue.enter(waiter).then(() => {
        order.push(name);
        queue.leave();
      }),
    );
    await Promise.all(waits);
    expect(order).toEqual(['ordinary', 'costly-2', 'costly-1']);
  });

  it('keeps a token to its share across user ids and addresses', async () => {
    const queue = createFairQueue({ maxQueued: 20, deadlineMs: 1000, now: () => 0 });
    const order: string[] = [];
    await queue.enter(visitor('busy', 5));
    const api = (token: string, address: string, user: string): Waiter => ({
      arrivedAt: 0,
      score: 0,
      flows: [
        [`api|0|${address}`, 6000],
        [`api|1|${token}|${user}`, 6000],
        [`api|2|${token}`, 30000],
      ],
      costMs: 40,
    });
    // Token A invents a user id and an address for each of 12 searches: each is its address's and user's first, but
    // all are token A's. Token B sends 3 from one user at one address.
    const waits = [
      ...Array.from({ length: 12 }, (_, k) => [`A-${k + 1}`, api('A', `10.0.0.${k}`, `u${k}`)] as const),
      ...Array.from({ length: 3 }, (_, k) => [`B-${k + 1}`, api('B', '10.0.1.1', 'me')] as const),
    ].map(([name, waiter]) =>
      queue.enter(waiter).then(() => {
        order.push(name);
        queue.leave();
      }),
    );
    queue.leave();
    await Promise.all(waits);
    // Weighed by address and user alone, all twelve of A's would go before B's second.
    expect(order.indexOf('B-2')).toBeLessThan(order.indexOf('A-11'));
    expect(order.indexOf('B-2')).toBeLessThan(order.indexOf('A-12'));
  });

  it('serves an ordinary visitor next while one API token floods from many addresses and user ids, whatever its estimate', async () => {
    // Issue 23, phase e: a token's searches (about 24 ms each, 30,000 ms a minute for the token) fill the queue, each
    // from another address and a user id of its own. A page visitor's nationwide search is estimated at 18 ms on a
    // budget of 3,000 ms a minute: ordered by when turns would END, it went behind every one of the token's whose end
    // came before its own, six to eight turns of about 15 ms (p99 180 ms). By when they may START, the visitor, whose
    // client has had nothing lately, goes before everything the token has queued beyond its share.
    const queue = createFairQueue({ maxQueued: 64, deadlineMs: 1000, now: () => 0 });
    const order: string[] = [];
    const api = (k: number): Waiter => ({
      arrivedAt: 0,
      score: 0,
      flows: [
        [`api|0|10.0.0.${k % 20}`, 6000],
        [`api|1|T|random-${k}`, 6000],
        [`api|2|T`, 30000],
      ],
      costMs: 24,
    });
    await queue.enter(api(0)); // one of the token's searches is running
    const run = (name: string) => () => {
      order.push(name);
      queue.leave();
    };
    const waits = Array.from({ length: 20 }, (_, k) => queue.enter(api(k + 1)).then(run(`T-${k + 1}`)));
    await tick(); // the flood was read before the visitor arrived
    waits.push(queue.enter(visitor('ordinary', 18)).then(run('ordinary')));
    queue.leave();
    await Promise.all(waits);
    expect(order.indexOf('ordinary')).toBe(0);
  });

  it('starts an idle client’s next search at the virtual clock: a visitor does not queue behind two dozen clients within their shares', async () => {
    // Issue 23, phase c: 24 addresses each send broad searches (about 40 ms) at 90 % of their budgets. The virtual
    // clock moves only with the starts of the turns given, so it barely moved while they queued; a visitor's next
    // search, half a second after its last, started at its last one's end, after every one of theirs.
    const queue = createFairQueue({ maxQueued: 64, deadlineMs: 1000, now: () => 0 });
    const order: string[] = [];
    await queue.enter(visitor('ordinary', 18)); // the visitor's last search, in its turn
    const run = (name: string) => () => {
      order.push(name);
      queue.leave();
    };
    const waits = Array.from({ length: 24 }, (_, k) => queue.enter(visitor(`c${k}`, 40)).then(run(`c${k}`)));
    queue.leave(); // …done; the visitor's flow has nothing waiting
    waits.push(queue.enter(visitor('ordinary', 18)).then(run('ordinary')));
    await Promise.all(waits);
    expect(order[0]).toBe('ordinary');
  });

  it('gives no turn while connections are being accepted back to back, for at most its longest hold', async () => {
    // Decision 0251: a turn given while connections wait in the kernel's queue keeps a newcomer among them unseen.
    let t = 0;
    let accepts = 0;
    const queue = createFairQueue({
      maxQueued: 10,
      deadlineMs: 1000,
      now: () => t,
      acceptsWithoutIdle: () => accepts,
      maxAcceptHoldMs: 10,
    });
    let given = false;
    const waiting = queue.enter(visitor('a', 5)).then(() => (given = true));
    accepts++; // a connection accepted back to back in this turn of the loop…
    await tick();
    expect(given).toBe(false);
    accepts++; // …and another in the next
    t = 4;
    await tick();
    expect(given).toBe(false);
    t = 5; // a turn of the loop without one: the kernel's queue is empty
    await tick();
    await waiting;
    queue.leave();
    // A steady stream of connections holds a turn back 10 ms at most.
    given = false;
    const next = queue.enter(visitor('b', 5)).then(() => (given = true));
    for (let k = 0; k < 5 && !given; k++) {
      accepts++;
      t += 4;
      await tick();
    }
    await next;
    expect(t).toBeLessThanOrEqual(5 + 16);
    queue.leave();
  });

  it('moves a client back by what its turns really took: a search dearer than it looked costs its next turn', async () => {
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 1000, now: () => 0 });
    const order: string[] = [];
    await queue.enter(visitor('busy', 5));
    const next: Array<Promise<void>> = [];
    const run = (name: string) => () => {
      order.push(name);
      queue.leave();
    };
    const a1 = queue.enter(visitor('a', 10)).then(() => {
      order.push('a-1');
      queue.settle(visitor('a', 10).flows, 200); // it took 210 ms, not 10
      // Both clients ask again while a-1's turn is still running.
      next.push(
        queue.enter(visitor('a', 10)).then(run('a-2')),
        queue.enter(visitor('b', 10)).then(run('b-2')),
      );
      queue.leave();
    });
    const b1 = queue.enter(visitor('b', 10)).then(run('b-1'));
    queue.leave();
    await Promise.all([a1, b1]);
    await Promise.all(next);
    expect(order).toEqual(['a-1', 'b-1', 'b-2', 'a-2']);
  });

  it('serves one client’s requests in their order, whatever its searches really cost', async () => {
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 1000, now: () => 0 });
    const order: number[] = [];
    await queue.enter(visitor('busy', 5));
    // Its first searches look costly (40 ms) and take 1 ms; the next ones look cheap (3 ms). Each next one arrives
    // while one runs, as at 32 connections that each send again as soon as they are answered.
    const one = (k: number): Promise<void> =>
      queue.enter(visitor('client', k <= 3 ? 40 : 3)).then(() => {
        order.push(k);
        queue.settle(visitor('client', 0).flows, k <= 3 ? -39 : -2);
        if (k < 6) next.push(one(k + 3));
        queue.leave();
      });
    const next: Array<Promise<void>> = [one(1), one(2), one(3)];
    queue.leave();
    while (next.length < 6) await tick();
    await Promise.all(next);
    expect(order.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('sheds the request furthest ahead of its client’s share when full — the newcomer’s own when it is that one', async () => {
    const queue = createFairQueue({ maxQueued: 2, deadlineMs: 1000, now: () => 0 });
    await queue.enter(visitor('busy', 5));
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'ran',
        (e: Error & { kind?: string; headers?: Record<string, string> }) =>
          `${e.kind} ${e.headers?.['retry-after']}`,
      );
    const a = outcome(queue.enter({ ...visitor('heavy', 45), score: 0.9 }));
    const b = outcome(queue.enter(visitor('b', 10)));
    const c = outcome(queue.enter(visitor('c', 5))); // full: the one furthest ahead (a) goes
    const d = outcome(queue.enter({ ...visitor('heavy', 45), score: 0.99 })); // full again: the newcomer is
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
    await queue.enter(visitor('busy', 5));
    const early = queue.enter(visitor('a', 5, 400));
    const late = queue.enter(visitor('b', 5, 0)).then(
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

  it('does not count against a deadline the time the worker spent on other work while nothing was served', async () => {
    // A fresh worker warms its engine up a step at a time; a search that waited behind a step, with no search ahead
    // of it, was answered 503 as late.
    let t = 0;
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 500, now: () => t });
    const first = queue.enter(visitor('a', 5, 0));
    t = 700; // a warm-up step ran before the turn could be given
    await expect(first).resolves.toBe(700);
    // Waiting behind other searches still counts.
    const late = queue.enter(visitor('b', 5, 700)).then(
      () => 'ran',
      (e: Error & { kind?: string }) => e.kind,
    );
    await tick();
    t = 1300;
    queue.leave();
    expect(await late).toBe('deadline');
  });

  it('forgets clients once the worker is idle, and never remembers more than it may', async () => {
    const queue = createFairQueue({ maxQueued: 10, deadlineMs: 1000, now: () => 0, maxFlows: 3 });
    const order: string[] = [];
    // A heavy client alone: its turns push its clock far ahead, then the worker goes idle.
    for (let k = 0; k < 5; k++) {
      await queue.enter(visitor('heavy', 100));
      queue.leave();
    }
    await queue.enter(visitor('busy', 5));
    const waits = (
      [
        ['heavy', visitor('heavy', 10)],
        ['newcomer', visitor('new', 20)],
      ] as const
    ).map(([name, waiter]) =>
      queue.enter(waiter).then(() => {
        order.push(name);
        queue.leave();
      }),
    );
    queue.leave();
    await Promise.all(waits);
    // Its past is forgotten: the cheaper search goes first.
    expect(order).toEqual(['heavy', 'newcomer']);
    // Many clients in one busy spell: the queue's memory of them stays bounded, and turns keep coming.
    await queue.enter(visitor('busy', 5));
    const many = Array.from({ length: 8 }, (_, k) =>
      queue.enter(visitor(`c${k}`, 5)).then(() => queue.leave()),
    );
    queue.leave();
    await expect(Promise.all(many)).resolves.toHaveLength(8);
  });
});
