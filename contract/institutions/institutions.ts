// The v1 institution listing response (docs/service.md part B). XML root: SchoolProgram.
import { z } from 'zod';
import { facetGroupSchema, nameValueSchema } from '../programs/facets';
import { list, text } from '../lenient';

/** XML element: SchoolProgramDetails. Note the v1 spellings SchoolUrl, StateName, Occupationslist. */
export const institutionItemSchema = z.object({
  ID: text,
  SchoolName: text,
  SchoolUrl: text,
  Address: text,
  City: text,
  StateAbbr: text,
  StateName: text,
  Zip: text,
  Phone: text,
  Distance: text,
  Region: text,
  Format: list(text),
  RegionCode: text,
  TotalEnrollment: text,
  ProgramName: text,
  StudentGraduated: text,
  ElementID: text,
  ProgramLength: list(nameValueSchema),
  Occupationslist: list(nameValueSchema),
});
export type InstitutionItem = z.infer<typeof institutionItemSchema>;

export const institutionListSchema = z.object({
  SchoolPrograms: list(institutionItemSchema),
  RecordCount: z.number().int(),
  DidYouMean: list(text),
  AutoCorrection: text,
  LocationCountList: facetGroupSchema,
  CityCountList: facetGroupSchema,
  RegionCountList: facetGroupSchema,
  OccupationCountList: facetGroupSchema,
  ProgramCountList: facetGroupSchema,
  ProgramLengthCountList: facetGroupSchema,
  SchoolOrProgram: text,
});
export type InstitutionList = z.infer<typeof institutionListSchema>;

/** The facet groups of an institution listing, in the order the UI shows them. */
export const institutionFacetGroups = [
  'LocationCountList',
  'CityCountList',
  'RegionCountList',
  'OccupationCountList',
  'ProgramCountList',
  'ProgramLengthCountList',
] as const;
export type InstitutionFacetGroup = (typeof institutionFacetGroups)[number];
