// One worker's queue under a closed loop (the load generator keeps `outstanding` requests in it, each sent again as
// soon as it is answered), simulated on measured search costs: how the order of the turns moves the latencies. With
// a fixed number outstanding and the worker always busy, the mean wait is fixed (Little's law: outstanding ÷
// throughput); an order can only move waiting from some requests to others. Used by bench/tail/http-tail.ts.

export type Order =
  | { name: 'first come'; kind: 'fifo' }
  /** the cheapest first, unless one has waited `agingMs` (then the oldest) */
  | { name: string; kind: 'cheapest'; agingMs: number }
  /** first come among those costing at most `costlyMs` or waiting `agingMs`; a costly one when no other waits */
  | { name: string; kind: 'costly-last'; costlyMs: number; agingMs: number };

export interface Simulated {
  mean: number;
  p50: number;
  p99: number;
  p999: number;
}

/** A deterministic pseudo-random sequence in [0, 1). */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

export function simulate(
  costsMs: readonly number[],
  order: Order,
  opts: { outstanding: number; answers?: number; clientMs?: number; seed?: number },
): Simulated {
  if (costsMs.length === 0) throw new Error('no costs to simulate');
  const rnd = lcg(opts.seed ?? 1);
  const clientMs = opts.clientMs ?? 0.5;
  const cost = () => costsMs[Math.floor(rnd() * costsMs.length)] ?? 0;
  let t = 0;
  const queue: Array<{ at: number; cost: number }> = [];
  const sendAt: number[] = Array.from({ length: opts.outstanding }, () => clientMs * rnd());
  const latencies: number[] = [];
  const answers = opts.answers ?? 100_000;
  while (latencies.length < answers) {
    sendAt.sort((a, b) => a - b);
    while (sendAt.length > 0 && (sendAt[0] ?? Infinity) <= t)
      queue.push({ at: sendAt.shift() ?? t, cost: cost() });
    if (queue.length === 0) {
      t = sendAt[0] ?? t;
      continue;
    }
    let k = 0;
    if (order.kind === 'cheapest') {
      const old = queue.findIndex((q) => t - q.at >= order.agingMs);
      if (old >= 0) k = old;
      else for (let i = 1; i < queue.length; i++) if ((queue[i]?.cost ?? 0) < (queue[k]?.cost ?? 0)) k = i;
    } else if (order.kind === 'costly-last') {
      k = Math.max(
        0,
        queue.findIndex((q) => q.cost <= order.costlyMs || t - q.at >= order.agingMs),
      );
    }
    const [next] = queue.splice(k, 1);
    if (!next) break;
    t += next.cost;
    latencies.push(t - next.at);
    sendAt.push(t + clientMs);
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    mean: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
  };
}
