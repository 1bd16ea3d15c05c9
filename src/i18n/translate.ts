// Typed message catalogues and the function that fills them in: `{name}` placeholders, and plural messages
// ({ one, other }) chosen by `count`. Numbers given as values are written for the language (numbers.ts).
import type { Lang } from './languages';
import { formatNumber, pluralCategory } from './numbers';

export interface PluralForms {
  one: string;
  other: string;
}
export type Message = string | PluralForms;
export type Catalogue = Readonly<Record<string, Message>>;

/** The `{name}` placeholders of a template, as a union of their names. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

export type VarsOf<M> = M extends PluralForms
  ? 'count' | Placeholders<M['one']> | Placeholders<M['other']>
  : M extends string
    ? Placeholders<M>
    : never;

export type Value = string | number;

/** The arguments after the key: none for a message without placeholders, else one value per placeholder. */
export type ArgsOf<M> = [VarsOf<M>] extends [never] ? [] : [Record<VarsOf<M>, Value>];

export type Translate<C> = <K extends keyof C & string>(key: K, ...args: ArgsOf<C[K]>) => string;

/** Another language's catalogue for English `C`: the same keys, each a string or plural forms like English's. */
export type Translation<C> = { readonly [K in keyof C]: C[K] extends PluralForms ? PluralForms : string };

/** Splits a template into text and placeholder names: "a {x} b" -> ['a ', {name: 'x'}, ' b']. */
export function templateParts(template: string): Array<string | { name: string }> {
  return template.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? { name: part } : part));
}

/** Numbers get one decimal at most ("12.4 miles", "4.5 weeks"); counts are whole anyway. */
export function showValue(value: Value, lang: Lang): string {
  return typeof value === 'number' ? formatNumber(value, 1, lang) : value;
}

/**
 * The template a message uses for these values (a plural message by its `count`, as it will be shown). English and
 * Spanish share the one/other rule (numbers.ts), so the language does not enter here.
 */
export function pickTemplate(message: Message, vars: Record<string, Value> | undefined): string {
  if (typeof message === 'string') return message;
  const count = vars?.count;
  const shown = typeof count === 'number' ? Number(formatNumber(count, 1, 'en').replace(/,/g, '')) : NaN;
  return message[pluralCategory(shown)];
}

export function fill(template: string, vars: Record<string, Value> | undefined, lang: Lang): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : showValue(value, lang);
  });
}

export function createTranslate<C extends Catalogue>(catalogue: C, lang: Lang): Translate<C> {
  return (key, ...args) => {
    const vars = args[0] as Record<string, Value> | undefined;
    return fill(pickTemplate(catalogue[key] as Message, vars), vars, lang);
  };
}
