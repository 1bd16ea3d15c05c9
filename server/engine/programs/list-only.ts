// A filter only the state lists of WIOA-eligible programs answer (Pell eligibility, the services, a program's own
// format) keeps only their programs: the answer names those lists' states (decision 0179), so the page can say the
// search was narrowed to them instead of silently returning one state's programs.
import { listOnlySelections } from '../../../contract/dimensions/fact-values';
import type { ProgramsRequest } from '../../../contract/requests';
import type { EngineData } from '../data';

const statesOf = new WeakMap<EngineData, string[]>();

/**
 * The states whose lists the data holds, by name, sorted: each list source names its state ("Texas Statewide
 * Eligible Training Provider List"). A list's programs may be at campuses elsewhere (online providers), so the
 * programs' own states would not say whose list it is.
 */
function listStates(d: EngineData): string[] {
  let names = statesOf.get(d);
  if (!names) {
    const titles = d.sources.filter((_, i) => d.sourceKinds[i] === 'etpl').map((s) => s.DataName);
    names = d.states.map((s) => s.name).filter((name) => titles.some((t) => t.startsWith(`${name} `)));
    names = [...new Set(names)].sort();
    statesOf.set(d, names);
  }
  return names;
}

/** The states a request's list-only filters narrow it to, or undefined when it has none. */
export function listOnlyStates(d: EngineData, req: ProgramsRequest): string[] | undefined {
  return listOnlySelections(req).length > 0 ? listStates(d) : undefined;
}
