// What a search will cost before it runs (decision 0191): every request is judged by its cost up front, so that no
// single legal request holds a worker for long. An estimate is in milliseconds of one core of the reference machine
// (the 2-core machine the figures in docs/overload.md come from).
//
// The estimate behind the interface is the request's shape: how many text values it ORs, whether a place narrows it,
// how many records it asks for and in which format. It assumes the values are broad (the worst case), so it refuses
// some combinations that a plan would know to be cheap. The engine can feed a better one: a `CostEstimator` built
// from its plan (issue 20's plan step knows each value's candidate postings) replaces this one without any change
// here or in the routes.
import type { RouteKind } from '../request-context';

export interface CostEstimate {
  /** Estimated ms of CPU for the engine's work and the answer's writing (the whole page). */
  ms: number;
  /** The same for one slice of `sliceRecords` records, when the page may be answered in slices (large pages). */
  perSliceMs?: number;
  sliceRecords?: number;
  /** The segment that makes it costly, for the 400 when it cannot be split. */
  segment?: string;
  /** What drives the cost, in words, for that 400. */
  why?: string;
}

export interface CostEstimator {
  estimate(kind: RouteKind, request: object, format: 'json' | 'xml'): CostEstimate;
}

/** An answer this large is handed to its connection in a turn of its own (bytes). */
export const LARGE_ANSWER_BYTES = 256 * 1024;

/** A page larger than this may be answered in slices of this many records (each in its own turn). */
export const SLICE_RECORDS = 100;

interface Shape {
  textValues: number;
  codeValues: number;
  keywordWords: number;
  place: 'none' | 'state' | 'point';
  records: number;
}

const isCode = (value: string) => /^[\d.-]+$/.test(value.trim());
const wordList = (text: string) => text.split(/[\s,;/|+]+/).filter((w) => w.length > 0);
const words = (text: string) => wordList(text).length;

function placeOf(location: unknown, radius: unknown): Shape['place'] {
  const l = typeof location === 'string' ? location.trim() : '';
  if (l === '' || l === '0') return 'none';
  const r = Number(radius);
  // A ZIP or "City, ST" with a radius is a point; a state (or a place with no radius) covers a state's schools.
  return /\d{5}|,/.test(l) && (Number.isFinite(r) && r > 0 ? r <= 200 : true) ? 'point' : 'state';
}

function shapeOf(kind: RouteKind, req: Record<string, unknown>): Shape {
  const list = (name: string) => (Array.isArray(req[name]) ? (req[name] as string[]) : []);
  const values = [...list('occupation'), ...list('programName')];
  const keyword = typeof req.keyword === 'string' ? req.keyword : '';
  const text = values.filter((v) => !isCode(v) && v !== '0');
  return {
    textValues: text.length + (kind === 'institutions' && keyword ? 1 : 0),
    codeValues: values.length - text.length,
    keywordWords: words(keyword),
    place: placeOf(req.location, req.radius),
    records: typeof req.limitRecord === 'number' ? req.limitRecord : 1,
  };
}

/**
 * Measured on the real data (273,827 programs), warm, the highest of repeated runs on the reference machine while
 * other work ran (bench/load/http-fairness.ts reruns them): a nationwide text value costs up to about 1 ms in a v1 search
 * over a base of about 20 (20 + 20 broad two-word values: 49–61 ms), a nationwide keyword word about 1.5 ms over 15
 * (20 common words: 40–47 ms); a state divides that by about three and a
 * point by about ten. Each record adds about 0.09 ms (v1; v2 0.02) to the search, 0.012 ms to writing JSON and
 * 0.1 ms (v1; v2 0.05) to writing XML.
 */
const BASE = { none: 1, state: 0.35, point: 0.12 } as const;

function engineMs(kind: RouteKind, s: Shape, records: number): number {
  const reach = BASE[s.place];
  if (kind === 'institutions') {
    const text = s.textValues > 0 ? reach * (20 + 1 * s.textValues) : 2;
    return 1 + text + 0.3 * s.codeValues + 0.09 * records;
  }
  if (kind === 'programs') {
    const text = s.keywordWords > 0 ? reach * (15 + 1.5 * s.keywordWords) : 2;
    return 1 + text + 0.3 * s.codeValues + 0.02 * records;
  }
  // Details, suggestions: small and bounded by the contract (decision 0066).
  return 3;
}

function writeMs(kind: RouteKind, records: number, format: 'json' | 'xml'): number {
  if (format === 'json') return 0.012 * records;
  return (kind === 'institutions' ? 0.1 : 0.05) * records;
}

/**
 * The text terms whose breadth decides a search's cost (a v2 keyword's words; a v1 search's text values and
 * keyword), lower-cased, and the share of a nationwide term's cost one costs where the search reaches: what a
 * learning estimator (learned-cost.ts) keeps its memory of.
 */
export function textTerms(kind: RouteKind, request: object): { terms: string[]; reach: number } | null {
  const req = request as Record<string, unknown>;
  // "0" is a path segment's "none".
  const keyword = typeof req.keyword === 'string' && req.keyword !== '0' ? req.keyword.toLowerCase() : '';
  const reach = BASE[placeOf(req.location, req.radius)];
  if (kind === 'programs') return { terms: wordList(keyword), reach };
  if (kind !== 'institutions') return null;
  const list = (name: string) => (Array.isArray(req[name]) ? (req[name] as string[]) : []);
  const values = [...list('occupation'), ...list('programName')]
    .filter((v) => !isCode(v) && v !== '0')
    .map((v) => v.trim().toLowerCase());
  return { terms: keyword ? [...values, keyword.trim()] : values, reach };
}

/** The default estimator: the request's shape, assuming broad values. */
export const shapeCost: CostEstimator = {
  estimate(kind, request, format) {
    const req = request as Record<string, unknown>;
    const s = shapeOf(kind, req);
    const ms = engineMs(kind, s, s.records) + writeMs(kind, s.records, format);
    const segment =
      kind === 'institutions'
        ? s.textValues > 1
          ? 'occupation'
          : undefined
        : s.keywordWords > 3
          ? 'keyword'
          : undefined;
    const why =
      kind === 'institutions'
        ? `${s.textValues} text values in occupation and programName${s.place === 'none' ? ', nationwide' : ''}`
        : `${s.keywordWords} keyword words${s.place === 'none' ? ', nationwide' : ''}`;
    if (s.records <= SLICE_RECORDS || (kind !== 'institutions' && kind !== 'programs')) {
      return { ms, segment, why };
    }
    const perSliceMs = engineMs(kind, s, SLICE_RECORDS) + writeMs(kind, SLICE_RECORDS, format);
    return { ms, perSliceMs, sliceRecords: SLICE_RECORDS, segment, why };
  },
};
