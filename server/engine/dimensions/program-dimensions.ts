// The engine's half of every program-search dimension (contract/dimensions/program-dimensions.ts has the other
// half; decision 0160): how a program's (or its school's) value is derived and how its counts are made. The record
// is keyed by the declared ids, so a dimension declared without its half does not compile.
import type { ProgramDimensionId } from '../../../contract/dimensions/program-dimensions';
import { FIELDS, YES_NO_FIELDS, type YesNoField } from '../facts/attributes';
import { NO_INDEX } from '../data';
import { facetItems, selectionMask, type Selection } from '../programs/facet-list';
import { distinctSchoolLabels } from '../programs/school-names';
import * as sel from '../select/selections';
import { parseSource } from '../validate';
import { fixedValues, maximum } from './dimension-kinds';
import { codesPerData, perData, type DimensionData, type EngineDimension } from './engine-dimension';
import { factColumns } from './fact-columns';
import { formatDimension } from './format-dimension';
import { payLowOf } from '../facts/item-facts';
import { payBand } from '../../../contract/dimensions/fact-values';

/** A path segment's dimension over a domain of the data, its codes shifted by `shift` (0 = "none" when 1). */
function domainDimension(o: {
  level: 'program' | 'school';
  perSchool?: boolean;
  codes: (x: DimensionData) => ArrayLike<number>;
  codeCount: (x: DimensionData) => number;
  select: (x: DimensionData, values: readonly string[]) => Selection;
  /** the keep table over codes from the selection */
  keep: (x: DimensionData, s: Selection) => Uint8Array | null;
  list: EngineDimension['list'];
}): EngineDimension {
  return {
    level: o.level,
    perSchool: o.perSchool,
    codes: codesPerData(o.codes),
    codeCount: o.codeCount,
    choose(x, values) {
      const s = o.select(x, values);
      const keep = o.keep(x, s);
      return keep ? { keep, sel: s } : null;
    },
    list: o.list,
  };
}

const NO_SELECTION: Selection = { values: [], indices: [] };
const NO_SOCS = new Int32Array(0);

/** Marks the selected indices of a domain in codes shifted by one (code 0: no value, never kept). */
function shiftedMask(size: number, s: Selection): Uint8Array | null {
  const mask = selectionMask(size, s);
  if (!mask) return null;
  const keep = new Uint8Array(size + 1);
  keep.set(mask, 1);
  return keep;
}

const yesNo = (f: YesNoField) =>
  fixedValues(f, 'program', ({ d, ix }) => {
    const out = new Uint8Array(ix.count);
    const { shift, mask } = FIELDS[f];
    for (let k = 0; k < ix.count; k++) out[k] = ((d.attrValues[ix.attr[k] ?? 0] ?? 0) >> shift) & mask;
    return out;
  });
/**
 * A maximum over a per-program figure whose band splits profiles (fact-columns.ts): a profile's band is its
 * programs' (all the same), its value the largest of theirs, so a maximum between two steps keeps a profile only
 * when every program of it costs (or lasts) at most that — never one that costs more than asked.
 */
function factMaximum(id: 'maxCost' | 'maxWeeks', column: 'cost' | 'weeks'): EngineDimension {
  const band = column === 'cost' ? 'costBand' : 'weeksBand';
  const largest = perData(({ d, ix }) => {
    const values = factColumns(d)[column];
    const out = new Float32Array(ix.count).fill(NaN);
    const { start, items } = ix.members;
    for (let k = 0; k < ix.count; k++)
      for (let j = start[k] ?? 0; j < (start[k + 1] ?? 0); j++) {
        const v = values[items[j] ?? 0] ?? NaN;
        if (!(v <= (out[k] ?? NaN))) out[k] = v;
      }
    return out;
  });
  const half = maximum(id, largest, ({ d, ix }, k) => factColumns(d)[band][ix.first[k] ?? 0] ?? 0, {
    values: (d) => factColumns(d)[column],
  });
  return { ...half, programValues: (d) => [factColumns(d)[band]] };
}

/** Pay: each profile's band of PayMedianLow (a function of its occupations and award level: no split). */
const payCodes = ({ d, ix }: DimensionData) =>
  Uint8Array.from(ix.first, (p) => {
    const band = payBand(payLowOf(d, p));
    return Number.isNaN(band) ? 0 : band + 1;
  });

export const programDimensionHalves: Record<ProgramDimensionId, EngineDimension> = {
  programLength: domainDimension({
    level: 'program',
    codes: ({ ix }) => ix.award,
    codeCount: ({ d }) => d.awards.length,
    select: ({ d }, values) => sel.selectLength(d, values),
    keep: ({ d }, s) => selectionMask(d.awards.length, s),
    list: ({ s }, { counts, chosen }) =>
      facetItems(s.domains.length, counts, chosen?.sel ?? NO_SELECTION, { natural: true }),
  }),
  // Over every program (decision 0179): the whole program's cost, its length in weeks.
  maxCost: factMaximum('maxCost', 'cost'),
  maxWeeks: factMaximum('maxWeeks', 'weeks'),
  pay: {
    ...fixedValues('pay', 'program', payCodes),
    sort: { values: (d) => Float32Array.from({ length: d.progCount }, (_, p) => payLowOf(d, p)) },
  },
  school: domainDimension({
    level: 'school',
    perSchool: true,
    codes: ({ d }) => Int32Array.from({ length: d.instCount }, (_, i) => i),
    codeCount: ({ d }) => d.instCount,
    select: ({ d }, values) => sel.selectSchool(d, values),
    keep: ({ d }, s) => selectionMask(d.instCount, s),
    list: ({ s, d }, { counts, chosen, schools }) =>
      distinctSchoolLabels(
        d,
        facetItems(s.domains.school, counts, chosen?.sel ?? NO_SELECTION, { among: schools }),
      ),
  }),
  programName: domainDimension({
    level: 'program',
    codes: ({ ix }) => Int32Array.from(ix.cip, (c) => c + 1),
    codeCount: ({ d }) => d.cipCodes.length + 1,
    select: ({ d }, values) => sel.selectProgram(d, values),
    keep: ({ d }, s) => shiftedMask(d.cipCodes.length, s),
    list: ({ s }, { counts, chosen }) =>
      facetItems(s.domains.program, counts.subarray(1), chosen?.sel ?? NO_SELECTION),
  }),
  programFormat: formatDimension(),
  sector: fixedValues('sector', 'school', ({ d }) => d.instControl),
  schoolLevel: fixedValues('schoolLevel', 'school', ({ d }) =>
    // IPEDS SECTOR 1–3: four-year or above, 4–6: two-year, 7–9: less than two years; 0 and none: not reported.
    Uint8Array.from(d.instSector, (sector) => (sector >= 1 && sector <= 9 ? Math.ceil(sector / 3) : 0)),
  ),
  pell: yesNo('pell'),
  childcare: yesNo('childcare'),
  flexibleHours: yesNo('flexibleHours'),
  publicTransit: yesNo('publicTransit'),
  occupation: domainDimension({
    level: 'program',
    codes: ({ ix }) => ix.socList,
    codeCount: ({ d }) => d.socLists.length,
    select: ({ d }, values) => sel.selectOccupation(d, values),
    keep: ({ d }, s) => sel.listMask(d, s),
    list: ({ s, d }, { counts, chosen }) => {
      const occupation = new Int32Array(d.socCodes.length);
      for (let l = 0; l < counts.length; l++) {
        const n = counts[l] ?? 0;
        if (n === 0) continue;
        // Read by index: an iterator over each list made an object per occupation for the collector.
        const socs = d.socLists[l] ?? NO_SOCS;
        for (let j = 0; j < socs.length; j++) {
          const soc = socs[j] ?? 0;
          occupation[soc] = (occupation[soc] ?? 0) + n;
        }
      }
      return facetItems(s.domains.occupation, occupation, chosen?.sel ?? NO_SELECTION);
    },
  }),
  area: domainDimension({
    level: 'school',
    codes: ({ d }) => Int32Array.from(d.instCounty, (c) => (c === NO_INDEX ? 0 : c + 1)),
    codeCount: ({ d }) => d.counties.length + 1,
    select: ({ d }, values) => sel.selectArea(d, values),
    keep: ({ d }, s) => shiftedMask(d.counties.length, s),
    list: ({ s }, { counts, chosen }) =>
      facetItems(s.domains.area, counts.subarray(1), chosen?.sel ?? NO_SELECTION),
  }),
  filterBySource: {
    level: 'program',
    resultOnly: true,
    codes: codesPerData(({ ix }) => ix.etpl),
    codeCount: () => 2,
    choose: (_x, values) =>
      parseSource(values[0] ?? '')
        ? { keep: Uint8Array.of(0, 1), sel: { values: ['Y'], indices: [] } }
        : null,
    list: (_x, { counts }) => counts[1] ?? 0,
  },
};

/** Yes/no fields the data reads (facts/attributes.ts) are exactly the declared yes/no dimensions. */
const _yesNoFieldsAreDimensions: readonly ProgramDimensionId[] = YES_NO_FIELDS;
