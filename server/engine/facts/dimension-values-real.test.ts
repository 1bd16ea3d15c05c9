// On the real data: every program has a value for each new filter or is "Not reported" in it, none is left out,
// and outside Texas the filters cover what the issue asks (cost 90%, length 95%, pay 90%; decision 0177).
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineState } from '../engine-state';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realEngineState } from '../../../tests/engine/real-db';
import { dimensionValues } from './dimension-values';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);
let s: EngineState;

describe.skipIf(!HAS_REAL_DATA)('new filter values on the real data', () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it('cover every program outside Texas as the issue asks, and every program has a Format value', () => {
    const { d } = s;
    let outside = 0;
    const has = { cost: 0, weeks: 0, pay: 0 };
    for (let p = 0; p < d.progCount; p++) {
      const v = dimensionValues(d, p);
      expect(v.formats.length).toBeGreaterThan(0);
      if (d.instStateAbbr[d.progInst[p] ?? 0] === 'TX') continue;
      outside++;
      if (!Number.isNaN(v.cost)) has.cost++;
      if (!Number.isNaN(v.weeks)) has.weeks++;
      if (!Number.isNaN(v.pay)) has.pay++;
    }
    expect(has.cost / outside).toBeGreaterThan(0.9);
    expect(has.weeks / outside).toBeGreaterThan(0.95);
    expect(has.pay / outside).toBeGreaterThan(0.9);
  });
});
