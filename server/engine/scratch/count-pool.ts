// Zeroed counters lent to one search (decision 0161): per profile, per school, per code of a dimension. Like the mark
// pool's arrays (decision 0121) they are handed back when the search's scope ends and zeroed then, so a search makes
// no array the size of the schools or profiles for the garbage collector to sweep. Outside a scope (a pass kept
// longer, a test calling a pass directly) they are made afresh.
import type { MarkPool } from './mark-pool';

type Counter = Int32Array | Uint32Array;

export class CountPool {
  private readonly free = new Map<string, Counter[]>();

  constructor(private readonly marks: MarkPool) {}

  int32(n: number): Int32Array {
    return this.take(n, 'i', (m) => new Int32Array(m));
  }

  uint32(n: number): Uint32Array {
    return this.take(n, 'u', (m) => new Uint32Array(m));
  }

  private take<T extends Counter>(n: number, kind: string, make: (n: number) => T): T {
    if (!this.marks.inScope) return make(n);
    const key = `${kind}${n}`;
    const list = (this.free.get(key) ?? []) as T[];
    const buf = list.pop() ?? make(n);
    this.marks.onRelease(() => {
      buf.fill(0);
      list.push(buf);
      this.free.set(key, list);
    });
    return buf;
  }
}
