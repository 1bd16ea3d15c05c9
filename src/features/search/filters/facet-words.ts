// Facets and applied filters in the page's language. The builders (program-facets, school-facets) stay
// language-free and word things in English; here each group's legend and each option the app words itself (award
// levels, formats, regions, sectors, school levels, yes/no, costs and lengths) are taken in the page's language from
// the declared dimensions (contract/dimensions, decision 0160). Labels that are data from the sources (schools,
// programs, occupations, places) stay as published.
import type { I18n } from '../../../i18n/i18n-context';
import type { AppliedFilter, FacetView } from '../../shared/facet-model';
import { dimensionOf, valueWords } from './dimension-words';

export function legendWords(i18n: I18n, key: string, fallback: string): string {
  return dimensionOf(key)?.legend[i18n.lang] ?? fallback;
}

/** An option's words for a group, by its value; `fallback` (the service's label) where the value is data. */
export function optionWords(i18n: I18n, key: string, value: string, fallback: string): string {
  const dim = dimensionOf(key);
  return dim ? valueWords(dim, value, i18n.lang, fallback, i18n) : fallback;
}

export function localizeFacets<S>(i18n: I18n, facets: FacetView<S>[]): FacetView<S>[] {
  if (i18n.lang === 'en') return facets;
  return facets.map((f) => ({
    ...f,
    legend: legendWords(i18n, f.key, f.legend),
    note: f.note === undefined ? undefined : (dimensionOf(f.key)?.note?.[i18n.lang] ?? f.note),
    options: f.options.map((o) => ({ ...o, label: optionWords(i18n, f.key, o.value, o.label) })),
  }));
}

/** Applied filters' keys are "group:value" (see the builders); a school "City, ST" value sits in `state`. */
export function localizeApplied<S>(i18n: I18n, filters: AppliedFilter<S>[]): AppliedFilter<S>[] {
  if (i18n.lang === 'en') return filters;
  return filters.map((f) => {
    const at = f.key.indexOf(':');
    const group = at >= 0 ? f.key.slice(0, at) : f.key;
    const value = at >= 0 ? f.key.slice(at + 1) : '';
    const dim = dimensionOf(group);
    const words = optionWords(i18n, group, value, f.label);
    if (dim?.chip !== 'legend') return { ...f, label: words };
    return {
      ...f,
      label: i18n.t('filters.factLabel', { legend: legendWords(i18n, group, group), value: words }),
    };
  });
}
