// The v2 program listing response (docs/service.md part A). XML root: ProgramList.
import { z } from 'zod';
import { countItemSchema } from './facets';
import { list, text } from '../lenient';
import { metadataSchema } from '../metadata';
import { programItemExtras, programListExtras, type ItemViewFits } from './program-extras';

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
// A dimension reads only fields a list item has (compile-time check, decision 0160).
type _ProgramItemView = ItemViewFits<ProgramItem>;

/**
 * Extension (decisions 0064, 0180, 0181): one part of the keyword and what the search understood it as. Source is
 * "Vocabulary" (a job-seeker term: Meaning and codes from the reviewed table), "JobTitle" (a job title from the
 * O*NET 29.3 database: Meaning names its occupations, `Onet` its O*NET-SOC codes, the codes its programs through the
 * CIP→SOC crosswalk), "Data" (words the data build found to predict a program code), "Words" (matched as written,
 * in any word form), "Credential" (asks for a kind of credential, e.g. "graduate", "certificate"), "Filter" (a word
 * naming a filter the search offers, e.g. "online": `Filter` names the parameter or segment and its value; it is
 * not applied) or "Ignored" (a word such as "training", "near" or "how to become").
 */
export const understoodTermSchema = z.object({
  Words: text,
  Meaning: text,
  Source: text,
  CipCodes: list(text),
  SocCodes: list(text),
  Onet: list(text).optional(),
  Filter: z
    .object({
      /** programFormat, filterBySource (path segments) or maxCost, maxWeeks, pell, flexibleHours (parameters) */
      Name: text,
      Value: text,
    })
    .optional(),
});
export type UnderstoodTerm = z.infer<typeof understoodTermSchema>;

export const searchedOnSchema = z.object({
  KeywordEntered: text,
  IsCode: z.boolean(),
  FormattedCode: text,
  Title: text,
  Type: text,
  DataSetType: text,
  SchoolOrProgram: text,
  /** Extension: present for a free-text keyword. */
  UnderstoodAs: list(understoodTermSchema).optional(),
});
export type SearchedOn = z.infer<typeof searchedOnSchema>;

/**
 * Extension (decision 0064): present when no program matched every word of the keyword, so the result holds the
 * programs matching most of them. MatchedWords: words some listed program matches; MissingWords: the others.
 */
export const partialMatchSchema = z.object({
  MatchedWords: list(text),
  MissingWords: list(text),
});
export type PartialMatch = z.infer<typeof partialMatchSchema>;

/**
 * Extension (decision 0065): present only when RecordCount is 0 — what emptied the list, counted server-side.
 * Distances: the same search at wider radii (ascending, the last one with programs ends the list; Radius "0" is
 * any distance). Filters: the count when one segment's selection is removed. Nationwide: the count with no location
 * (-1 when not counted). Terms: the vocabulary's nearest terms that do find programs here.
 */
export const noResultHintsSchema = z.object({
  Distances: list(z.object({ Radius: text, Count: z.number().int() })),
  Filters: list(z.object({ Segment: text, Values: list(text), Count: z.number().int() })),
  WithoutFilters: z.number().int(),
  Nationwide: z.number().int(),
  Terms: list(z.object({ Term: text, Meaning: text, Count: z.number().int() })),
});
export type NoResultHints = z.infer<typeof noResultHintsSchema>;

/**
 * Extension (decision 0153): present when a search finds some programs but fewer than a full first page (10), and a
 * wider distance or one filter fewer would find more. Distances: the same search at wider radii, ascending, the
 * last the first to fill a page (else the widest tried). Filters: the count when one segment's selection is
 * removed, for those that add programs.
 */
export const fewResultHintsSchema = z.object({
  Distances: list(z.object({ Radius: text, Count: z.number().int() })),
  Filters: list(z.object({ Segment: text, Values: list(text), Count: z.number().int() })),
});
export type FewResultHints = z.infer<typeof fewResultHintsSchema>;

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
  // Extensions (decisions 0064, 0065, 0153); a client that ignores them sees exactly docs/service.md.
  PartialMatch: partialMatchSchema.optional(),
  NoResultHints: noResultHintsSchema.optional(),
  FewResultHints: fewResultHintsSchema.optional(),
  // Issue 21 (decision 0179): a filter only the state lists answer keeps only their programs; these are their states.
  ListOnlyStates: list(text)
    .optional()
    .describe(
      'Present when a filter asked for is one only state lists of WIOA-eligible programs report (Pell eligibility, the services, the In-person / Online / Hybrid formats, without `none`): the result then holds only programs of these states’ lists, named here (e.g. `["Texas"]`).',
    ),
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
