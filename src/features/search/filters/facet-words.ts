// Facets and applied filters in the page's language. The builders (program-facets, school-facets, fact-facets)
// stay language-free and word things in English; here each group's legend is taken from the catalogue by the
// group's key, and option labels the app words itself (award levels, formats, regions, sectors, yes/no, costs and
// lengths) by their value. Labels that are data from the sources (schools, programs, occupations, places) stay.
import { NOT_REPORTED, SECTOR_VALUES } from '../../../../contract/programs/program-filters';
import type { I18n } from '../../../i18n/i18n-context';
import type { en } from '../../../i18n/messages/en';
import type { AppliedFilter, FacetView } from '../../shared/facet-model';
import { awardLabel, formatLabel, regionLabel } from '../../shared/value-labels';

type FacetKey = Exclude<
  Extract<keyof typeof en, `facet.${string}`>,
  'facet.costAtMost' | 'facet.weeksAtMost'
>;

/** The catalogue key of each group's legend, by the group's key (the URL segment or parameter it drives). */
const LEGEND: Record<string, FacetKey> = {
  programLength: 'facet.programLength',
  school: 'facet.school',
  programName: 'facet.program',
  programFormat: 'facet.format',
  occupation: 'facet.occupation',
  area: 'facet.area',
  filterBySource: 'facet.source',
  state: 'facet.state',
  city: 'facet.city',
  region: 'facet.region',
  maxCost: 'facet.maxCost',
  maxWeeks: 'facet.maxWeeks',
  sector: 'facet.sector',
  pell: 'facet.pell',
  childcare: 'facet.childcare',
  flexibleHours: 'facet.flexibleHours',
  publicTransit: 'facet.publicTransit',
};

/** Groups whose applied filter reads "Legend: value" (the value alone would not say what it is). */
const FACT_KEYS = new Set([
  'maxCost',
  'maxWeeks',
  'sector',
  'pell',
  'childcare',
  'flexibleHours',
  'publicTransit',
]);

export function legendWords(i18n: I18n, key: string, fallback: string): string {
  const legend = LEGEND[key];
  return legend ? i18n.t(legend) : fallback;
}

/** An option's words for a group, by its value; `fallback` (the service's label) where the value is data. */
export function optionWords(i18n: I18n, key: string, value: string, fallback: string): string {
  const { t } = i18n;
  const yesNo = () =>
    value === 'yes' ? t('value.yes') : value === 'no' ? t('value.no') : t('value.notReported');
  switch (key) {
    case 'programLength':
      return awardLabel(t, value, fallback);
    case 'programFormat':
      return formatLabel(t, value);
    case 'region':
      return regionLabel(t, value, fallback);
    case 'filterBySource':
      return t('facet.wioaOnly');
    case 'maxCost':
      return value === NOT_REPORTED
        ? t('value.notReported')
        : t('facet.costAtMost', { money: i18n.money(Number(value)) });
    case 'maxWeeks':
      return value === NOT_REPORTED
        ? t('value.notReported')
        : t('facet.weeksAtMost', { count: Number(value) });
    case 'sector': {
      const known = SECTOR_VALUES.find((s) => s === value);
      return known ? t(`control.${known}`) : t('value.notReported');
    }
    case 'pell':
    case 'childcare':
    case 'flexibleHours':
    case 'publicTransit':
      return yesNo();
    default:
      return fallback;
  }
}

export function localizeFacets<S>(i18n: I18n, facets: FacetView<S>[]): FacetView<S>[] {
  if (i18n.lang === 'en') return facets;
  return facets.map((f) => ({
    ...f,
    legend: legendWords(i18n, f.key, f.legend),
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
    if (!FACT_KEYS.has(group)) return { ...f, label: optionWords(i18n, group, value, f.label) };
    const legend = legendWords(i18n, group, group);
    return {
      ...f,
      label: i18n.t('filters.factLabel', { legend, value: optionWords(i18n, group, value, f.label) }),
    };
  });
}
