// Builds the v1 SchoolProgramDetails of one institution from its matching programs.
import type { InstitutionItem } from '../../../contract/institutions/institutions';
import { FORMAT_NAMES, NO_INDEX, programTitle, type EngineData } from '../data';
import { NO_MATCH } from '../text/match';
import type { InstAggregates } from './inst-aggregates';
import type { Orders } from '../programs/page/order';
import { formatMiles } from '../location/where';

/** ProgramName lists at most this many names, then says how many more. */
export const MAX_NAMES = 20;
const MAX_OCCUPATIONS = 20;

export function institutionItem(
  d: EngineData,
  o: Orders,
  agg: InstAggregates,
  i: number,
  passTier: Uint8Array,
  /** completions summed, null when none of the programs reports any */
  done: number | null,
  dist: Float64Array | null,
): InstitutionItem {
  // The institution's matching programs, best tier first, then most completions.
  const progs: number[] = [];
  for (let j = o.instStart[i] ?? 0; j < (o.instStart[i + 1] ?? 0); j++) {
    const p = o.instByCompletions[j] ?? 0;
    if (passTier[p] !== NO_MATCH) progs.push(p);
  }
  progs.sort((a, b) => (passTier[a] ?? 0) - (passTier[b] ?? 0));
  const names = [...new Set(progs.map((p) => programTitle(d, p)))];
  const more = names.length - MAX_NAMES;
  let formats = 0;
  const levels = new Set<number>();
  const all = progs.length === agg.programs[i];
  const socs = new Set<number>(all ? agg.socs.items.subarray(agg.socs.start[i], agg.socs.start[i + 1]) : []);
  for (const p of progs) {
    formats |= d.progFormat[p] ?? 0;
    levels.add(d.progAward[p] ?? 0);
    if (!all) for (const s of d.socLists[d.progSocList[p] ?? 0] ?? []) socs.add(s);
  }
  const st = d.instState[i] ?? NO_INDEX;
  return {
    ID: String(d.instId[i] ?? ''),
    SchoolName: d.instName[i] ?? '',
    SchoolUrl: d.instUrl[i] ?? '',
    Address: d.instAddress[i] ?? '',
    City: d.instCity[i] ?? '',
    StateAbbr: d.instStateAbbr[i] ?? '',
    StateName: st >= 0 ? (d.states[st]?.name ?? '') : '',
    Zip: d.instZip[i] ?? '',
    Phone: d.instPhone[i] ?? '',
    Distance: dist ? formatMiles(dist[i]) : '',
    Region: d.instRegion[i] ?? '',
    Format: FORMAT_NAMES.filter((_, b) => formats & (1 << b)),
    RegionCode: d.instRegionCode[i] ?? '',
    TotalEnrollment: d.instSize[i] ?? '',
    ProgramName: names.slice(0, MAX_NAMES).join('; ') + (more > 0 ? `; and ${more} more` : ''),
    StudentGraduated: done === null ? '' : String(done),
    ElementID: progs.length > 0 ? String(d.progId[progs[0] ?? 0] ?? '') : '',
    ProgramLength: [...levels]
      .sort((a, b) => a - b)
      .map((a) => ({ Name: d.awards[a]?.label ?? '', Value: String(d.awards[a]?.code ?? '') })),
    Occupationslist: [...socs]
      .sort((a, b) => a - b)
      .slice(0, MAX_OCCUPATIONS)
      .map((s) => ({ Name: d.socTitles[s] ?? '', Value: d.socCodes[s] ?? '' })),
  };
}
