// Keyword matching and spelling suggestions for the mock service (word prefixes, codes, edit distance).
import { occupations, schools, type MockProgram } from './dataset';

const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const stem = (w: string) => w.slice(0, 5);

export function programText(p: MockProgram): string {
  const school = schools.find((s) => s.id === p.schoolId)?.name ?? '';
  return [p.cipTitle, p.etaName, school, ...p.socs.map((c) => occupations[c] ?? '')].join(' ');
}

/** True when the program matches the keyword: an SOC or CIP code, or every word (by its first five letters). */
export function matchesKeyword(p: MockProgram, keyword: string): boolean {
  const k = keyword.trim();
  if (k === '') return true;
  if (/^\d{2}-\d{4}$/.test(k)) return p.socs.includes(k);
  if (/^\d{2}\.\d{4}$/.test(k)) return p.cip === k;
  const have = new Set(words(programText(p)).map(stem));
  return words(k).every((w) => have.has(stem(w)));
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}

/** Up to 3 corrections of the keyword, replacing each unknown word with close known words. */
export function suggestions(keyword: string, all: MockProgram[]): string[] {
  const vocabulary = new Set(all.flatMap((p) => words(programText(p))).filter((w) => w.length > 2));
  const typed = words(keyword);
  const out: string[] = [];
  typed.forEach((w, i) => {
    if (vocabulary.has(w) || /\d/.test(w)) return;
    const close = [...vocabulary]
      .map((v) => ({ v, d: editDistance(w, v) }))
      .filter(({ d }) => d > 0 && d <= 2)
      .sort((a, b) => a.d - b.d || a.v.localeCompare(b.v));
    for (const { v } of close) out.push(typed.map((t, j) => (j === i ? v : t)).join(' '));
  });
  return [...new Set(out)].slice(0, 3);
}
