// The v2 Metadata object: who publishes the data and one entry per source file loaded.
import { z } from 'zod';
import { list, text } from './lenient';

/** XML element: MetaDataSource. */
export const dataSourceSchema = z.object({
  DataName: text,
  DataSourceName: text,
  DataSourceUrl: text,
  DataLastUpdate: text,
  DataVintageOrVersion: text,
  DataDescription: text,
  DataSourceCitation: text,
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const metadataSchema = z.object({
  Publisher: text,
  Sponsor: text,
  LastAccessDate: text,
  CitationSuggested: text,
  DataSource: list(dataSourceSchema),
});
export type Metadata = z.infer<typeof metadataSchema>;
