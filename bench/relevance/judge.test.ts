// The judge on tiny fixture files: what it reads, which programs it counts, how it grades a service's items.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expandCips, gradeItem, indexRawData, judgeQuery, type ResultItem } from './judge';
import type { JudgedQuery } from './judged-query';
import { dottedCip, readRawData } from './raw-sources';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const index = indexRawData(readRawData(FIXTURES));

const cna: JudgedQuery = {
  keyword: 'CNA',
  location: 'Austin, TX',
  radius: 25,
  kind: 'acronym',
  exact: ['51.3902'],
  related: ['51.3999'],
  alsoNamed: /\bCNA\b/i,
  why: 'fixture',
};

const ipedsItem = (unitId: number, cip: string, aw: number): ResultItem => ({
  DetailId: unitId * 1e8 + Number(cip.replace('.', '')) * 100 + aw,
  DataSource: 'IPEDS',
  SchoolIDUnique: unitId,
  CipCode: cip,
  AwLevelCode: aw,
  SchoolName: '',
  City: '',
  EtaProgramName: '',
});
const etplItem = (programId: number): ResultItem => ({
  DetailId: 48e9 + programId,
  DataSource: 'ETPL',
  SchoolIDUnique: 58_020_001,
  CipCode: '',
  AwLevelCode: 0,
  SchoolName: '',
  City: '',
  EtaProgramName: '',
});

describe('reading the raw files', () => {
  it('reads IPEDS programs with their school’s point and the documented DetailId, and Texas ETPL programs', () => {
    const ipeds = index.data.programs.filter((p) => p.source === 'IPEDS');
    const etpl = index.data.programs.filter((p) => p.source === 'ETPL');
    expect(ipeds).toHaveLength(6);
    expect(etpl).toHaveLength(4);
    expect(ipeds[0]).toMatchObject({
      detailId: 10000151390220,
      schoolId: 100001,
      cip: '51.3902',
      awLevel: 20,
      schoolName: 'Alpha Technical College',
      state: 'TX',
      zip: '78701',
      lat: 30.265,
      lon: -97.73,
    });
    // An ETPL campus is placed at its ZIP's point (78702 has no ZCTA centroid here: the GeoNames point).
    expect(etpl[0]).toMatchObject({ detailId: 48_000_000_901, cip: '51.3902', lat: 30.26, lon: -97.72 });
  });

  it('writes CIP codes dotted, restoring a leading zero a spreadsheet ate', () => {
    expect(dottedCip('513902')).toBe('51.3902');
    expect(dottedCip('90100 ')).toBe('09.0100');
    expect(dottedCip('1.0101')).toBe('01.0101');
    expect(dottedCip('="51.3801"')).toBe('51.3801');
    expect(dottedCip('')).toBe('');
    expect(index.data.programs.find((p) => p.detailId === 48_000_000_904)?.cip).toBe('09.0100');
  });

  it('marks an ETPL row without a length as one the service may lack', () => {
    const refresher = index.data.programs.find((p) => p.detailId === 48_000_000_903);
    expect(refresher?.mayBeAbsent).toMatch(/length/);
    expect(index.data.programs.find((p) => p.detailId === 48_000_000_901)?.mayBeAbsent).toBeUndefined();
  });
});

describe('judgeQuery', () => {
  it('counts relevant programs inside the radius and sets the edge, the misfiled and the length-less aside', () => {
    const j = judgeQuery(cna, index);
    // Inside: Alpha's CNA (IPEDS) and Omega's "Certified Nurse Aide" (ETPL). Don't care: Beta at 24.5 mi (edge),
    // Omega's "CNA Training" filed under 52.0703 (named as asked), Omega's refresher (no length).
    // Outside: Gamma at 40 mi, Delta in New York.
    expect([...j.relevant.keys()].sort((a, b) => a - b)).toEqual([48_000_000_901, 10000151390220]);
    expect(j.exactCount).toBe(2);
    expect(j.acceptableCount).toBe(2);
    expect(j.dontCareCount).toBe(3);
    expect(j.idealGrades).toEqual([2, 2]);
  });

  it('reads a state as the whole state and "0" as the whole country', () => {
    expect(judgeQuery({ ...cna, location: 'Texas', radius: 0 }, index).exactCount).toBe(4);
    expect(judgeQuery({ ...cna, location: '0', radius: 0 }, index).exactCount).toBe(5);
  });

  it('grades exact over related, expands a series, and refuses a code CIP 2020 lacks', () => {
    const grades = expandCips({ ...cna, exact: ['51.3902'], related: ['51.39'] }, index.data.cips);
    expect(Object.fromEntries(grades)).toEqual({ '51.3901': 1, '51.3902': 2, '51.3999': 1 });
    expect(() => expandCips({ ...cna, exact: ['51.3903'] }, index.data.cips)).toThrow(/not a CIP 2020 code/);
  });

  it('keeps only the award levels a query names', () => {
    const j = judgeQuery({ ...cna, exact: ['51.39'], related: [], awardLevels: [21] }, index);
    expect([...j.relevant.keys()]).toEqual([10000151390121]);
  });
});

describe('gradeItem', () => {
  const j = judgeQuery(cna, index);
  const grade = (item: ResultItem) => gradeItem(j, item, index);

  it('grades a relevant program inside the radius by its grade, found by DetailId', () => {
    expect(grade(ipedsItem(100001, '51.3902', 20))).toEqual({ grade: 2, unmatched: false });
    expect(grade(etplItem(901))).toEqual({ grade: 2, unmatched: false });
  });

  it('finds an item by its identity fields when the DetailId is not the documented one', () => {
    expect(grade({ ...ipedsItem(100001, '51.3902', 20), DetailId: 1 })).toEqual({
      grade: 2,
      unmatched: false,
    });
    const byName = {
      ...etplItem(901),
      DetailId: 2,
      SchoolName: 'Omega Training LLC',
      City: 'Austin',
      EtaProgramName: 'Certified Nurse Aide',
      CipCode: '51.3902',
    };
    expect(grade(byName)).toEqual({ grade: 2, unmatched: false });
  });

  it('does not care about the edge band, a program named as asked under another code, or a length-less row', () => {
    expect(grade(ipedsItem(100002, '51.3902', 20)).grade).toBeNull();
    expect(grade(etplItem(902)).grade).toBeNull();
    expect(grade(etplItem(903)).grade).toBeNull();
  });

  it('grades 0 an irrelevant code, a relevant code beyond the radius, and an item the raw files lack', () => {
    expect(grade(ipedsItem(100001, '11.0201', 3))).toEqual({ grade: 0, unmatched: false });
    expect(grade(ipedsItem(100003, '51.3902', 20))).toEqual({ grade: 0, unmatched: false });
    expect(grade(ipedsItem(100004, '51.3902', 2))).toEqual({ grade: 0, unmatched: false });
    expect(grade(ipedsItem(999999, '51.3902', 20))).toEqual({ grade: 0, unmatched: true });
  });
});
