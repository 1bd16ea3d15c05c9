// Where a request carries each program-search dimension and which list of the answer counts it (decision 0160), in
// the order the web app shows them and links write them: the request half of program-dimensions.ts's declarations,
// without their words (decision 0230). The URL codec in the browser's first chunk reads only this; the declarations
// take their `binding` from here and add the words, notes and the rest, which load with the pages that show them.
import type { DimensionBinding } from './dimension';

export const programBindings = {
  programLength: { field: 'programLength', in: 'path', list: 'ProgramLengthCountList' },
  maxCost: { field: 'maxCost', in: 'query', list: 'CostCountList' },
  maxWeeks: { field: 'maxWeeks', in: 'query', list: 'WeeksCountList' },
  pay: { field: 'pay', in: 'query', list: 'PayCountList' },
  school: { field: 'school', in: 'path', list: 'SchoolCountList' },
  programName: { field: 'programName', in: 'path', list: 'ProgramCountList' },
  programFormat: { field: 'programFormat', in: 'path', list: 'FormatCountList' },
  sector: { field: 'sector', in: 'query', list: 'SectorCountList' },
  schoolLevel: { field: 'schoolLevel', in: 'query', list: 'SchoolLevelCountList' },
  pell: { field: 'pell', in: 'query', list: 'PellCountList' },
  childcare: { field: 'childcare', in: 'query', list: 'ChildcareCountList' },
  flexibleHours: { field: 'flexibleHours', in: 'query', list: 'FlexibleHoursCountList' },
  publicTransit: { field: 'publicTransit', in: 'query', list: 'PublicTransitCountList' },
  occupation: { field: 'occupation', in: 'path', list: 'OccupationCountList' },
  area: { field: 'area', in: 'path', list: 'AreaCountList' },
  filterBySource: { field: 'filterBySource', in: 'path', list: 'EtpCount' },
} as const satisfies Record<string, DimensionBinding>;

export type ProgramBindingId = keyof typeof programBindings;
