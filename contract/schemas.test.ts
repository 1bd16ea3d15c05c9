// The contract's schemas accept docs/service.md's shapes and reject a response with a field renamed, missing or mistyped.
import { describe, expect, it } from 'vitest';
import { errorPayloadSchema } from './errors';
import { exampleInstitutionList, exampleProgramList } from '../tests/contract/examples';
import { institutionListSchema } from './institutions/institutions';
import { programListSchema } from './programs/programs';

type Json = Record<string, unknown>;

/** A deep copy of the example with one field of the object at `path` edited (the field must exist). */
function withField(example: object, path: (string | number)[], field: string, edit: (o: Json) => void) {
  const copy = structuredClone(example) as Json;
  let parent: Json = copy;
  for (const step of path) parent = parent[step as string] as Json;
  expect(parent).toHaveProperty(field);
  edit(parent);
  return copy;
}

const programFields = Object.keys(exampleProgramList()).filter((f) => f !== 'Metadata');
const programItemFields = Object.keys(exampleProgramList().SchoolPrograms[0] ?? {});
const institutionFields = Object.keys(exampleInstitutionList());
const institutionItemFields = Object.keys(exampleInstitutionList().SchoolPrograms[0] ?? {});

describe('program listing (v2)', () => {
  it('accepts the example with every field', () => {
    expect(programListSchema.safeParse(exampleProgramList()).success).toBe(true);
  });

  it('accepts a response without Metadata, and upstream spelling MetaData and nulls for empty lists', () => {
    const { Metadata, ...rest } = exampleProgramList();
    expect(programListSchema.safeParse(rest).success).toBe(true);
    const upstream = { ...rest, MetaData: Metadata, DidYouMean: null, AreaCountList: null };
    const parsed = programListSchema.parse(upstream);
    expect(parsed.Metadata?.Publisher).toBe(Metadata?.Publisher);
    expect(parsed.DidYouMean).toEqual([]);
    expect(parsed.AreaCountList).toEqual([]);
  });

  it.each(programFields)('rejects the top-level field %s missing or renamed', (field) => {
    const missing = withField(exampleProgramList(), [], field, (o) => delete o[field]);
    expect(programListSchema.safeParse(missing).success).toBe(false);
    const renamed = withField(exampleProgramList(), [], field, (o) => {
      o[field.toLowerCase()] = o[field];
      delete o[field];
    });
    expect(programListSchema.safeParse(renamed).success).toBe(false);
  });

  it.each(programItemFields)('rejects a program item with %s missing or of the wrong type', (field) => {
    const missing = withField(exampleProgramList(), ['SchoolPrograms', 0], field, (o) => delete o[field]);
    expect(programListSchema.safeParse(missing).success).toBe(false);
    const wrong = withField(exampleProgramList(), ['SchoolPrograms', 0], field, (o) => {
      o[field] = typeof o[field] === 'string' ? 42 : 'text';
    });
    expect(programListSchema.safeParse(wrong).success).toBe(false);
  });

  it('tells SchoolURL (v2) from SchoolUrl (v1)', () => {
    const v1Spelling = withField(exampleProgramList(), ['SchoolPrograms', 0], 'SchoolURL', (o) => {
      o.SchoolUrl = o.SchoolURL;
      delete o.SchoolURL;
    });
    expect(programListSchema.safeParse(v1Spelling).success).toBe(false);
  });

  it('rejects wrong types in counts, booleans and SearchedOn', () => {
    const cases: [(string | number)[], string, unknown][] = [
      [[], 'RecordCount', '1'],
      [[], 'RecordCount', 1.5],
      [[], 'IsAutoCorrectionUsed', 'false'],
      [[], 'EtpCount', null],
      [['ProgramLengthCountList', 0], 'IsSelected', 'true'],
      [['ProgramLengthCountList', 0], 'Count', '1'],
      [['SearchedOn'], 'IsCode', 0],
      [['Metadata', 'DataSource', 0], 'DataSourceUrl', 7],
    ];
    for (const [path, field, value] of cases) {
      const bad = withField(exampleProgramList(), path, field, (o) => (o[field] = value));
      expect(programListSchema.safeParse(bad).success, `${path.join('.')}.${field}=${String(value)}`).toBe(
        false,
      );
    }
  });
});

describe('institution listing (v1)', () => {
  it('accepts the example with every field', () => {
    expect(institutionListSchema.safeParse(exampleInstitutionList()).success).toBe(true);
  });

  it.each(institutionFields)('rejects the top-level field %s missing', (field) => {
    const missing = withField(exampleInstitutionList(), [], field, (o) => delete o[field]);
    expect(institutionListSchema.safeParse(missing).success).toBe(false);
  });

  it.each(institutionItemFields)('rejects an institution item with %s missing or mistyped', (field) => {
    const missing = withField(exampleInstitutionList(), ['SchoolPrograms', 0], field, (o) => delete o[field]);
    expect(institutionListSchema.safeParse(missing).success).toBe(false);
    const wrong = withField(exampleInstitutionList(), ['SchoolPrograms', 0], field, (o) => {
      o[field] = typeof o[field] === 'string' ? 42 : 'text';
    });
    expect(institutionListSchema.safeParse(wrong).success).toBe(false);
  });

  it('uses the v1 spellings StateName and Occupationslist, not the v2 ones', () => {
    for (const [v1, v2] of [
      ['StateName', 'State'],
      ['Occupationslist', 'OccupationsList'],
      ['SchoolUrl', 'SchoolURL'],
    ] as const) {
      const bad = withField(exampleInstitutionList(), ['SchoolPrograms', 0], v1, (o) => {
        o[v2] = o[v1];
        delete o[v1];
      });
      expect(institutionListSchema.safeParse(bad).success, v2).toBe(false);
    }
  });

  it('requires both UndoList and FilterList in a facet group, and Name/Value pairs', () => {
    const noUndo = withField(
      exampleInstitutionList(),
      ['CityCountList'],
      'UndoList',
      (o) => delete o.UndoList,
    );
    expect(institutionListSchema.safeParse(noUndo).success).toBe(false);
    const badPair = withField(
      exampleInstitutionList(),
      ['SchoolPrograms', 0, 'ProgramLength', 0],
      'Name',
      (o) => {
        o.Item = o.Name;
        delete o.Name;
      },
    );
    expect(institutionListSchema.safeParse(badPair).success).toBe(false);
  });
});

describe('error payload', () => {
  it('needs a Message; Segment is optional', () => {
    expect(
      errorPayloadSchema.safeParse({ Message: 'Location was not found.', Segment: 'location' }).success,
    ).toBe(true);
    expect(errorPayloadSchema.safeParse({ Message: 'Too many requests.' }).success).toBe(true);
    expect(errorPayloadSchema.safeParse({ message: 'lower-case' }).success).toBe(false);
  });
});
