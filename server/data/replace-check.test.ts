// A build never replaces a good database with a clearly worse one unless forced, and its report says why.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDatabase } from './build-database';
import { DataBuildRefusedError } from './errors';
import { formatReport } from './report';
import { REPO_ROOT } from './resolve-sources';
import { FIXTURES, copyFixture, query, silent, tempDir } from '../../tests/data/helpers';

const tmp = tempDir();
const dbPath = path.join(tmp.dir, 'current.db');
let good: Buffer;
let n = 0;

/** The quirky fixture set with its completions in two parts, as the real ones are. */
function sources(change: (dir: string) => void = () => undefined): string {
  n += 1;
  const dir = copyFixture('quirky', path.join(tmp.dir, `case-${n}`));
  rmSync(path.join(dir, 'c2024_a.csv'));
  for (const part of ['c2024_a_programs.part1.csv', 'c2024_a_programs.part2.csv'])
    copyFileSync(path.join(FIXTURES, 'parts', part), path.join(dir, part));
  change(dir);
  return dir;
}

const programs = () => query<{ n: number }>(dbPath, 'SELECT count(*) AS n FROM program')[0]?.n;

async function refusal(dataDir: string): Promise<DataBuildRefusedError> {
  try {
    await buildDatabase({ dbPath, dataDir, log: silent });
  } catch (error) {
    if (error instanceof DataBuildRefusedError) return error;
    throw error;
  }
  throw new Error('the build replaced the database');
}

const hd = (dir: string) => path.join(dir, 'hd2024.csv');
const keepLines = (file: string, keep: (line: string, i: number) => boolean) =>
  writeFileSync(file, readFileSync(file, 'utf8').split('\n').filter(keep).join('\n'));

beforeAll(async () => {
  await buildDatabase({ dbPath, dataDir: sources(), log: silent });
  good = readFileSync(dbPath);
});
afterAll(() => tmp.cleanup());

describe('replacing the current database', () => {
  it('rebuilds from the same files without complaint', async () => {
    const report = await buildDatabase({ dbPath, dataDir: sources(), log: silent });
    expect(report.refused).toBeUndefined();
    expect(report.replacedDespite).toBeUndefined();
    good = readFileSync(dbPath);
  });

  it('refuses an HD file with only its header', async () => {
    const error = await refusal(sources((dir) => keepLines(hd(dir), (_, i) => i === 0)));
    expect(error.problems.join('\n')).toMatch(/it would hold \d+ programs instead of \d+/);
    expect(error.problems.join('\n')).toMatch(
      /c2024_a_programs\.part1\.csv \+ c2024_a_programs\.part2\.csv: 4 of 4 rows rejected \(100%/,
    );
    expect(readFileSync(dbPath).equals(good)).toBe(true);
  });

  it('refuses when a part of the completions file is missing', async () => {
    const error = await refusal(sources((dir) => rmSync(path.join(dir, 'c2024_a_programs.part2.csv'))));
    expect(error.problems).toContain(
      'c2024_a_programs.part2.csv was read for the current database and is missing now (1 of 2 files)',
    );
    expect(readFileSync(dbPath).equals(good)).toBe(true);
  });

  it('refuses when a source read before is missing altogether', async () => {
    const error = await refusal(sources((dir) => rmSync(path.join(dir, 'zcta_centroids.csv'))));
    expect(error.problems.join('\n')).toMatch(
      /zcta_centroids\.csv \(ZIP Code Tabulation Area.*\) was read for the current database and is missing now/,
    );
  });

  it('refuses an HD file cut short, which leaves many completions without their school', async () => {
    const error = await refusal(sources((dir) => keepLines(hd(dir), (line) => !line.startsWith('100002,'))));
    expect(error.problems.join('\n')).toMatch(
      /2 of 4 rows rejected \(50%; the current database's build rejected 0%\)/,
    );
    // The report of the refused build says what was read and why nothing was written.
    const text = formatReport(error.report).join('\n');
    expect(text).toMatch(/NOT replaced \(refused after/);
    expect(text).toMatch(/rows rejected/);
    expect(readFileSync(dbPath).equals(good)).toBe(true);
  });

  it('replaces it when forced, and the report says what was overridden', async () => {
    const before = programs();
    const report = await buildDatabase({
      dbPath,
      dataDir: sources((dir) => rmSync(path.join(dir, 'c2024_a_programs.part2.csv'))),
      log: silent,
      force: true,
    });
    expect(programs()).toBeLessThan(before ?? 0);
    expect(formatReport(report).join('\n')).toMatch(
      /Replaced the previous database although \(forced\):[\s\S]*part2/,
    );
    // Put the good one back for the next tests.
    writeFileSync(dbPath, good);
  });

  it('judges a release built beside the one in use against that one', async () => {
    const release = path.join(tmp.dir, 'releases', 'next.db');
    const error = await buildDatabase({
      dbPath: release,
      compareWith: dbPath,
      dataDir: sources((dir) => rmSync(path.join(dir, 'c2024_a_programs.part2.csv'))),
      log: silent,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataBuildRefusedError);
    expect(existsSync(release)).toBe(false);
  });

  it('lets any build replace the demo dataset', async () => {
    const demoDb = path.join(tmp.dir, 'demo.db');
    await buildDatabase({ dbPath: demoDb, dataDir: sources(), dataKind: 'demo', log: silent });
    const report = await buildDatabase({
      dbPath: demoDb,
      dataDir: sources((dir) => rmSync(path.join(dir, 'c2024_a_programs.part2.csv'))),
      log: silent,
    });
    expect(report.refused).toBeUndefined();
  });
});

describe('every table against the current database', () => {
  // 40 more IPEDS institutions than the fixture has, so that a drop of a few is a small share of each table.
  const widened = (drop = 0) =>
    sources((dir) => {
      const lines = readFileSync(hd(dir), 'utf8').split('\n');
      const alpha = lines.find((l) => l.startsWith('100001,')) ?? '';
      const extra = Array.from({ length: 40 - drop }, (_, k) =>
        alpha.replace('100001,Alpha Technical College', `${200000 + k},College Number ${k}`),
      );
      writeFileSync(hd(dir), [...lines.filter(Boolean), ...extra].join('\n'));
    });
  const ownDb = path.join(tmp.dir, 'tables.db');

  it('refuses a source that lost 7% of its institutions, inside the 10% allowed for all of them', async () => {
    await buildDatabase({ dbPath: ownDb, dataDir: widened(), log: silent });
    const before = readFileSync(ownDb);
    const count = (file: string) =>
      query<{ n: number }>(file, "SELECT count(*) AS n FROM institution WHERE source = 'IPEDS'")[0]?.n ?? 0;
    const had = count(ownDb);
    let problems: string[] = [];
    try {
      await buildDatabase({ dbPath: ownDb, dataDir: widened(3), log: silent });
    } catch (error) {
      if (!(error instanceof DataBuildRefusedError)) throw error;
      problems = error.problems;
    }
    expect(problems).toContain(
      `institution rows from IPEDS: ${had - 3} instead of ${had} (7% fewer; more than 5% is refused)`,
    );
    expect(problems.join('\n')).not.toMatch(/it would hold/);
    expect(readFileSync(ownDb).equals(before)).toBe(true);
    // Nothing half-written is left beside it.
    expect(existsSync(`${ownDb}.tmp-${process.pid}`)).toBe(false);
  });

  it('replaces it when the shrinking is accepted (--accept-shrink), and says so', async () => {
    const report = await buildDatabase({
      dbPath: ownDb,
      dataDir: widened(3),
      log: silent,
      acceptShrink: true,
    });
    expect(report.replacedDespite?.join('\n')).toMatch(/institution rows from IPEDS: \d+ instead of \d+/);
    expect(formatReport(report).join('\n')).toMatch(/institution rows from IPEDS/);
  });
});

describe('npm run data:build', () => {
  const cli = (dataDir: string, env: Record<string, string> = {}, args: string[] = []) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/data/cli.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DB_PATH: dbPath, ...env },
      encoding: 'utf8',
    });

  it('exits 1 on a refused build, says why and how to force it, and keeps the database', () => {
    const result = cli(sources((dir) => rmSync(path.join(dir, 'c2024_a_programs.part2.csv'))));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/NOT replaced[^\n]*\n[\s\S]*part2\.csv was read for the current database/);
    expect(result.stderr).toMatch(
      /Data build refused: .* is kept \(see why above\).* --force \(or DATA_BUILD_FORCE=1\)/,
    );
    expect(readFileSync(dbPath).equals(good)).toBe(true);
  });

  it('replaces it with --force or DATA_BUILD_FORCE=1', () => {
    const damaged = sources((dir) => rmSync(path.join(dir, 'c2024_a_programs.part2.csv')));
    expect(cli(damaged, {}, ['--force']).status).toBe(0);
    writeFileSync(dbPath, good);
    const result = cli(damaged, { DATA_BUILD_FORCE: '1' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Replaced the previous database although \(forced\)/);
    renameSync(dbPath, `${dbPath}.forced`);
    writeFileSync(dbPath, good);
  });
});
