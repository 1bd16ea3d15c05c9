// Recognises classification codes typed as a keyword: SOC, O*NET-SOC and CIP, in the forms people write them.

export type ParsedCode =
  | { kind: 'soc'; code: string } // '29-1141', or a group code such as '29-0000', '29-1000', '29-1140'
  | { kind: 'cip'; code: string }; // '51.3801', or a 2/4-digit prefix '51' / '51.38'

/**
 * SOC "29-1141" and O*NET "29-1141.00" / "29114100" become the SOC code; CIP "51.3801" / "513801" / "51.38" /
 * "5138" / "51" become the dotted CIP code. Six bare digits are read as CIP (the form ETPL lists use), never SOC.
 */
export function parseCode(keyword: string): ParsedCode | null {
  const k = keyword.trim();
  let m = /^(\d{2})-?(\d{4})(?:\.\d{2})?$/.exec(k);
  if (m && (k.includes('-') || k.includes('.'))) return { kind: 'soc', code: `${m[1]}-${m[2]}` };
  m = /^(\d{2})(\d{4})\d{2}$/.exec(k);
  if (m) return { kind: 'soc', code: `${m[1]}-${m[2]}` };
  m = /^(\d{2})\.?(\d{4})$/.exec(k);
  if (m) return { kind: 'cip', code: `${m[1]}.${m[2]}` };
  m = /^(\d{2})\.?(\d{2})$/.exec(k);
  if (m) return { kind: 'cip', code: `${m[1]}.${m[2]}` };
  m = /^(\d{1,2})\.?$/.exec(k);
  if (m?.[1]) return { kind: 'cip', code: m[1].padStart(2, '0') };
  m = /^(\d)\.(\d{4})$/.exec(k); // a leading zero lost by a spreadsheet: "1.0101" -> "01.0101"
  if (m) return { kind: 'cip', code: `0${m[1]}.${m[2]}` };
  return null;
}

/**
 * The detailed SOC codes a SOC code stands for: itself when detailed, else every detailed code in its group
 * (major "29-0000" -> "29-", minor "29-1000" -> "29-1", broad "29-1140" -> "29-114").
 */
export function socPrefix(code: string): string {
  if (code.endsWith('-0000')) return code.slice(0, 3);
  if (code.endsWith('000')) return code.slice(0, 4);
  if (code.endsWith('0')) return code.slice(0, 6);
  return code;
}
