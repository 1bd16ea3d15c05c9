// Start-up loading of the program table into typed arrays (the bulk of the data: ≈274k rows).
import type Database from 'better-sqlite3';
import { parseNumberColumn } from './columns';
import { FORMAT_NAMES, NO_INDEX, type EngineData } from '../data';
import { NOTHING_REPORTED, packAttr, yesNoState } from '../facts/attributes';

type Row = unknown[];

/**
 * Reads the program table column by column: one scan returns each column as one comma-joined string, which is
 * several times quicker than materialising 274k row arrays. All aggregates advance on the same rows, so the
 * columns stay aligned. Only ETPL rows have names, credentials and formats: they are read as rows.
 */
export function loadPrograms(d: EngineData, db: Database.Database): void {
  const cols = db
    .prepare(
      `SELECT group_concat(id), group_concat(institution_id), group_concat(cip), group_concat(award_level),
         group_concat(ifnull(completions, -1)), group_concat(source = 'ETPL')
       FROM program`,
    )
    .raw()
    .get() as Array<string | null>;
  const [ids, insts, cips, awards, done, etpl] = [0, 1, 2, 3, 4, 5].map((i) =>
    parseNumberColumn(cols[i]),
  ) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  // Six-digit CIP codes by their digits (51.3801 -> 513801), the form the column parser yields.
  const cipByDigits = new Map<number, number>();
  d.cipCodes.forEach((c, i) => c.length === 7 && cipByDigits.set(Number(c.replace('.', '')), i));
  const n = ids.length;
  d.progId = new Float64Array(n);
  d.progInst = new Int32Array(n);
  d.progCip = new Int32Array(n);
  d.progAward = new Uint8Array(n);
  d.progEtpl = new Uint8Array(n);
  d.progFormat = new Uint8Array(n);
  d.progCompletions = new Int32Array(n);
  d.progName = new Int32Array(n).fill(NO_INDEX);
  d.progCredential = new Int32Array(n);
  d.credentials = [''];
  d.etplNames = [];
  const etplAt = new Map<number, number>();
  let p = 0;
  for (let k = 0; k < n; k++) {
    const inst = d.instIndex.get(insts[k] ?? NaN);
    const award = d.awardIndex.get(awards[k] ?? NaN);
    if (inst === undefined || award === undefined) continue; // a dangling row cannot be shown; skip it
    const id = ids[k] ?? 0;
    d.progId[p] = id;
    d.progInst[p] = inst;
    d.progCip[p] = cipByDigits.get(cips[k] ?? NaN) ?? NO_INDEX;
    d.progAward[p] = award;
    const c = done[k] ?? NaN;
    d.progCompletions[p] = Number.isNaN(c) ? -1 : c;
    if (etpl[k] === 1) {
      d.progEtpl[p] = 1;
      etplAt.set(id, p);
    }
    p++;
  }
  d.progCount = p;
  if (p < n) {
    for (const k of [
      'progId',
      'progInst',
      'progCip',
      'progAward',
      'progEtpl',
      'progFormat',
      'progCompletions',
      'progName',
      'progCredential',
    ] as const) {
      (d as unknown as Record<string, Int32Array | Uint8Array | Float64Array>)[k] = d[k].slice(0, p);
    }
  }
  loadEtplText(d, db, etplAt);
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? NaN : Number(v));

function loadEtplText(d: EngineData, db: Database.Database, etplAt: Map<number, number>): void {
  const nameIndex = new Map<string, number>();
  const formatBits = new Map<string, number>(FORMAT_NAMES.map((f, i) => [f.toLowerCase(), 1 << i]));
  const rows = db
    .prepare(
      `SELECT id, name, credential, formats, weeks, contact_hours, cost_tuition, cost_books, cost_optional, url,
         pell, childcare, flexible_hours, public_transit
       FROM program WHERE source = 'ETPL'`,
    )
    .raw()
    .all() as Row[];
  const n = d.progCount;
  // Only ETPL rows report cost, length and the yes/no facts; everything else is "not reported".
  d.progCost = new Float32Array(n).fill(NaN);
  d.progWeeks = new Float32Array(n).fill(NaN);
  d.progAttr = new Uint16Array(n); // 0: NOTHING_REPORTED
  const attrIndex = new Map<number, number>([[NOTHING_REPORTED, 0]]);
  const credentialIndex = new Map<string, number>([['', 0]]);
  d.progEtplIx = new Int32Array(n).fill(NO_INDEX);
  d.etplOptional = new Float64Array(rows.length);
  d.etplUrl = [];
  for (const r of rows) {
    const p = etplAt.get(Number(r[0]));
    if (p === undefined) continue;
    const e = d.etplUrl.length;
    d.progEtplIx[p] = e;
    const [weeks, tuition, books, optional] = [r[4], r[6], r[7], r[8]].map(num) as number[];
    d.etplOptional[e] = optional ?? NaN;
    d.etplUrl.push(String(r[9] ?? ''));
    // The total required cost exists when tuition is reported; books add to it when reported.
    const cost = Number.isNaN(tuition ?? NaN)
      ? NaN
      : (tuition ?? 0) + (Number.isNaN(books ?? NaN) ? 0 : (books ?? 0));
    d.progCost[p] = cost;
    d.progWeeks[p] = weeks ?? NaN;
    const attr = packAttr(cost, weeks ?? NaN, {
      pell: yesNoState(r[10]),
      childcare: yesNoState(r[11]),
      flexibleHours: yesNoState(r[12]),
      publicTransit: yesNoState(r[13]),
    });
    let ix = attrIndex.get(attr);
    if (ix === undefined) attrIndex.set(attr, (ix = attrIndex.size));
    d.progAttr[p] = ix;
    const name = String(r[1] ?? '').trim();
    if (name !== '') d.progName[p] = textIndex(d.etplNames, nameIndex, name);
    d.progCredential[p] = textIndex(d.credentials, credentialIndex, String(r[2] ?? ''));
    let mask = 0;
    for (const f of String(r[3] ?? '').split('|')) mask |= formatBits.get(f.trim().toLowerCase()) ?? 0;
    d.progFormat[p] = mask;
  }
  d.attrValues = Uint16Array.from(attrIndex.keys());
}

/** The index of `text` in `table`, added at its end when new (`index`: each text's index in the table). */
function textIndex(table: string[], index: Map<string, number>, text: string): number {
  let i = index.get(text);
  if (i === undefined) {
    i = table.length;
    table.push(text);
    index.set(text, i);
  }
  return i;
}
