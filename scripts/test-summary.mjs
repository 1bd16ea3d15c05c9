// Reads the Vitest and Playwright JSON reports and prints the closing lines of npm run test:all: one per runner, then
// "tests: N passed, N failed, N skipped", then — when tests were left out for want of the public data files — one
// line with how many and the exact command that runs them (decision 0150).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [vitestFile, playwrightFile, playwrightListFile] = process.argv.slice(2);
const env = process.env;
const total = { passed: 0, failed: 0, skipped: 0, leftOut: 0 };
const REAL_DATA_TAG = 'real-data';

function add(runner, passed, failed, skipped, leftOut = 0) {
  // A runner that exits non-zero with every test passed failed all the same (Vitest: an unhandled error between
  // tests); the closing line must not read as a clean run.
  const status = Number(env[`${runner.toUpperCase()}_STATUS`] ?? 0);
  if (status !== 0 && failed === 0) {
    failed = 1;
    console.log(
      `${runner} exited with status ${status} with no failed test: an error outside the tests (see above)`,
    );
  }
  total.passed += passed;
  total.failed += failed;
  total.skipped += skipped;
  total.leftOut += leftOut;
  const left = leftOut > 0 ? `, ${leftOut} left out (they need the public data)` : '';
  console.log(`${runner}: ${passed} passed, ${failed} failed, ${skipped} skipped${left}`);
}

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

if (env.RUN_VITEST === '0') {
  console.log('vitest: not run (no file of its selected)');
} else if (vitestFile && existsSync(vitestFile)) {
  const v = read(vitestFile);
  // A file that fails to load has no failed test in it, but is a failure all the same.
  const brokenFiles = v.numFailedTests > 0 ? 0 : (v.numFailedTestSuites ?? 0);
  // Tests declared with needsRealData and skipped: left out for want of the data, not skipped for a reason of their own.
  let leftOut = 0;
  for (const file of v.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const notRun = test.status === 'skipped' || test.status === 'pending';
      if (notRun && env.HAS_DATA === '0' && (test.tags ?? []).includes(REAL_DATA_TAG)) leftOut++;
    }
  }
  add(
    'vitest',
    v.numPassedTests ?? 0,
    (v.numFailedTests ?? 0) + brokenFiles,
    (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0) - leftOut,
    leftOut,
  );
} else {
  add('vitest', 0, 1, 0);
  console.log('vitest wrote no report (the run crashed)');
}

/** Tests in a Playwright JSON report's suites (a --list report has the specs without results). */
function countSpecs(suites) {
  let n = 0;
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) n += spec.tests?.length ?? 0;
    n += countSpecs(suite.suites);
  }
  return n;
}

if (env.RUN_E2E === '0') {
  console.log('playwright: not run (no file of its selected)');
} else if (env.HAS_DATA === '0') {
  // The e2e suite runs on the real data only (e2e/global-setup.ts): it was listed, not run.
  const list = playwrightListFile && existsSync(playwrightListFile) ? read(playwrightListFile) : undefined;
  if (!list || (list.errors ?? []).length > 0) {
    add('playwright', 0, 1, 0);
    console.log('playwright could not list its tests (see above)');
  } else add('playwright', 0, 0, 0, countSpecs(list.suites));
} else if (playwrightFile && existsSync(playwrightFile)) {
  const s = read(playwrightFile).stats ?? {};
  // A flaky test passed on retry: it counts as passed and is named in the runner's own output.
  add('playwright', (s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0, s.skipped ?? 0);
} else {
  add('playwright', 0, 1, 0);
  console.log('playwright wrote no report (the run crashed)');
}

console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (total.leftOut > 0) {
  const dataDir = path.resolve(env.DATA_DIR ?? '../shared/data');
  const selection = env.TEST_SELECTION ? ` -- ${env.TEST_SELECTION}` : '';
  console.log(
    `left out: ${total.leftOut} tests that need the public data files (none in ${dataDir}); run them with: ` +
      `DATA_DIR=/path/to/the/files npm run test:all${selection}   (README: Data sources)`,
  );
}
