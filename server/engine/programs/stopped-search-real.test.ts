// A search stopped by its deadline at any point hands back every counter and mark it borrowed clean: the next
// searches on the same engine answer as if it had never run. (A named-school search stopped while its programs were
// tiered once left per-profile counts in a lent counter, and later answers counted from them.)
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { realEngineState } from '../../../tests/engine/real-db';
import { needsRealData } from '../../../tests/support/real-data';
import type { EngineState } from '../engine-state';
import { searchPrograms } from './programs';

/** The deadline's check, made to stop a search at its `stopAt`-th call (0: never). */
const clock = vi.hoisted(() => ({ calls: 0, stopAt: 0 }));
vi.mock('../deadline', async (importOriginal) => {
  const real = await importOriginal<typeof import('../deadline')>();
  const checkDeadline = () => {
    clock.calls++;
    if (clock.stopAt > 0 && clock.calls >= clock.stopAt) throw new real.SearchTimeoutError(1);
  };
  // The same checks made after a run of items (the real one calls its own module's check, not this one).
  const checkAfterRead = (read: number, n: number) => {
    if (read + n <= real.CHECK_MASK) return read + n;
    checkDeadline();
    return 0;
  };
  return { ...real, checkDeadline, checkAfterRead };
});

let s: EngineState;
const search = (over: Partial<ProgramsRequest>) =>
  searchPrograms(s, { ...defaultProgramsSearch, userId: 'test', ...over });

describe('a search stopped midway (real data)', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
  });
  // A failed case must not leave the next one's searches stopped.
  afterEach(() => {
    clock.stopAt = 0;
  });

  // Named schools' programs tiered one by one ("state university": its words split the schools), listed and tiered
  // from the members of the profiles holding the words a school's name lacks ("university health"), and tiered from
  // counts made once with a filter to apply after ("university" with a length: decision 0256).
  it.each([
    { keyword: 'state university' },
    { keyword: 'university health' },
    { keyword: 'university', programLength: ['3', '5'] },
  ])('leaves nothing behind for the next searches, wherever %j was stopped', (stopped) => {
    const after: Array<Partial<ProgramsRequest>> = [
      { keyword: 'university' },
      // (listed from members: decision 0161)
      { keyword: 'community college nursing' },
      { keyword: 'nursing', location: 'TX' },
      { keyword: '', sector: ['public'] },
    ];
    const expected = after.map((req) => JSON.stringify(search(req)));
    // How many checks the whole search makes: it is stopped at each of them in turn (the checks run every few
    // thousand programs, so each stop falls in a different loop, or further along one). Counted on a second run:
    // the first understands the keyword, which later runs may find kept (decision 0240).
    search(stopped);
    clock.calls = 0;
    search(stopped);
    const checks = clock.calls;
    expect(checks).toBeGreaterThan(5);
    for (let at = 1; at <= checks; at++) {
      clock.calls = 0;
      clock.stopAt = at;
      expect(() => search(stopped), `stopped at check ${at}`).toThrow(/longer than the service allows/);
      clock.stopAt = 0;
      after.forEach((req, k) =>
        expect(JSON.stringify(search(req)), `${JSON.stringify(req)} after a stop at check ${at}`).toBe(
          expected[k],
        ),
      );
    }
  });
});
