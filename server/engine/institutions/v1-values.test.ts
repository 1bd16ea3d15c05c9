// v1 filter values judged per signature and per school give exactly what judging every program per value gives.
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultInstitutionsSearch, type InstitutionsRequest } from '../../../contract/requests';
import { buildState, type EngineState } from '../engine-state';
import { searchInstitutions } from './institutions';
import { loadData } from '../load/load-data';
import { fillTiers, matchKeyword, NO_MATCH } from '../text/match';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../../../tests/engine/real-db';
import { applyLocation } from '../location/where';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let s: EngineState;

/** The plain way: every value over every program; a school is in when a program passes both segments. */
function reference(req: InstitutionsRequest) {
  const { d } = s;
  const instOk = applyLocation(s, req.location, Number(req.radius || 0)).instOk;
  const tiersOf = (v: string) => {
    const out = new Uint8Array(d.progCount);
    fillTiers(d, matchKeyword(s.text, v), out, null);
    return out;
  };
  const occ = req.occupation.map(tiersOf);
  const prog = req.programName.map(tiersOf);
  const segTier = (list: Uint8Array[], p: number) => {
    if (list.length === 0) return 0;
    let best = NO_MATCH;
    for (const t of list) best = Math.min(best, t[p] ?? NO_MATCH);
    return best;
  };
  const best = new Map<number, number>();
  const reach = [occ, prog].map((list) => list.map(() => new Set<number>()));
  for (let p = 0; p < d.progCount; p++) {
    const i = d.progInst[p] ?? 0;
    if (instOk && !instOk[i]) continue;
    const a = segTier(occ, p);
    const b = segTier(prog, p);
    if (a === NO_MATCH || b === NO_MATCH) continue;
    best.set(i, Math.min(best.get(i) ?? NO_MATCH, Math.max(a, b)));
    [occ, prog].forEach((list, k) =>
      list.forEach((t, v) => {
        if (t[p] !== NO_MATCH) reach[k]?.[v]?.add(i);
      }),
    );
  }
  return { best, counts: reach.map((seg) => seg.map((set) => set.size)) };
}

const broad = [
  'teacher',
  'college',
  'community',
  'university',
  'management',
  'health',
  'technical',
  'nursing',
];
const cases: Array<Partial<InstitutionsRequest>> = [
  { occupation: ['welding', 'nursing', 'hvac'] },
  { occupation: broad, programName: ['computer', 'business', 'welding'] },
  // Words split between school names and program titles ("community" in a college's name, "college teacher").
  { occupation: ['community college nursing', 'college teacher', 'university health'] },
  { occupation: ['29-1141', '47-2111', 'welding'], programName: ['51.3801', 'technical'] },
  { occupation: ['teacher university', 'texas state'], location: 'TX' },
  { programName: ['medical assistant', 'dental', 'phlebotomy'], location: 'Houston, TX', radius: '50' },
  { occupation: ['zzqx', 'welding'] },
  // Values asking for different credentials: each value's own demotions.
  { occupation: ['nursing master', 'nursing', 'psychology doctorate'], location: 'CA' },
  { occupation: ['0', 'welding'], location: 'OH' },
];

describe.skipIf(!HAS_REAL_DATA)('v1 occupation and programName values', () => {
  beforeAll(async () => {
    const db = new Database(await realDbPath(), { readonly: true });
    s = buildState(loadData(db));
    db.close();
  });

  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('%s', (_, over) => {
    const req: InstitutionsRequest = { ...defaultInstitutionsSearch, userId: 't', limitRecord: 500, ...over };
    const ref = reference(req);
    const first = searchInstitutions(s, req);
    expect(first.RecordCount).toBe(ref.best.size);
    const ids: number[] = [];
    for (let start = 0; start < first.RecordCount; start += 500) {
      const page = start === 0 ? first : searchInstitutions(s, { ...req, startRecord: start });
      ids.push(...page.SchoolPrograms.map((item) => s.d.instIndex.get(Number(item.ID)) ?? -1));
    }
    expect(new Set(ids)).toEqual(new Set(ref.best.keys()));
    // Relevance order puts better tiers first.
    const tiers = ids.map((i) => ref.best.get(i) ?? NO_MATCH);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    const undo = (list: typeof first.OccupationCountList) => list.UndoList.map((u) => u.Count);
    const expected = (k: number, values: string[]) =>
      values.length === 1 ? [ref.best.size] : (ref.counts[k] ?? []);
    expect(undo(first.OccupationCountList)).toEqual(expected(0, req.occupation));
    expect(undo(first.ProgramCountList)).toEqual(expected(1, req.programName));
  });
});
