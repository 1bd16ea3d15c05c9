// Parses a comma-joined column of numbers (as SQLite's group_concat returns it) without making a string per value.

const COMMA = 44;
const MINUS = 45;
const DOT = 46;

/**
 * Each comma-separated item as a number: digits read as an integer with dots ignored ("51.3801" -> 513801), a
 * leading minus honoured; an empty item (or one with any other character) is NaN.
 */
export function parseNumberColumn(text: string | null | undefined): Float64Array {
  if (text == null || text === '') return new Float64Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === COMMA) count++;
  const out = new Float64Array(count);
  let k = 0;
  let value = 0;
  let digits = 0;
  let negative = false;
  let bad = false;
  for (let i = 0; i <= text.length; i++) {
    const ch = i < text.length ? text.charCodeAt(i) : COMMA;
    if (ch === COMMA) {
      out[k++] = bad || digits === 0 ? NaN : negative ? -value : value;
      value = 0;
      digits = 0;
      negative = false;
      bad = false;
    } else if (ch >= 48 && ch <= 57) {
      value = value * 10 + (ch - 48);
      digits++;
    } else if (ch === MINUS && digits === 0 && !negative) negative = true;
    else if (ch !== DOT) bad = true;
  }
  return out;
}
