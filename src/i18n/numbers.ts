// Numbers and money as U.S. English and U.S. Spanish write them: "1,234", "12.4", "$4,008" in both (decision 0101).
import type { Lang } from './languages';

/**
 * Separators per language, as Intl.NumberFormat writes them for en-US and es-US (a test holds the two equal).
 * Plain JS on purpose: the page's first Intl number call loads ICU number data, a ~100 ms task on a throttled
 * phone that sat on the results page's critical path (decision 0046).
 */
const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  es: { group: ',', decimal: '.' },
};

/** `n` rounded to at most `fractionDigits` decimals, thousands grouped. */
export function formatNumber(n: number, fractionDigits = 0, lang: Lang = 'en'): string {
  const { group, decimal } = SEPARATORS[lang];
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(n) * factor) / factor;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** "$4,008" (cents only when the source gives them); es-US writes dollars the same way. */
export function formatMoney(n: number, lang: Lang = 'en'): string {
  if (Number.isInteger(n)) return `$${formatNumber(n, 0, lang)}`;
  // Cents are written in full: "$1,234.50", never "$1,234.5".
  const [whole = '', cents = ''] = formatNumber(n, 2, lang).split(SEPARATORS[lang].decimal);
  return `$${whole}${SEPARATORS[lang].decimal}${cents.padEnd(2, '0')}`;
}

/**
 * The plural category of a number as shown, for the two languages' cardinal rules: "one" for exactly 1, else
 * "other" (CLDR's Spanish "many", for whole millions, takes the "other" wording here; a test compares this with
 * Intl.PluralRules).
 */
export function pluralCategory(shown: number): 'one' | 'other' {
  return shown === 1 ? 'one' : 'other';
}
