// The one way a test says it needs the public source files (decision 0150). A suite declared with `needsRealData`
// is tagged `real-data` and skipped when the files are absent; scripts/test-summary.mjs counts those as left out
// and says how to run them. CI has the files and requires them (.ci/run), so there nothing is left out.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** DATA_DIR, else the folder beside the checkout where this workplace keeps the files. */
export const REAL_DATA_DIR = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');

/** The public source files are there (IPEDS HD stands for the set: they are published and copied together). */
export const HAS_REAL_DATA = existsSync(path.join(REAL_DATA_DIR, 'hd2024.csv'));

/** The Vitest tag of every test that needs them (defined in vitest.config.ts). */
export const REAL_DATA_TAG = 'real-data';

/**
 * Options for `describe(name, needsRealData, fn)` (or `it`): tagged, and skipped — hooks included — without the
 * files.
 */
export const needsRealData = { tags: [REAL_DATA_TAG], skip: !HAS_REAL_DATA };
