// What a state's ETPL file must say for the build to read it: its column names for each field of the model.
export type Format = 'In-person' | 'Online' | 'Hybrid';

export interface EtplFormat {
  /** Two-letter state the list belongs to (also the default campus state). */
  state: string;
  /** File names this format reads, e.g. tx_etpl_2024-03-20.part1.csv or the agency's .xlsx. */
  filePattern: RegExp;
  /** The XLSX sheet to read (first sheet whose name matches). */
  sheet?: RegExp;
  /** Column names for each field; a field with several names takes the first one present. */
  columns: {
    providerId: string[];
    campusId: string[];
    programId: string[];
    providerName: string[];
    address: string[];
    address2?: string[];
    city: string[];
    campusState: string[];
    zip: string[];
    county: string[];
    phone?: string[];
    programName: string[];
    cip: string[];
    description: string[];
    url: string[];
    outcome: string[];
    credential: string[];
    contactHours: string[];
    weeks: string[];
    delivery: string[];
    onet: string[][];
    costTuition: string[];
    costBooks: string[];
    status?: string[];
    /** Optional columns the program page shows when a state publishes them. */
    campusName?: string[];
    institutionType?: string[];
    providerDescription?: string[];
    prerequisites?: string[];
    pell?: string[];
    childcare?: string[];
    flexibleHours?: string[];
    publicTransit?: string[];
    costTuitionNote?: string[];
    costBooksNote?: string[];
    costOptional?: string[];
    costOptionalNote?: string[];
    costOutOfDistrict?: string[];
    updated?: string[];
  };
  /** Institution types as written -> IPEDS CONTROL (1 public, 2 private nonprofit, 3 private for-profit). */
  control?: Record<string, number>;
  /** Delivery method as written -> formats; anything else is "not reported" (no format, not a guess). */
  delivery: Record<string, Format[]>;
  /** Program statuses that are listed; other rows are rejected. */
  listedStatuses?: string[];
  /** Provenance for Metadata.DataSource. */
  provenance: { dataName: string; publisher: string; url: string; description: string; citation: string };
}
