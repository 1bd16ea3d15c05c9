// The v2 program listing response (SERVICE.md part A). XML root: ProgramList.
import { z } from 'zod';
import { countItemSchema } from './facets';
import { list, text } from './lenient';
import { metadataSchema } from './metadata';
import { programItemExtras, programListExtras } from './program-extras';

/** XML element: ProgramItem. */
export const programItemSchema = z.object({
  DetailId: z.number().int(),
  CipCode: text,
  CipTitle: text,
  EtaProgramName: text,
  Format: list(text),
  AwLevelCode: z.number().int(),
  AwardLevel: text,
  Credential: text,
  DataSource: text,
  NumberCompleted: list(text),
  OccupationsList: list(text),
  SchoolIDUnique: z.number().int(),
  SchoolName: text,
  SchoolURL: text,
  Address: text,
  City: text,
  StateAbbr: text,
  State: text,
  Zip: text,
  Phone: text,
  Distance: text,
  Latitude: text,
  Longitude: text,
  ...programItemExtras,
});
export type ProgramItem = z.infer<typeof programItemSchema>;

export const searchedOnSchema = z.object({
  KeywordEntered: text,
  IsCode: z.boolean(),
  FormattedCode: text,
  Title: text,
  Type: text,
  DataSetType: text,
  SchoolOrProgram: text,
});
export type SearchedOn = z.infer<typeof searchedOnSchema>;

const programListObject = z.object({
  SchoolPrograms: list(programItemSchema),
  RecordCount: z.number().int(),
  DidYouMean: list(text),
  IsAutoCorrectionUsed: z.boolean(),
  ProgramLengthCountList: list(countItemSchema),
  SchoolCountList: list(countItemSchema),
  ProgramCountList: list(countItemSchema),
  FormatCountList: list(countItemSchema),
  OccupationCountList: list(countItemSchema),
  AreaCountList: list(countItemSchema),
  EtpCount: z.number().int(),
  SearchedOn: searchedOnSchema,
  // Present when enableMetaData=true; upstream may send null or spell it MetaData.
  Metadata: metadataSchema.nullish(),
  ...programListExtras,
});

/** Accepts upstream's `MetaData` spelling by reading it as `Metadata`. */
export const programListSchema = z.preprocess((v) => {
  if (v && typeof v === 'object' && !('Metadata' in v) && 'MetaData' in v) {
    const { MetaData, ...rest } = v as Record<string, unknown>;
    return { ...rest, Metadata: MetaData };
  }
  return v;
}, programListObject);
export type ProgramList = z.infer<typeof programListObject>;

/** The facet lists of a program listing, in the order the UI shows them. */
export const programFacetLists = [
  'ProgramLengthCountList',
  'SchoolCountList',
  'ProgramCountList',
  'FormatCountList',
  'OccupationCountList',
  'AreaCountList',
] as const;
export type ProgramFacetList = (typeof programFacetLists)[number];
