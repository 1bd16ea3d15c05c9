// Spot checks of cost, length, online and pay against the raw federal files (decisions 0170–0176): what a program
// page says is what IPEDS and BLS publish, found in the raw rows here, not in the engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { programDetailsSchema, type ProgramDetails } from '../../../contract/program-details/program-details';
import { openEngine, type LocalEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, REAL_DATA_DIR, realDbPath } from '../../../tests/engine/real-db';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

type RawRow = Record<string, string>;
let engine: LocalEngine;
const read = (file: string): RawRow[] =>
  parse(readFileSync(path.join(REAL_DATA_DIR, file)), { columns: true, bom: true, trim: true }) as RawRow[];
let completions: RawRow[];

const details = (detailId: number): ProgramDetails | null => {
  const d = engine.programDetails({ userId: 'test', detailId: String(detailId), location: '' });
  return d === null ? null : programDetailsSchema.parse(d);
};
/** A completions program's DetailId (decision 0011): UNITID, CIP digits and award level side by side. */
const programId = (r: RawRow) =>
  Number(r.UNITID) * 100_000_000 + Number(r.CIPCODE?.replace('.', '')) * 100 + Number(r.AWLEVEL);
const amount = (v: string | undefined) =>
  v === undefined || !/^\d+(\.\d+)?$/.test(v) ? undefined : Number(v);

describe.skipIf(!HAS_REAL_DATA)('cost, length and pay against the raw files', () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
    completions = ['part1', 'part2'].flatMap((p) => read(`c2024_a_programs.${p}.csv`));
  });

  it('a career school’s largest program: its price for the whole program and its length (IC2023_PY)', () => {
    const byUnitCip = new Map<string, RawRow[]>();
    for (const r of completions) {
      const k = `${r.UNITID}|${r.CIPCODE}`;
      byUnitCip.set(k, [...(byUnitCip.get(k) ?? []), r]);
    }
    let checked = 0;
    for (const [k, row] of read('ic2023_py.csv').entries()) {
      if (k % 40 !== 0) continue;
      // Slot 1 as published: 1.0101 means 01.0101 (the copy lost its zeros, data README section 7).
      const [whole = '', decimals = ''] = (row.CIPCODE1 ?? '').split('.');
      const cip = `${whole.padStart(2, '0')}.${decimals.padEnd(4, '0')}`;
      const programs = byUnitCip.get(`${row.UNITID}|${cip}`) ?? [];
      // One program in that CIP code at the school: the figure can only be its.
      if (programs.length !== 1 || !programs[0]) continue;
      const d = details(programId(programs[0]));
      expect(d, `${row.UNITID} ${cip}`).not.toBeNull();
      const tuition = amount(row.CHG1PY3) ?? amount(row.CIPTUIT1);
      const books = amount(row.CHG4PY3) ?? amount(row.CIPSUPP1);
      expect(d).toMatchObject({ CostBasis: 'Program', CostYear: '2023-24', CostTuitionFees: tuition });
      expect(d?.CostBooksSupplies).toBe(books);
      expect(d?.CostTotal).toBe((tuition ?? 0) + (books ?? 0));
      expect(d?.LengthBasis).toBe('Program');
      const length = amount(row.CIPLGTH1);
      expect(row.PRGMSR1 === '1' ? d?.LengthHours : d?.LengthCreditHours).toBe(length);
      expect(d?.LengthMonths).toBe(amount(row.MTHCMP1));
      expect(d?.FactSources?.Cost).toMatch(/IC2023_PY/);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('a community college’s in-district tuition and fees for a year, with what others pay (IC2022_AY)', () => {
    const firstUndergraduate = new Map<string, RawRow>();
    for (const r of completions)
      if (['2', '3', '20', '21'].includes(r.AWLEVEL ?? '') && !firstUndergraduate.has(r.UNITID ?? ''))
        firstUndergraduate.set(r.UNITID ?? '', r);
    const py = new Set(read('ic2023_py.csv').map((r) => r.UNITID));
    let checked = 0;
    for (const [k, row] of read('ic2022_ay.csv').entries()) {
      const district = amount(row.CHG1AY3);
      const state = amount(row.CHG2AY3);
      const program = firstUndergraduate.get(row.UNITID ?? '');
      // Colleges whose district students pay less than the rest of the state; every 10th of them.
      if (district === undefined || state === undefined || district >= state || !program) continue;
      if (py.has(row.UNITID) || k % 10 !== 0) continue;
      const d = details(programId(program));
      if (d?.CostBasis === 'Program') continue; // a list's own price for that program comes first
      expect(d, row.UNITID).toMatchObject({
        CostBasis: 'Year',
        CostYear: '2022-23',
        CostResidency: 'In-district',
        CostTuitionFees: district,
        CostOutOfDistrict: state,
      });
      const out = amount(row.CHG3AY3);
      if (out !== undefined && out > district) expect(d?.CostOutOfState).toBe(out);
      expect(d?.CostBooksSupplies).toBe(amount(row.CHG4AY3));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('an occupation’s national median pay, its percentiles and employment (OEWS May 2024)', () => {
    const oews = new Map(read('national_oews_2024.csv').map((r) => [r.OCC_CODE, r]));
    const crosswalk = read('CIP2020_SOC2018_Crosswalk.csv');
    const socsOf = (cip: string) =>
      crosswalk.filter((r) => r.CIP2020Code === cip).map((r) => r.SOC2018Code ?? '');
    const levelPrograms = (level: string) => completions.filter((r) => r.AWLEVEL === level);
    let checked = 0;
    // Associate's degrees, every 2,000th: each occupation the crosswalk names shows OEWS's figures for it.
    for (const [k, program] of levelPrograms('3').entries()) {
      if (k % 2000 !== 0) continue;
      const d = details(programId(program));
      for (const soc of socsOf(program.CIPCODE ?? '')) {
        const row = oews.get(soc);
        const o = d?.Occupations.find((x) => x.Code === soc);
        if (!row || !o) continue;
        expect(o.Pay?.Code).toBe(soc);
        const median = row.A_MEDIAN === '#' ? 239_200 : amount(row.A_MEDIAN);
        expect(o.Pay?.AnnualMedian, soc).toBe(median);
        expect(o.Pay?.AnnualPct25).toBe(row.A_PCT25 === '#' ? 239_200 : amount(row.A_PCT25));
        expect(o.Pay?.Employment).toBe(amount(row.TOT_EMP));
        expect(o.Pay?.Year).toBe('May 2024');
        // Postsecondary teachers need more than an associate's: listed, not in the program's pay range.
        expect(o.Pay?.InPayRange).toBe(!soc.startsWith('25-1'));
        checked++;
      }
      const counted = (d?.Occupations ?? [])
        .filter((o) => o.Pay?.InPayRange && o.Pay.AnnualMedian !== undefined)
        .map((o) => o.Pay?.AnnualMedian ?? 0);
      if (counted.length > 0) {
        expect(d?.PayMedianLow).toBe(Math.min(...counted));
        expect(d?.PayMedianHigh).toBe(Math.max(...counted));
      } else expect(d?.PayMedianLow).toBeUndefined();
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a code OEWS publishes only as part of its broad group, and a median published only as "#"', () => {
    const oews = new Map(read('national_oews_2024.csv').map((r) => [r.OCC_CODE, r]));
    const crosswalk = read('CIP2020_SOC2018_Crosswalk.csv');
    const programOf = new Map<string, RawRow>();
    for (const r of completions) if (!programOf.has(r.CIPCODE ?? '')) programOf.set(r.CIPCODE ?? '', r);
    // 13-1021 … 13-1023 (buyers and purchasing agents) are published as 13-1020 only.
    const missing = crosswalk.find(
      (r) =>
        !oews.has(r.SOC2018Code ?? '') &&
        oews.has(`${r.SOC2018Code?.slice(0, 6)}0`) &&
        programOf.has(r.CIP2020Code ?? ''),
    );
    expect(missing).toBeDefined();
    const program = programOf.get(missing?.CIP2020Code ?? '');
    const broad = oews.get(`${missing?.SOC2018Code?.slice(0, 6)}0`);
    const o = details(programId(program ?? {}))?.Occupations.find((x) => x.Code === missing?.SOC2018Code);
    expect(o?.Pay).toMatchObject({ Code: broad?.OCC_CODE, Title: broad?.OCC_TITLE });
    // A doctor's degree leading to an occupation whose median is above the top code.
    const topCoded = crosswalk.find(
      (r) => oews.get(r.SOC2018Code ?? '')?.A_MEDIAN === '#' && programOf.has(r.CIP2020Code ?? ''),
    );
    expect(topCoded).toBeDefined();
    const doctors = completions.find((r) => r.CIPCODE === topCoded?.CIP2020Code && r.AWLEVEL === '18');
    const d = details(programId(doctors ?? programOf.get(topCoded?.CIP2020Code ?? '') ?? {}));
    const pay = d?.Occupations.find((x) => x.Code === topCoded?.SOC2018Code)?.Pay;
    expect(pay).toMatchObject({ AnnualMedian: 239_200 });
    expect(pay?.TopCoded).toContain('AnnualMedian');
    expect(d?.PayMedianHigh).toBe(239_200);
    expect(d?.PayMedianHighTopCoded).toBe(true);
  });
});
