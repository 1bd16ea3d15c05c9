// A broken source file stops the build with a message naming the file (and column) and leaves the old database alone.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDatabase } from './build-database';
import { DataBuildError } from './errors';
import { REPO_ROOT } from './resolve-sources';
import { FIXTURES, copyFixture, silent, tempDir } from '../../tests/data/helpers';

const tmp = tempDir();
const dbPath = path.join(tmp.dir, 'out', 'training.db');
let previous: Buffer;

beforeAll(async () => {
  await buildDatabase({ dbPath, dataDir: path.join(FIXTURES, 'quirky'), log: silent });
  previous = readFileSync(dbPath);
});
afterAll(() => tmp.cleanup());

let n = 0;
function corrupted(file: string, change: (bytes: Buffer) => Buffer | string): string {
  n += 1;
  const dir = copyFixture('quirky', path.join(tmp.dir, `case-${n}`));
  const target = path.join(dir, file);
  writeFileSync(target, change(readFileSync(target)));
  return dir;
}

async function expectFailure(dataDir: string, message: RegExp): Promise<void> {
  const failure = await buildDatabase({ dbPath, dataDir, log: silent }).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(DataBuildError);
  expect((failure as Error).message).toMatch(message);
  expect(readFileSync(dbPath).equals(previous)).toBe(true);
  expect(readdirSync(path.dirname(dbPath))).toEqual(['training.db']);
}

describe('corrupted input', () => {
  it('a file truncated inside a quoted field', async () => {
    const dir = corrupted('CIP2020_SOC2018_Crosswalk.csv', (b) =>
      b.subarray(0, b.indexOf('"Agriculture') + 8),
    );
    await expectFailure(
      dir,
      /CIP2020_SOC2018_Crosswalk\.csv: unreadable CSV .*(Quote Not Closed|quote).*truncated or corrupted/i,
    );
  });

  it('a file truncated in the middle of a row', async () => {
    const dir = corrupted('hd2024.csv', (b) => b.subarray(0, b.indexOf('Beta University') + 4));
    await expectFailure(dir, /hd2024\.csv: unreadable CSV .*truncated or corrupted/);
  });

  it('a missing column names the file and the column', async () => {
    const dir = corrupted('tx_etpl_2024-03-20.csv', (b) =>
      b.toString('utf8').replace('Program Name', 'Programme'),
    );
    await expectFailure(dir, /tx_etpl_2024-03-20\.csv: required column "Program Name" is missing/);
  });

  it('non-UTF-8 bytes', async () => {
    const dir = corrupted('zip_geonames_us.csv', (b) =>
      Buffer.concat([b.subarray(0, 200), Buffer.from([0xe9]), b.subarray(200)]),
    );
    await expectFailure(
      dir,
      /zip_geonames_us\.csv: not valid UTF-8 \(first bad byte at offset 200, line \d+\)/,
    );
  });

  it('a missing file', async () => {
    n += 1;
    const dir = copyFixture('quirky', path.join(tmp.dir, `case-${n}`));
    rmSync(path.join(dir, 'soc2018_definitions.csv'));
    await expectFailure(dir, /missing source file soc2018_definitions\.csv/);
  });

  it('npm run data:build exits non-zero and says which file', () => {
    const dir = corrupted('hd2024.csv', (b) => b.toString('utf8').replace('INSTNM', 'NAME'));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/data/cli.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dir, DB_PATH: dbPath },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /Data build failed: hd2024\.csv: required column "INSTNM" is missing.*previous database.*unchanged/,
    );
    expect(readFileSync(dbPath).equals(previous)).toBe(true);
  });
});
