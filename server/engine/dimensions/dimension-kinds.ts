// Engine halves that several dimensions share: fixed values (sector, school level, the yes/no facts) and maxima
// (cost, weeks). Each reads its values, steps and words from the contract's declaration of the same id.
import type { CountItem } from '../../../contract/programs/facets';
import { englishLabel, NOT_REPORTED, NOT_REPORTED_WORDS } from '../../../contract/dimensions/dimension';
import { programDimension, type ProgramDimensionId } from '../../../contract/dimensions/program-dimensions';
import { BadRequestError } from '../types';
import { clip } from '../validate';
import {
  codesPerData,
  perData,
  type Chosen,
  type DimensionData,
  type EngineDimension,
} from './engine-dimension';

const lower = (values: readonly string[]) => new Set(values.map((v) => v.trim().toLowerCase()));

/**
 * A dimension with a fixed list of values: code 0 is "not reported", option j (in the declaration's order) is code
 * j + 1. `codeOf` derives a profile's (program level) or a school's (school level) code.
 */
export function fixedValues(
  id: ProgramDimensionId,
  level: 'program' | 'school',
  codeOf: (x: DimensionData) => ArrayLike<number>,
): EngineDimension {
  const dim = programDimension(id);
  const options = dim.values.from === 'fixed' ? dim.values.options.map((o) => o.value) : [];
  const field = dim.binding.field;
  return {
    level,
    codes: codesPerData(codeOf),
    codeCount: () => options.length + 1,
    choose(_x, values) {
      if (values.length === 0) return null;
      const keep = new Uint8Array(options.length + 1);
      for (const raw of values) {
        const v = raw.trim().toLowerCase();
        const i = options.findIndex((o) => o.toLowerCase() === v);
        if (i >= 0) keep[i + 1] = 1;
        else if (v === NOT_REPORTED && dim.notReported) keep[0] = 1;
        else
          throw new BadRequestError(
            `${field} takes ${options.join(', ')} and/or ${NOT_REPORTED}, got "${clip(raw)}".`,
            field,
          );
      }
      return { keep, sel: { values, indices: [] } };
    },
    list(_x, { counts, values }) {
      const asked = lower(values);
      const items: CountItem[] = options.map((value, i) => ({
        Item: englishLabel(dim, value),
        Value: value,
        Count: counts[i + 1] ?? 0,
        IsSelected: asked.has(value),
      }));
      items.push({
        Item: NOT_REPORTED_WORDS.en,
        Value: NOT_REPORTED,
        Count: counts[0] ?? 0,
        IsSelected: asked.has(NOT_REPORTED),
      });
      return items.filter((it) => it.Count > 0 || it.IsSelected);
    },
  };
}

/** The distinct values of a maximum dimension: code 0 is "not reported", then the values ascending. */
interface RangeCodes {
  /** per profile */
  code: Int32Array;
  /** per code: the value (NaN for code 0) and the step bucket it falls in (steps.length: above them all) */
  value: Float64Array;
  bucket: Uint8Array;
}

/**
 * A maximum ("at most N", plus `none`) over a per-profile number (NaN: not reported). `bucketOf` gives the step
 * bucket a profile's value was filed in when the data was read (facts/attributes.ts): the bucket decides, and only
 * a maximum between two steps reads the value itself, so the answers are those of the bucketed filter of decision
 * 0070.
 */
export function maximum(
  id: ProgramDimensionId,
  valueOf: (x: DimensionData) => Float32Array,
  bucketOf: (x: DimensionData, k: number) => number,
  sort?: EngineDimension['sort'],
): EngineDimension {
  const dim = programDimension(id);
  const spec = dim.values.from === 'steps' ? dim.values : null;
  const steps: readonly number[] = spec?.steps ?? [];
  const limit = spec?.limit ?? 0;
  const field = dim.binding.field;
  const codes = perData((x): RangeCodes => {
    const values = valueOf(x);
    const distinct = new Map<string, [number, number]>();
    for (let k = 0; k < x.ix.count; k++) {
      const v = values[k] ?? NaN;
      if (Number.isNaN(v)) continue;
      const b = bucketOf(x, k);
      distinct.set(`${b}|${v}`, [v, b]);
    }
    const sorted = [...distinct.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const at = new Map(sorted.map(([v, b], j) => [`${b}|${v}`, j + 1]));
    const code = new Int32Array(x.ix.count);
    for (let k = 0; k < x.ix.count; k++) {
      const v = values[k] ?? NaN;
      code[k] = Number.isNaN(v) ? 0 : (at.get(`${bucketOf(x, k)}|${v}`) ?? 0);
    }
    return {
      code,
      value: Float64Array.from([NaN, ...sorted.map(([v]) => v)]),
      bucket: Uint8Array.from([steps.length + 1, ...sorted.map(([, b]) => b)]),
    };
  });
  return {
    level: 'program',
    sort,
    codes: (x) => codes(x).code,
    codeCount: (x) => codes(x).value.length,
    choose(x, values): Chosen | null {
      if (values.length === 0) return null;
      let max: number | null = null;
      let none = false;
      for (const raw of values) {
        const v = raw.trim().toLowerCase();
        if (v === NOT_REPORTED) none = true;
        else if (/^\d{1,8}(\.\d{1,2})?$/.test(v) && Number(v) <= limit) max = Math.max(max ?? 0, Number(v));
        else
          throw new BadRequestError(
            `${field} takes a number from 0 to ${limit.toLocaleString('en-US')} and/or "${NOT_REPORTED}", got "${clip(raw)}".`,
            field,
          );
      }
      const { value, bucket } = codes(x);
      const keep = new Uint8Array(value.length);
      keep[0] = none ? 1 : 0;
      for (let c = 1; c < value.length; c++) {
        if (max === null) continue;
        const b = bucket[c] ?? 0;
        const upper = b < steps.length ? (steps[b] ?? Infinity) : Infinity;
        const lowerBound = b > 0 ? (steps[b - 1] ?? 0) : -Infinity;
        // The bucket decides where it lies wholly under or over the maximum; else the value itself.
        keep[c] = max >= upper ? 1 : max <= lowerBound ? 0 : (value[c] ?? NaN) <= max ? 1 : 0;
      }
      return { keep, sel: { values, indices: [] }, max };
    },
    list(x, { counts, values }) {
      const { value, bucket } = codes(x);
      const byBucket = new Int32Array(steps.length + 1);
      for (let c = 1; c < counts.length; c++) {
        const b = bucket[c] ?? 0;
        byBucket[b] = (byBucket[b] ?? 0) + (counts[c] ?? 0);
      }
      const asked = lower(values);
      const numbers = [...asked].filter((v) => v !== NOT_REPORTED).map(Number);
      const word = (n: number) => atMostWords(id, n);
      const items: CountItem[] = [];
      let running = 0;
      steps.forEach((step, i) => {
        running += byBucket[i] ?? 0;
        const selected = numbers.includes(step);
        if (running > 0 || selected)
          items.push({ Item: word(step), Count: running, Value: String(step), IsSelected: selected });
      });
      // A maximum asked between the steps is listed too, with the count it gives (values at most it).
      const requestedMax = numbers.length > 0 ? Math.max(...numbers) : NaN;
      let atMax = 0;
      for (let c = 1; c < counts.length; c++) if ((value[c] ?? NaN) <= requestedMax) atMax += counts[c] ?? 0;
      for (const n of numbers) {
        if (steps.includes(n)) continue;
        const at = items.findIndex((it) => Number(it.Value) > n);
        const item = { Item: word(n), Count: atMax, Value: String(n), IsSelected: true };
        items.splice(at < 0 ? items.length : at, 0, item);
      }
      const none = counts[0] ?? 0;
      if (none > 0 || asked.has(NOT_REPORTED))
        items.push({
          Item: NOT_REPORTED_WORDS.en,
          Count: none,
          Value: NOT_REPORTED,
          IsSelected: asked.has(NOT_REPORTED),
        });
      return items;
    },
  };
}

/** "$5,000 or less", "26 weeks or less": the declaration's English words for one step. */
function atMostWords(id: ProgramDimensionId, n: number): string {
  const v = programDimension(id).values;
  if (v.from !== 'steps') return String(n);
  const words = v.atMost.en;
  const text = typeof words === 'string' ? words : n === 1 ? words.one : words.other;
  return text
    .replace('{money}', `$${n.toLocaleString('en-US')}`)
    .replace('{count}', n.toLocaleString('en-US'));
}
