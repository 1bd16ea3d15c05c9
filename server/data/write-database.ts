// Writes the readers' rows into a fresh SQLite file with the project schema, in one transaction per table group.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { AWARD_LEVELS } from './labels/ipeds-labels';
import { STATES } from './labels/states';
import type { MinedTerm } from './rows/mine-terms';
import type { JobTitleTerm } from '../engine/text/job-titles';
import { TEXT_KEYS_VERSION } from '../engine/text/analyze';
import type { CipRow, InstitutionRow, ProgramRow, SocRow, ZipRow } from './rows/model';
import type { SourceRecord } from './sources/provenance';
import type { CipSocPair } from './readers/cip-soc';
import type { SchoolOnline } from './readers/ipeds-distance';
import type { SchoolYearCost } from './readers/ipeds-year-charges';
import type { SocWage } from './rows/occupation-wages';
import type { Log } from './progress';
import { startProgress } from './progress';

const SCHEMA = new URL('./schema.sql', import.meta.url);
/** Raised whenever the tables change; a database of another version is rebuilt at start (ensureDatabase). */
export const SCHEMA_VERSION = '4';

export interface DatabaseContent {
  dataKind: 'real' | 'demo';
  /** The academic year IPEDS completions count, '2023-24' ('' when unknown). */
  completionsYear: string;
  sources: SourceRecord[];
  institutions: InstitutionRow[];
  programs: ProgramRow[];
  cips: CipRow[];
  socs: SocRow[];
  cipSoc: CipSocPair[];
  zips: ZipRow[];
  minedTerms: MinedTerm[];
  /** Decision 0170: yearly charges (with their academic year), online offers, wages (with their month). */
  yearCosts?: { rows: SchoolYearCost[]; year: string };
  online?: SchoolOnline[];
  wages?: { rows: SocWage[]; year: string };
  /** O*NET job titles by term key ([] without the O*NET files) */
  jobTitles: JobTitleTerm[];
}

export function writeDatabase(file: string, content: DatabaseContent, log: Log, tty: boolean): void {
  const db = new Database(file);
  try {
    // A temporary file renamed into place when complete: no journal needed while writing it.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(readFileSync(SCHEMA, 'utf8'));
    db.transaction(() => writeReference(db, content))();
    db.transaction(() => writeSchoolFacts(db, content))();
    db.transaction(() => writePrograms(db, content, log, tty))();
    db.transaction(() => writeSearchText(db, content, log, tty))();
    db.exec('ANALYZE');
  } finally {
    db.close();
  }
}

function writeReference(db: Database.Database, c: DatabaseContent): void {
  const info = db.prepare('INSERT INTO build_info (key, value) VALUES (?, ?)');
  info.run('schema_version', SCHEMA_VERSION);
  info.run('completions_year', c.completionsYear);
  info.run('built_at', new Date().toISOString());
  info.run('data_kind', c.dataKind);
  info.run('wage_year', c.wages?.year ?? '');
  info.run('text_keys_version', TEXT_KEYS_VERSION);
  const source = db.prepare(
    `INSERT INTO source (kind, data_name, publisher, url, last_update, vintage, description, citation, file_name, rows_read,
       rows_kept)
     VALUES (@kind, @dataName, @publisher, @url, @lastUpdate, @vintage, @description, @citation, @fileName, @rowsRead,
       @rowsKept)`,
  );
  for (const s of c.sources) source.run(s);
  const state = db.prepare('INSERT INTO state (abbr, name, fips) VALUES (@abbr, @name, @fips)');
  for (const s of STATES) state.run(s);
  const award = db.prepare(
    'INSERT INTO award_level (code, label, sort_order) VALUES (@code, @label, @sortOrder)',
  );
  for (const a of AWARD_LEVELS) award.run(a);
  const cip = db.prepare('INSERT INTO cip (code, title, definition) VALUES (@code, @title, @definition)');
  for (const row of c.cips) cip.run(row);
  const soc = db.prepare(
    'INSERT INTO soc (code, title, level, definition) VALUES (@code, @title, @level, @definition)',
  );
  for (const row of c.socs) soc.run(row);
  const pair = db.prepare('INSERT INTO cip_soc (cip, soc) VALUES (@cip, @soc)');
  for (const row of c.cipSoc) pair.run(row);
  const zip = db.prepare(
    'INSERT INTO zip (zip, city, state_abbr, county, latitude, longitude) VALUES (@zip, @city, @stateAbbr, @county, @latitude, @longitude)',
  );
  for (const row of c.zips) zip.run(row);
  const mined = db.prepare(
    'INSERT OR IGNORE INTO mined_term (term, cip, programs, providers, precision) VALUES (@term, @cip, @programs, @providers, @precision)',
  );
  for (const row of c.minedTerms) mined.run(row);
  const title = db.prepare('INSERT INTO job_title (key, title, onet_codes, sources) VALUES (?, ?, ?, ?)');
  for (const t of c.jobTitles) title.run(t.key, t.title, t.onetCodes.join(' '), t.sources.join(' '));
  const inst = db.prepare(
    `INSERT INTO institution (id, source, name, address, city, state_abbr, zip, phone, url, latitude, longitude, county,
       region_code, region, size_code, size_label, sector, control, campus_name, ipeds_id, aid_url, net_price_url,
       apply_url, institution_type, description)
     VALUES (@id, @source, @name, @address, @city, @stateAbbr, @zip, @phone, @url, @latitude, @longitude, @county,
       @regionCode, @region, @sizeCode, @sizeLabel, @sector, @control, @campusName, @ipedsId, @aidUrl, @netPriceUrl,
       @applyUrl, @institutionType, @description)`,
  );
  for (const row of c.institutions) inst.run(row);
}

function writePrograms(db: Database.Database, c: DatabaseContent, log: Log, tty: boolean): void {
  const program = db.prepare(
    `INSERT INTO program (id, source, institution_id, cip, name, award_level, credential, completions, formats, weeks,
       contact_hours, cost_tuition, cost_books, url, description, outcome, credential_name, prerequisites, pell,
       childcare, flexible_hours, public_transit, cost_optional, cost_tuition_note, cost_books_note,
       cost_optional_note, cost_out_of_district, updated, credit_hours, months, cost_year)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const programSoc = db.prepare('INSERT INTO program_soc (program_id, soc) VALUES (?, ?)');
  const progress = startProgress('Writing programs', c.programs.length, log, tty);
  for (const p of c.programs) {
    program.run(
      p.id,
      p.source,
      p.institutionId,
      p.cip,
      p.name,
      p.awardLevel,
      p.credential,
      p.completions,
      p.formats.join('|'),
      p.weeks,
      p.contactHours,
      p.costTuition,
      p.costBooks,
      p.url,
      p.description,
      p.outcome,
      p.credentialName,
      p.prerequisites,
      p.pell,
      p.childcare,
      p.flexibleHours,
      p.publicTransit,
      p.costOptional,
      p.costTuitionNote,
      p.costBooksNote,
      p.costOptionalNote,
      p.costOutOfDistrict,
      p.updated,
      p.creditHours,
      p.months,
      p.costYear,
    );
    for (const soc of p.socs) programSoc.run(p.id, soc);
    progress.tick();
  }
  progress.done();
}

/** Decision 0170: a year's tuition and fees and the online offer of each school, and pay by occupation. */
function writeSchoolFacts(db: Database.Database, c: DatabaseContent): void {
  const cost = db.prepare(
    `INSERT INTO school_year_cost (institution_id, level, in_district, in_state, out_of_state, books, year)
     VALUES (@unitId, @level, @inDistrict, @inState, @outOfState, @books, @year)`,
  );
  for (const row of c.yearCosts?.rows ?? []) cost.run({ ...row, year: c.yearCosts?.year ?? '' });
  const online = db.prepare('INSERT INTO school_online (institution_id, level, offer) VALUES (?, ?, ?)');
  for (const s of c.online ?? []) {
    if (s.undergraduate) online.run(s.unitId, 'undergraduate', s.undergraduate);
    if (s.graduate) online.run(s.unitId, 'graduate', s.graduate);
  }
  const wage = db.prepare(
    `INSERT INTO occupation_wage (soc, wage_code, wage_title, employment, annual_median, annual_p25, annual_p75,
       hourly_median, top_coded)
     VALUES (@soc, @code, @title, @employment, @annualMedian, @annualP25, @annualP75, @hourlyMedian, @topCoded)`,
  );
  const column = { annualMedian: 'annual_median', annualP25: 'annual_p25', annualP75: 'annual_p75' } as const;
  for (const w of c.wages?.rows ?? [])
    wage.run({
      ...w,
      topCoded: w.topCoded.map((f) => (f === 'hourlyMedian' ? 'hourly_median' : column[f])).join(','),
    });
}

/** One FTS row per program: its name, CIP title, school name and the titles of the occupations it leads to. */
function writeSearchText(db: Database.Database, c: DatabaseContent, log: Log, tty: boolean): void {
  const cipTitle = new Map(c.cips.map((r) => [r.code, r.title]));
  const socTitle = new Map(c.socs.map((r) => [r.code, r.title]));
  const school = new Map(c.institutions.map((r) => [r.id, r.name]));
  const occupationsOfCip = new Map<string, string[]>();
  for (const { cip, soc } of c.cipSoc) {
    const list = occupationsOfCip.get(cip) ?? [];
    list.push(socTitle.get(soc) ?? '');
    occupationsOfCip.set(cip, list);
  }
  const insert = db.prepare('INSERT INTO program_fts (rowid, text) VALUES (?, ?)');
  const progress = startProgress('Indexing search text', c.programs.length, log, tty);
  for (const p of c.programs) {
    const occupations =
      p.socs.length > 0 ? p.socs.map((s) => socTitle.get(s) ?? '') : (occupationsOfCip.get(p.cip) ?? []);
    insert.run(
      p.id,
      [p.name, cipTitle.get(p.cip) ?? '', school.get(p.institutionId) ?? '', ...occupations].join(' \n'),
    );
    progress.tick();
  }
  progress.done();
}
