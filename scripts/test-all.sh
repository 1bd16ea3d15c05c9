#!/usr/bin/env bash
# Every test: Vitest (contract, data build, engine, service, SPA components) then Playwright e2e in Debian's Chromium.
# Prints each runner's own summary, then one plain closing line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="${DATA_DIR:-../shared/data}"
mkdir -p test-results

npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_status=$?

PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/playwright.json PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json \
  npx playwright test --reporter=list,json
e2e_status=$?

VITEST_STATUS=$vitest_status PLAYWRIGHT_STATUS=$e2e_status \
  node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
