// The naive SQLite baseline of docs/budgets.md: each benchmark query as an FTS5 MATCH over program_fts joined to
// program and institution, with COUNT, ORDER BY and LIMIT (no facet counts, so it does less than the engine).
import type Database from 'better-sqlite3';
import { isInstitutionsKeywordRequest } from '../../contract/institutions/keyword-institutions';
import { parseCode } from '../../server/engine/codes';
import type { BenchQuery } from './engine-queries';

interface Plan {
  fts: string | null;
  where: string[];
  params: unknown[];
}

const quoteTerms = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => `"${w}"`)
    .join(' ');

function keywordPlan(keyword: string, plan: Plan): void {
  if (keyword === '') return;
  const code = parseCode(keyword);
  if (code?.kind === 'soc') {
    plan.where.push(
      '(p.cip IN (SELECT cip FROM cip_soc WHERE soc = ?) OR p.id IN (SELECT program_id FROM program_soc WHERE soc = ?))',
    );
    plan.params.push(code.code, code.code);
  } else if (code?.kind === 'cip') {
    plan.where.push('p.cip LIKE ?');
    plan.params.push(`${code.code}%`);
  } else plan.fts = quoteTerms(keyword);
}

function locationPlan(db: Database.Database, location: string, radius: string, plan: Plan): void {
  if (location === '') return;
  if (/^[A-Z]{2}$/.test(location)) {
    plan.where.push('i.state_abbr = ?');
    plan.params.push(location);
    return;
  }
  const [city, st] = location.split(',').map((s) => s.trim());
  const point = (
    st
      ? db
          .prepare(
            'SELECT avg(latitude) AS lat, avg(longitude) AS lon FROM zip WHERE city = ? AND state_abbr = ?',
          )
          .get(city, st)
      : db.prepare('SELECT latitude AS lat, longitude AS lon FROM zip WHERE zip = ?').get(location)
  ) as { lat: number; lon: number } | undefined;
  const miles = Number(radius);
  if (!point || !(miles > 0)) return;
  const dLat = miles / 69;
  const dLon = miles / (69 * Math.cos((point.lat * Math.PI) / 180));
  plan.where.push('i.latitude BETWEEN ? AND ? AND i.longitude BETWEEN ? AND ?');
  plan.params.push(point.lat - dLat, point.lat + dLat, point.lon - dLon, point.lon + dLon);
}

function inList(plan: Plan, column: string, values: readonly string[]): void {
  if (values.length === 0) return;
  plan.where.push(`${column} IN (${values.map(() => '?').join(', ')})`);
  plan.params.push(...values);
}

const ORDER: Record<string, string> = {
  Program: "COALESCE(NULLIF(p.name, ''), c.title)",
  Provider: 'i.name',
  DegreeCredential: 'a.sort_order',
  Location: 'i.state_abbr, i.city',
  School: 'i.name',
  City: 'i.city',
  Distance: 'i.state_abbr, i.city',
};

/** Runs one query the naive way; returns its total count (so the work cannot be skipped). */
export function runBaseline(db: Database.Database, q: Exclude<BenchQuery, { op: 'details' }>): number {
  if (q.op === 'suggest') return suggestBaseline(db, q.req.field, q.req.text);
  const plan: Plan = { fts: null, where: [], params: [] };
  const r = q.req;
  if (q.op === 'v2') {
    keywordPlan(q.req.keyword, plan);
    inList(plan, 'p.award_level', q.req.programLength);
    inList(plan, 'p.institution_id', q.req.school);
    inList(plan, 'p.cip', q.req.programName);
    inList(plan, 'i.county', q.req.area);
    if (q.req.occupation.length) {
      plan.where.push(
        `p.cip IN (SELECT cip FROM cip_soc WHERE soc IN (${q.req.occupation.map(() => '?').join(', ')}))`,
      );
      plan.params.push(...q.req.occupation);
    }
    if (q.req.filterBySource === 'Y') plan.where.push("p.source = 'ETPL'");
  } else {
    const k = isInstitutionsKeywordRequest(q.req) ? q.req : null;
    keywordPlan([...(k ? [k.keyword] : []), ...q.req.occupation, ...q.req.programName].join(' '), plan);
    inList(plan, 'p.award_level', q.req.programLength);
    inList(plan, 'i.state_abbr', q.req.state);
    inList(plan, 'i.region_code', k?.region ?? []);
  }
  locationPlan(db, r.location, r.radius, plan);
  const from = `${plan.fts ? 'program_fts f JOIN program p ON p.id = f.rowid' : 'program p'}
    JOIN institution i ON i.id = p.institution_id LEFT JOIN cip c ON c.code = p.cip
    JOIN award_level a ON a.code = p.award_level`;
  const where = [...(plan.fts ? ['program_fts MATCH ?'] : []), ...plan.where];
  const params = [...(plan.fts ? [plan.fts] : []), ...plan.params];
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const column = q.req.sortColumns;
  const dir = (q.op === 'v2' ? q.req.sortDirection : q.req.sortDirections) === 'DESC' ? 'DESC' : 'ASC';
  const relevance = q.op === 'v1' ? 'done DESC' : plan.fts ? 'bm25(program_fts)' : 'p.completions DESC';
  const order = ORDER[column] ? `${ORDER[column]} ${dir}` : relevance;
  const group = q.op === 'v1' ? 'GROUP BY i.id' : '';
  const count = db
    .prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM ${from} ${cond} ${group})`)
    .get(...params) as { n: number };
  const select = q.op === 'v1' ? 'i.*, sum(p.completions) AS done' : 'p.*, i.*, c.title';
  db.prepare(`SELECT ${select} FROM ${from} ${cond} ${group} ORDER BY ${order}, p.id LIMIT ? OFFSET ?`).all(
    ...params,
    r.limitRecord,
    r.startRecord,
  );
  return count.n;
}

/** Suggestions the naive way: titles (or places) containing the typed text, by LIKE, most used first. */
function suggestBaseline(db: Database.Database, field: string, text: string): number {
  const like = `%${text.replace(/[%_]/g, '')}%`;
  const sql =
    field === 'keyword'
      ? `SELECT title, n FROM (SELECT c.title, count(p.id) AS n FROM cip c JOIN program p ON p.cip = c.code
           WHERE c.title LIKE ? GROUP BY c.code
         UNION ALL SELECT s.title, 0 FROM soc s WHERE s.title LIKE ?) ORDER BY n DESC LIMIT 10`
      : `SELECT city || ', ' || state_abbr AS place, count(*) AS n FROM zip
           WHERE city || ', ' || state_abbr LIKE ? OR zip LIKE ? GROUP BY state_abbr, city ORDER BY n DESC LIMIT 10`;
  return db.prepare(sql).all(like, like).length;
}
