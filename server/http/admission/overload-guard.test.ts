// The overload guard (decision 0191): off while the worker keeps up; when its event loop stays nearly always busy,
// clients above a share threshold are shed, the threshold coming down until the load is back under control — the
// heaviest first, an ordinary user last — and it goes back up, then off, once the worker keeps up again.
import { describe, expect, it } from 'vitest';
import { createOverloadGuard, eventLoopUtilization } from './overload-guard';

function guardAt(loads: number[]) {
  let i = 0;
  const guard = createOverloadGuard({
    utilization: () => loads[Math.min(i++, loads.length - 1)] ?? 0,
    windowMs: 3_600_000,
  });
  return guard;
}

describe('the overload guard', () => {
  it('sheds nobody while the worker keeps up, however heavy a client', () => {
    const guard = guardAt([0.5, 0.6, 0.85, 0.6]);
    for (let k = 0; k < 4; k++) guard.step();
    expect(guard.sheds(50)).toBe(false);
    guard.stop();
  });

  it('sheds the heaviest first when it is overloaded, then lighter ones while it stays so, never the lightest', () => {
    const guard = guardAt(Array.from({ length: 60 }, () => 1));
    // About a second of a fully busy loop (smoothed) before anyone is shed.
    for (let k = 0; k < 4; k++) guard.step();
    expect(guard.sheds(5)).toBe(false);
    for (let k = 0; k < 2; k++) guard.step();
    expect(guard.sheds(5)).toBe(true); // a token flooding with random user ids: 5 × its budget's rate
    expect(guard.sheds(0.9)).toBe(false);
    expect(guard.sheds(0.4)).toBe(false); // an ordinary user
    for (let k = 0; k < 3; k++) guard.step();
    expect(guard.sheds(0.9)).toBe(true); // clients at 90% of their budget, once the heaviest were not enough
    expect(guard.sheds(0.4)).toBe(false);
    for (let k = 0; k < 40; k++) guard.step();
    // Overloaded still: everyone above the floor; someone using a twentieth of a budget is never shed for load.
    expect(guard.sheds(0.4)).toBe(true);
    expect(guard.sheds(0.01)).toBe(false);
    guard.stop();
  });

  it('lets everyone back, a step at a time, once the worker keeps up again', () => {
    const guard = guardAt([1, 1, 1, 1, 1, 1, 0.2]);
    for (let k = 0; k < 6; k++) guard.step();
    const under = guard.threshold;
    expect(guard.sheds(5)).toBe(true);
    guard.step();
    expect(guard.threshold).toBeGreaterThan(under);
    // The threshold comes back up a step at a time, but a worker that keeps up sheds nobody meanwhile.
    expect(guard.threshold).toBeLessThan(5);
    expect(guard.sheds(5)).toBe(false);
    for (let k = 0; k < 20; k++) guard.step();
    expect(guard.threshold).toBe(Number.POSITIVE_INFINITY);
    expect(guard.sheds(50)).toBe(false);
    guard.stop();
  });

  it("counts a starting engine's own warm-up searches as no load: busy with them, the loop reads as idle", () => {
    let warm = 0;
    const busyFor = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        // busy, as a search is
      }
    };
    const measured = eventLoopUtilization(() => warm);
    measured();
    // 150 ms of warm-up searches (counted as such), then 150 ms of requests' work.
    const start = performance.now();
    busyFor(150);
    warm += performance.now() - start;
    const duringWarmUp = measured();
    busyFor(150);
    const duringRequests = measured();
    expect(duringWarmUp).toBeLessThan(0.2);
    expect(duringRequests).toBeGreaterThan(0.8);
  });
});
