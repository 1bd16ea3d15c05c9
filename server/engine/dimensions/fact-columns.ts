// Per-program values of the filters over cost, length and a school's online offer (decision 0179), computed from
// the engine's arrays with the same rules as the item fields (contract/dimensions/fact-values.ts, facts/
// item-facts.ts), once per data set. Profiles are split only by the small codes (`bands`): a cost or length band
// and whether the school offers programs fully online at the program's level — never by the figures themselves,
// which would make nearly every program a profile of its own. The figures are read for sorting (per program) and
// for a maximum between two steps (per profile: the largest of its programs').
import {
  TYPICAL_WEEKS,
  weeksFromOwnLength,
  wholeProgramFromYear,
} from '../../../contract/dimensions/fact-values';
import { COST_STEPS, WEEK_STEPS } from '../../../contract/programs/program-filters';
import { bucketOf } from '../facts/attributes';
import { NO_INDEX, type EngineData } from '../data';
import { schoolSlot } from '../facts/item-facts';

/** IPEDS IC's offer codes in EngineData.schoolOnline: 0 not reported, 1 none, 2 some, 3 all. */
const OFFERS_ONLINE = 2;

export interface FactColumns {
  /** per program: the whole program's cost (comparableCost), NaN when not reported */
  cost: Float32Array;
  /** per program: calendar weeks (comparableWeeks), NaN when not reported */
  weeks: Float32Array;
  /** per program: the step bucket of each (facts/attributes.ts's bucketOf; NONE_BUCKET when not reported) */
  costBand: Uint8Array;
  weeksBand: Uint8Array;
  /** per program: 1 when its school offers programs fully online at its level (SchoolOnline Some or All) */
  online: Uint8Array;
}

const cache = new WeakMap<EngineData, FactColumns>();

export function factColumns(d: EngineData): FactColumns {
  let c = cache.get(d);
  if (!c) cache.set(d, (c = build(d)));
  return c;
}

function build(d: EngineData): FactColumns {
  const n = d.progCount;
  const cost = new Float32Array(n);
  const weeks = new Float32Array(n);
  const costBand = new Uint8Array(n);
  const weeksBand = new Uint8Array(n);
  const online = new Uint8Array(n);
  const { progOwnIx, ownTuition, ownBooks, ownWeeks, ownHours, ownCredits, ownMonths } = d;
  const { schoolYearPrice, schoolYearBooks, schoolOnline, progAward, awards } = d;
  const levelOf = Int32Array.from(awards, (a) => a.code);
  for (let p = 0; p < n; p++) {
    const award = levelOf[progAward[p] ?? 0] ?? 0;
    const o = progOwnIx[p] ?? NO_INDEX;
    const slot = schoolSlot(d, p);
    // Cost: the program's own price, else a year at the school times the award level's usual years.
    let c = NaN;
    const own = o >= 0 ? (ownTuition[o] ?? NaN) : NaN;
    if (!Number.isNaN(own)) {
      const books = ownBooks[o] ?? NaN;
      c = Number.isNaN(books) ? own : own + books;
    } else {
      const price = schoolYearPrice[slot] ?? NaN;
      if (!Number.isNaN(price)) {
        const books = schoolYearBooks[slot] ?? NaN;
        c = wholeProgramFromYear(Number.isNaN(books) ? price : price + books, award);
      }
    }
    // Length: the program's own, else the longest usual length of its award level.
    let w =
      o >= 0
        ? weeksFromOwnLength(
            ownWeeks[o] ?? NaN,
            ownMonths[o] ?? NaN,
            ownHours[o] ?? NaN,
            ownCredits[o] ?? NaN,
          )
        : NaN;
    if (Number.isNaN(w)) w = TYPICAL_WEEKS[award]?.max ?? NaN;
    cost[p] = c;
    weeks[p] = w;
    costBand[p] = bucketOf(c, COST_STEPS);
    weeksBand[p] = bucketOf(w, WEEK_STEPS);
    online[p] = (schoolOnline[slot] ?? 0) >= OFFERS_ONLINE ? 1 : 0;
  }
  return { cost, weeks, costBand, weeksBand, online };
}
