// BLS OEWS national file -> employment and wages by occupation (SOC), as published: suppressed figures left out,
// top-coded ones kept at the top code and marked (decision 0174).
import { numberOrNull } from '../rows/normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Table } from '../tables/table';

/** BLS footnote "#": the wage is at or above this much (May 2024 estimates). */
export const TOP_CODE = { annual: 239_200, hourly: 115 } as const;

export type WageFigure = 'annualMedian' | 'annualP25' | 'annualP75' | 'hourlyMedian';

export interface OccupationWage {
  /** SOC 2018 code, or a code OEWS publishes in place of several detailed ones ('21-1018'). */
  code: string;
  title: string;
  /** O_GROUP: total, major, minor, broad, detailed. */
  group: string;
  /** Employment, excluding the self-employed; null when not published. */
  employment: number | null;
  annualMedian: number | null;
  annualP25: number | null;
  annualP75: number | null;
  hourlyMedian: number | null;
  /** Figures published as "#": at or above the top code, which they are set to. */
  topCoded: WageFigure[];
}

/**
 * A wage cell: '*' (not available; annual figures of occupations paid only by the hour, and the reverse) and '**'
 * are null, '#' is the top code.
 */
function wage(cell: string, top: number): { value: number | null; topCoded: boolean } {
  const v = cell.trim();
  if (v === '#') return { value: top, topCoded: true };
  const n = numberOrNull(v);
  return { value: n !== null && n > 0 ? n : null, topCoded: false };
}

export function readOewsWages(table: Table): { wages: OccupationWage[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const c = {
    code: column(table, 'OCC_CODE'),
    title: column(table, 'OCC_TITLE'),
    group: optionalColumn(table, 'O_GROUP', 'OCC_GROUP') ?? (() => ''),
    employment: column(table, 'TOT_EMP'),
    median: column(table, 'A_MEDIAN'),
    p25: column(table, 'A_PCT25'),
    p75: column(table, 'A_PCT75'),
    hourly: column(table, 'H_MEDIAN'),
  };
  const wages: OccupationWage[] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    tally.read();
    const code = c.code(row);
    if (!/^\d{2}-\d{4}$/.test(code)) tally.reject('OCC_CODE is not a SOC code (NN-NNNN)');
    else if (c.title(row) === '') tally.reject('blank occupation title');
    else {
      tally.keep();
      // Seven broad codes are published twice (as "detailed" and as "broad") with the same figures: one is enough.
      if (seen.has(code)) continue;
      seen.add(code);
      const figures: Array<[WageFigure, string, number]> = [
        ['annualMedian', c.median(row), TOP_CODE.annual],
        ['annualP25', c.p25(row), TOP_CODE.annual],
        ['annualP75', c.p75(row), TOP_CODE.annual],
        ['hourlyMedian', c.hourly(row), TOP_CODE.hourly],
      ];
      const read = figures.map(([name, cell, top]) => ({ name, ...wage(cell, top) }));
      const value = (name: WageFigure) => read.find((r) => r.name === name)?.value ?? null;
      wages.push({
        code,
        title: c.title(row),
        group: c.group(row).toLowerCase(),
        employment: numberOrNull(c.employment(row)),
        annualMedian: value('annualMedian'),
        annualP25: value('annualP25'),
        annualP75: value('annualP75'),
        hourlyMedian: value('hourlyMedian'),
        topCoded: read.filter((r) => r.topCoded).map((r) => r.name),
      });
    }
  }
  return { wages, tally };
}
