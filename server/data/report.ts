// The build report: per source file rows read, kept and rejected by reason, and the database totals.
import path from 'node:path';
import type { MinedTerm } from './rows/mine-terms';

export interface FileReport {
  file: string;
  rowsRead: number;
  rowsKept: number;
  rejected: Record<string, number>;
  /** Parts of kept rows left out, by reason (a program slot of a wide row); absent when none. */
  skipped?: Record<string, number>;
}

export interface BuildTotals {
  institutions: number;
  ipedsInstitutions: number;
  etplInstitutions: number;
  programs: number;
  ipedsPrograms: number;
  etplPrograms: number;
  occupations: number;
  cipCodes: number;
  cipSocPairs: number;
  zips: number;
}

export interface BuildReport {
  dataKind: 'real' | 'demo';
  sourceDir: string;
  dbPath: string;
  seconds: number;
  files: FileReport[];
  /** ETPL program-name terms that predict a CIP code (decision 0060) */
  minedTerms: MinedTerm[];
  /** Optional sources left out of this build, and why (decision 0170). */
  omitted?: Array<{ source: string; reason: string }>;
  /** Share of programs with each fact, by source and state (decision 0175); set once the database is written. */
  coverage?: string[];
  totals: BuildTotals;
  /** Set when a forced build replaced the database although it looked worse (the reasons). */
  replacedDespite?: string[];
  /** Set when the build refused to replace the current database (the reasons); nothing was written. */
  refused?: string[];
}

/** Counts one source file's rows while a reader walks it. */
export class FileTally {
  readonly report: FileReport;

  constructor(files: string[]) {
    this.report = {
      file: files.map((f) => path.basename(f)).join(' + '),
      rowsRead: 0,
      rowsKept: 0,
      rejected: {},
    };
  }

  read(count = 1): void {
    this.report.rowsRead += count;
  }

  keep(): void {
    this.report.rowsKept += 1;
  }

  reject(reason: string): void {
    this.report.rejected[reason] = (this.report.rejected[reason] ?? 0) + 1;
  }

  /** A part of a row left out while the row itself is kept. */
  skip(reason: string): void {
    const skipped = (this.report.skipped ??= {});
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  }
}

const n = (value: number): string => value.toLocaleString('en-US');

export function formatReport(report: BuildReport): string[] {
  const lines = [
    `Data build report (${report.dataKind === 'demo' ? 'Demo data' : 'real data'} from ${report.sourceDir})`,
  ];
  for (const file of report.files) {
    lines.push(`  ${file.file}: ${n(file.rowsRead)} read, ${n(file.rowsKept)} kept`);
    for (const [reason, count] of Object.entries(file.rejected).sort((a, b) => b[1] - a[1])) {
      lines.push(`      ${n(count)} rejected: ${reason}`);
    }
    for (const [reason, count] of Object.entries(file.skipped ?? {}).sort((a, b) => b[1] - a[1])) {
      lines.push(`      ${n(count)} skipped: ${reason}`);
    }
  }
  for (const o of report.omitted ?? []) lines.push(`  Left out: ${o.source}: ${o.reason}`);
  const t = report.totals;
  lines.push(
    `  Institutions: ${n(t.institutions)} (IPEDS ${n(t.ipedsInstitutions)}, ETPL campuses ${n(t.etplInstitutions)})`,
    `  Programs: ${n(t.programs)} (IPEDS ${n(t.ipedsPrograms)}, ETPL ${n(t.etplPrograms)})`,
    `  Occupations (SOC): ${n(t.occupations)}; CIP codes: ${n(t.cipCodes)}; CIP-SOC pairs: ${n(t.cipSocPairs)}; ZIPs: ${n(t.zips)}`,
    report.refused
      ? `  Database: ${report.dbPath} NOT replaced (refused after ${report.seconds.toFixed(1)} s), because the new one:`
      : `  Database: ${report.dbPath} written in ${report.seconds.toFixed(1)} s`,
  );
  for (const p of report.refused ?? []) lines.push(`    - ${p}`);
  if (report.replacedDespite) {
    lines.push('  Replaced the previous database although (forced):');
    for (const p of report.replacedDespite) lines.push(`    - ${p}`);
  }
  lines.push(...minedTermLines(report.minedTerms));
  lines.push(...(report.coverage ?? []));
  return lines;
}

/** The mined terms: how many, and the strongest ones (most programs), with what they predict. */
function minedTermLines(terms: readonly MinedTerm[]): string[] {
  const byCip = new Set(terms.map((t) => t.cip)).size;
  const lines = [
    `  Mined terms: ${n(terms.length)} program-name words and word pairs predict one of ${n(byCip)} CIP codes`,
  ];
  for (const t of terms.slice(0, 15)) {
    lines.push(
      `      "${t.term}" -> ${t.cip}: ${n(t.programs)} programs, ${n(t.providers)} providers, ${(t.precision * 100).toFixed(0)}% with that code`,
    );
  }
  return lines;
}
