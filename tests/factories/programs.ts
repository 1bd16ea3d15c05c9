// Typed builders for v2 responses, for tests that override the handlers (errors, edge cases).
import { emptyProgramList } from '../../contract/programs/empty-results';
import type { CountItem } from '../../contract/programs/facets';
import type { ProgramItem, ProgramList } from '../../contract/programs/programs';

export function countItem(overrides: Partial<CountItem> = {}): CountItem {
  return { Item: 'Welding Technology/Welder', Value: '48.0508', Count: 1, IsSelected: false, ...overrides };
}

export function programItem(overrides: Partial<ProgramItem> = {}): ProgramItem {
  return {
    DetailId: 1,
    CipCode: '48.0508',
    CipTitle: 'Welding Technology/Welder',
    EtaProgramName: '',
    Format: [],
    AwLevelCode: 21,
    AwardLevel: 'Certificate of at least 12 weeks but less than 1 year',
    Credential: '',
    DataSource: 'IPEDS',
    NumberCompleted: ['12'],
    OccupationsList: ['Welders, Cutters, Solderers, and Brazers'],
    SchoolIDUnique: 100,
    SchoolName: 'Example College',
    SchoolURL: 'www.example.edu',
    Address: '1 Main St',
    City: 'Lubbock',
    StateAbbr: 'TX',
    State: 'Texas',
    Zip: '79401',
    Phone: '8065550100',
    Distance: '1.5',
    Latitude: '33.5',
    Longitude: '-101.8',
    ...overrides,
  };
}

export function programList(overrides: Partial<ProgramList> = {}): ProgramList {
  const items = overrides.SchoolPrograms ?? [programItem()];
  return { ...emptyProgramList(''), SchoolPrograms: items, RecordCount: items.length, ...overrides };
}
