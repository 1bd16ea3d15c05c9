// SchoolCountList labels: campuses of one provider share a name, so twins in a list are told apart by place.
import type { CountItem } from '../../../contract/programs/facets';
import type { EngineData } from '../data';

/** Institutions known from a state ETPL list (their programs are ETPL), computed once per data set. */
const etplCache = new WeakMap<EngineData, Uint8Array>();
function etplInstitutions(d: EngineData): Uint8Array {
  let out = etplCache.get(d);
  if (!out) {
    out = new Uint8Array(d.instCount);
    for (let p = 0; p < d.progCount; p++) if (d.progEtpl[p]) out[d.progInst[p] ?? 0] = 1;
    etplCache.set(d, out);
  }
  return out;
}

function twins(items: CountItem[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { Item } of items) (seen.has(Item) ? twice : seen).add(Item);
  return twice;
}

type Detail = (d: EngineData, i: number) => string;
const place: Detail = (d, i) => [d.instCity[i], d.instStateAbbr[i]].filter((p) => p).join(', ');
const campus: Detail = (d, i) => d.instCampus[i] ?? '';
const list: Detail = (d, i) => (etplInstitutions(d)[i] ? 'WIOA-eligible list' : '');
const street: Detail = (d, i) => d.instAddress[i] ?? '';
/**
 * What is added, step by step, while twins remain: the city; then the campus name (ETPL lists name their campuses);
 * then which list it comes from; then the street. Never an internal id (decision 0074).
 */
const steps: Detail[][] = [[place], [campus, place], [campus, place, list], [campus, street, place, list]];

/**
 * Items whose text another item of the list also has get the school's city: "South Plains College (Levelland, TX)",
 * then its campus: "Houston Community College District (Central CollegeAlabama, Houston, TX)".
 * Values (institution ids) stay as they are.
 */
export function distinctSchoolLabels(d: EngineData, items: CountItem[]): CountItem[] {
  const label = (item: CountItem, details: Detail[]) => {
    const i = /^\d{1,12}$/.test(item.Value) ? d.instIndex.get(Number(item.Value)) : undefined;
    if (i === undefined) return item.Item;
    const text = details
      .map((f) => f(d, i))
      .filter((p) => p !== '')
      .join(', ');
    return text === '' ? item.Item : `${item.Item} (${text})`;
  };
  let out = items;
  for (const details of steps) {
    const dup = twins(out);
    if (dup.size === 0) break;
    out = out.map((item, k) =>
      dup.has(item.Item) ? { ...item, Item: label(items[k] ?? item, details) } : item,
    );
  }
  return out;
}
