// Cities in columns (decision 0270): each city once per state — its centroid (the mean of its ZIP codes', else of its
// schools'), its name as written and how many ZIP codes it has. A search resolving "City, ST" looks one up by key;
// only a location the service cannot use reads them all (place-candidates.ts). As a Map of centroids beside an
// object per name they were 8 MB of every worker's heap.

export interface CityName {
  /** cityKey of the name (lower case, "st" for "saint"…) */
  key: string;
  name: string;
  state: string;
  /** ZIP codes of the city: a stand-in for its size, to put the likeliest place first */
  zips: number;
}

export interface CityRow {
  /** `${cityKey}|${state}` */
  id: string;
  name: string;
  zips: number;
  lat: number;
  lon: number;
}

export class CityTable {
  private readonly rowOf = new Map<string, number>();
  private readonly ids: string[];
  private readonly names: string[];
  private readonly zips: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;

  /** Rows with distinct ids, in the order `city(i)` gives them back. */
  constructor(rows: readonly CityRow[]) {
    this.ids = rows.map((r) => r.id);
    this.names = rows.map((r) => r.name);
    this.zips = Int32Array.from(rows, (r) => r.zips);
    this.lat = Float64Array.from(rows, (r) => r.lat);
    this.lon = Float64Array.from(rows, (r) => r.lon);
    this.ids.forEach((id, i) => this.rowOf.set(id, i));
  }

  get count(): number {
    return this.ids.length;
  }

  /** The centroid of a city by its key (location.ts cityKey) and state abbreviation. */
  point(key: string, state: string): { lat: number; lon: number } | undefined {
    const i = this.rowOf.get(`${key}|${state}`);
    return i === undefined ? undefined : { lat: this.lat[i] ?? NaN, lon: this.lon[i] ?? NaN };
  }

  /** City i's key, name as written, state and ZIP codes (made on each call: a few per unusable location). */
  city(i: number): CityName {
    const [key = '', state = ''] = (this.ids[i] ?? '').split('|');
    return { key, name: this.names[i] ?? '', state, zips: this.zips[i] ?? 0 };
  }

  /** City i's key alone (location.ts cityKey). */
  key(i: number): string {
    const id = this.ids[i] ?? '';
    const bar = id.indexOf('|');
    return bar < 0 ? id : id.slice(0, bar);
  }
}
