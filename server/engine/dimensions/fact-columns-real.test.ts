// On the real data: the engine's per-program values for the cost, length and format filters (fact-columns.ts) are
// the rules of the contract read off each program's item fields (contract/dimensions/fact-values.ts), for every
// program; every program has a value or is "Not reported"; outside Texas they cover what the issue asks (cost 90%,
// length 95%, pay 90%; decisions 0177, 0179).
import { needsRealData } from '../../../tests/support/real-data';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  comparableCost,
  comparableWeeks,
  formatValues,
  SCHOOL_ONLINE_FORMAT,
  type FactView,
} from '../../../contract/dimensions/fact-values';
import { formatList } from '../data';
import type { EngineState } from '../engine-state';
import { addFactFields, payLowOf } from '../facts/item-facts';
import { realEngineState } from '../../../tests/engine/real-db';
import { factColumns } from './fact-columns';

let s: EngineState;

const same = (a: number, b: number) =>
  Number.isNaN(a) ? Number.isNaN(b) : Math.abs(a - b) <= Math.abs(b) * 1e-6;

describe('filter values on the real data', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it('are the item rules for every program, and cover programs outside Texas as the issue asks', () => {
    const { d } = s;
    const c = factColumns(d);
    let outside = 0;
    const has = { cost: 0, weeks: 0, pay: 0 };
    const wrong: string[] = [];
    for (let p = 0; p < d.progCount; p++) {
      const f: FactView = {
        AwLevelCode: d.awards[d.progAward[p] ?? 0]?.code ?? 0,
        Format: formatList(d.progFormat[p] ?? 0),
      };
      addFactFields(f, d, p);
      const cost = comparableCost(f);
      const weeks = comparableWeeks(f);
      const online = formatValues(f).includes(SCHOOL_ONLINE_FORMAT) ? 1 : 0;
      if (!same(c.cost[p] ?? NaN, cost) || !same(c.weeks[p] ?? NaN, weeks) || c.online[p] !== online)
        wrong.push(`${p}: ${c.cost[p]}/${cost} ${c.weeks[p]}/${weeks} ${c.online[p]}/${online}`);
      if (d.instStateAbbr[d.progInst[p] ?? 0] === 'TX') continue;
      outside++;
      if (!Number.isNaN(cost)) has.cost++;
      if (!Number.isNaN(weeks)) has.weeks++;
      if (!Number.isNaN(payLowOf(d, p))) has.pay++;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(has.cost / outside).toBeGreaterThan(0.9);
    expect(has.weeks / outside).toBeGreaterThan(0.95);
    expect(has.pay / outside).toBeGreaterThan(0.9);
  });
});
