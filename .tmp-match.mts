import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
const rows: Record<string,string>[] = [];
for (const p of ['part1','part2']) rows.push(...parse(readFileSync(`/work/shared/data/tx_etpl_2024-03-20.${p}.csv`), { columns: true, bom: true }));
const hd: Record<string,string>[] = parse(readFileSync('/work/shared/data/hd2024.csv'), { columns: true, bom: true });
const norm = (s: string) => s.toLowerCase().replace(/&/g,' and ').replace(/[^a-z0-9]+/g,' ').replace(/\b(the|inc|llc|of)\b/g,' ').replace(/\s+/g,' ').trim();
const tx = hd.filter(h => h.STABBR === 'TX');
const byName = new Map<string, Record<string,string>[]>();
for (const h of tx) { for (const n of [h.INSTNM, ...(h.IALIAS||'').split(/[|,]/)]) { const k = norm(n ?? ''); if (!k) continue; byName.set(k, [...(byName.get(k) ?? []), h]); } }
const providers = new Map<string, {name:string,type:string,cities:Set<string>,n:number}>();
for (const r of rows) { const p = providers.get(r['Provider ID']) ?? {name:r.ProviderName,type:r['Institution Type'],cities:new Set(),n:0}; p.cities.add(r['Campus City']); p.n++; providers.set(r['Provider ID'], p); }
let matched = 0, progMatched = 0, multi = 0; const byType = new Map<string,[number,number]>();
const unmatchedBig: string[] = [];
for (const [id, p] of providers) {
  const hits = byName.get(norm(p.name)) ?? [];
  const t = byType.get(p.type) ?? [0,0]; t[1]++;
  if (hits.length) { matched++; progMatched += p.n; t[0]++; if (new Set(hits.map(h=>h.UNITID)).size>1) multi++; }
  else if (p.type.startsWith('Higher')) unmatchedBig.push(`${p.name} [${[...p.cities].join('/')}] ${p.n}`);
  byType.set(p.type, t);
}
console.log('providers', providers.size, 'matched', matched, 'programs matched', progMatched, 'multi', multi);
console.log([...byType]);
console.log(unmatchedBig.slice(0,60).join('\n'));
const sector = new Map<string, number>(); for (const h of hd) sector.set(h.SECTOR, (sector.get(h.SECTOR)??0)+1); console.log([...sector]);
console.log(hd.filter(h=>/south plains/i.test(h.INSTNM)).map(h=>[h.UNITID,h.INSTNM,h.CITY,h.WEBADDR,h.FAIDURL,h.NPRICURL,h.APPLURL,h.SECTOR,h.CONTROL,h.INSTSIZE,h.OBEREG]));
const host = (u: string) => { const m = u.trim().toLowerCase().replace(/^https?:\/\//,'').split(/[/?#]/)[0] ?? ''; const parts = m.replace(/^www\d?\./,'').split('.'); return parts.slice(-2).join('.'); };
const byHost = new Map<string, Set<string>>();
for (const h of tx) { const k = host(h.WEBADDR ?? ''); if (k) byHost.set(k, (byHost.get(k) ?? new Set()).add(h.UNITID)); }
let dm = 0, dp = 0, either = 0, eitherP = 0; const provHosts = new Map<string, Map<string, number>>();
for (const r of rows) { const k = host(r['Program URL'] ?? ''); if (!k) continue; const m = provHosts.get(r['Provider ID']) ?? new Map(); m.set(k, (m.get(k)??0)+1); provHosts.set(r['Provider ID'], m); }
for (const [id, p] of providers) {
  const hosts = [...(provHosts.get(id) ?? new Map()).entries()].sort((a,b)=>b[1]-a[1]);
  const top = hosts[0]?.[0]; const ids = top ? byHost.get(top) : undefined;
  const d = ids && ids.size === 1; const nm = (byName.get(norm(p.name)) ?? []).length > 0;
  if (d) { dm++; dp += p.n; }
  if (d || nm) { either++; eitherP += p.n; }
}
console.log('domain matched providers', dm, 'programs', dp, 'either', either, eitherP);
