// Zero-result responses, for upstream's "No data available" 404 (read as an ordinary empty search).
import type { InstitutionList } from '../../contract/institutions';
import type { ProgramList } from '../../contract/programs';

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
