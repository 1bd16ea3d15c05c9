// How many programs have a cost, a length, online information and pay, from a built database (decision 0175): by
// source, outside Texas and for the ten states with most programs. Printed by the build and copied into
// docs/data-model.md. A database built before these facts existed reads as having only what it had.
import Database from 'better-sqlite3';
import { countsTowardPay, studyLevel } from '../../engine/facts/program-facts';
import { parseNumberColumn } from '../../engine/load/columns';

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
    return countFacts(readFacts(db));
  } finally {
    db.close();
  }
}

/**
 * Each program's facts, read column by column (one comma-joined string per column, as the engine's loader does:
 * far quicker than 274k row objects) and joined with the small tables in memory.
 */
function readFacts(db: Database.Database): ProgramFacts[] {
  const has = (table: string) =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
  const columns = new Set(
    (db.prepare('PRAGMA table_info(program)').all() as Array<{ name: string }>).map((c) => c.name),
  );
  const own = ['weeks', 'contact_hours', 'months', 'credit_hours']
    .filter((c) => columns.has(c))
    .map((c) => `${c} IS NOT NULL`)
    .join(' OR ');
  const cols = db
    .prepare(
      `SELECT group_concat(id), group_concat(institution_id), group_concat(award_level), group_concat(cip),
         group_concat(source = 'ETPL'), group_concat(cost_tuition IS NOT NULL), group_concat(${own}),
         group_concat(formats != '')
       FROM program`,
    )
    .raw()
    .get() as Array<string | null>;
  const [ids, insts, levels, cips, etpl, ownCost, ownLength, formats] = cols.map(parseNumberColumn);
  const schools = new Map(
    (
      db.prepare('SELECT id, state_abbr, coalesce(ipeds_id, id) FROM institution').raw().all() as Array<
        [number, string, number]
      >
    ).map(([id, state, college]) => [id, { state, college }]),
  );
  const levelKey = (college: number, level: string) => college * 2 + (level === 'graduate' ? 1 : 0);
  const keyed = (table: string, where: string) =>
    has(table)
      ? new Set(
          (
            db.prepare(`SELECT institution_id, level FROM ${table} ${where}`).raw().all() as Array<
              [number, string]
            >
          ).map(([id, level]) => levelKey(id, level)),
        )
      : new Set<number>();
  const yearCost = keyed(
    'school_year_cost',
    'WHERE coalesce(in_district, in_state, out_of_state) IS NOT NULL',
  );
  const online = keyed('school_online', '');
  const paid = new Set(
    has('occupation_wage')
      ? (
          db
            .prepare('SELECT soc FROM occupation_wage WHERE annual_median IS NOT NULL')
            .raw()
            .all() as string[][]
        ).map((r) => r[0])
      : [],
  );
  const socsOf = (sql: string, key: (v: string | number) => number) => {
    const m = new Map<number, string[]>();
    for (const [k, soc] of db.prepare(sql).raw().all() as Array<[string | number, string]>) {
      const list = m.get(key(k));
      if (list) list.push(soc);
      else m.set(key(k), [soc]);
    }
    return m;
  };
  const cipNumber = (v: string | number) => Number(String(v).replace('.', ''));
  const byCip = socsOf('SELECT cip, soc FROM cip_soc', cipNumber);
  // As the engine reads them: a program's own occupations that are SOC 2018 codes, else its CIP code's.
  const byProgram = socsOf(
    'SELECT program_id, soc FROM program_soc WHERE soc IN (SELECT code FROM soc)',
    Number,
  );
  const cipPay = new Map<number, boolean>();
  const pays = (socs: readonly string[], level: number) =>
    socs.some((s) => paid.has(s) && countsTowardPay(s, level));
  const facts: ProgramFacts[] = [];
  for (let k = 0; k < (ids?.length ?? 0); k++) {
    const school = schools.get(insts?.[k] ?? NaN);
    const level = levels?.[k] ?? 0;
    const cip = cips?.[k] ?? NaN;
    const study = levelKey(school?.college ?? -1, studyLevel(level));
    const ownSocs = byProgram.get(ids?.[k] ?? NaN);
    let pay: boolean;
    if (ownSocs) pay = pays(ownSocs, level);
    else {
      const key = cip * 100 + level;
      pay = cipPay.get(key) ?? pays(byCip.get(cip) ?? [], level);
      cipPay.set(key, pay);
    }
    facts.push({
      source: etpl?.[k] === 1 ? 'ETPL' : 'IPEDS',
      state: school?.state ?? '',
      costProgram: ownCost?.[k] === 1,
      costYear: yearCost.has(study),
      lengthProgram: ownLength?.[k] === 1,
      onlineOwn: formats?.[k] === 1,
      onlineSchool: online.has(study),
      pay,
    });
  }
  return facts;
}

function countFacts(facts: readonly ProgramFacts[]): Coverage {
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
  const order = (a: CoverageCounts, b: CoverageCounts) => (a.group < b.group ? -1 : 1);
  return { all, bySource: [...sources.values()].sort(order), outsideTexas, topStates };
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
