#!/usr/bin/env bash
# Every test: Vitest (contract, data build, engine, service, SPA components) then Playwright e2e in Debian's Chromium.
# Prints each runner's own summary, then the closing line "tests: N passed, N failed, N skipped". Without the public
# data files (DATA_DIR, default ../shared/data) the tests that need them are left out, and one last line says how many
# and the command that runs them (decision 0150). TEST_REQUIRE_DATA=1 (CI) makes missing data an error instead.
#
#   npm run test:all                    everything
#   npm run test:all -- <files…>        only these files (e2e/… to Playwright, the rest to Vitest)
set -uo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="${DATA_DIR:-../shared/data}"
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json test-results/playwright-list.json

vitest_files=()
e2e_files=()
for arg in "$@"; do
  case "$arg" in
    e2e/* | ./e2e/*) e2e_files+=("$arg") ;;
    *) vitest_files+=("$arg") ;;
  esac
done
run_vitest=1
run_e2e=1
if [ $# -gt 0 ]; then
  [ ${#vitest_files[@]} -gt 0 ] || run_vitest=0
  [ ${#e2e_files[@]} -gt 0 ] || run_e2e=0
fi

has_data=0
[ -f "$DATA_DIR/hd2024.csv" ] && has_data=1
if [ "$has_data" -eq 0 ] && [ -n "${TEST_REQUIRE_DATA:-}" ]; then
  echo "TEST_REQUIRE_DATA is set but DATA_DIR ($DATA_DIR) holds no public data files (hd2024.csv):" \
    "no test may be left out here. Put the files there or point DATA_DIR at them." >&2
  exit 1
fi

if [ "$has_data" -eq 1 ]; then
  # One real-data database for every test file and the e2e service (decision 0150).
  if ! prepared=$(npx tsx tests/support/prepare-real-db.ts); then
    echo "building the test database from $DATA_DIR failed (see above)" >&2
    exit 1
  fi
  eval "$prepared"
fi

vitest_status=0
if [ "$run_vitest" -eq 1 ]; then
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json \
    ${vitest_files[@]+"${vitest_files[@]}"}
  vitest_status=$?
fi

e2e_status=0
if [ "$run_e2e" -eq 1 ] && [ "$has_data" -eq 1 ]; then
  PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/playwright.json PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json \
    npx playwright test --reporter=list,json ${e2e_files[@]+"${e2e_files[@]}"}
  e2e_status=$?
elif [ "$run_e2e" -eq 1 ]; then
  # The e2e suite runs on the real data only: list it, to count what is left out.
  npx playwright test --list --reporter=json ${e2e_files[@]+"${e2e_files[@]}"} \
    >test-results/playwright-list.json
  e2e_status=$?
fi

VITEST_STATUS=$vitest_status PLAYWRIGHT_STATUS=$e2e_status RUN_VITEST=$run_vitest RUN_E2E=$run_e2e \
  HAS_DATA=$has_data TEST_SELECTION="$*" node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json \
  test-results/playwright-list.json
summary_status=$?
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] && [ "$summary_status" -eq 0 ]
