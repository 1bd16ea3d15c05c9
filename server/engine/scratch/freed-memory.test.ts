import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { trimWhenIdle } from './idle-trim';

/**
 * A process that frees most of many small blocks, each kept one between freed ones so that glibc cannot give the
 * freed ones back on its own, then gives back what it freed. Prints its resident anonymous memory (KB) before and
 * after.
 */
const fragmenting = `
import { readFileSync } from 'node:fs';
import { giveBackFreedMemory } from './server/engine/scratch/freed-memory.ts';
const anon = () => Number(/RssAnon:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
let blocks = Array.from({ length: 60000 }, () => new Uint8Array(new ArrayBuffer(2000)).fill(1));
blocks = blocks.filter((_, i) => i % 20 === 0);
globalThis.gc();
const before = anon();
const gave = giveBackFreedMemory();
console.log(JSON.stringify({ before, after: anon(), gave, kept: blocks.length }));
`;

describe('giving freed memory back', () => {
  it.runIf(process.platform === 'linux')(
    'a process holding freed memory among blocks in use gives it back to the system',
    () => {
      const r = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', fragmenting],
        {
          encoding: 'utf8',
          env: { ...process.env, MALLOC_TRIM_THRESHOLD_: '131072' },
        },
      );
      expect(r.stderr).toBe('');
      const { before, after, gave } = JSON.parse(r.stdout) as {
        before: number;
        after: number;
        gave: boolean;
      };
      expect(gave).toBe(true);
      // About 110 MB were freed; at least half of it is given back.
      expect(before - after).toBeGreaterThan(50_000);
    },
  );
});

describe('trimWhenIdle', () => {
  it('gives memory back once searches pause for a whole period, and not while they run', () => {
    vi.useFakeTimers();
    try {
      const giveBack = vi.fn();
      const idle = trimWhenIdle(1000, giveBack);
      vi.advanceTimersByTime(5000);
      expect(giveBack).not.toHaveBeenCalled(); // nothing was searched: nothing is owed
      for (let t = 0; t < 10; t++) {
        idle.searched();
        vi.advanceTimersByTime(1000);
      }
      expect(giveBack).not.toHaveBeenCalled(); // a search every period: never idle
      vi.advanceTimersByTime(2000);
      expect(giveBack).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10_000);
      expect(giveBack).toHaveBeenCalledTimes(1); // given back once per pause
      idle.stop();
      idle.searched();
      vi.advanceTimersByTime(10_000);
      expect(giveBack).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
