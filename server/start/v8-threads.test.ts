import { describe, expect, it } from 'vitest';
import { v8PoolSize, workerExecArgv } from './v8-threads';

describe("each worker's V8 threads (decision 0265)", () => {
  it('keeps to the share of the cores beyond the main thread, at least one, at most Node’s four', () => {
    expect(v8PoolSize(2, 2)).toBe(1);
    expect(v8PoolSize(1, 2)).toBe(1);
    expect(v8PoolSize(4, 16)).toBe(3);
    expect(v8PoolSize(2, 64)).toBe(4);
    expect(v8PoolSize(8, 4)).toBe(1);
  });

  it("adds the pool to the primary's arguments, and leaves an operator's own choice alone", () => {
    expect(workerExecArgv(['--enable-source-maps'], 2, '', 2)).toEqual([
      '--enable-source-maps',
      '--v8-pool-size=1',
    ]);
    expect(workerExecArgv(['--v8-pool-size=3'], 2, '', 2)).toEqual(['--v8-pool-size=3']);
    expect(workerExecArgv([], 2, '--max-old-space-size=2048 --v8-pool-size=2', 2)).toEqual([]);
  });
});
