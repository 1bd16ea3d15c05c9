// What the shape of a search cannot tell: how broad its words are (decision 0246). The shape estimate (cost.ts)
// charges every text term alike, about 1.5 ms nationwide; a common word costs far more (five broad words nationwide
// were estimated at 23.5 ms and took 40–140 ms), and such a search held the worker for over 100 ms between two
// ordinary searches, beyond MAX_SEARCH_COST_MS, which is there to refuse it up front. So the real CPU time of every
// search run in one turn is compared with its estimate, and what the estimate missed is shared among its terms (a
// keyword's words, the text values ORed): each term remembers its extra cost, nationwide, and later searches with
// that term are estimated with it — refused up front when over the limit, weighed by it in the fair queue, reserved
// from the client's budget. An estimate is never below the shape's. The data does not change while it is served
// (a new database starts the memory again, through the generation in the key), so what was learned stays true.
import type { RouteKind } from '../request-context';
import { shapeCost, textTerms, type CostEstimate, type CostEstimator } from './cost';

/** A search's terms, where it reaches ('none' nationwide, a state, a point) and its estimate from them. */
interface Terms {
  terms: string[];
  /** the share of a nationwide term's cost a term costs here (BASE in cost.ts) */
  reach: number;
}

export interface LearningEstimator extends CostEstimator {
  /** A search estimated with `estimateMs` took `realMs` of CPU: its terms learn what the estimate missed. */
  learn(kind: RouteKind, request: object, format: 'json' | 'xml', estimateMs: number, realMs: number): void;
  /** The extra cost a term is known to carry, nationwide (ms; 0 when none is known). For tests and logs. */
  extraOf(term: string): number;
}

/** Terms whose extra cost is below this are not remembered: rare words are what the shape assumes. */
const REMEMBER_FROM_MS = 0.5;
/**
 * The most extra cost one term may carry, nationwide (ms). A search's CPU time also holds what the worker did for
 * others meanwhile (a collection, threads' work): measured on a busy machine, ordinary two-word searches had learned
 * enough to be refused. With this bound a search of one or two words is never refused for what its words learned
 * (at most about 40 ms nationwide); five common words (40–140 ms measured) are.
 */
const MAX_EXTRA_MS = 10;
/** How much of a new observation a term's extra cost takes (the rest is what it knew). */
const WEIGHT = 0.5;
/** What a term learned counts half as much this long after it was last seen. */
const HALF_LIFE_MS = 5 * 60_000;

export function learnedCost(
  base: CostEstimator = shapeCost,
  opts: { maxTerms?: number; now?: () => number } = {},
): LearningEstimator {
  const maxTerms = opts.maxTerms ?? 20_000;
  const now = opts.now ?? Date.now;
  /** term → extra ms nationwide and when; in order of last update (the oldest is forgotten first). */
  const extras = new Map<string, { ms: number; at: number }>();
  const known = {
    get(term: string): number | undefined {
      const e = extras.get(term);
      return e && e.ms * 2 ** (-(now() - e.at) / HALF_LIFE_MS);
    },
    delete: (term: string) => extras.delete(term),
    set: (term: string, ms: number) => extras.set(term, { ms, at: now() }),
    get size() {
      return extras.size;
    },
    keys: () => extras.keys(),
  };
  const current = () => known;

  const termsOf = (kind: RouteKind, request: object): Terms | null => textTerms(kind, request);

  const extraFor = (t: Terms) => {
    const known = current();
    let sum = 0;
    for (const term of t.terms) sum += known.get(term) ?? 0;
    return sum * t.reach;
  };

  return {
    estimate(kind, request, format): CostEstimate {
      const estimate = base.estimate(kind, request, format);
      const t = termsOf(kind, request);
      if (!t || t.terms.length === 0) return estimate;
      const extra = extraFor(t);
      if (extra <= 0) return estimate;
      return {
        ...estimate,
        ms: estimate.ms + extra,
        ...(estimate.perSliceMs === undefined ? {} : { perSliceMs: estimate.perSliceMs + extra }),
        why: `${estimate.why ?? 'its shape'} (some of them match a large share of all programs)`,
      };
    },

    learn(kind, request, _format, estimateMs, realMs): void {
      const t = termsOf(kind, request);
      if (!t || t.terms.length === 0 || !Number.isFinite(realMs)) return;
      const known = current();
      // What the estimate missed (or gave too much), nationwide, shared among the terms by what each is known to
      // cost beyond the shape (equally among those with nothing known).
      const unique = [...new Set(t.terms)];
      const weights = unique.map((term) => Math.max(known.get(term) ?? 0, 0.1));
      const total = weights.reduce((a, b) => a + b, 0);
      const learned = unique.reduce((sum, term) => sum + (known.get(term) ?? 0), 0);
      // An overestimate takes back at most what the terms had learned: the shape's own part is not theirs.
      const missed = Math.max((realMs - estimateMs) / t.reach, -learned);
      if (missed === 0) return;
      unique.forEach((term, i) => {
        const before = known.get(term) ?? 0;
        const share = (missed * (weights[i] ?? 0)) / total;
        const after = Math.min(MAX_EXTRA_MS, Math.max(0, before + WEIGHT * share));
        known.delete(term);
        if (after < REMEMBER_FROM_MS) return;
        if (known.size >= maxTerms) {
          const oldest = known.keys().next();
          if (!oldest.done) known.delete(oldest.value);
        }
        known.set(term, after);
      });
    },

    extraOf(term: string): number {
      return current().get(term) ?? 0;
    },
  };
}
