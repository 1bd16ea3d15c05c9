// The vocabulary table: well-formed, every code real (CIP 2020 / SOC 2018 from DATA_DIR), terms found in queries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, REAL_DATA_DIR } from '../../../tests/engine/real-db';
import { buildVocabularyIndex, parseVocabulary, splitQuery, termKey } from './vocabulary';

const entries = parseVocabulary();
const vocab = buildVocabularyIndex(entries);

function readCsv(file: string): Array<Record<string, string>> {
  const text = readFileSync(path.join(REAL_DATA_DIR, file), 'utf8');
  return parse(text, { columns: true, bom: true, skip_empty_lines: true }) as Array<Record<string, string>>;
}

describe('the vocabulary table', () => {
  it('is large and broad: hundreds of terms, English and Spanish', () => {
    const terms = entries.flatMap((e) => e.terms);
    expect(terms.length).toBeGreaterThan(700);
    expect(entries.filter((e) => e.lang === 'es').length).toBeGreaterThan(50);
    // Every entry either leads to codes or says which credentials are wanted.
    for (const e of entries)
      expect(e.cips.length + e.socs.length > 0 || e.level !== '' || e.note !== '').toBe(true);
  });

  it('rejects a malformed line, naming it', () => {
    expect(() => parseVocabulary('en | cna | Label | 51.3902')).toThrow(/line 0/);
    expect(() => parseVocabulary('fr | cna | Label | 51.3902 | 31-1131 |')).toThrow(/language/);
  });

  it.skipIf(!HAS_REAL_DATA)('names only CIP 2020 and SOC 2018 codes that exist (none deleted)', () => {
    if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);
    const cip = new Map(readCsv('CIPCode2020.csv').map((r) => [r.CIPCode ?? '', r.Action ?? '']));
    const soc = new Map(readCsv('soc2018_definitions.csv').map((r) => [r.SOCCode ?? '', r.SOCGroup ?? '']));
    const bad: string[] = [];
    for (const e of entries) {
      for (const c of [...e.cips, ...e.related]) {
        const action = cip.get(c);
        // "Moved from" codes stay allowed: IPEDS completions still report programs under some of them.
        if (!/^\d\d\.\d\d(\d\d)?$/.test(c) || action === undefined || action === 'Deleted')
          bad.push(`line ${e.line}: CIP ${c} (${action ?? 'missing'})`);
      }
      for (const s of e.socs) {
        if (soc.get(s) !== 'Detailed') bad.push(`line ${e.line}: SOC ${s} (${soc.get(s) ?? 'missing'})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('finds the issue’s everyday words, longest term first, in any case and word form', () => {
    const meaningOf = (q: string) => splitQuery(vocab, q).map((p) => p.meaning?.cips ?? p.words);
    expect(meaningOf('CNA')).toEqual([['51.3902']]);
    expect(meaningOf('certified nursing assistants')).toEqual([['51.3902']]);
    expect(meaningOf('LPN')[0]).toContain('51.3901');
    expect(meaningOf('CDL training')).toEqual([['49.0205'], ['training']]);
    expect(meaningOf('auto mechanic')[0]).toContain('47.0604');
    expect(meaningOf('police academy')[0]).toContain('43.0107');
    expect(meaningOf('HVAC')[0]).toContain('47.0201');
    expect(meaningOf('IT support')[0]).toContain('11.1006');
    expect(meaningOf('cybersecurity')[0]).toContain('11.1003');
    expect(meaningOf('cyber security')[0]).toContain('11.1003');
    // "coding" is both programming and medical coding; "medical coding" only the latter.
    expect(meaningOf('coding')[0]).toEqual(expect.arrayContaining(['11.0201', '51.0713']));
    expect(meaningOf('medical coding')).toEqual([expect.not.arrayContaining(['11.0201'])]);
  });

  it('finds a two-word or hyphenated term written solid, without taking over a term of its own', () => {
    const meaningOf = (q: string) => splitQuery(vocab, q).map((p) => p.meaning?.cips ?? p.words);
    for (const [solid, spaced] of [
      ['xray', 'x-ray'],
      ['xray technician', 'x-ray technician'],
      ['medicalcoding', 'medical coding'],
    ] as const) {
      expect(meaningOf(solid)[0], solid).toEqual(meaningOf(spaced)[0]);
      expect(meaningOf(solid)[0], solid).not.toEqual([solid]);
    }
    // "cybersecurity" is a term of its own: "cyber security" still means it, and nothing else claims the solid form.
    expect(meaningOf('cybersecurity')).toEqual(meaningOf('cyber security'));
  });

  it('gives Spanish terms the codes of their English counterparts', () => {
    const codes = (q: string, related = false) =>
      new Set(
        splitQuery(vocab, q).flatMap((p) => [
          ...(p.meaning?.cips ?? []),
          ...(related ? (p.meaning?.related ?? []) : []),
        ]),
      );
    const pairs: Array<[string, string]> = [
      ['enfermería', 'nursing'],
      ['soldadura', 'welding'],
      ['camionero', 'truck driver'],
      ['electricista', 'electrician'],
      ['asistente médico', 'medical assistant'],
      ['cosmetología', 'cosmetology'],
      ['mecánico', 'auto mechanic'],
      ['plomero', 'plumber'],
      ['carpintería', 'carpentry'],
      ['técnico de farmacia', 'pharmacy technician'],
      ['auxiliar de enfermería', 'cna'],
      ['conductor de camiones', 'cdl'],
      ['contabilidad', 'accounting'],
      ['cuidado de niños', 'child care'],
      ['maestro', 'teacher'],
    ];
    for (const [es, en] of pairs) {
      expect(codes(es).size, es).toBeGreaterThan(0);
      expect(
        [...codes(es)].filter((c) => !codes(en).has(c)),
        es,
      ).toEqual([]);
      expect(
        [...codes(es, true)].filter((c) => !codes(en, true).has(c)),
        es,
      ).toEqual([]);
    }
    expect(termKey('Enfermeria')).toBe(termKey('enfermería'));
    expect(codes('computación')).toContain('11.0101');
  });
});
