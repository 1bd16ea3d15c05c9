// The data build: read every source file, check it, refuse a clearly worse result, write a temporary database and
// rename it into place.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadTable } from './tables/load-table';
import { findOnetFiles, readOnetTitles } from './readers/onet';
import { jobTitleTerms, type JobTitleTerm } from '../engine/text/job-titles';
import { mineTerms } from './rows/mine-terms';
import type { Log } from './progress';
import { type Provenance, onetProvenance, provenanceFor, type SourceRecord } from './sources/provenance';
import { readCip } from './readers/cip';
import { readCipSoc } from './readers/cip-soc';
import { readEtpl } from './readers/etpl';
import { readIpedsCompletions } from './readers/ipeds-completions';
import { readIpedsHd } from './readers/ipeds-hd';
import { readSoc } from './readers/soc';
import { readGeonames, readZcta } from './readers/zip';
import { DataBuildRefusedError } from './errors';
import { replacementProblems, summarizeDatabase } from './replace-check';
import type { BuildReport, FileReport, FileTally } from './report';
import { findSourceFiles } from './sources/source-files';
import { writeDatabase } from './write-database';
import { canonicalCounties, linkEtplCampuses, regionsForCampuses } from './rows/link-institutions';
import { readFactSources } from './facts/read-fact-sources';
import { attachProgramCharges } from './rows/program-charges';
import { coverageLines, measureCoverage } from './facts/coverage';

export interface BuildOptions {
  dbPath: string;
  dataDir: string;
  /** 'demo' labels every source "Demo data" (the project's own demo files). */
  dataKind?: 'real' | 'demo';
  log?: Log;
  /** Draw progress bars (only on a terminal). */
  tty?: boolean;
  /** Replace the current database even when the new one is clearly worse (--force, DATA_BUILD_FORCE=1). */
  force?: boolean;
  /**
   * The database the new one is judged against; dbPath by default. A release built beside the one in use
   * (data/releases/<date>/) is judged against the release in use (DATA_BUILD_COMPARE_WITH).
   */
  compareWith?: string;
}

export async function buildDatabase(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const tty = options.tty ?? false;
  const dataKind = options.dataKind ?? 'real';
  const files = findSourceFiles(options.dataDir);
  const sources: SourceRecord[] = [];
  const reports: FileReport[] = [];
  const label = (p: Provenance): Provenance =>
    dataKind === 'demo'
      ? {
          ...p,
          dataName: `Demo data: ${p.dataName}`,
          description: `Demo data made by scripts/make-demo-data.ts in the format of: ${p.description}`,
        }
      : p;
  const record = (p: Provenance, tally: FileTally): void => {
    reports.push(tally.report);
    const { file: fileName, rowsRead, rowsKept } = tally.report;
    log(
      `Read ${fileName}: ${rowsRead.toLocaleString('en-US')} rows, ${rowsKept.toLocaleString('en-US')} kept`,
    );
    sources.push({ ...label(p), fileName, rowsRead, rowsKept });
  };
  log(`Reading source files from ${files.dir}`);

  const hd = readIpedsHd(await loadTable(files.hd));
  record(provenanceFor('hd', files), hd.tally);
  const completions = readIpedsCompletions(
    await Promise.all(files.completions.map((f) => loadTable(f))),
    new Set(hd.rows.map((r) => r.id)),
  );
  record(provenanceFor('completions', files), completions.tally);
  const cip = readCip(await loadTable(files.cip));
  record(provenanceFor('cip', files), cip.tally);
  const cipSoc = readCipSoc(await loadTable(files.cipSoc, /cip-soc/i));
  record(provenanceFor('cipSoc', files), cipSoc.tally);
  const soc = readSoc(await loadTable(files.soc));
  record(provenanceFor('soc', files), soc.tally);
  const zcta = files.zcta ? readZcta(await loadTable(files.zcta)) : undefined;
  if (zcta) record(provenanceFor('zcta', files), zcta.tally);
  const zips = readGeonames(await loadTable(files.geonames), zcta?.points ?? new Map());
  record(provenanceFor('geonames', files), zips.tally);

  const zipMap = new Map(zips.rows.map((z) => [z.zip, z]));
  const etplInstitutions = [];
  const etplPrograms = [];
  for (const { format, files: etplFiles } of files.etpl) {
    const vintage = path.basename(etplFiles[0] ?? '').match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '';
    const etpl = readEtpl(
      await Promise.all(etplFiles.map((f) => loadTable(f, format.sheet))),
      format,
      zipMap,
      vintage,
    );
    record(
      {
        kind: 'etpl',
        ...format.provenance,
        lastUpdate: vintage,
        vintage: vintage ? `List of ${vintage}` : '',
      },
      etpl.tally,
    );
    etplInstitutions.push(...etpl.institutions);
    etplPrograms.push(...etpl.programs);
  }

  const linked = linkEtplCampuses(etplInstitutions, etplPrograms, hd.rows, hd.aliases);
  if (etplInstitutions.length > 0)
    log(
      `Linked ${linked.toLocaleString('en-US')} of ${etplInstitutions.length.toLocaleString('en-US')} ETPL campuses to their IPEDS college`,
    );
  regionsForCampuses(etplInstitutions, hd.rows);
  const institutions = [...hd.rows, ...etplInstitutions];
  canonicalCounties(
    institutions,
    zips.rows.map((z) => z.county),
  );
  // Words of program names that predict a CIP code, mined from the ETPL's (name, CIP) pairs.
  const providerOf = new Map(etplInstitutions.map((i) => [i.id, i.name]));
  const minedTerms = mineTerms(
    etplPrograms.map((p) => ({ name: p.name, cip: p.cip, provider: providerOf.get(p.institutionId) ?? '' })),
  );
  log(`Mined ${minedTerms.length.toLocaleString('en-US')} program-name terms that predict a CIP code`);
  // O*NET job titles (optional): what people call a job, grouped as the search reads them (decision 0180).
  const onetFiles = findOnetFiles(files.dir);
  let jobTitles: JobTitleTerm[] = [];
  if (onetFiles) {
    const onet = readOnetTitles(onetFiles);
    // One source (one citation on the About page) for O*NET's files; the report lists each file.
    const parts = onet.tallies.map((t) => t.report);
    reports.push(...parts);
    sources.push({
      ...label(onetProvenance()),
      fileName: parts.map((f) => f.file).join(' + '),
      rowsRead: parts.reduce((n, f) => n + f.rowsRead, 0),
      rowsKept: parts.reduce((n, f) => n + f.rowsKept, 0),
    });
    jobTitles = jobTitleTerms(onet.rows);
    log(`Job titles: ${jobTitles.length.toLocaleString('en-US')} O*NET title terms`);
  }
  const programs = [...completions.rows, ...etplPrograms];
  // Cost, length, online and pay (decision 0170): optional sources, left out (and said so) when missing or unreadable.
  const facts = await readFactSources(
    files,
    new Set(hd.rows.map((r) => r.id)),
    new Set(cip.rows.map((r) => r.code)),
    soc.rows,
    log,
  );
  for (const { provenance, tally } of facts.read) record(provenance, tally);
  const priced = attachProgramCharges(completions.rows, facts.programCharges, facts.programChargesYear);
  if (facts.programCharges.length > 0)
    log(`IC_PY figures put on ${priced.toLocaleString('en-US')} completions programs`);
  const report: BuildReport = {
    dataKind,
    sourceDir: files.dir,
    dbPath: options.dbPath,
    seconds: 0,
    files: reports,
    minedTerms,
    omitted: facts.omitted,
    totals: {
      institutions: institutions.length,
      ipedsInstitutions: hd.rows.length,
      etplInstitutions: etplInstitutions.length,
      programs: programs.length,
      ipedsPrograms: completions.rows.length,
      etplPrograms: etplPrograms.length,
      occupations: soc.rows.length,
      cipCodes: cip.rows.length,
      cipSocPairs: cipSoc.rows.length,
      zips: zips.rows.length,
    },
  };
  // Checked before anything is written: a clearly worse build leaves the current database as it is.
  const problems = replacementProblems(summarizeDatabase(options.compareWith ?? options.dbPath), {
    dataKind,
    programs: programs.length,
    institutions: institutions.length,
    sources,
  });
  if (problems.length > 0) {
    if (!options.force) {
      report.seconds = (performance.now() - started) / 1000;
      report.refused = problems;
      throw new DataBuildRefusedError(problems, report);
    }
    report.replacedDespite = problems;
  }
  const tmp = `${options.dbPath}.tmp-${process.pid}`;
  mkdirSync(path.dirname(path.resolve(options.dbPath)), { recursive: true });
  rmSync(tmp, { force: true });
  try {
    const content = {
      dataKind,
      completionsYear: completionsYear(files.completions[0] ?? ''),
      sources,
      institutions,
      programs,
      cips: cip.rows,
      socs: soc.rows,
      cipSoc: cipSoc.rows,
      zips: zips.rows,
      minedTerms,
      yearCosts: { rows: facts.yearCosts, year: facts.yearCostsYear },
      online: facts.online,
      wages: { rows: facts.wages, year: facts.wageYear },
      jobTitles,
    };
    writeDatabase(tmp, content, log, tty);
    renameSync(tmp, options.dbPath);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  report.seconds = (performance.now() - started) / 1000;
  report.coverage = coverageLines(measureCoverage(options.dbPath));
  return report;
}

/** 'c2024_a.csv' -> '2023-24': the academic year the completions file counts (July 2023 to June 2024). */
export function completionsYear(file: string): string {
  const year = Number(path.basename(file).match(/(\d{4})/)?.[1] ?? NaN);
  return Number.isFinite(year) ? `${year - 1}-${String(year).slice(2)}` : '';
}
