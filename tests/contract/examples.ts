// Example responses shaped exactly as docs/service.md describes, for the contract's own tests.
import type { InstitutionList } from '../../contract/institutions/institutions';
import type { ProgramList } from '../../contract/programs/programs';

export function exampleProgramList(): ProgramList {
  return {
    SchoolPrograms: [
      {
        DetailId: 1,
        CipCode: '48.0508',
        CipTitle: 'Welding Technology/Welder',
        EtaProgramName: 'Welding Technology',
        Format: ['In-person'],
        AwLevelCode: 20,
        AwardLevel: 'Award of less than 12 weeks',
        Credential: 'AWS Certified Welder',
        DataSource: 'ETPL',
        NumberCompleted: ['12'],
        OccupationsList: ['Welders, Cutters, Solderers, and Brazers'],
        SchoolIDUnique: 10000001,
        SchoolName: 'South Plains College',
        SchoolURL: 'www.southplainscollege.edu',
        Address: '1401 S College Ave',
        City: 'Levelland',
        StateAbbr: 'TX',
        State: 'Texas',
        Zip: '79336',
        Phone: '8068949611',
        Distance: '28.4',
        Latitude: '33.58',
        Longitude: '-102.37',
      },
    ],
    RecordCount: 1,
    DidYouMean: [],
    IsAutoCorrectionUsed: false,
    ProgramLengthCountList: [
      { Item: 'Award of less than 12 weeks', Count: 1, Value: '20', IsSelected: false },
    ],
    SchoolCountList: [{ Item: 'South Plains College', Count: 1, Value: '10000001', IsSelected: false }],
    ProgramCountList: [{ Item: 'Welding Technology/Welder', Count: 1, Value: '48.0508', IsSelected: false }],
    FormatCountList: [{ Item: 'In-person', Count: 1, Value: 'In-person', IsSelected: false }],
    OccupationCountList: [{ Item: 'Welders', Count: 1, Value: '51-4121', IsSelected: false }],
    AreaCountList: [{ Item: 'Hockley County, TX', Count: 1, Value: 'Hockley County, TX', IsSelected: true }],
    EtpCount: 1,
    SearchedOn: {
      KeywordEntered: 'welding',
      IsCode: false,
      FormattedCode: '',
      Title: '',
      Type: '',
      DataSetType: 'Programs',
      SchoolOrProgram: 'Program',
    },
    Metadata: {
      Publisher: 'Training Search',
      Sponsor: 'Training Search',
      LastAccessDate: '2026-11-21',
      CitationSuggested: 'Training Search, 2026.',
      DataSource: [
        {
          DataName: 'IPEDS HD2024',
          DataSourceName: 'NCES',
          DataSourceUrl: 'https://nces.ed.gov/ipeds/',
          DataLastUpdate: '2025',
          DataVintageOrVersion: '2024-25',
          DataDescription: 'Institutions',
          DataSourceCitation: 'NCES IPEDS',
        },
      ],
    },
  };
}

export function exampleInstitutionList(): InstitutionList {
  const group = { UndoList: [{ Item: 'Texas', Count: 1, Value: 'TX' }], FilterList: [] };
  return {
    SchoolPrograms: [
      {
        ID: '100654',
        SchoolName: 'Alabama A & M University',
        SchoolUrl: 'www.aamu.edu/',
        Address: '4900 Meridian Street',
        City: 'Normal',
        StateAbbr: 'AL',
        StateName: 'Alabama',
        Zip: '35762',
        Phone: '2563725000',
        Distance: '',
        Region: 'Southeast',
        Format: [],
        RegionCode: '5',
        TotalEnrollment: '5,000 - 9,999',
        ProgramName: 'Agriculture, General',
        StudentGraduated: '12',
        ElementID: '100654',
        ProgramLength: [{ Name: "Bachelor's degree", Value: '5' }],
        Occupationslist: [{ Name: 'Food Scientists and Technologists', Value: '19-1012' }],
      },
    ],
    RecordCount: 1,
    DidYouMean: ['agriculture'],
    AutoCorrection: '',
    LocationCountList: group,
    CityCountList: group,
    RegionCountList: group,
    OccupationCountList: group,
    ProgramCountList: group,
    ProgramLengthCountList: group,
    SchoolOrProgram: 'School',
  };
}
