// The zero-result listings that upstream's 404 {"Message":"No data available"} stands for.
import type { InstitutionList } from '../../contract/institutions';
import type { ProgramList } from '../../contract/programs';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';

export function emptyProgramList(req: ProgramsRequest): ProgramList {
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
      KeywordEntered: req.keyword,
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

const group = () => ({ UndoList: [], FilterList: [] });

export function emptyInstitutionList(_req: InstitutionsRequest): InstitutionList {
  return {
    SchoolPrograms: [],
    RecordCount: 0,
    DidYouMean: [],
    AutoCorrection: '',
    LocationCountList: group(),
    CityCountList: group(),
    RegionCountList: group(),
    OccupationCountList: group(),
    ProgramCountList: group(),
    ProgramLengthCountList: group(),
    SchoolOrProgram: 'School',
  };
}
