// Builds the v2 ProgramItem of one program.
import type { ProgramItem } from '../../../contract/programs/programs';
import { formatList, NO_INDEX, programCredential, programTitle, type EngineData } from '../data';
import { formatMiles } from '../location/where';
import { field, STATE_NO, STATE_YES, type YesNoField } from '../facts/attributes';
import { controlLabel, sectorLabel } from '../facts/sectors';
import { addFactFields } from '../facts/item-facts';

const coord = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '' : String(v));

export function programItem(d: EngineData, p: number, dist: Float64Array | null): ProgramItem {
  const i = d.progInst[p] ?? 0;
  const c = d.progCip[p] ?? NO_INDEX;
  const award = d.awards[d.progAward[p] ?? 0];
  const completions = d.progCompletions[p] ?? -1;
  const st = d.instState[i] ?? NO_INDEX;
  const item: ProgramItem = {
    DetailId: d.progId[p] ?? 0,
    CipCode: c >= 0 ? (d.cipCodes[c] ?? '') : '',
    CipTitle: c >= 0 ? (d.cipTitles[c] ?? '') : '',
    EtaProgramName: programTitle(d, p),
    Format: formatList(d.progFormat[p] ?? 0),
    AwLevelCode: award?.code ?? 0,
    AwardLevel: award?.label ?? '',
    Credential: programCredential(d, p) || award?.label || '',
    DataSource: d.progEtpl[p] ? 'ETPL' : 'IPEDS',
    NumberCompleted: completions >= 0 ? [String(completions)] : [],
    OccupationsList: occupationTitles(d, p),
    SchoolIDUnique: d.instId[i] ?? 0,
    SchoolName: d.instName[i] ?? '',
    SchoolURL: d.instUrl[i] ?? '',
    Address: d.instAddress[i] ?? '',
    City: d.instCity[i] ?? '',
    StateAbbr: d.instStateAbbr[i] ?? '',
    State: st >= 0 ? (d.states[st]?.name ?? '') : '',
    Zip: d.instZip[i] ?? '',
    Phone: d.instPhone[i] ?? '',
    Distance: dist ? formatMiles(dist[i]) : '',
    Latitude: coord(d.instLat[i]),
    Longitude: coord(d.instLon[i]),
  };
  // The optional fields after these, in the same order, set on the item itself (no second object spread into it).
  addProgramExtras(item, d, p, i, completions >= 0);
  return item;
}

const yesNo = (attr: number, f: YesNoField) => {
  const s = field(attr, f);
  return s === STATE_YES ? ('Yes' as const) : s === STATE_NO ? ('No' as const) : undefined;
};
const reported = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? undefined : n);
const nonEmpty = (s: string | undefined) => (s ? s : undefined);

/**
 * The optional fields (decision 0070): each present only when its source reports it — absent, not undefined, so JSON
 * and XML leave out what no source reports. Set one by one (no undefined keys deleted afterwards): the item stays a
 * plain fast object however many of them a program has.
 */
function addProgramExtras(
  extras: Partial<ProgramItem>,
  d: EngineData,
  p: number,
  i: number,
  hasCompletions: boolean,
): void {
  const set = <K extends keyof ProgramItem>(k: K, v: ProgramItem[K] | undefined) => {
    if (v !== undefined) extras[k] = v;
  };
  set('SchoolSector', nonEmpty(sectorLabel(d.instSector[i] ?? NO_INDEX)));
  set('SchoolControl', nonEmpty(controlLabel(d.instControl[i] ?? 0)));
  set('CampusName', nonEmpty(d.instCampus[i]));
  if (hasCompletions) set('CompletionsYear', nonEmpty(d.completionsYear));
  const e = d.progEtplIx[p] ?? NO_INDEX;
  if (e >= 0) {
    const attr = d.attrValues[d.progAttr[p] ?? 0] ?? 0;
    set('CostOptional', reported(d.etplOptional[e]));
    set('PellEligible', yesNo(attr, 'pell'));
    set('OnsiteChildcare', yesNo(attr, 'childcare'));
    set('FlexibleHours', yesNo(attr, 'flexibleHours'));
    set('PublicTransit', yesNo(attr, 'publicTransit'));
    set('ProgramURL', nonEmpty(d.etplUrl[e]));
  }
  // Decisions 0170–0176: every program's cost, length, online offer and pay, each saying what it is.
  addFactFields(extras, d, p);
}

/** The titles of a program's occupations (read by index: Array.from over a typed array made an object per step). */
function occupationTitles(d: EngineData, p: number): string[] {
  const socs = d.socLists[d.progSocList[p] ?? 0] ?? new Int32Array(0);
  const out = new Array<string>(socs.length);
  for (let k = 0; k < socs.length; k++) out[k] = d.socTitles[socs[k] ?? 0] ?? '';
  return out;
}
