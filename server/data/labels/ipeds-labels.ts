// IPEDS code labels in NCES's own wording: regions (OBEREG), size (INSTSIZE), award levels (AWLEVEL).

/** OBEREG, with the state lists as the IPEDS data dictionary writes them. */
export const REGIONS: Readonly<Record<string, string>> = {
  '0': 'U.S. Service schools',
  '1': 'New England (CT, ME, MA, NH, RI, VT)',
  '2': 'Mid East (DE, DC, MD, NJ, NY, PA)',
  '3': 'Great Lakes (IL, IN, MI, OH, WI)',
  '4': 'Plains (IA, KS, MN, MO, NE, ND, SD)',
  '5': 'Southeast (AL, AR, FL, GA, KY, LA, MS, NC, SC, TN, VA, WV)',
  '6': 'Southwest (AZ, NM, OK, TX)',
  '7': 'Rocky Mountains (CO, ID, MT, UT, WY)',
  '8': 'Far West (AK, CA, HI, NV, OR, WA)',
  '9': 'Outlying areas (AS, FM, GU, MH, MP, PR, PW, VI)',
};

/** INSTSIZE (total enrollment category); -1 not reported and -2 not applicable have no label. */
export const SIZES: Readonly<Record<string, string>> = {
  '1': 'Under 1,000',
  '2': '1,000 - 4,999',
  '3': '5,000 - 9,999',
  '4': '10,000 - 19,999',
  '5': '20,000 and above',
};

export interface AwardLevel {
  code: number;
  label: string;
  sortOrder: number;
}

/** AWLEVEL values used in C_A since 2019-20 (NCES data dictionary wording), shortest first. */
export const AWARD_LEVELS: readonly AwardLevel[] = [
  [20, 'Certificates of less than 12 weeks'],
  [21, 'Certificates of at least 12 weeks but less than 1 year'],
  [2, 'Certificates of at least 1 but less than 2 years'],
  [3, "Associate's degree"],
  [4, 'Certificates of at least 2 but less than 4 years'],
  [5, "Bachelor's degree"],
  [6, 'Postbaccalaureate certificate'],
  [7, "Master's degree"],
  [8, "Post-master's certificate"],
  [17, "Doctor's degree - research/scholarship"],
  [18, "Doctor's degree - professional practice"],
  [19, "Doctor's degree - other"],
].map(([code, label], index) => ({ code: code as number, label: label as string, sortOrder: index + 1 }));

export const AWARD_LEVEL_CODES: ReadonlySet<number> = new Set(AWARD_LEVELS.map((a) => a.code));
