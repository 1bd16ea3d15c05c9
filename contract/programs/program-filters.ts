// The v2 filters beyond docs/service.md's path (decision 0070): optional query parameters, each a comma-joined list,
// made from the dimensions declared in contract/dimensions/program-dimensions.ts (decision 0160).
//
// Every one keeps programs whose source does not report the value only when `none` is among its values, so a
// program that reports nothing is counted under "Not reported" and never silently dropped or silently kept.
import type { Dimension } from '../dimensions/dimension';
import { programParameterAbout } from '../dimensions/parameter-about';
import {
  programDimension,
  programQueryDimensions,
  SECTORS,
  type ProgramQueryDimension,
} from '../dimensions/program-dimensions';
import type { ProgramFilterParam } from './filter-params';

// What a request carries (the browser's first chunk imports it from filter-params.ts directly, decision 0230).
export { programFilterParams, type ProgramFilterParam, type ProgramFilterSearch } from './filter-params';

/** School control, as IPEDS CONTROL names it (an ETPL campus: its college's, or the list's institution type). */
export const SECTOR_VALUES = SECTORS.map((s) => s.value);
export const SECTOR_LABELS = Object.fromEntries(SECTORS.map((s) => [s.value, s.words.en])) as Record<
  (typeof SECTORS)[number]['value'],
  string
>;

const stepsOf = (id: 'maxCost' | 'maxWeeks'): readonly number[] => {
  const v = programDimension(id).values;
  return v.from === 'steps' ? v.steps : [];
};
/** Thresholds the count lists offer for the two maximum filters (a request may name any other number too). */
export const COST_STEPS = stepsOf('maxCost');
export const WEEK_STEPS = stepsOf('maxWeeks');

/** What each parameter means, for the OpenAPI description. */
export const programFilterDescriptions = Object.fromEntries(
  (programQueryDimensions as readonly Dimension[]).flatMap((d) => [
    [d.binding.field, programParameterAbout[d.id as ProgramQueryDimension['id']]],
    ...(d.basis
      ? [
          [
            d.basis.field,
            `What ${d.binding.field} is read on: ${d.basis.options.map((o) => `\`${o.value}\` (${o.words.en})`).join(', ')}; the first when absent.`,
          ],
        ]
      : []),
  ]),
) as Record<ProgramFilterParam, string>;
