// After reading: ETPL campuses get their college's IPEDS facts, counties one spelling, and campuses their region.
import type { InstitutionRow, ProgramRow } from './model';

/** Names compared without case, punctuation, "&"/"and", and filler words ("The", "Inc", "LLC", "of"). */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(the|inc|llc|of)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'http://catalog.southplainscollege.edu/x' -> 'southplainscollege.edu' (the last two labels of the host). */
export function siteKey(url: string): string {
  const host =
    url
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .split(/[/?#:]/)[0] ?? '';
  const labels = host.split('.').filter(Boolean);
  return labels.length >= 2 ? labels.slice(-2).join('.') : '';
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = '';
  for (const [v, n] of counts) if (n > (counts.get(best) ?? 0)) best = v;
  return best;
}

/**
 * Links each ETPL campus to the IPEDS institution of the same provider in its state (decision 0071): the provider's
 * name equals the institution's name or one of its aliases; else the site most of the provider's program URLs are
 * on is the web site of exactly one institution in the state. A linked campus takes the institution's sector,
 * control, size, web site and aid, net-price and application pages; its own name, campus, address and point stay.
 * Returns how many campuses were linked.
 */
export function linkEtplCampuses(
  campuses: InstitutionRow[],
  programs: readonly ProgramRow[],
  ipeds: readonly InstitutionRow[],
  aliases: ReadonlyMap<number, readonly string[]>,
): number {
  const byName = new Map<string, InstitutionRow[]>();
  const bySite = new Map<string, InstitutionRow[]>();
  const add = (map: Map<string, InstitutionRow[]>, key: string, row: InstitutionRow) => {
    if (!key) return;
    const list = map.get(`${row.stateAbbr}|${key}`) ?? [];
    if (!list.includes(row)) list.push(row);
    map.set(`${row.stateAbbr}|${key}`, list);
  };
  for (const row of ipeds) {
    add(byName, nameKey(row.name), row);
    for (const alias of aliases.get(row.id) ?? []) add(byName, nameKey(alias), row);
    add(bySite, siteKey(row.url), row);
  }
  const urlsByCampus = new Map<number, string[]>();
  for (const p of programs) {
    if (p.source !== 'ETPL') continue;
    const list = urlsByCampus.get(p.institutionId) ?? [];
    list.push(siteKey(p.url));
    urlsByCampus.set(p.institutionId, list);
  }
  // All campuses of a provider share its name; the site is judged over all of them.
  const siteByName = new Map<string, string[]>();
  for (const c of campuses) {
    const key = `${c.stateAbbr}|${nameKey(c.name)}`;
    siteByName.set(key, [...(siteByName.get(key) ?? []), ...(urlsByCampus.get(c.id) ?? [])]);
  }
  let linked = 0;
  for (const c of campuses) {
    const named = byName.get(`${c.stateAbbr}|${nameKey(c.name)}`) ?? [];
    const site = mostCommon(siteByName.get(`${c.stateAbbr}|${nameKey(c.name)}`) ?? []);
    const sited = site ? (bySite.get(`${c.stateAbbr}|${site}`) ?? []) : [];
    const match =
      named.length === 1 ? named[0] : named.length === 0 && sited.length === 1 ? sited[0] : undefined;
    if (!match) continue;
    Object.assign(c, {
      ipedsId: match.id,
      sector: match.sector,
      control: match.control ?? c.control,
      sizeCode: match.sizeCode,
      sizeLabel: match.sizeLabel,
      url: match.url,
      aidUrl: match.aidUrl,
      netPriceUrl: match.netPriceUrl,
      applyUrl: match.applyUrl,
    });
    linked++;
  }
  return linked;
}

/**
 * One spelling per county: sources write "WILLIAMSON County, TX" and "Williamson County, TX". The IPEDS spelling
 * wins, then the ZIP list's, then the first seen.
 */
export function canonicalCounties(institutions: InstitutionRow[], zipCounties: Iterable<string>): void {
  const canonical = new Map<string, string>();
  const offer = (county: string) => {
    const key = county.toLowerCase();
    if (county && !canonical.has(key)) canonical.set(key, county);
  };
  for (const row of institutions) if (row.source === 'IPEDS') offer(row.county);
  for (const county of zipCounties) offer(county);
  for (const row of institutions) offer(titleCaseCounty(row.county));
  for (const row of institutions) row.county = canonical.get(row.county.toLowerCase()) ?? row.county;
}

/** "WILLIAMSON County, TX" -> "Williamson County, TX" (only for names written all in one case). */
function titleCaseCounty(county: string): string {
  const [name = '', state = ''] = county.split(/,\s*(?=[A-Z]{2}$)/);
  if (name !== name.toUpperCase() && name !== name.toLowerCase()) return county;
  const titled = name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return state ? `${titled}, ${state}` : titled;
}

/** ETPL campuses get the IPEDS region of their state (the most common OBEREG of the state's IPEDS schools). */
export function regionsForCampuses(campuses: InstitutionRow[], ipeds: readonly InstitutionRow[]): void {
  const byState = new Map<string, Map<string, number>>();
  for (const row of ipeds) {
    if (!row.regionCode || row.regionCode === '0') continue; // U.S. Service schools are not a place
    const counts = byState.get(row.stateAbbr) ?? new Map<string, number>();
    counts.set(row.regionCode, (counts.get(row.regionCode) ?? 0) + 1);
    byState.set(row.stateAbbr, counts);
  }
  const labels = new Map(ipeds.map((r) => [r.regionCode, r.region]));
  for (const c of campuses) {
    if (c.regionCode) continue;
    let code = '';
    for (const [k, n] of byState.get(c.stateAbbr) ?? [])
      if (n > (byState.get(c.stateAbbr)?.get(code) ?? 0)) code = k;
    if (code) Object.assign(c, { regionCode: code, region: labels.get(code) ?? '' });
  }
}
