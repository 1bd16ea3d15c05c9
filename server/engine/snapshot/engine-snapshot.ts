// What the engine snapshot holds (decisions 0122, 0133): the institution and program arrays read from the database,
// the occupation lists, the sort orders and the postings — everything at start-up whose cost grows with the data.
// The small lookups are still read from SQLite (a few thousand rows), and the text index, speller and facet domains
// are still built from the data.
import type { EngineData } from '../data';
import { indexInstitutions } from '../load/load-data';
import type { Orders } from '../programs/page/order';
import type { Groups, Postings } from '../select/postings';
import { encodeSnapshot, SnapshotError, type Section, type SnapshotView } from './sections';

/** The program arrays of EngineData (load-programs.ts, load-lookups.ts' occupation lists) */
const PROGRAM_ARRAYS = [
  'progId',
  'progInst',
  'progCip',
  'progAward',
  'progEtpl',
  'progFormat',
  'progCompletions',
  'progName',
  'progCost',
  'progWeeks',
  'progAttr',
  'attrValues',
  'progEtplIx',
  'etplOptional',
  'progSocList',
  'cipSocList',
  // decisions 0170–0173 (load/load-program-facts.ts)
  'progOwnIx',
  'ownTuition',
  'ownBooks',
  'ownCostYear',
  'ownWeeks',
  'ownHours',
  'ownCredits',
  'ownMonths',
  'schoolYearPrice',
  'schoolYearBooks',
  'schoolYearResidency',
  'schoolCostYear',
  'schoolOnline',
] as const;

/** The institution columns of EngineData (load-data.ts): typed arrays, then string tables */
const INSTITUTION_ARRAYS = {
  instId: Float64Array,
  instState: Int16Array,
  instLat: Float64Array,
  instLon: Float64Array,
  instCounty: Int32Array,
  instSector: Int16Array,
  instControl: Uint8Array,
} as const;
const INSTITUTION_STRINGS = [
  'instName',
  'instAddress',
  'instCity',
  'instStateAbbr',
  'instZip',
  'instPhone',
  'instUrl',
  'instRegionCode',
  'instRegion',
  'instSize',
  'instCampus',
  'counties',
] as const;

const ORDER_ARRAYS = [
  'instNameRank',
  'byProgram',
  'byProvider',
  'byCredential',
  'byPlace',
  'byCompletions',
  'instsByName',
  'instsByCity',
  'instsByPlace',
  'instStart',
  'instByCompletions',
  'instByTitle',
] as const;
const RANKS = ['program', 'provider', 'credential', 'place', 'completions'] as const;
const POSTINGS = ['byInst'] as const;

/** Ties a snapshot to its database: the build's own record (written once per build) and the lookup sizes. */
export function snapshotSource(d: EngineData): string {
  const info = Object.entries(d.buildInfo).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify({
    info,
    institutions: d.instCount,
    cips: d.cipCodes.length,
    socs: d.socCodes.length,
  });
}

/** Lists of Int32Arrays as one offsets array and one items array. */
function flatten(lists: readonly Int32Array[]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (start[i + 1] = (start[i] ?? 0) + l.length));
  const items = new Int32Array(start[lists.length] ?? 0);
  lists.forEach((l, i) => items.set(l, start[i] ?? 0));
  return [start, items];
}
const unflatten = (start: Int32Array, items: Int32Array): Int32Array[] =>
  Array.from({ length: start.length - 1 }, (_, i) => items.subarray(start[i] ?? 0, start[i + 1] ?? 0));

export function encodeEngineSnapshot(d: EngineData, o: Orders, ps: Postings): Buffer {
  const arrays: Record<string, Section> = {};
  for (const k of PROGRAM_ARRAYS) arrays[`d.${k}`] = d[k];
  for (const k of Object.keys(INSTITUTION_ARRAYS) as Array<keyof typeof INSTITUTION_ARRAYS>)
    arrays[`d.${k}`] = d[k];
  [arrays['d.socLists.start'], arrays['d.socLists.items']] = flatten(d.socLists);
  [arrays['d.listsBySoc.start'], arrays['d.listsBySoc.items']] = flatten(d.listsBySoc);
  // Credentials: a few thousand distinct texts, each program pointing at one ('' for college programs).
  arrays['d.progCredential'] = d.progCredential;
  for (const k of ORDER_ARRAYS) arrays[`o.${k}`] = o[k];
  for (const k of RANKS) arrays[`o.rank.${k}`] = o.rank[k];
  for (const k of POSTINGS) {
    arrays[`ps.${k}.start`] = ps[k].start;
    arrays[`ps.${k}.items`] = ps[k].items;
  }
  const strings: Record<string, readonly string[]> = {};
  for (const k of INSTITUTION_STRINGS) strings[`d.${k}`] = d[k];
  return encodeSnapshot(snapshotSource(d), arrays, {
    ...strings,
    credentials: d.credentials,
    etplNames: d.etplNames,
    etplUrl: d.etplUrl,
    costYears: d.costYears,
  });
}

/**
 * Fills the program part of `d` from a snapshot and returns the orders and postings, viewed in place. Throws
 * SnapshotError when the snapshot belongs to another database or does not fit this one.
 */
export function applyEngineSnapshot(d: EngineData, v: SnapshotView): { o: Orders; ps: Postings } {
  if (v.source !== snapshotSource(d)) throw new SnapshotError('made from another database (stale)');
  const i32 = (name: string) => v.array(name, Int32Array);
  const rec = d as unknown as Record<string, Section>;
  const ctorOf: Record<string, new (b: ArrayBufferLike, o: number, l: number) => Section> = {
    progId: Float64Array,
    progAward: Uint8Array,
    progEtpl: Uint8Array,
    progFormat: Uint8Array,
    progCost: Float32Array,
    progWeeks: Float32Array,
    progAttr: Uint16Array,
    attrValues: Uint16Array,
    etplOptional: Float64Array,
    ownTuition: Float64Array,
    ownBooks: Float64Array,
    ownCostYear: Uint8Array,
    ownWeeks: Float32Array,
    ownHours: Float32Array,
    ownCredits: Float32Array,
    ownMonths: Float32Array,
    schoolYearPrice: Float64Array,
    schoolYearBooks: Float64Array,
    schoolYearResidency: Uint8Array,
    schoolCostYear: Uint8Array,
    schoolOnline: Uint8Array,
  };
  for (const k of PROGRAM_ARRAYS) rec[k] = v.array(`d.${k}`, ctorOf[k] ?? Int32Array);
  for (const [k, ctor] of Object.entries(INSTITUTION_ARRAYS))
    rec[k] = v.array(`d.${k}`, ctor as new (b: ArrayBufferLike, o: number, l: number) => Section);
  const strs = d as unknown as Record<string, string[]>;
  for (const k of INSTITUTION_STRINGS) strs[k] = v.strings(`d.${k}`);
  indexInstitutions(d);
  d.progCount = d.progId.length;
  d.socLists = unflatten(i32('d.socLists.start'), i32('d.socLists.items'));
  d.listsBySoc = unflatten(i32('d.listsBySoc.start'), i32('d.listsBySoc.items'));
  d.credentials = v.strings('credentials');
  d.progCredential = i32('d.progCredential');
  d.etplNames = v.strings('etplNames');
  d.etplUrl = v.strings('etplUrl');
  d.costYears = v.strings('costYears');
  const orders: Record<string, unknown> = {};
  for (const k of ORDER_ARRAYS) orders[k] = i32(`o.${k}`);
  orders.rank = Object.fromEntries(RANKS.map((k) => [k, i32(`o.rank.${k}`)]));
  const groups = (k: string): Groups => ({ start: i32(`ps.${k}.start`), items: i32(`ps.${k}.items`) });
  const ps = Object.fromEntries(POSTINGS.map((k) => [k, groups(k)])) as unknown as Postings;
  const n = d.progCount;
  const o = orders as unknown as Orders;
  // A snapshot that does not fit the database's lookups is as good as stale.
  if (
    d.progSocList.length !== n ||
    d.progOwnIx.length !== n ||
    d.schoolOnline.length !== d.instCount * 2 ||
    d.cipSocList.length !== d.cipCodes.length ||
    d.listsBySoc.length !== d.socCodes.length ||
    o.instStart.length !== d.instCount + 1 ||
    d.instId.length !== d.instCount ||
    INSTITUTION_STRINGS.some((k) => k !== 'counties' && d[k].length !== d.instCount) ||
    o.byCompletions.length !== n ||
    d.progCredential.length !== n
  )
    throw new SnapshotError('does not fit the database (stale)');
  return { o, ps };
}
