// The words of the "at most" lists (cost, length): each step and each maximum asked between steps is worded by its own
// dimension's declaration, in every search — also once the words are kept between searches (decision 0240).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import type { ProgramList } from '../../../contract/programs/programs';
import { createFixtureDb } from '../../../tests/engine/fixture-db';
import { openEngine, type LocalEngine } from '../open-engine';

const fx = createFixtureDb();
let engine: LocalEngine;
beforeAll(() => {
  engine = openEngine(fx.dbPath);
});
afterAll(() => {
  engine.close();
  fx.cleanup();
});

const search = (over: Partial<ProgramsRequest>) =>
  engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }) as ProgramList;
const money = (n: number) => `$${n.toLocaleString('en-US')} or less`;
const weeks = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'week' : 'weeks'} or less`;
/** Every numeric item of a list, as [value, words]. */
const worded = (items: ProgramList['CostCountList']) =>
  (items ?? []).filter((i) => /^\d+$/.test(i.Value)).map((i) => [Number(i.Value), i.Item] as const);

describe('the words of the at-most lists', () => {
  it.each<[string, Partial<ProgramsRequest>]>([
    ['the same number asked of both', { maxCost: ['4'], maxWeeks: ['4'] }],
    ['numbers between steps', { maxCost: ['7500'], maxWeeks: ['1'] }],
    ['the same search again', { maxCost: ['4'], maxWeeks: ['4'] }],
    ['nothing asked', {}],
  ])('word each value by its own dimension: %s', (_, over) => {
    const r = search(over);
    const cost = worded(r.CostCountList);
    const length = worded(r.WeeksCountList);
    for (const asked of over.maxCost ?? []) expect(cost.map(([n]) => n)).toContain(Number(asked));
    for (const asked of over.maxWeeks ?? []) expect(length.map(([n]) => n)).toContain(Number(asked));
    for (const [n, words] of cost) expect(words).toBe(money(n));
    for (const [n, words] of length) expect(words).toBe(weeks(n));
  });
});
