// Reads requested filter values into indices of their facet domains (unknown values stay, matching nothing).
import { parseCode } from '../codes';
import type { EngineData } from '../data';
import type { Selection } from '../programs/facet-list';

function select(values: readonly string[], find: (v: string) => number | undefined): Selection {
  const vs = values.map((v) => v.trim()).filter((v) => v !== '');
  return { values: vs, indices: vs.map(find) };
}

export const selectLength = (d: EngineData, values: readonly string[]) =>
  select(values, (v) => (/^\d{1,3}$/.test(v) ? d.awardIndex.get(Number(v)) : undefined));

export const selectSchool = (d: EngineData, values: readonly string[]) =>
  select(values, (v) => (/^\d{1,9}$/.test(v) ? d.instIndex.get(Number(v)) : undefined));

export const selectProgram = (d: EngineData, values: readonly string[]) =>
  select(values, (v) => {
    const code = parseCode(v);
    return code?.kind === 'cip' ? d.cipIndex.get(code.code) : d.cipIndex.get(v);
  });

/** Formats by name; `none` (or "Not reported") is index 3: programs whose source reports no format. */
export const selectOccupation = (d: EngineData, values: readonly string[]) =>
  select(values, (v) => {
    const code = parseCode(v);
    return d.socIndex.get(code?.kind === 'soc' ? code.code : v);
  });

export const selectArea = (d: EngineData, values: readonly string[]) =>
  select(values, (v) => d.countyIndex.get(v));

export const selectState = (d: EngineData, values: readonly string[]) =>
  select(values, (v) => d.stateIndex.get(v.toUpperCase()) ?? d.stateIndex.get(v.toLowerCase()));

/** socLists that hold at least one of the selected SOC indices. */
export function listMask(d: EngineData, sel: Selection): Uint8Array | null {
  if (sel.values.length === 0) return null;
  const mask = new Uint8Array(d.socLists.length);
  for (const s of sel.indices) if (s !== undefined) for (const l of d.listsBySoc[s] ?? []) mask[l] = 1;
  return mask;
}
