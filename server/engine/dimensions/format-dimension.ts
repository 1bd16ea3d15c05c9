// The Format dimension (decision 0179): a program's own formats, which only a state list reports (In-person, Online,
// Hybrid; a bit each), "School offers programs fully online" when its school offers programs entirely online at the
// program's level (IPEDS IC, decision 0173), and "Not reported" for a program with no format of its own. A profile's
// code is its format bits plus 8 when its school offers programs fully online (profiles split on that bit).
import { englishLabel, NOT_REPORTED } from '../../../contract/dimensions/dimension';
import { SCHOOL_ONLINE_FORMAT } from '../../../contract/dimensions/fact-values';
import { programDimension } from '../../../contract/dimensions/program-dimensions';
import { FORMAT_NAMES } from '../data';
import { facetItems, type FacetDomain, type Selection } from '../programs/facet-list';
import { codesPerData, type EngineDimension } from './engine-dimension';
import { factColumns } from './fact-columns';

/** The list's values, in order: the three formats, the school's online offer, then "Not reported". */
const VALUES = [...FORMAT_NAMES, SCHOOL_ONLINE_FORMAT, NOT_REPORTED] as const;
const SCHOOL_ONLINE = FORMAT_NAMES.length;
const ONLINE_BIT = 8;
const CODES = 16;

const dim = programDimension('programFormat');
const domain: FacetDomain = {
  size: VALUES.length,
  value: (i) => VALUES[i] ?? '',
  item: (i) => englishLabel(dim, VALUES[i] ?? ''),
  rank: VALUES.map((_, i) => i),
};

/** The values as written, each with its place in VALUES (undefined: a value no program has, which keeps none). */
function select(values: readonly string[]): Selection {
  return {
    values,
    indices: values.map((v) => {
      const i = VALUES.findIndex((f) => f.toLowerCase() === v.trim().toLowerCase());
      return i < 0 ? undefined : i;
    }),
  };
}

/** Whether a profile code has the value at VALUES[i]. */
function codeHas(code: number, i: number): boolean {
  const own = code & (ONLINE_BIT - 1);
  if (i < SCHOOL_ONLINE) return (own & (1 << i)) !== 0;
  if (i === SCHOOL_ONLINE) return (code & ONLINE_BIT) !== 0;
  return own === 0;
}

export function formatDimension(): EngineDimension {
  return {
    level: 'program',
    codes: codesPerData(({ d, ix }) => {
      const online = factColumns(d).online;
      return Int32Array.from(ix.first, (p, k) => (ix.format[k] ?? 0) | ((online[p] ?? 0) ? ONLINE_BIT : 0));
    }),
    codeCount: () => CODES,
    programValues: (d) => [factColumns(d).online],
    choose(_x, values) {
      if (values.length === 0) return null;
      const sel = select(values);
      const keep = new Uint8Array(CODES);
      for (const i of sel.indices) {
        if (i === undefined) continue;
        for (let code = 0; code < CODES; code++) if (codeHas(code, i)) keep[code] = 1;
      }
      return { keep, sel };
    },
    list(_x, { counts, chosen }) {
      const byValue = new Int32Array(VALUES.length);
      for (let code = 0; code < CODES; code++) {
        const n = counts[code] ?? 0;
        if (n === 0) continue;
        for (let i = 0; i < VALUES.length; i++) if (codeHas(code, i)) byValue[i] = (byValue[i] ?? 0) + n;
      }
      return facetItems(domain, byValue, chosen?.sel ?? { values: [], indices: [] }, { natural: true });
    },
  };
}
