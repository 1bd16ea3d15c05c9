// Engine halves that several dimensions share: fixed values (sector, school level, the yes/no facts) and maxima
// (cost, weeks). Each reads its values, steps and words from the contract's declaration of the same id.
import type { CountItem } from '../../../contract/programs/facets';
import { englishLabel, NOT_REPORTED, NOT_REPORTED_WORDS } from '../../../contract/dimensions/dimension';
import { programDimension, type ProgramDimensionId } from '../../../contract/dimensions/program-dimensions';
import { BadRequestError } from '../types';
import { clip } from '../validate';
import { codesPerData, type Chosen, type DimensionData, type EngineDimension } from './engine-dimension';

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

/** A maximum's codes beyond its bands, for a maximum between two steps: a profile of the band it splits, kept or not. */
const SPLIT_IN = 1;
const SPLIT_OUT = 2;

/**
 * A maximum ("at most N", plus `none`) over a per-program figure whose step band splits profiles
 * (dimensions/fact-columns.ts). A profile's code is its band: 0 "not reported", b + 1 for band b (values at most
 * steps[b] and above steps[b - 1]; steps.length: above them all), so counting reads a handful of codes. A maximum
 * at a step keeps whole bands; one between two steps keeps, in the band it splits, the profiles whose largest value
 * (`largest`) is at most it — never a program that costs (or lasts) more than asked — through codes of its own for
 * that request (`Chosen.codes`).
 */
export function maximum(
  id: ProgramDimensionId,
  largest: (x: DimensionData) => Float32Array,
  bucketOf: (x: DimensionData, k: number) => number,
  sort?: EngineDimension['sort'],
): EngineDimension {
  const dim = programDimension(id);
  const spec = dim.values.from === 'steps' ? dim.values : null;
  const steps: readonly number[] = spec?.steps ?? [];
  const limit = spec?.limit ?? 0;
  const field = dim.binding.field;
  const bands = steps.length + 1;
  const codes = codesPerData((x) =>
    Int32Array.from({ length: x.ix.count }, (_, k) => {
      const b = bucketOf(x, k);
      return b >= 0 && b < bands ? b + 1 : 0;
    }),
  );
  return {
    level: 'program',
    sort,
    codes,
    codeCount: () => bands + 1,
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
      const keep = new Uint8Array(bands + 1);
      keep[0] = none ? 1 : 0;
      let split = -1;
      for (let b = 0; b < bands && max !== null; b++) {
        const upper = b < steps.length ? (steps[b] ?? Infinity) : Infinity;
        const lower = b > 0 ? (steps[b - 1] ?? 0) : -Infinity;
        if (max >= upper) keep[b + 1] = 1;
        else if (max > lower) split = b + 1;
      }
      if (split < 0) return { keep, sel: { values, indices: [] }, max };
      // Between two steps: the band it splits is decided profile by profile, under codes of this request's own.
      const own = Int32Array.from(codes(x));
      const top = largest(x);
      const at = bands + 1;
      for (let k = 0; k < own.length; k++)
        if (own[k] === split) own[k] = at + ((top[k] ?? NaN) <= (max ?? -1) ? SPLIT_IN : SPLIT_OUT) - 1;
      const wide = new Uint8Array(at + 2);
      wide.set(keep);
      wide[at + SPLIT_IN - 1] = 1;
      return { keep: wide, sel: { values, indices: [] }, max, codes: own };
    },
    list(_x, { counts, values, total }) {
      const asked = lower(values);
      const numbers = [...asked].filter((v) => v !== NOT_REPORTED).map(Number);
      const word = (n: number) => atMostWords(id, n);
      const items: CountItem[] = [];
      let running = 0;
      steps.forEach((step, i) => {
        running += counts[i + 1] ?? 0;
        const selected = numbers.includes(step);
        if (running > 0 || selected)
          items.push({ Item: word(step), Count: running, Value: String(step), IsSelected: selected });
      });
      // A maximum asked between the steps is listed too, with the count it gives: the result's programs, less
      // those it holds for "Not reported".
      const atMax = Math.max(0, (total ?? 0) - (asked.has(NOT_REPORTED) ? (counts[0] ?? 0) : 0));
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

/**
 * Words already written, by dimension and number: every answer lists the same steps, and toLocaleString costs a few
 * µs each (a dozen lists a search). Bounded: a request may ask any number between the steps.
 */
const wordsWritten = new Map<string, string>();
const MAX_WORDS_KEPT = 1000;

/** "$5,000 or less", "26 weeks or less": the declaration's English words for one step. */
function atMostWords(id: ProgramDimensionId, n: number): string {
  const key = `${id}|${n}`;
  const known = wordsWritten.get(key);
  if (known !== undefined) return known;
  const v = programDimension(id).values;
  if (v.from !== 'steps') return String(n);
  const words = v.atMost.en;
  const text = typeof words === 'string' ? words : n === 1 ? words.one : words.other;
  const written = text
    .replace('{money}', `$${n.toLocaleString('en-US')}`)
    .replace('{count}', n.toLocaleString('en-US'));
  if (wordsWritten.size >= MAX_WORDS_KEPT) wordsWritten.clear();
  wordsWritten.set(key, written);
  return written;
}
