// ZIP centroids in columns (decision 0270): about 41,000 codes, looked up one at a time as a search names a ZIP code.
// Held as a Map of an object per code they were 7 MB of every worker's heap (a string key, an object, two boxed
// numbers each); as sorted codes beside their coordinates they are under 1 MB, found by halving.

export interface ZipPoint {
  lat: number;
  lon: number;
  state: string;
}

export class ZipTable {
  /** the codes as numbers, ascending */
  private readonly codes: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  /** each code's state, an index into `states` */
  private readonly stateOf: Uint8Array | Uint16Array;
  private readonly states: string[];

  /** From rows in any order; a code given twice keeps its last row, and only five-digit codes are kept. */
  constructor(rows: ReadonlyArray<readonly [zip: string, state: string, lat: number, lon: number]>) {
    const last = new Map<number, number>();
    rows.forEach(([zip], r) => {
      if (/^\d{5}$/.test(zip)) last.set(Number(zip), r);
    });
    const order = [...last.keys()].sort((a, b) => a - b);
    const stateIndex = new Map<string, number>();
    this.codes = Int32Array.from(order);
    this.lat = new Float64Array(order.length);
    this.lon = new Float64Array(order.length);
    const stateOf: number[] = [];
    order.forEach((code, k) => {
      const [, state, lat, lon] = rows[last.get(code) ?? 0] ?? ['', '', NaN, NaN];
      this.lat[k] = lat;
      this.lon[k] = lon;
      let s = stateIndex.get(state);
      if (s === undefined) stateIndex.set(state, (s = stateIndex.size));
      stateOf.push(s);
    });
    this.states = [...stateIndex.keys()];
    this.stateOf = this.states.length <= 0x100 ? Uint8Array.from(stateOf) : Uint16Array.from(stateOf);
  }

  get size(): number {
    return this.codes.length;
  }

  /** A five-digit code's centroid and state; undefined for a code the data does not know. */
  get(zip5: string): ZipPoint | undefined {
    if (!/^\d{5}$/.test(zip5)) return undefined;
    const code = Number(zip5);
    let lo = 0;
    let hi = this.codes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.codes[mid] ?? 0) < code) lo = mid + 1;
      else hi = mid;
    }
    if (this.codes[lo] !== code) return undefined;
    return {
      lat: this.lat[lo] ?? NaN,
      lon: this.lon[lo] ?? NaN,
      state: this.states[this.stateOf[lo] ?? 0] ?? '',
    };
  }
}
