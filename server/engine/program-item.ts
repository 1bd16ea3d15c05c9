// Builds the v2 ProgramItem of one program.
import type { ProgramItem } from '../../contract/programs';
import { formatList, NO_INDEX, programTitle, type EngineData } from './data';
import { formatMiles } from './where';

const coord = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '' : String(v));

export function programItem(d: EngineData, p: number, dist: Float64Array | null): ProgramItem {
  const i = d.progInst[p] ?? 0;
  const c = d.progCip[p] ?? NO_INDEX;
  const award = d.awards[d.progAward[p] ?? 0];
  const completions = d.progCompletions[p] ?? -1;
  const st = d.instState[i] ?? NO_INDEX;
  return {
    DetailId: d.progId[p] ?? 0,
    CipCode: c >= 0 ? (d.cipCodes[c] ?? '') : '',
    CipTitle: c >= 0 ? (d.cipTitles[c] ?? '') : '',
    EtaProgramName: programTitle(d, p),
    Format: formatList(d.progFormat[p] ?? 0),
    AwLevelCode: award?.code ?? 0,
    AwardLevel: award?.label ?? '',
    Credential: d.progCredential[p] || award?.label || '',
    DataSource: d.progEtpl[p] ? 'ETPL' : 'IPEDS',
    NumberCompleted: completions >= 0 ? [String(completions)] : [],
    OccupationsList: Array.from(d.socLists[d.progSocList[p] ?? 0] ?? [], (s) => d.socTitles[s] ?? ''),
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
}
