// The optional sources of cost, length, online and pay (decision 0170): IPEDS IC_PY, IC_AY and IC, and BLS OEWS.
// Each is read like the required sources (bad rows reported and skipped), but a missing or unreadable one leaves
// its facts out of the build and says so instead of stopping it.
import path from 'node:path';
import { DataBuildError } from '../errors';
import type { Log } from '../progress';
import { readIpedsDistance, type SchoolOnline } from '../readers/ipeds-distance';
import { readIpedsProgramCharges, type ProgramCharge } from '../readers/ipeds-program-charges';
import { readIpedsYearCharges, type SchoolYearCost } from '../readers/ipeds-year-charges';
import { readOewsWages } from '../readers/oews-wages';
import type { FileTally } from '../report';
import type { SocRow } from '../rows/model';
import { wagesForOccupations, type SocWage } from '../rows/occupation-wages';
import { academicYear, factSourceProvenance, type Provenance } from '../sources/provenance';
import { OPTIONAL_PATTERNS, type OptionalSource, type SourceFiles } from '../sources/source-files';
import { loadTable } from '../tables/load-table';

export interface OmittedSource {
  source: string;
  reason: string;
}

export interface FactSources {
  programCharges: ProgramCharge[];
  /** The academic year IC_PY prices are for ('2023-24'); '' without the file. */
  programChargesYear: string;
  yearCosts: SchoolYearCost[];
  /** The academic year IC_AY prices are for ('2022-23'). */
  yearCostsYear: string;
  online: SchoolOnline[];
  wages: SocWage[];
  /** 'May 2024' */
  wageYear: string;
  /** What each file read, in the order read (for the source table and the report). */
  read: Array<{ provenance: Provenance; tally: FileTally }>;
  /** Sources left out, and why: the build report and the log say so. */
  omitted: OmittedSource[];
}

const yearOf = (file: string): string => path.basename(file).match(/(\d{4})/)?.[1] ?? '';

export async function readFactSources(
  files: SourceFiles,
  unitIds: ReadonlySet<number>,
  cipCodes: ReadonlySet<string>,
  socs: readonly SocRow[],
  log: Log,
): Promise<FactSources> {
  const out: FactSources = {
    programCharges: [],
    programChargesYear: '',
    yearCosts: [],
    yearCostsYear: '',
    online: [],
    wages: [],
    wageYear: '',
    read: [],
    omitted: [],
  };
  /** Reads one optional file; a missing or unreadable one is recorded as left out. */
  const attempt = async <T extends { tally: FileTally }>(
    key: OptionalSource,
    what: string,
    read: (file: string) => Promise<T>,
  ): Promise<T | undefined> => {
    const file = files[key];
    const label = OPTIONAL_PATTERNS[key].label;
    if (!file) {
      out.omitted.push({ source: label, reason: `not found: ${what} left out` });
      log(`No ${label} in ${files.dir}: ${what} left out`);
      return undefined;
    }
    try {
      const result = await read(file);
      out.read.push({ provenance: factSourceProvenance(key, file), tally: result.tally });
      return result;
    } catch (error) {
      if (!(error instanceof DataBuildError)) throw error;
      out.omitted.push({ source: path.basename(file), reason: `${error.message}: ${what} left out` });
      log(`${path.basename(file)} cannot be used (${error.message}): ${what} left out`);
      return undefined;
    }
  };

  const py = await attempt('icPy', 'program prices and lengths of career schools', async (f) =>
    readIpedsProgramCharges(await loadTable(f), unitIds, cipCodes),
  );
  if (py && files.icPy) {
    out.programCharges = py.charges;
    out.programChargesYear = academicYear(yearOf(files.icPy));
  }
  const ay = await attempt('icAy', 'yearly tuition and fees of colleges', async (f) =>
    readIpedsYearCharges(await loadTable(f), unitIds),
  );
  if (ay && files.icAy) {
    out.yearCosts = ay.costs;
    out.yearCostsYear = academicYear(yearOf(files.icAy));
  }
  const ic = await attempt('ic', 'which schools offer programs fully online', async (f) =>
    readIpedsDistance(await loadTable(f), unitIds),
  );
  if (ic) out.online = ic.schools;
  const oews = await attempt('oews', 'what occupations pay', async (f) =>
    readOewsWages(await loadTable(f, /national/i)),
  );
  if (oews && files.oews) {
    out.wages = wagesForOccupations(
      socs.filter((s) => s.level === 'Detailed').map((s) => s.code),
      new Set(socs.map((s) => s.code)),
      oews.wages,
    );
    out.wageYear = `May ${yearOf(files.oews)}`;
  }
  return out;
}
