// A small hand-made dataset for the MSW handlers: a few Texas schools and their programs (test data, not real figures).
export interface MockSchool {
  id: number;
  name: string;
  url: string;
  address: string;
  city: string;
  stateAbbr: string;
  state: string;
  zip: string;
  phone: string;
  lat: number;
  lon: number;
  county: string;
  regionCode: string;
  region: string;
  enrollment: string;
  /** IPEDS sector label and control (decision 0070); '' when not reported. */
  sector: string;
  control: string;
  /** A year of tuition and fees at the school (IC_AY, decision 0172): the price shown and what others pay. */
  yearCost?: {
    price: number;
    books?: number;
    residency?: 'In-district' | 'In-state';
    outOfDistrict?: number;
    outOfState?: number;
  };
  /** What the school offers fully online (IC, decision 0173). */
  online?: 'All' | 'Some' | 'None';
}

export interface MockProgram {
  id: number;
  schoolId: number;
  cip: string;
  cipTitle: string;
  etaName: string;
  awLevel: number;
  source: 'IPEDS' | 'ETPL';
  format: string[];
  completed: number;
  socs: string[];
  /** What an ETPL row reports (decision 0070); absent for IPEDS programs. */
  facts?: MockFacts;
}

export interface MockFacts {
  tuition?: number;
  books?: number;
  weeks?: number;
  hours?: number;
  pell?: 'Yes' | 'No';
  childcare?: 'Yes' | 'No';
  url?: string;
}

export const awardLevels: Record<number, string> = {
  20: 'Certificate of less than 12 weeks',
  21: 'Certificate of at least 12 weeks but less than 1 year',
  2: 'Certificate of at least 1 but less than 2 years',
  3: "Associate's degree",
  5: "Bachelor's degree",
};

/** National pay by occupation (OEWS, decision 0174): made-up figures in its shape; '#'-coded medians are marked. */
export const occupationPay: Record<
  string,
  { median?: number; p25?: number; p75?: number; hourly?: number; employment: number; topCoded?: string[] }
> = {
  '51-4121': { median: 51_000, p25: 43_620, p75: 60_450, employment: 418_280 },
  '29-1141': { median: 93_600, p25: 79_480, p75: 120_250, employment: 3_282_010 },
  '29-2061': { median: 62_340, p25: 55_460, p75: 70_540, employment: 641_100 },
  '53-3032': { median: 57_440, p25: 48_150, p75: 68_770, employment: 2_089_840 },
  '31-9092': { median: 44_200, p25: 39_150, p75: 49_890, employment: 783_000 },
  '15-1251': { median: 99_700, p25: 73_220, p75: 132_790, employment: 139_400 },
};

export const occupations: Record<string, string> = {
  '51-4121': 'Welders, Cutters, Solderers, and Brazers',
  '29-1141': 'Registered Nurses',
  '29-2061': 'Licensed Practical and Licensed Vocational Nurses',
  '53-3032': 'Heavy and Tractor-Trailer Truck Drivers',
  '15-1251': 'Computer Programmers',
  '49-9021': 'Heating, Air Conditioning, and Refrigeration Mechanics and Installers',
  '31-9092': 'Medical Assistants',
};

const tx = {
  stateAbbr: 'TX',
  state: 'Texas',
  regionCode: '6',
  region: 'Southwest',
  sector: 'Public, 2-year',
  control: 'Public',
};

export const schools: MockSchool[] = [
  {
    id: 1001,
    name: 'Llano Estacado Technical College',
    url: 'www.llano-tech.example.edu',
    address: '1200 Avenue Q',
    city: 'Lubbock',
    zip: '79401',
    phone: '8065550100',
    lat: 33.58,
    lon: -101.86,
    county: 'Lubbock County, TX',
    enrollment: '5,000-9,999',
    ...tx,
    yearCost: { price: 2550, books: 1200, residency: 'In-district', outOfDistrict: 4200, outOfState: 7800 },
    online: 'Some',
  },
  {
    id: 1002,
    name: 'Caprock Community College',
    url: 'https://caprock.example.edu',
    address: '45 College Ave',
    city: 'Levelland',
    zip: '79336',
    phone: '806-555-0144',
    lat: 33.59,
    lon: -102.38,
    county: 'Hockley County, TX',
    enrollment: '5,000-9,999',
    ...tx,
  },
  {
    id: 1003,
    name: 'Hill Country Community College',
    url: 'hillcountry.example.edu',
    address: '500 Congress Ave',
    city: 'Austin',
    zip: '78701',
    phone: '5125550199',
    lat: 30.27,
    lon: -97.74,
    county: 'Travis County, TX',
    enrollment: '20,000 and above',
    ...tx,
  },
  {
    id: 1004,
    name: 'Bayou City Workforce Academy',
    url: '',
    address: '900 Main St',
    city: 'Houston',
    zip: '77002',
    phone: '7135550111',
    lat: 29.76,
    lon: -95.37,
    county: 'Harris County, TX',
    enrollment: 'Under 1,000',
    ...tx,
    sector: 'Private for-profit, less-than 2-year',
    control: 'Private for-profit',
  },
  {
    id: 1005,
    name: 'Rio Grande Institute of Technology',
    url: 'http://rgit.example.edu',
    address: '2 Mesa St',
    city: 'El Paso',
    zip: '79901',
    phone: '9155550123',
    lat: 31.76,
    lon: -106.49,
    county: 'El Paso County, TX',
    enrollment: '1,000-4,999',
    ...tx,
  },
  {
    id: 1006,
    name: 'Sooner Trade School',
    url: 'sooner.example.edu',
    address: '10 Main St',
    city: 'Oklahoma City',
    zip: '73102',
    phone: '4055550100',
    lat: 35.47,
    lon: -97.52,
    county: 'Oklahoma County, OK',
    enrollment: '1,000-4,999',
    stateAbbr: 'OK',
    state: 'Oklahoma',
    regionCode: '6',
    region: 'Southwest',
    sector: 'Private for-profit, less-than 2-year',
    control: 'Private for-profit',
  },
];

const W = ['48.0508', 'Welding Technology/Welder', ['51-4121']] as const;
const RN = ['51.3801', 'Registered Nursing/Registered Nurse', ['29-1141']] as const;
const LVN = ['51.3901', 'Licensed Practical/Vocational Nurse Training', ['29-2061']] as const;
const CDL = [
  '49.0205',
  'Truck and Bus Driver/Commercial Vehicle Operator and Instructor',
  ['53-3032'],
] as const;
const CP = ['11.0201', 'Computer Programming/Programmer, General', ['15-1251']] as const;
const HVAC = [
  '47.0201',
  'Heating, Air Conditioning, Ventilation and Refrigeration Maintenance Technology/Technician',
  ['49-9021'],
] as const;
const MA = ['51.0801', 'Medical/Clinical Assistant', ['31-9092']] as const;

type Cip = readonly [string, string, readonly string[]];
let nextId = 1;
function p(
  schoolId: number,
  [cip, cipTitle, socs]: Cip,
  awLevel: number,
  completed: number,
  etl?: { name: string; format: string[]; facts?: MockFacts },
): MockProgram {
  return {
    id: nextId++,
    schoolId,
    cip,
    cipTitle,
    etaName: etl?.name ?? '',
    awLevel,
    source: etl ? 'ETPL' : 'IPEDS',
    format: etl?.format ?? [],
    completed,
    socs: [...socs],
    ...(etl?.facts ? { facts: etl.facts } : {}),
  };
}

export const programs: MockProgram[] = [
  p(1001, W, 21, 34),
  p(1001, W, 3, 12),
  p(1001, W, 20, 0, {
    name: 'Structural Welding Certificate',
    format: ['In-person'],
    facts: {
      tuition: 3100,
      books: 250,
      weeks: 10,
      hours: 300,
      pell: 'Yes',
      childcare: 'No',
      url: 'llano-tech.example.edu/welding',
    },
  }),
  p(1001, RN, 3, 88),
  p(1001, HVAC, 21, 19),
  p(1001, CDL, 20, 0, { name: 'Class A CDL Training', format: ['In-person'] }),
  p(1002, W, 2, 21),
  p(1002, W, 20, 0, {
    name: 'Pipe Welding Fundamentals',
    format: ['Hybrid'],
    facts: { tuition: 1800, weeks: 8, hours: 160, pell: 'No' },
  }),
  p(1002, LVN, 2, 30),
  p(1002, RN, 3, 41),
  p(1002, MA, 21, 15),
  p(1003, RN, 3, 210),
  p(1003, CP, 3, 57),
  p(1003, CP, 21, 0, { name: 'Full-Stack Web Developer Bootcamp', format: ['Online'] }),
  p(1003, W, 21, 25),
  p(1003, MA, 21, 48),
  p(1003, HVAC, 2, 22),
  p(1004, CDL, 20, 0, { name: 'Commercial Driver License (CDL-A)', format: ['In-person'] }),
  p(1004, W, 20, 0, {
    name: 'Welding for Beginners',
    format: ['In-person', 'Online'],
    facts: { tuition: 6500, books: 400, weeks: 6, pell: 'Yes', childcare: 'Yes' },
  }),
  p(1004, MA, 20, 0, { name: 'Clinical Medical Assistant', format: ['Hybrid'] }),
  p(1005, W, 21, 17),
  p(1005, CDL, 20, 0, { name: 'Truck Driving Academy', format: ['In-person'] }),
  p(1005, CP, 5, 12),
  p(1005, RN, 5, 64),
  p(1006, W, 21, 28),
  p(1006, HVAC, 21, 16),
];

export const metadata = {
  Publisher: 'Training Search (test fixtures)',
  Sponsor: 'Training Search project',
  LastAccessDate: '2026-11-21',
  CitationSuggested: 'Training Search test fixtures, hand-made for component tests.',
  DataSource: [
    {
      DataName: 'Test programs',
      DataSourceName: 'Training Search project',
      DataSourceUrl: 'example.org/training-search',
      DataLastUpdate: '2026-11-21',
      DataVintageOrVersion: 'fixtures v1',
      DataDescription: 'Six made-up schools and their programs, shaped like IPEDS and ETPL records.',
      DataSourceCitation: 'Training Search project, test fixtures (2026).',
    },
    {
      DataName: 'Test college charges',
      DataSourceName: 'Training Search project',
      DataSourceUrl: 'example.org/training-search',
      DataLastUpdate: '2026-11-21',
      DataVintageOrVersion: 'charges 2022-23',
      DataDescription: 'Made-up yearly tuition and fees and online offers, shaped like IPEDS IC.',
      DataSourceCitation: 'Training Search project, test fixtures (2026).',
    },
    {
      DataName: 'Test occupation pay',
      DataSourceName: 'Training Search project',
      DataSourceUrl: 'example.org/training-search',
      DataLastUpdate: '2026-11-21',
      DataVintageOrVersion: 'May 2024 estimates',
      DataDescription: 'Made-up national pay by occupation, shaped like BLS OEWS.',
      DataSourceCitation: 'Training Search project, test fixtures (2026).',
    },
  ],
};
