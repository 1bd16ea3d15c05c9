// Cost, length, online and pay outside Texas (issue 21), in Chromium on the real data: a community college's
// program says what its cost is (a year at the college, in-district), its usual length and what the work pays,
// drawn as range bars; a career school's program its own price. Expected figures come from the raw IPEDS and OEWS
// files, never typed in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { axeViolations } from './support/axe';
import { REPO_ROOT, e2eServiceEnv, E2E_PORT } from './support/e2e-env';
import { expect, test } from './fixtures';

type RawRow = Record<string, string>;
const dataDir = e2eServiceEnv(E2E_PORT).DATA_DIR ?? '';
const read = (file: string) =>
  parse(readFileSync(path.join(dataDir, file)), { columns: true, bom: true, trim: true }) as RawRow[];
const dollars = (v: string | undefined) => `$${Number(v).toLocaleString('en-US')}`;
const shot = (name: string) => path.join(REPO_ROOT, `test-results/cost-pay-${name}.png`);

// Read when the tests run, not when the file loads: without the data the suite is only listed (decision 0150).
let hd: Map<string | undefined, RawRow>;
let completions: RawRow[];
let oews: Map<string | undefined, RawRow>;
let college: RawRow | undefined;
let nursing: RawRow | undefined;
test.beforeAll(() => {
  hd = new Map(read('hd2024.csv').map((r) => [r.UNITID, r]));
  completions = ['part1', 'part2'].flatMap((p) => read(`c2024_a_programs.${p}.csv`));
  oews = new Map(read('national_oews_2024.csv').map((r) => [r.OCC_CODE, r]));
  // An Ohio college whose district students pay less than the rest of the state, and its associate's in nursing.
  college = read('ic2022_ay.csv').find(
    (r) =>
      hd.get(r.UNITID ?? '')?.STABBR === 'OH' &&
      Number(r.CHG1AY3) < Number(r.CHG2AY3) &&
      completions.some((c) => c.UNITID === r.UNITID && c.CIPCODE === '51.3801' && c.AWLEVEL === '3'),
  );
  nursing = completions.find(
    (c) => c.UNITID === college?.UNITID && c.CIPCODE === '51.3801' && c.AWLEVEL === '3',
  );
});
/** DetailId of a completions row (decision 0011). */
const detailId = (r: RawRow) =>
  Number(r.UNITID) * 100_000_000 + Number(r.CIPCODE?.replace('.', '')) * 100 + Number(r.AWLEVEL);

test('an Ohio college program: a year in-district, its usual length, online offer and what nurses earn', async ({
  page,
}) => {
  expect(nursing).toBeDefined();
  await page.goto(`/program/${detailId(nursing ?? {})}`);
  const program = page.getByRole('article').first();
  await expect(program.getByRole('heading', { level: 1 })).toBeVisible();
  const cost = program.getByRole('region', { name: 'Cost' });
  await expect(cost).toContainText(`${dollars(college?.CHG1AY3)} a year at this college, in-district`);
  await expect(cost).toContainText(dollars(college?.CHG2AY3));
  await expect(cost).toContainText('For 2022–23.');
  await expect(cost).toContainText(/Source: IPEDS IC2022_AY/);
  const length = program.getByRole('region', { name: 'Length and schedule' });
  await expect(length).toContainText('usually 2 years full-time, typical of this award level');
  const jobs = program.getByRole('region', { name: 'Occupations it leads to' });
  const rn = oews.get('29-1141');
  await expect(jobs).toContainText(`Median ${dollars(rn?.A_MEDIAN)} a year`);
  await expect(jobs).toContainText(
    `Middle half: ${dollars(rn?.A_PCT25)} to ${dollars(rn?.A_PCT75)} a year (25th to 75th percentile)`,
  );
  await expect(jobs).toContainText(/not what this program’s graduates earn/);
  // Nursing instructors are listed, but a two-year degree does not lead there: not in the pay range.
  await expect(jobs).toContainText(/not counted in this program’s pay range/);
  await expect(jobs.locator('svg[aria-hidden="true"]').first()).toBeVisible();
  await expect(
    jobs.getByText(`${dollars(rn?.A_MEDIAN)} a year: national median pay of the occupation it leads to`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('ohio-1280'), fullPage: true });

  await page.goto(`/program/${detailId(nursing ?? {})}?lang=es`);
  const es = page.getByRole('region', { name: 'Costo' });
  await expect(es).toContainText(
    `${dollars(college?.CHG1AY3)} al año en esta institución, para residentes del distrito`,
  );
  await expect(page.getByRole('region', { name: 'Ocupaciones a las que conduce' })).toContainText(
    `Mediana: ${dollars(rn?.A_MEDIAN)} al año`,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('a career school’s program: its own price for the whole program, its length, on the card and the page', async ({
  page,
}) => {
  // A cosmetology school outside Texas whose largest program is the one cosmetology program it reports.
  const school = read('ic2023_py.csv').find((r) => {
    const st = hd.get(r.UNITID ?? '')?.STABBR;
    return (
      st === 'OH' &&
      r.CIPCODE1 === '12.0401' &&
      r.PRGMSR1 === '1' &&
      /^\d+$/.test(r.CHG1PY3 ?? '') &&
      completions.filter((c) => c.UNITID === r.UNITID && c.CIPCODE === '12.0401').length === 1
    );
  });
  expect(school).toBeDefined();
  const program = completions.find((c) => c.UNITID === school?.UNITID && c.CIPCODE === '12.0401');
  const name = hd.get(school?.UNITID ?? '')?.INSTNM ?? '';
  const city = hd.get(school?.UNITID ?? '')?.CITY ?? '';
  await page.goto(`/programs/cosmetology/${encodeURIComponent(`${city}, OH`)}/10/0/${school?.UNITID}`);
  const card = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('article')
    .filter({ hasText: name })
    .first();
  const total = Number(school?.CHG1PY3) + Number(/^\d+$/.test(school?.CHG4PY3 ?? '') ? school?.CHG4PY3 : 0);
  await expect(card).toContainText(`${dollars(String(total))} for the program`);
  await expect(card).toContainText(`${Number(school?.CIPLGTH1).toLocaleString('en-US')} hours`);
  await page.goto(`/program/${detailId(program ?? {})}`);
  const cost = page.getByRole('region', { name: 'Cost' });
  await expect(cost).toContainText('What this is: The whole program’s required cost. For 2023–24.');
  await expect(cost).toContainText(/Source: IPEDS IC2023_PY/);
  expect(await axeViolations(page)).toEqual([]);
});
