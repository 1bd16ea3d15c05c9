// Every catalogue has its Spanish counterpart complete: the same keys, no empty text, the same placeholders and
// the same plural shape (a missing `{count}` or an English leftover would show on a Spanish page).
import { describe, expect, it } from 'vitest';
import { aboutMessages } from '../app/routes/about-messages';
import { compareMessages } from '../features/compare/compare-messages';
import { programMessages } from '../features/program/program-messages';
import { en } from './messages/en';
import { es } from './messages/es';
import { formatMoney, formatNumber, pluralCategory } from './numbers';
import type { Message } from './translate';

type Pair = { en: Record<string, Message>; es: Record<string, Message> };

const pairs: Array<[string, Pair]> = [
  ['app', { en, es }],
  ['program page', programMessages],
  ['compare and shortlist', compareMessages],
  ['about', aboutMessages],
];

const placeholders = (m: Message) =>
  [...(typeof m === 'string' ? m : `${m.one} ${m.other}`).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
const texts = (m: Message) => (typeof m === 'string' ? [m] : [m.one, m.other]);

// Words that are the same in both languages on purpose (names, codes, loanwords).
const SAME_IN_BOTH = new Set([
  'app.name',
  'app.titleSuffix',
  'sort.other',
  'filters.factLabel',
  'card.term',
  'card.phoneExt',
  'query.quoted',
  'title',
  'titleSuffix',
  'soc',
  'campus',
  'sector',
  'hints.for',
  'hints.in',
  'value.no',
  'fact.withYear',
]);

describe.each(pairs)('the %s catalogue', (_name, pair) => {
  it('has the same keys in English and Spanish', () => {
    expect(Object.keys(pair.es).sort()).toEqual(Object.keys(pair.en).sort());
  });

  it('has no empty text', () => {
    for (const [key, message] of [...Object.entries(pair.en), ...Object.entries(pair.es)])
      for (const text of texts(message)) expect(text.trim(), key).not.toBe('');
  });

  it('fills the same placeholders and has the same plural shape in both languages', () => {
    for (const [key, message] of Object.entries(pair.en)) {
      const spanish = pair.es[key];
      expect(spanish, key).toBeDefined();
      if (!spanish) continue;
      expect(typeof spanish, key).toBe(typeof message);
      expect(placeholders(spanish), key).toEqual(placeholders(message));
    }
  });

  it('is translated: Spanish differs from English except for names and codes', () => {
    const untranslated = Object.keys(pair.en).filter((key) => {
      const spanish = pair.es[key];
      return spanish && !SAME_IN_BOTH.has(key) && JSON.stringify(spanish) === JSON.stringify(pair.en[key]);
    });
    expect(untranslated).toEqual([]);
  });
});

describe('numbers for the locale (decision 0101)', () => {
  it.each([1234, 1234567.5, 0.25, 12.4, 4008])('writes %s as Intl does for en-US and es-US', (n) => {
    const opts = { maximumFractionDigits: 1 };
    expect(formatNumber(n, 1, 'en')).toBe(new Intl.NumberFormat('en-US', opts).format(n));
    expect(formatNumber(n, 1, 'es')).toBe(new Intl.NumberFormat('es-US', opts).format(n));
  });

  it('writes dollars the U.S. way in both languages', () => {
    expect(formatMoney(4008, 'es')).toBe('$4,008');
    expect(formatMoney(1234.5, 'es')).toBe('$1,234.50');
  });

  it.each([0, 1, 2, 1.5, 21, 1000000])('chooses the plural form of %s as Intl.PluralRules does', (n) => {
    for (const locale of ['en-US', 'es-US']) {
      const cldr = new Intl.PluralRules(locale).select(n);
      // CLDR's Spanish "many" (whole millions) uses the "other" wording.
      expect(pluralCategory(n)).toBe(cldr === 'one' ? 'one' : 'other');
    }
  });
});
