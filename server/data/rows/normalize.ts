// Cleans the odd shapes real source cells come in: ZIP+4, phone numbers, URLs without a scheme, undotted codes.

/** First five digits of a ZIP or ZIP+4 ('78701-1234' -> '78701'); '' when there are not five. */
export function zip5(value: string): string {
  const digits = value.trim().match(/^(\d{5})(?:\D?\d{4})?$/) ?? value.trim().match(/^(\d{3,4})$/);
  if (!digits?.[1]) return '';
  return digits[1].padStart(5, '0');
}

/** Phone digits as published (any length; IPEDS has 10–15 digit numbers with extensions). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A web address trimmed, scheme not added (the SPA adds one when linking); '' for placeholders. */
export function cleanUrl(value: string): string {
  const url = value.trim();
  if (url === '' || url === '-1' || url === '-2' || /^(n\/?a|none|0)$/i.test(url)) return '';
  return url;
}

/** '513801' or '51.3801' or '5.0101' -> '51.3801'; '' when it is not a 6-digit CIP code. */
export function cip6(value: string): string {
  const v = value.trim();
  const dotted = v.match(/^(\d{1,2})\.(\d{4})$/);
  if (dotted?.[1] && dotted[2]) return `${dotted[1].padStart(2, '0')}.${dotted[2]}`;
  const plain = v.match(/^(\d{5,6})$/);
  if (plain?.[1]) {
    const digits = plain[1].padStart(6, '0');
    return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  }
  return '';
}

/** O*NET-SOC '31101400' or '31-1014.00' -> SOC '31-1014'; '' otherwise. */
export function onetToSoc(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 6 && digits.length !== 8) return '';
  return `${digits.slice(0, 2)}-${digits.slice(2, 6)}`;
}

/** A number, or null for blanks and markers such as 'ERROR', '-1' / '-2' (IPEDS "not reported / applicable"). */
export function numberOrNull(value: string): number | null {
  const v = value.trim().replace(/[$,]/g, '');
  if (v === '' || !/^-?\d+(\.\d+)?$/.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A coordinate only when it is a real point on Earth (not 0/0 and not IPEDS's -2 markers). */
export function coordinate(value: string, limit: number): number | null {
  const n = numberOrNull(value);
  return n === null || Math.abs(n) > limit || n === 0 ? null : n;
}

/** NCES titles end with a period ('Welding Technology/Welder.'). */
export function withoutTrailingPeriod(title: string): string {
  return title.trim().replace(/\.$/, '');
}

/** IPEDS uses -1 / -2 for "not reported" / "not applicable" in text columns too. */
export function ipedsText(value: string): string {
  const v = value.trim();
  return v === '-1' || v === '-2' || v === '-3' ? '' : v;
}

/**
 * A CIP code from a file whose tool saved codes as numbers, losing leading and trailing zeros ('1.0101' = 01.0101,
 * '12.041' = 12.0410, '51' = 51.0000): the integer part is left-padded to 2 digits and the decimals right-padded to
 * 4. Padding only the left would turn '12.041' into a wrong code. '' when the cell is not such a number.
 */
export function cipWithLostZeros(value: string): string {
  const m = value.trim().match(/^(\d{1,2})(?:\.(\d{1,4}))?$/);
  if (!m?.[1]) return '';
  return `${m[1].padStart(2, '0')}.${(m[2] ?? '').padEnd(4, '0')}`;
}

/** An amount or length IPEDS reports: a number of at least 0; '.', blanks and the -1 / -2 / -3 codes are null. */
export function ipedsAmount(value: string): number | null {
  const n = numberOrNull(value);
  return n !== null && n >= 0 ? n : null;
}
