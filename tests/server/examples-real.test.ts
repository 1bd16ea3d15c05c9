// The searches the project offers a newcomer (issue 19, decision 0153): the landing page's examples in both languages
// and the README's, asked of the real service on the real data. Each is what people type — never a code — and fills
// a first page (at least ten programs or schools); the README's program page belongs to its search.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionListSchema } from '../../contract/institutions/institutions';
import { programListSchema } from '../../contract/programs/programs';
import { defaultProgramsSearch } from '../../contract/requests';
import { institutionsApiPath, programsApiPath } from '../../contract/urls/paths';
import { repoRoot } from '../../server/config';
import { examples } from '../../src/app/routes/examples';
import { LANGS } from '../../src/i18n/languages';
import { needsRealData } from '../support/real-data';
import { openRealEngine } from './helpers/real-engine';
import { API_TOKEN, bearer, buildTestApp } from './helpers/test-app';

const FULL_PAGE = 10;
/** SOC (29-1141), O*NET (29-1141.00, 29114100) and CIP (51.3801, 513801) codes: what a newcomer does not type. */
const CODE = /^\d{2}-?\d{4}(\.\d{2})?$|^\d{8}$|^\d{2}\.?\d{4}$/;

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
/** "type "welding" and "Houston, TX"": the keyword and the place the README's first lines suggest. */
const typed = /type "([^"]+)" and "([^"]+)"/.exec(readme);
/** The README's curl example (a path with no {placeholder}): a v2 search, then one of its programs. */
const searchPath = /\/api(\/v2\/training\/programs\/[^\s`{}]+)`/.exec(readme)?.[1];
const detailsPath = /\/api(\/v2\/training\/program\/[^\s`?{}]+)\?location=([^\s`{}]+)`/.exec(readme);

describe('the searches offered to a newcomer, on the real service', needsRealData, () => {
  let app: ReturnType<typeof buildTestApp>;
  beforeAll(async () => {
    app = buildTestApp({ engine: await openRealEngine() });
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const res = await app.inject({ url: `/api${url}`, headers: bearer(API_TOKEN) });
    expect(res.statusCode, url).toBe(200);
    return res.json() as unknown;
  };

  it.each(LANGS)('every landing-page example in %s is typed words and fills a first page', async (lang) => {
    for (const example of examples(lang)) {
      if (example.kind === 'programs') {
        expect(example.search.keyword, example.key).not.toMatch(CODE);
        const list = programListSchema.parse(
          await get(programsApiPath({ ...example.search, userId: 'examples' })),
        );
        expect(list.SearchedOn.IsCode, example.key).toBe(false);
        expect(list.RecordCount, `${lang} ${example.key}`).toBeGreaterThanOrEqual(FULL_PAGE);
      } else {
        const list = institutionListSchema.parse(
          await get(institutionsApiPath({ ...example.search, userId: 'examples' })),
        );
        expect(list.RecordCount, `${lang} ${example.key}`).toBeGreaterThanOrEqual(FULL_PAGE);
      }
    }
  });

  it('the README’s first search (a keyword and a place, at the default distance) fills a first page', async () => {
    const [, keyword = '', location = ''] = typed ?? [];
    expect(keyword).not.toMatch(CODE);
    const list = programListSchema.parse(
      await get(
        programsApiPath({
          ...defaultProgramsSearch,
          userId: 'readme',
          keyword,
          location,
          radius: '25',
        }),
      ),
    );
    expect(list.RecordCount, `"${keyword}" near "${location}"`).toBeGreaterThanOrEqual(FULL_PAGE);
  });

  it('the README’s curl search fills a first page, and its program page is one of that page’s programs', async () => {
    expect(searchPath).toBeDefined();
    expect(detailsPath).not.toBeNull();
    const list = programListSchema.parse(await get(searchPath ?? ''));
    expect(list.SearchedOn.IsCode).toBe(false);
    expect(list.RecordCount).toBeGreaterThanOrEqual(FULL_PAGE);
    const id = detailsPath?.[1]?.split('/').at(-1);
    expect(list.SchoolPrograms.map((p) => String(p.DetailId))).toContain(id);
    const details = (await get(`${detailsPath?.[1]}?location=${detailsPath?.[2]}`)) as { DetailId: number };
    expect(String(details.DetailId)).toBe(id);
  });
});
