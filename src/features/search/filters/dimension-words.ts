// How a dimension and its values read, in either language, from the contract's declarations (decision 0160):
// legends, fixed values, "Not reported", maxima ("$5,000 or less", "26 semanas o menos"), the flag's option. Values
// that are data (schools, programs, occupations, places) keep the service's label, except the codes the app has
// words for (award levels, regions), which the page's catalogue words.
import { NOT_REPORTED, NOT_REPORTED_WORDS, type Dimension } from '../../../../contract/dimensions/dimension';
import { institutionDimensions } from '../../../../contract/dimensions/institution-dimensions';
import { programDimensions } from '../../../../contract/dimensions/program-dimensions';
import type { Lang } from '../../../i18n/languages';
import { formatMoney, formatNumber } from '../../../i18n/numbers';
import { fill, pickTemplate } from '../../../i18n/translate';
import type { I18n } from '../../../i18n/i18n-context';
import { awardLabel, regionLabel } from '../../shared/value-labels';

/** A group's dimension by its key: the program search's first, then the institution search's. */
export function dimensionOf(key: string): Dimension | undefined {
  return (
    (programDimensions as readonly Dimension[]).find((d) => d.id === key) ??
    (institutionDimensions as readonly Dimension[]).find((d) => d.id === key)
  );
}

/**
 * A value's words in `lang`; `fallback` (the service's label) for a value that is data. With `i18n`, codes the
 * catalogue has words for (award levels, regions) are worded by it.
 */
export function valueWords(dim: Dimension, value: string, lang: Lang, fallback: string, i18n?: I18n): string {
  const v = dim.values;
  if (value === NOT_REPORTED && dim.notReported) return NOT_REPORTED_WORDS[lang];
  if (v.from === 'fixed') return v.options.find((o) => o.value === value)?.words[lang] ?? fallback;
  if (v.from === 'flag') return v.words[lang];
  if (v.from === 'steps') {
    const n = Number(value);
    if (!Number.isFinite(n)) return fallback;
    const vars = { count: n, money: v.unit === 'dollars' ? formatMoney(n, lang) : formatNumber(n, 0, lang) };
    return fill(pickTemplate(v.atMost[lang], vars), vars, lang);
  }
  if (i18n && v.catalogue === 'award') return awardLabel(i18n.t, value, fallback);
  if (i18n && v.catalogue === 'region') return regionLabel(i18n.t, value, fallback);
  return fallback;
}
