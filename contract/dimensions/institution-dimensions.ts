// The dimensions of the institution search (v1), in the order the web app shows them. The path segments are
// docs/service.md's (never renamed); the State segment also carries cities ("Houston, TX", decision 0029), so City
// is a dimension of its own over the same segment; Region is the `region` query parameter (decision 0075; the
// 12-segment keyword search carries it as a segment). Occupation and Program are text searches whose groups count
// the schools each value reaches.
import type { Dimension } from './dimension';
import { institutionBindings, type InstitutionBindingId } from './institution-bindings';

export const institutionDimensions = [
  {
    id: 'state',
    operation: 'institutions',
    binding: institutionBindings.state,
    legend: { en: 'State', es: 'Estado' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
  },
  {
    id: 'city',
    operation: 'institutions',
    binding: institutionBindings.city,
    legend: { en: 'City', es: 'Ciudad' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
  },
  {
    id: 'region',
    operation: 'institutions',
    binding: institutionBindings.region,
    legend: { en: 'Region', es: 'Región' },
    choose: 'any',
    values: { from: 'data', catalogue: 'region' },
    notReported: false,
    filterable: false,
    chip: 'value',
  },
  {
    id: 'occupation',
    operation: 'institutions',
    binding: institutionBindings.occupation,
    legend: { en: 'Occupation', es: 'Ocupación' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
  },
  {
    id: 'programName',
    operation: 'institutions',
    binding: institutionBindings.programName,
    legend: { en: 'Program', es: 'Programa' },
    choose: 'any',
    values: { from: 'data' },
    notReported: false,
    filterable: true,
    chip: 'value',
  },
  {
    id: 'programLength',
    operation: 'institutions',
    binding: institutionBindings.programLength,
    legend: { en: 'Program length', es: 'Duración del programa' },
    choose: 'any',
    values: { from: 'data', catalogue: 'award' },
    notReported: false,
    filterable: false,
    chip: 'value',
  },
] as const satisfies readonly Dimension[];

export type InstitutionDimension = (typeof institutionDimensions)[number];
export type InstitutionDimensionId = InstitutionDimension['id'];
/** B is one of A (a compile-time check). */
type Includes<A, B extends A> = B;
/** Every declaration has its binding in institution-bindings.ts and every binding its declaration (else no compile). */
type _BindingsMatch = [
  Includes<InstitutionDimensionId, InstitutionBindingId>,
  Includes<InstitutionBindingId, InstitutionDimensionId>,
];
