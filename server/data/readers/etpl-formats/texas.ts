// Texas Workforce Commission statewide ETPL ("Statewide List" sheet, CSV or the agency's XLSX) column mapping.
import type { EtplFormat } from './etpl-format';

export const texasEtpl: EtplFormat = {
  state: 'TX',
  filePattern: /^tx_etpl.*\.(csv|xlsx)$/i,
  sheet: /statewide/i,
  columns: {
    providerId: ['Provider ID'],
    campusId: ['Campus ID'],
    programId: ['Program ID'],
    providerName: ['ProviderName', 'Provider Name'],
    address: ['Campus Address'],
    address2: ['Campus Address (optional)'],
    city: ['Campus City'],
    campusState: ['Campus State'],
    zip: ['Campus Zip Code'],
    county: ['Campus County'],
    phone: ['Financial Aid Phone'],
    programName: ['Program Name'],
    cip: ['Instructional Program (CIP) Code'],
    description: ['Program Description'],
    url: ['Program URL'],
    outcome: ['Program Outcome'],
    credential: ['Associted Credential Name', 'Associated Credential Name'],
    contactHours: ['Length: Contact Hours'],
    weeks: ['Length: Weeks'],
    delivery: ['Delivery Method'],
    onet: [['Occupation Code (ONET 1)'], ['Occupation Code (ONET 2)'], ['Occupation Code (ONET 3)']],
    costTuition: ['Required Cost: Tuition & Fees'],
    costBooks: ['Required Cost: Books & Supplies'],
    status: ['Program Status'],
  },
  delivery: {
    'in-person': ['In-person'],
    hybrid: ['Hybrid'],
    'distance education': ['Online'],
  },
  listedStatuses: ['approved'],
  provenance: {
    dataName: 'Texas Statewide Eligible Training Provider List (ETPL)',
    publisher: 'Texas Workforce Commission',
    url: 'https://www.twc.texas.gov/programs/eligible-training-provider-system',
    description:
      'WIOA-eligible training programs approved in Texas: provider, campus, program, CIP, O*NET occupations, length, delivery method and required costs.',
    citation:
      'Texas Workforce Commission, Statewide Eligible Training Provider List (Statewide List 03.20.2024), https://www.twc.texas.gov/programs/eligible-training-provider-system.',
  },
};
