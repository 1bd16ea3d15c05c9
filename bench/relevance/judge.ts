// Works out, for one judged query, which programs in the raw files are relevant at its place, and grades the items
// a service returns. Uses nothing from server/ (decision 0068).
import type { JudgedQuery } from './judged-query';
import { Gazetteer, resolvePlace, whereIs, type Place, type Where } from './places';
import type { RawData, RawProgram } from './raw-sources';

/** 2 = exactly what was asked, 1 = closely related and acceptable, 0 = not relevant, null = don't care. */
export type Grade = 0 | 1 | 2 | null;

/** The fields of a v2 program item the judge reads (docs/service.md, program item). */
export interface ResultItem {
  DetailId: number;
  DataSource: string;
  SchoolIDUnique: number;
  CipCode: string;
  AwLevelCode: number;
  SchoolName: string;
  City: string;
  EtaProgramName: string;
  AwardLevel?: string;
  Distance?: string;
}

export interface Judgment {
  query: JudgedQuery;
  place: Place;
  /** CIP code → grade, the query's codes with 2- and 4-digit series expanded */
  cipGrades: Map<string, 1 | 2>;
  /** relevant programs inside the radius: detailId → grade */
  relevant: Map<number, 1 | 2>;
  exactCount: number;
  acceptableCount: number;
  /** programs with a relevant code in the edge band, or that the service may legitimately lack */
  dontCareCount: number;
  /** grades of the relevant programs, best first: the ideal ranking for nDCG */
  idealGrades: number[];
}

export interface RawIndex {
  data: RawData;
  gazetteer: Gazetteer;
  byCip: Map<string, RawProgram[]>;
  byDetailId: Map<number, RawProgram>;
  /** IPEDS: `UNITID|CIP|AWLEVEL`; ETPL: `school|city|program name|CIP` in lower case */
  byIdentity: Map<string, RawProgram>;
  etplPrograms: RawProgram[];
}

const ipedsKey = (unitId: number, cip: string, aw: number) => `I|${unitId}|${cip}|${aw}`;
const etplKey = (school: string, city: string, name: string, cip: string) =>
  `E|${school}|${city}|${name}|${cip}`.toLowerCase().replace(/\s+/g, ' ');

export function indexRawData(data: RawData): RawIndex {
  const byCip = new Map<string, RawProgram[]>();
  const byDetailId = new Map<number, RawProgram>();
  const byIdentity = new Map<string, RawProgram>();
  for (const p of data.programs) {
    const list = byCip.get(p.cip) ?? [];
    list.push(p);
    byCip.set(p.cip, list);
    byDetailId.set(p.detailId, p);
    byIdentity.set(
      p.source === 'IPEDS'
        ? ipedsKey(p.schoolId, p.cip, p.awLevel)
        : etplKey(p.schoolName, p.city, p.programName, p.cip),
      p,
    );
  }
  const etplPrograms = data.programs.filter((p) => p.source === 'ETPL');
  return { data, gazetteer: new Gazetteer(data.zips), byCip, byDetailId, byIdentity, etplPrograms };
}

/** The query's codes as a map of 6-digit CIP codes to grades; an exact grade wins over a related one. */
export function expandCips(query: JudgedQuery, cips: RawData['cips']): Map<string, 1 | 2> {
  const grades = new Map<string, 1 | 2>();
  const add = (code: string, grade: 1 | 2) => {
    if (!cips.has(code)) throw new Error(`"${query.keyword}": ${code} is not a CIP 2020 code`);
    const six =
      code.length === 7 ? [code] : [...cips.keys()].filter((c) => c.length === 7 && c.startsWith(code));
    for (const c of six) if ((grades.get(c) ?? 0) < grade) grades.set(c, grade);
  };
  for (const code of query.related ?? []) add(code, 1);
  for (const code of query.exact) add(code, 2);
  return grades;
}

function gradeOf(j: Pick<Judgment, 'query' | 'cipGrades'>, p: RawProgram): 0 | 1 | 2 {
  const grade = j.cipGrades.get(p.cip) ?? 0;
  if (grade === 0) return 0;
  const levels = j.query.awardLevels;
  return levels && !(p.source === 'IPEDS' && levels.includes(p.awLevel)) ? 0 : grade;
}

/** A program whose own name says it is what was asked, whatever its code (JudgedQuery.alsoNamed). */
function namedAsAsked(query: JudgedQuery, p: RawProgram): boolean {
  return query.alsoNamed !== undefined && p.programName !== '' && query.alsoNamed.test(p.programName);
}

function where(j: Pick<Judgment, 'query' | 'place'>, p: RawProgram): Where {
  return whereIs(j.place, j.query.radius, p);
}

export function judgeQuery(query: JudgedQuery, index: RawIndex): Judgment {
  const place = resolvePlace(query.location, index.gazetteer);
  const cipGrades = expandCips(query, index.data.cips);
  const relevant = new Map<number, 1 | 2>();
  let dontCareCount = 0;
  const j = { query, place, cipGrades };
  for (const p of query.alsoNamed ? index.etplPrograms : []) {
    if (!cipGrades.has(p.cip) && namedAsAsked(query, p) && where(j, p) !== 'outside') dontCareCount++;
  }
  for (const cip of cipGrades.keys()) {
    for (const p of index.byCip.get(cip) ?? []) {
      const grade = gradeOf(j, p);
      if (grade === 0) continue;
      const w = where(j, p);
      if (w === 'outside') continue;
      if (w === 'edge' || p.mayBeAbsent) dontCareCount++;
      else relevant.set(p.detailId, grade);
    }
  }
  const idealGrades = [...relevant.values()].sort((a, b) => b - a);
  const exactCount = idealGrades.filter((g) => g === 2).length;
  return {
    ...j,
    relevant,
    exactCount,
    acceptableCount: idealGrades.length,
    dontCareCount,
    idealGrades,
  };
}

/** The raw program a result item stands for: by DetailId (documented formulas), else by its identity fields. */
export function findRawProgram(item: ResultItem, index: RawIndex): RawProgram | undefined {
  const byId = index.byDetailId.get(item.DetailId);
  if (byId) return byId;
  return item.DataSource === 'ETPL'
    ? index.byIdentity.get(etplKey(item.SchoolName, item.City, item.EtaProgramName, item.CipCode))
    : index.byIdentity.get(ipedsKey(item.SchoolIDUnique, item.CipCode, item.AwLevelCode));
}

/**
 * A returned item's grade: relevant programs inside the radius get their grade; a relevant code in the edge band
 * (or a row the service may lack), or a program named as asked under another code, is don't care; anything else,
 * including a relevant code outside the radius and an item the raw files do not hold, is 0.
 */
export function gradeItem(
  j: Judgment,
  item: ResultItem,
  index: RawIndex,
): { grade: Grade; unmatched: boolean } {
  const p = findRawProgram(item, index);
  if (!p) return { grade: 0, unmatched: true };
  const grade = gradeOf(j, p);
  const w = where(j, p);
  if (w === 'outside') return { grade: 0, unmatched: false };
  if (grade === 0) {
    const namedOnly = !j.cipGrades.has(p.cip) && namedAsAsked(j.query, p);
    return { grade: namedOnly ? null : 0, unmatched: false };
  }
  if (w === 'edge' || p.mayBeAbsent) return { grade: null, unmatched: false };
  return { grade, unmatched: false };
}
