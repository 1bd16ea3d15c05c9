// A worker's allocator setting: given unless the operator's environment already tells glibc something.
import { describe, expect, it } from 'vitest';
import { workerEnv } from './malloc-env';

describe('workerEnv', () => {
  it("fixes glibc's trim threshold, so that freed large arrays go back to the system", () => {
    expect(workerEnv({ PATH: '/usr/bin' })).toEqual({ MALLOC_TRIM_THRESHOLD_: '131072' });
  });

  it("leaves an operator's own allocator settings alone", () => {
    expect(workerEnv({ MALLOC_ARENA_MAX: '2' })).toEqual({});
    expect(workerEnv({ MALLOC_TRIM_THRESHOLD_: '0' })).toEqual({});
  });
});
