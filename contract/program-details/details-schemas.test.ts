// The added fields (decision 0070) are optional beside docs/service.md's, and the details answer (0073) has its shape.
import { describe, expect, it } from 'vitest';
import { exampleProgramList } from '../../tests/contract/examples';
import { programDetailsSchema, type ProgramDetails } from './program-details';
import { programListSchema } from '../programs/programs';

const item = () => exampleProgramList().SchoolPrograms[0];

function exampleDetails(): ProgramDetails {
  const base = item();
  if (!base) throw new Error('the example listing has a program');
  return {
    ...base,
    CostTuitionFees: 4008,
    CostBooksSupplies: 172,
    CostTotal: 4180,
    LengthWeeks: 32,
    LengthHours: 960,
    PellEligible: 'Yes',
    Description: '',
    Prerequisites: 'High School Diploma or Equivalent',
    Outcome: 'Community college certificate of completion',
    CredentialName: 'Welding Technology Basic Processes Certificate',
    CostTuitionFeesNote: 'Tuition',
    CostBooksSuppliesNote: 'Books',
    CostOptionalNote: '',
    WioaEligible: true,
    ProgramUpdated: '2022-10-16',
    Occupations: [{ Code: '51-4121', Title: 'Welders, Cutters, Solderers, and Brazers' }],
    School: {
      ID: 58001765,
      Name: 'South Plains College',
      CampusName: 'Lubbock Center',
      Sector: 'Public, 2-year',
      Control: 'Public',
      Size: '5,000 - 9,999',
      Website: 'www.southplainscollege.edu/',
      FinancialAidURL: '',
      NetPriceCalculatorURL: '',
      ApplicationURL: '',
      InstitutionType: '',
      Description: '',
      IpedsId: 228158,
    },
    Sources: [],
  };
}

describe('added item fields and count lists', () => {
  it('a listing with none of them is still valid (a client of docs/service.md sees no change)', () => {
    expect(programListSchema.safeParse(exampleProgramList()).success).toBe(true);
  });

  it('accepts them when present and rejects them mistyped', () => {
    const list = exampleProgramList();
    const withExtras = {
      ...list,
      SchoolPrograms: list.SchoolPrograms.map((p) => ({
        ...p,
        CostTotal: 4180,
        LengthWeeks: 32,
        PellEligible: 'Yes',
      })),
      CostCountList: [{ Item: 'Not reported', Count: 3, Value: 'none', IsSelected: false }],
    };
    expect(programListSchema.parse(withExtras).SchoolPrograms[0]?.CostTotal).toBe(4180);
    const wrong = { ...withExtras, SchoolPrograms: [{ ...withExtras.SchoolPrograms[0], CostTotal: '4180' }] };
    expect(programListSchema.safeParse(wrong).success).toBe(false);
    const maybe = {
      ...withExtras,
      SchoolPrograms: [{ ...withExtras.SchoolPrograms[0], PellEligible: 'Maybe' }],
    };
    expect(programListSchema.safeParse(maybe).success).toBe(false);
  });
});

describe('program details', () => {
  it('accepts every list-item field plus the details', () => {
    expect(programDetailsSchema.parse(exampleDetails()).School.Name).toBe('South Plains College');
  });

  it.each(['Occupations', 'School', 'WioaEligible', 'Sources', 'DetailId', 'SchoolName'])(
    'rejects the answer without %s',
    (field) => {
      const copy = { ...exampleDetails() } as Record<string, unknown>;
      delete copy[field];
      expect(programDetailsSchema.safeParse(copy).success).toBe(false);
    },
  );
});
