// Where a request carries each institution-search dimension and which group of the answer counts it (decision 0160),
// in the order the web app shows them: the request half of institution-dimensions.ts's declarations, without their
// words (decision 0230), for the URL codec in the browser's first chunk.
import type { DimensionBinding } from './dimension';

export const institutionBindings = {
  state: { field: 'state', in: 'path', list: 'LocationCountList' },
  city: { field: 'state', in: 'path', list: 'CityCountList' },
  region: { field: 'region', in: 'query', list: 'RegionCountList' },
  occupation: { field: 'occupation', in: 'path', list: 'OccupationCountList' },
  programName: { field: 'programName', in: 'path', list: 'ProgramCountList' },
  programLength: { field: 'programLength', in: 'path', list: 'ProgramLengthCountList' },
} as const satisfies Record<string, DimensionBinding>;

export type InstitutionBindingId = keyof typeof institutionBindings;
