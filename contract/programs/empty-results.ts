// Zero-result listings, for upstream's "No data available" 404 (read as an ordinary empty search) by the SPA and the gateway.
import type { InstitutionList } from '../institutions/institutions';
import type { ProgramList } from './programs';

export function emptyProgramList(keyword: string): ProgramList {
  return {
    SchoolPrograms: [],
    RecordCount: 0,
    DidYouMean: [],
    IsAutoCorrectionUsed: false,
    ProgramLengthCountList: [],
    SchoolCountList: [],
    ProgramCountList: [],
    FormatCountList: [],
    OccupationCountList: [],
    AreaCountList: [],
    EtpCount: 0,
    SearchedOn: {
      KeywordEntered: keyword,
      IsCode: false,
      FormattedCode: '',
      Title: '',
      Type: '',
      DataSetType: '',
      SchoolOrProgram: 'Program',
    },
    Metadata: null,
  };
}

const emptyGroup = () => ({ UndoList: [], FilterList: [] });

export function emptyInstitutionList(): InstitutionList {
  return {
    SchoolPrograms: [],
    RecordCount: 0,
    DidYouMean: [],
    AutoCorrection: '',
    LocationCountList: emptyGroup(),
    CityCountList: emptyGroup(),
    RegionCountList: emptyGroup(),
    OccupationCountList: emptyGroup(),
    ProgramCountList: emptyGroup(),
    ProgramLengthCountList: emptyGroup(),
    SchoolOrProgram: 'School',
  };
}
