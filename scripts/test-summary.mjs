// Reads the Vitest and Playwright JSON reports and prints one plain closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };

function add(runner, passed, failed, skipped) {
  // A runner that exits non-zero with every test passed failed all the same (Vitest: an unhandled error between
  // tests); the closing line must not read as a clean run.
  const status = Number(process.env[`${runner.toUpperCase()}_STATUS`] ?? 0);
  if (status !== 0 && failed === 0) {
    failed = 1;
    console.log(
      `${runner} exited with status ${status} with no failed test: an error outside the tests (see above)`,
    );
  }
  total.passed += passed;
  total.failed += failed;
  total.skipped += skipped;
  console.log(`${runner}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  // A file that fails to load has no failed test in it, but is a failure all the same.
  const brokenFiles = v.numFailedTests > 0 ? 0 : (v.numFailedTestSuites ?? 0);
  add(
    'vitest',
    v.numPassedTests ?? 0,
    (v.numFailedTests ?? 0) + brokenFiles,
    (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0),
  );
} else {
  add('vitest', 0, 1, 0);
  console.log('vitest wrote no report (the run crashed)');
}

if (playwrightFile && existsSync(playwrightFile)) {
  const s = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats ?? {};
  // A flaky test passed on retry: it counts as passed and is named in the runner's own output.
  add('playwright', (s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0, s.skipped ?? 0);
} else {
  add('playwright', 0, 1, 0);
  console.log('playwright wrote no report (the run crashed)');
}

console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
