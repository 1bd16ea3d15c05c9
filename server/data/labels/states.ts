// U.S. states, DC and the territories/freely associated states that appear in IPEDS, with FIPS codes.
export interface StateInfo {
  abbr: string;
  name: string;
  fips: number;
}

const rows: [string, string, number][] = [
  ['AL', 'Alabama', 1],
  ['AK', 'Alaska', 2],
  ['AZ', 'Arizona', 4],
  ['AR', 'Arkansas', 5],
  ['CA', 'California', 6],
  ['CO', 'Colorado', 8],
  ['CT', 'Connecticut', 9],
  ['DE', 'Delaware', 10],
  ['DC', 'District of Columbia', 11],
  ['FL', 'Florida', 12],
  ['GA', 'Georgia', 13],
  ['HI', 'Hawaii', 15],
  ['ID', 'Idaho', 16],
  ['IL', 'Illinois', 17],
  ['IN', 'Indiana', 18],
  ['IA', 'Iowa', 19],
  ['KS', 'Kansas', 20],
  ['KY', 'Kentucky', 21],
  ['LA', 'Louisiana', 22],
  ['ME', 'Maine', 23],
  ['MD', 'Maryland', 24],
  ['MA', 'Massachusetts', 25],
  ['MI', 'Michigan', 26],
  ['MN', 'Minnesota', 27],
  ['MS', 'Mississippi', 28],
  ['MO', 'Missouri', 29],
  ['MT', 'Montana', 30],
  ['NE', 'Nebraska', 31],
  ['NV', 'Nevada', 32],
  ['NH', 'New Hampshire', 33],
  ['NJ', 'New Jersey', 34],
  ['NM', 'New Mexico', 35],
  ['NY', 'New York', 36],
  ['NC', 'North Carolina', 37],
  ['ND', 'North Dakota', 38],
  ['OH', 'Ohio', 39],
  ['OK', 'Oklahoma', 40],
  ['OR', 'Oregon', 41],
  ['PA', 'Pennsylvania', 42],
  ['RI', 'Rhode Island', 44],
  ['SC', 'South Carolina', 45],
  ['SD', 'South Dakota', 46],
  ['TN', 'Tennessee', 47],
  ['TX', 'Texas', 48],
  ['UT', 'Utah', 49],
  ['VT', 'Vermont', 50],
  ['VA', 'Virginia', 51],
  ['WA', 'Washington', 53],
  ['WV', 'West Virginia', 54],
  ['WI', 'Wisconsin', 55],
  ['WY', 'Wyoming', 56],
  ['AS', 'American Samoa', 60],
  ['FM', 'Federated States of Micronesia', 64],
  ['GU', 'Guam', 66],
  ['MH', 'Marshall Islands', 68],
  ['MP', 'Northern Mariana Islands', 69],
  ['PW', 'Palau', 70],
  ['PR', 'Puerto Rico', 72],
  ['VI', 'U.S. Virgin Islands', 78],
];

export const STATES: readonly StateInfo[] = rows.map(([abbr, name, fips]) => ({ abbr, name, fips }));

const byAbbr = new Map(STATES.map((s) => [s.abbr, s]));

export function stateByAbbr(abbr: string): StateInfo | undefined {
  return byAbbr.get(abbr.trim().toUpperCase());
}
