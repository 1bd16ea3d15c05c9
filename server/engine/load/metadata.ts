// The v2 Metadata object: who publishes this data and one entry per source file the build loaded.
import type { Metadata } from '../../../contract/metadata';
import type { EngineData } from '../data';

export function buildMetadata(d: EngineData): Metadata {
  const built = d.buildInfo.built_at ?? '';
  const day = built.slice(0, 10);
  const demo = d.buildInfo.data_kind === 'demo';
  const names = d.sources.map((s) => s.DataName).join('; ');
  return {
    Publisher: 'Training Search',
    Sponsor: demo
      ? 'Demo data (not real programs)'
      : 'Built from U.S. public data (NCES, BLS, state ETPL, GeoNames)',
    LastAccessDate: day,
    CitationSuggested: `Training Search${demo ? ' (demo data)' : ''}, database built ${day || 'on an unknown date'} from: ${names || 'no sources'}.`,
    DataSource: d.sources.map((s) => ({ ...s })),
  };
}
