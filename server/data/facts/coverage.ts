// How many programs have a cost, a length, online information and pay, from a built database (decision 0175): by
// source, outside Texas and for the ten states with most programs. Printed by the build and copied into
// docs/data-model.md. A database built before these facts existed reads as having only what it had.
import Database from 'better-sqlite3';
import { countsTowardPay, studyLevel } from '../../engine/facts/program-facts';

export interface CoverageCounts {
  group: string;
  programs: number;
  costProgram: number;
  costYear: number;
  lengthProgram: number;
  lengthAwardLevel: number;
  /** The program's own delivery (the list), or its school's online offer for its level (IPEDS IC). */
  online: number;
  onlineOwn: number;
  onlineSchool: number;
  pay: number;
}

export interface Coverage {
  all: CoverageCounts;
  bySource: CoverageCounts[];
  outsideTexas: CoverageCounts;
  topStates: CoverageCounts[];
}

interface ProgramFacts {
  source: string;
  state: string;
  costProgram: boolean;
  costYear: boolean;
  lengthProgram: boolean;
  onlineOwn: boolean;
  onlineSchool: boolean;
  pay: boolean;
}

const empty = (group: string): CoverageCounts => ({
  group,
  programs: 0,
  costProgram: 0,
  costYear: 0,
  lengthProgram: 0,
  lengthAwardLevel: 0,
  online: 0,
  onlineOwn: 0,
  onlineSchool: 0,
  pay: 0,
});

function add(c: CoverageCounts, f: ProgramFacts): void {
  c.programs += 1;
  if (f.costProgram) c.costProgram += 1;
  else if (f.costYear) c.costYear += 1;
  if (f.lengthProgram) c.lengthProgram += 1;
  else c.lengthAwardLevel += 1;
  if (f.onlineOwn || f.onlineSchool) c.online += 1;
  if (f.onlineOwn) c.onlineOwn += 1;
  if (f.onlineSchool) c.onlineSchool += 1;
  if (f.pay) c.pay += 1;
}

export function measureCoverage(dbPath: string): Coverage {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const has = (table: string) =>
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
    const columns = new Set(
      (db.prepare('PRAGMA table_info(program)').all() as Array<{ name: string }>).map((c) => c.name),
    );
    const own = ['weeks', 'contact_hours', 'months', 'credit_hours']
      .filter((c) => columns.has(c))
      .map((c) => `p.${c} IS NOT NULL`)
      .join(' OR ');
    const rows = db
      .prepare(
        `SELECT p.id, p.source, p.award_level AS level, p.cip, p.formats != '' AS formats,
           p.cost_tuition IS NOT NULL AS own_cost, (${own}) AS own_length, i.state_abbr AS state,
           coalesce(i.ipeds_id, i.id) AS college
         FROM program p JOIN institution i ON i.id = p.institution_id`,
      )
      .raw()
      .all() as Array<[number, string, number, string, number, number, number, string, number]>;
    const keyed = (sql: string) =>
      new Set(
        (db.prepare(sql).raw().all() as Array<[number, string]>).map(([id, level]) => `${id}|${level}`),
      );
    const yearCost = has('school_year_cost')
      ? keyed(
          'SELECT institution_id, level FROM school_year_cost WHERE coalesce(in_district, in_state, out_of_state) IS NOT NULL',
        )
      : new Set<string>();
    const online = has('school_online')
      ? keyed('SELECT institution_id, level FROM school_online')
      : new Set<string>();
    const paid = has('occupation_wage')
      ? new Set(
          (
            db
              .prepare('SELECT soc FROM occupation_wage WHERE annual_median IS NOT NULL')
              .raw()
              .all() as string[][]
          ).map((r) => r[0]),
        )
      : new Set<string>();
    const socsOf = (sql: string) => {
      const m = new Map<string | number, string[]>();
      for (const [k, soc] of db.prepare(sql).raw().all() as Array<[string | number, string]>)
        m.set(k, [...(m.get(k) ?? []), soc]);
      return m;
    };
    const byCip = socsOf('SELECT cip, soc FROM cip_soc');
    // As the engine reads them: a program's own occupations that are SOC 2018 codes, else its CIP code's.
    const byProgram = socsOf('SELECT program_id, soc FROM program_soc WHERE soc IN (SELECT code FROM soc)');
    const facts: ProgramFacts[] = rows.map(
      ([id, source, level, cip, formats, ownCost, ownLength, state, college]) => {
        const study = studyLevel(level);
        const socs = byProgram.get(id) ?? byCip.get(cip) ?? [];
        return {
          source,
          state,
          costProgram: ownCost === 1,
          costYear: yearCost.has(`${college}|${study}`),
          lengthProgram: ownLength === 1,
          onlineOwn: formats === 1,
          onlineSchool: online.has(`${college}|${study}`),
          pay: socs.some((s) => paid.has(s) && countsTowardPay(s, level)),
        };
      },
    );
    const all = empty('All programs');
    const sources = new Map<string, CoverageCounts>();
    const states = new Map<string, CoverageCounts>();
    const outsideTexas = empty('Outside Texas');
    for (const f of facts) {
      add(all, f);
      const s = sources.get(f.source) ?? empty(f.source);
      sources.set(f.source, s);
      add(s, f);
      const st = states.get(f.state) ?? empty(f.state);
      states.set(f.state, st);
      add(st, f);
      if (f.state !== 'TX') add(outsideTexas, f);
    }
    const topStates = [...states.values()].sort((a, b) => b.programs - a.programs).slice(0, 10);
    return { all, bySource: [...sources.values()], outsideTexas, topStates };
  } finally {
    db.close();
  }
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((n / of) * 100).toFixed(1)}%`);

/** One table row per group: the share of its programs with each fact. */
export function coverageTable(c: Coverage): string[] {
  const head =
    '| programs | number | cost (any) | cost: program | cost: a year at the school | length: program | length: award level | online information | online: own format | online: school | pay |';
  const row = (r: CoverageCounts) =>
    `| ${r.group} | ${r.programs.toLocaleString('en-US')} | ${pct(r.costProgram + r.costYear, r.programs)} | ${pct(
      r.costProgram,
      r.programs,
    )} | ${pct(r.costYear, r.programs)} | ${pct(r.lengthProgram, r.programs)} | ${pct(
      r.lengthAwardLevel,
      r.programs,
    )} | ${pct(r.online, r.programs)} | ${pct(r.onlineOwn, r.programs)} | ${pct(r.onlineSchool, r.programs)} | ${pct(
      r.pay,
      r.programs,
    )} |`;
  return [
    head,
    `|${'---|'.repeat(11)}`,
    row(c.all),
    ...c.bySource.map(row),
    row(c.outsideTexas),
    ...c.topStates.map(row),
  ];
}

export function coverageLines(c: Coverage): string[] {
  return [
    '  Coverage (share of programs with each fact; decision 0175):',
    ...coverageTable(c).map((l) => `    ${l}`),
  ];
}
