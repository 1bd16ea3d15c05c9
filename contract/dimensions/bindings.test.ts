// The request half the browser's first chunk reads (program-bindings.ts, institution-bindings.ts, filter-params.ts)
// must say what the whole declarations say: same dimensions, same order, same parameters (decision 0230).
import { describe, expect, it } from 'vitest';
import type { Dimension } from './dimension';
import { institutionBindings } from './institution-bindings';
import { institutionDimensions } from './institution-dimensions';
import { programBindings } from './program-bindings';
import { programDimensions, programQueryDimensions } from './program-dimensions';
import { programFilterParams } from '../programs/filter-params';
import { institutionFilterParams } from '../urls/paths';

describe('the dimensions’ request half', () => {
  it('binds every program dimension, in the declarations’ order, to the declaration’s own binding', () => {
    expect(Object.keys(programBindings)).toEqual(programDimensions.map((d) => d.id));
    for (const d of programDimensions) expect(programBindings[d.id]).toBe(d.binding);
  });

  it('binds every institution dimension, in the declarations’ order', () => {
    expect(Object.keys(institutionBindings)).toEqual(institutionDimensions.map((d) => d.id));
    for (const d of institutionDimensions) expect(institutionBindings[d.id]).toBe(d.binding);
  });

  it('writes the query parameters the declarations name, a basis after its dimension, in their order', () => {
    const declared = (programQueryDimensions as readonly Dimension[]).flatMap((d) => [
      d.binding.field,
      ...(d.basis ? [d.basis.field] : []),
    ]);
    expect(programFilterParams).toEqual(declared);
    expect(programFilterParams).toContain('maxCost');
    expect(institutionFilterParams).toEqual(
      (institutionDimensions as readonly Dimension[])
        .filter((d) => d.binding.in === 'query')
        .map((d) => d.binding.field),
    );
  });
});
