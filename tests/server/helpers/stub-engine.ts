// A small in-memory SearchEngine for HTTP tests that must not depend on the real data (gateway upstreams, fuzzing).
import type { InstitutionItem, InstitutionList } from '../../../contract/institutions/institutions';
import type { ProgramItem, ProgramList } from '../../../contract/programs/programs';
import type { InstitutionsRequest, ProgramsRequest } from '../../../contract/requests';
import type { SuggestRequest } from '../../../contract/suggest/suggest';
import type {
  ProgramDetails,
  ProgramDetailsRequest,
} from '../../../contract/program-details/program-details';
import { BadRequestError, type DataInfo, type SearchEngine } from '../../../server/engine/types';

/** Locations the stub does not know, like the real engine's unknown places. */
export const UNKNOWN_LOCATION = 'Nowhere, ZZ';

const emptyGroup = () => ({ UndoList: [], FilterList: [] });

function program(i: number, keyword: string): ProgramItem {
  return {
    DetailId: i + 1,
    CipCode: '48.0508',
    CipTitle: 'Welding Technology/Welder',
    EtaProgramName: `${keyword || 'Any'} program ${i + 1} <&>`,
    Format: i % 2 === 0 ? ['In-person'] : [],
    AwLevelCode: 20,
    AwardLevel: 'Award of less than 12 weeks',
    Credential: '',
    DataSource: i % 2 === 0 ? 'ETPL' : 'IPEDS',
    NumberCompleted: [String(i * 3)],
    OccupationsList: ['Welders, Cutters, Solderers, and Brazers', 'Machinists'],
    SchoolIDUnique: 100000 + i,
    SchoolName: `School "${i + 1}" & Sons`,
    SchoolURL: 'www.example.edu',
    Address: '1 Main St',
    City: 'Lubbock',
    StateAbbr: 'TX',
    State: 'Texas',
    Zip: '79401',
    Phone: '8065550100',
    Distance: '',
    Latitude: '33.58',
    Longitude: '-101.85',
  };
}

function institution(i: number): InstitutionItem {
  return {
    ID: String(100000 + i),
    SchoolName: `College ${i + 1}`,
    SchoolUrl: 'www.example.edu',
    Address: '1 Main St',
    City: 'Austin',
    StateAbbr: 'TX',
    StateName: 'Texas',
    Zip: '78701',
    Phone: '',
    Distance: '',
    Region: 'Southwest (AZ, NM, OK, TX)',
    Format: [],
    RegionCode: '6',
    TotalEnrollment: '1,000 - 4,999',
    ProgramName: 'Welding Technology/Welder',
    StudentGraduated: String(i),
    ElementID: String(100000 + i),
    ProgramLength: [{ Name: 'Award of less than 12 weeks', Value: '20' }],
    Occupationslist: [],
  };
}

export function createStubEngine(total = 7, info: Partial<DataInfo> = {}): SearchEngine & { calls: number } {
  const engine = {
    calls: 0,
    searchPrograms(req: ProgramsRequest): ProgramList {
      engine.calls += 1;
      if (req.location === UNKNOWN_LOCATION) throw new BadRequestError('Unknown location.', 'location');
      const end = Math.min(total, req.startRecord + req.limitRecord);
      const items = Array.from({ length: Math.max(0, end - req.startRecord) }, (_, k) =>
        program(req.startRecord + k, req.keyword),
      );
      return {
        SchoolPrograms: items,
        RecordCount: total,
        DidYouMean: req.keyword === 'weldng' ? ['welding'] : [],
        IsAutoCorrectionUsed: false,
        ProgramLengthCountList: [
          {
            Item: 'Award of less than 12 weeks',
            Count: total,
            Value: '20',
            IsSelected: req.programLength.includes('20'),
          },
        ],
        SchoolCountList: [],
        ProgramCountList: [],
        FormatCountList: [{ Item: 'In-person', Count: 1, Value: 'In-person', IsSelected: false }],
        OccupationCountList: [],
        AreaCountList: [],
        EtpCount: Math.ceil(total / 2),
        SearchedOn: {
          KeywordEntered: req.keyword,
          IsCode: false,
          FormattedCode: '',
          Title: '',
          Type: '',
          DataSetType: 'Programs',
          SchoolOrProgram: 'Program',
        },
        Metadata: req.enableMetaData
          ? { Publisher: 'Stub', Sponsor: 'Stub', LastAccessDate: '', CitationSuggested: '', DataSource: [] }
          : null,
      };
    },
    searchInstitutions(req: InstitutionsRequest): InstitutionList {
      engine.calls += 1;
      if (req.location === UNKNOWN_LOCATION) throw new BadRequestError('Unknown location.', 'location');
      const end = Math.min(total, req.startRecord + req.limitRecord);
      return {
        SchoolPrograms: Array.from({ length: Math.max(0, end - req.startRecord) }, (_, k) =>
          institution(req.startRecord + k),
        ),
        RecordCount: total,
        DidYouMean: [],
        AutoCorrection: '',
        LocationCountList: { UndoList: [], FilterList: [{ Item: 'Texas', Count: total, Value: 'TX' }] },
        CityCountList: emptyGroup(),
        RegionCountList: emptyGroup(),
        OccupationCountList: emptyGroup(),
        ProgramCountList: emptyGroup(),
        ProgramLengthCountList: emptyGroup(),
        SchoolOrProgram: 'School',
      };
    },
    // Echoes what was typed, so a test sees its text arrive decoded; as many suggestions as the limit allows (≤ 3).
    suggest: (req: SuggestRequest) => ({
      Field: req.field,
      Query: req.text,
      Suggestions: Array.from({ length: Math.min(3, req.limit) }, (_, k) => ({
        Text: `${req.text} <${k}> & more`,
        Value: `${req.text} ${k}`,
        Kind: req.field === 'location' ? 'Place' : 'Term',
        Detail: `detail ${k}`,
      })),
    }),
    /** Programs 1..total exist (DetailId = i + 1), with a few details; any other id is unknown. */
    programDetails(req: ProgramDetailsRequest): ProgramDetails | null {
      engine.calls += 1;
      if (req.location === UNKNOWN_LOCATION) throw new BadRequestError('Unknown location.', 'location');
      const id = Number(req.detailId);
      if (!Number.isInteger(id) || id < 1 || id > total) return null;
      return stubDetails(program(id - 1, ''));
    },
    info: (): DataInfo => ({
      dataKind: 'real',
      builtAt: '2026-11-21T00:00:00Z',
      institutions: 1,
      programs: total,
      ...info,
    }),
  };
  return engine;
}

function stubDetails(item: ProgramItem): ProgramDetails {
  return {
    ...item,
    CostTuitionFees: 1000,
    CostTotal: 1000,
    Description: 'A stub program <with> "markup" & more.',
    Prerequisites: 'None',
    Outcome: '',
    CredentialName: '',
    CostTuitionFeesNote: '',
    CostBooksSuppliesNote: '',
    CostOptionalNote: '',
    WioaEligible: item.DataSource === 'ETPL',
    ProgramUpdated: '',
    Occupations: [{ Code: '51-4121', Title: 'Welders, Cutters, Solderers, and Brazers' }],
    School: {
      ID: item.SchoolIDUnique,
      Name: item.SchoolName,
      CampusName: '',
      Sector: 'Public, 2-year',
      Control: 'Public',
      Size: '',
      Website: item.SchoolURL,
      FinancialAidURL: '',
      NetPriceCalculatorURL: '',
      ApplicationURL: '',
      InstitutionType: '',
      Description: '',
      IpedsId: 0,
    },
    Sources: [],
  };
}
