// Words for values the service sends as codes or fixed English labels (award levels, formats, sectors, regions,
// sizes): translated by code or value here, so every page says them in the page's language. Anything else the
// service sends (program, school, occupation and county names) is data and shown as published.
import { NOT_REPORTED } from '../../../contract/programs/filter-params';
import type { I18n } from '../../i18n/i18n-context';
import { enValues } from '../../i18n/messages/en-values';

type Key = keyof typeof enValues;
type T = I18n['t'];

const has = (key: string): key is Key => Object.hasOwn(enValues, key);

/** The catalogue key whose English text is `label` among keys starting with `prefix`, for labels without a code. */
function keyOfEnglish(prefix: string, label: string): Key | undefined {
  return (Object.keys(enValues) as Key[]).find((k) => k.startsWith(prefix) && enValues[k] === label);
}

/** An IPEDS award level by its code (AWLEVEL); an unknown code keeps the service's own label. */
export function awardLabel(t: T, code: number | string, fallback: string): string {
  const key = `award.${code}`;
  return has(key) ? t(key as Extract<Key, `award.${string}`>) : fallback;
}

/** A delivery format ("In-person", "Online", "Hybrid"), or "Not reported" for the facet's `none` value. */
export function formatLabel(t: T, value: string): string {
  if (value === NOT_REPORTED) return t('value.notReported');
  const key = `format.${value}`;
  return has(key) ? t(key as Extract<Key, `format.${string}`>) : value;
}

/** IPEDS sector ("Public, 2-year") or control ("Public") as the service words it, in the page's language. */
export function sectorLabel(t: T, label: string): string {
  const key = keyOfEnglish('sector.', label) ?? keyOfEnglish('control.', label);
  return key ? t(key as Extract<Key, `sector.${string}` | `control.${string}`>) : label;
}

/** An IPEDS region (OBEREG) by its code, e.g. "6" Southwest. */
export function regionLabel(t: T, code: string, fallback: string): string {
  const key = `region.${code}`;
  return has(key) ? t(key as Extract<Key, `region.${string}`>) : fallback;
}

/** An IPEDS size category ("Under 1,000") as the service words it. */
export function sizeLabel(t: T, label: string): string {
  const key = keyOfEnglish('size.', label);
  return key ? t(key as Extract<Key, `size.${string}`>) : label;
}

/** An award level as the service words it ("Associate's degree"), in the page's language. */
export function awardTextLabel(t: T, label: string): string {
  const key = keyOfEnglish('award.', label);
  return key ? t(key as Extract<Key, `award.${string}`>) : label;
}
