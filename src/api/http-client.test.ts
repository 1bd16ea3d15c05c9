import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NO_DATA_MESSAGE } from '../../contract/errors';
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../contract/requests';
import { programList } from '../../tests/factories/programs';
import { server } from '../../tests/msw/node';
import { testConfig } from '../../tests/render';
import { ApiError } from './api-error';
import { fetchInstitutions, fetchMetadata, fetchPrograms } from './search-api';

const programsUrl = 'http://localhost:3000/api/v2/training/programs/*';

function answerPrograms(body: unknown, status = 200) {
  server.use(http.get(programsUrl, () => HttpResponse.json(body as object, { status })));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('API module', () => {
  it('sends Accept: application/json and the Bearer token to a path built by the contract', async () => {
    let seen: { url: string; accept: string | null; auth: string | null } | null = null;
    server.use(
      http.get(programsUrl, ({ request }) => {
        seen = {
          url: request.url,
          accept: request.headers.get('Accept'),
          auth: request.headers.get('Authorization'),
        };
        return HttpResponse.json(programList());
      }),
    );
    await fetchPrograms(testConfig, {
      ...defaultProgramsSearch,
      keyword: 'welding',
      area: ['Travis County, TX'],
    });
    expect(seen).toEqual({
      url: 'http://localhost:3000/api/v2/training/programs/training-search-web/welding/0/0/0/0/0/0/0/0/Travis%20County%2C%20TX/0/0/0/10',
      accept: 'application/json',
      auth: 'Bearer mock-public-token',
    });
  });

  it('parses a real answer of the mock service into typed results', async () => {
    const list = await fetchInstitutions(testConfig, {
      ...defaultInstitutionsSearch,
      location: 'Austin, TX',
      radius: '25',
    });
    expect(list.SchoolPrograms.map((s) => s.SchoolName)).toEqual(['Hill Country Community College']);
  });

  it('reads upstream\'s 404 "No data available" as zero results', async () => {
    answerPrograms({ Message: NO_DATA_MESSAGE }, 404);
    const list = await fetchPrograms(testConfig, { ...defaultProgramsSearch, keyword: 'zzz' });
    expect(list.RecordCount).toBe(0);
    expect(list.SchoolPrograms).toEqual([]);
  });

  it.each([
    [400, { Message: 'We don\'t know the location "Atlantis".', Segment: 'location' }, /Atlantis/],
    [401, { Message: 'A valid Bearer token is required.' }, /did not accept this page’s access key/],
    [404, { Message: 'Not found' }, /does not know this kind of search/],
    [429, { Message: 'Slow down' }, /Too many searches/],
    [502, { Message: 'Upstream failed' }, /having trouble reaching its data/],
    [500, {}, /Something went wrong on the search service/],
  ])('maps HTTP %i to a plain message', async (status, body, message) => {
    answerPrograms(body, status);
    const error = await failure(fetchPrograms(testConfig, defaultProgramsSearch));
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
  });

  it('keeps the segment the service blamed', async () => {
    answerPrograms({ Message: 'radius must be 1 to 500', Segment: 'radius' }, 400);
    expect((await failure(fetchPrograms(testConfig, defaultProgramsSearch))).segment).toBe('radius');
  });

  it('turns an answer that breaks the contract into an ordinary error', async () => {
    answerPrograms({ ...programList(), RecordCount: 'many' });
    const error = await failure(fetchPrograms(testConfig, defaultProgramsSearch));
    expect(error.message).toMatch(/could not read/);
  });

  it('accepts upstream leniencies: nulls for empty lists and the MetaData spelling', async () => {
    const { Metadata: _, ...rest } = programList();
    answerPrograms({
      ...rest,
      DidYouMean: null,
      AreaCountList: null,
      MetaData: {
        Publisher: 'P',
        Sponsor: null,
        LastAccessDate: '',
        CitationSuggested: '',
        DataSource: null,
      },
    });
    expect(await fetchMetadata(testConfig)).toEqual({
      Publisher: 'P',
      Sponsor: '',
      LastAccessDate: '',
      CitationSuggested: '',
      DataSource: [],
    });
  });

  it('says plainly when the service cannot be reached', async () => {
    server.use(http.get(programsUrl, () => HttpResponse.error()));
    const error = await failure(fetchPrograms(testConfig, defaultProgramsSearch));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/couldn't reach the search service/);
  });

  it('aborts a superseded request instead of reporting a failure', async () => {
    const controller = new AbortController();
    server.use(http.get(programsUrl, () => new Promise<Response>(() => undefined)));
    const pending = fetchPrograms(testConfig, defaultProgramsSearch, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
