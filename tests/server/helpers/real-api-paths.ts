// Real API searches of the kinds the SPA and API clients send, for the real-data tests and the HTTP benchmark.
import { institutionsApiPath, programsApiPath } from '../../../contract/urls/paths';
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../../contract/requests';

const p = (over: Partial<typeof defaultProgramsSearch>, meta?: boolean) =>
  `/api${programsApiPath({ ...defaultProgramsSearch, userId: 'bench', ...over, ...(meta ? { enableMetaData: true } : {}) })}`;
const i = (over: Partial<typeof defaultInstitutionsSearch>) =>
  `/api${institutionsApiPath({ ...defaultInstitutionsSearch, userId: 'bench', ...over })}`;

export const realProgramPaths = [
  p({ keyword: 'welding', location: 'Lubbock, TX', radius: '50' }),
  p({ keyword: 'nursing', location: 'TX' }),
  p({
    keyword: 'registered nurse',
    location: '78701',
    radius: '25',
    sortColumns: 'Location',
    sortDirection: 'ASC',
  }),
  p({ keyword: '29-1141' }),
  p({ keyword: '51.3801', location: 'California' }),
  p({ keyword: 'computer programming', programLength: ['3', '5'], limitRecord: 25 }),
  p({ keyword: 'truck driver', filterBySource: 'Y' }),
  p({ keyword: 'electrician', location: 'Houston, TX', radius: '100', startRecord: 20 }),
  p({ keyword: 'weldng' }),
  p({ keyword: '', location: 'Austin, TX', radius: '10' }),
  p({ keyword: 'medical assistant', sortColumns: 'Provider', sortDirection: 'DESC' }, true),
];

export const realInstitutionPaths = [
  i({ location: 'TX' }),
  i({ location: 'Lubbock, TX', occupation: ['welding'], radius: '50' }),
  i({ location: '', programName: ['nursing'], sortColumns: 'School', sortDirections: 'ASC' }),
  i({ location: 'New York, NY', radius: '20' }),
];
