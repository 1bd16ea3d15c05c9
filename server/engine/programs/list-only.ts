// A filter only the state lists of WIOA-eligible programs answer (Pell eligibility, the services, a program's own
// format) keeps only their programs: the answer names those lists' states (decision 0179), so the page can say the
// search was narrowed to them instead of silently returning one state's programs.
import { listOnlySelections } from '../../../contract/dimensions/fact-values';
import type { ProgramsRequest } from '../../../contract/requests';
import type { EngineData } from '../data';

const statesOf = new WeakMap<EngineData, string[]>();

/** The states whose list programs the data holds, by name, sorted. */
function listStates(d: EngineData): string[] {
  let names = statesOf.get(d);
  if (!names) {
    const seen = new Set<number>();
    for (let p = 0; p < d.progCount; p++) if (d.progEtpl[p]) seen.add(d.instState[d.progInst[p] ?? 0] ?? -1);
    names = [...seen].flatMap((s) => (s >= 0 && d.states[s] ? [d.states[s].name] : [])).sort();
    statesOf.set(d, names);
  }
  return names;
}

/** The states a request's list-only filters narrow it to, or undefined when it has none. */
export function listOnlyStates(d: EngineData, req: ProgramsRequest): string[] | undefined {
  return listOnlySelections(req).length > 0 ? listStates(d) : undefined;
}
