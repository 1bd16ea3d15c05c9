// Issue 8 on the results page: what the words meant, partial matches, and no dead ends on an empty result.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countItem, programItem, programList } from '../../../tests/factories/programs';
import { server } from '../../../tests/msw/node';
import { renderApp } from '../../../tests/render';

const programsUrl = '*/api/v2/training/programs/*';
const answer = (body: object) => server.use(http.get(programsUrl, () => HttpResponse.json(body)));

describe('results page, job seekers’ words', () => {
  it('says what a term was read as', async () => {
    answer(
      programList({
        SearchedOn: {
          ...programList().SearchedOn,
          KeywordEntered: 'CNA',
          Type: 'Keyword',
          Title: 'Nursing assistant (CNA)',
          UnderstoodAs: [
            {
              Words: 'cna',
              Meaning: 'Nursing assistant (CNA)',
              Source: 'Vocabulary',
              CipCodes: ['51.3902'],
              SocCodes: [],
            },
            { Words: 'classes', Meaning: '', Source: 'Ignored', CipCodes: [], SocCodes: [] },
          ],
        },
      }),
    );
    renderApp('/programs/CNA%20classes/0/0/0/0/0/0/0/0/0/0/0/0/10');
    const line = await screen.findByText(/Searched as:/);
    expect(line).toHaveTextContent('Searched as: Nursing assistant (CNA)');
  });

  it('says a job title was read through O*NET, naming its occupation', async () => {
    answer(
      programList({
        SearchedOn: {
          ...programList().SearchedOn,
          KeywordEntered: 'RDH',
          Type: 'Keyword',
          UnderstoodAs: [
            {
              Words: 'rdh',
              Meaning: 'Dental Hygienists',
              Source: 'JobTitle',
              CipCodes: ['51.0602'],
              SocCodes: ['29-1292'],
              Onet: ['29-1292.00'],
            },
          ],
        },
      }),
    );
    renderApp('/programs/RDH/0/0/0/0/0/0/0/0/0/0/0/0/10');
    const line = await screen.findByText(/Searched as:/);
    expect(line).toHaveTextContent('Searched as: Dental Hygienists (job title “rdh”, O*NET)');
  });

  it('offers the filters the words name as links, applies none, and shows an added one as removable', async () => {
    const understood = [
      {
        Words: 'cna',
        Meaning: 'Nursing assistant (CNA)',
        Source: 'Vocabulary',
        CipCodes: ['51.3902'],
        SocCodes: [],
      },
      {
        Words: 'online',
        Meaning: '',
        Source: 'Filter',
        CipCodes: [],
        SocCodes: [],
        Filter: { Name: 'programFormat', Value: 'Online' },
      },
      {
        Words: 'cheap',
        Meaning: '',
        Source: 'Filter',
        CipCodes: [],
        SocCodes: [],
        Filter: { Name: 'maxCost', Value: '5000' },
      },
    ];
    answer(
      programList({
        SearchedOn: {
          ...programList().SearchedOn,
          KeywordEntered: 'cheap online cna',
          UnderstoodAs: understood,
        },
        FormatCountList: [countItem({ Item: 'Online', Value: 'Online', Count: 3 })],
      }),
    );
    renderApp('/programs/cheap%20online%20cna/0/0/0/0/0/0/0/0/0/0/0/0/10');
    const offers = await screen.findByRole('region', { name: 'Filters your words name' });
    expect(offers).toHaveTextContent('We did not search for “online”, “cheap”');
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    const online = within(offers).getByRole('link', { name: 'Add filter: Online programs' });
    expect(online.getAttribute('href')).toContain('/Online/');
    expect(
      within(offers).getByRole('link', { name: 'Add filter: Cost up to $5,000' }).getAttribute('href'),
    ).toContain('maxCost=5000');
    await userEvent.click(online);
    expect(await screen.findByRole('button', { name: 'Remove filter: Online' })).toBeInTheDocument();
  });

  it('says plainly when the programs match only some of the words', async () => {
    answer(programList({ PartialMatch: { MatchedWords: ['welding'], MissingWords: ['underwater'] } }));
    renderApp('/programs/underwater%20welding/Houston%2C%20TX/25/0/0/0/0/0/0/0/0/0/0/10');
    expect(
      await screen.findByText(
        'No programs match all of “underwater welding”; showing programs that match “welding”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No program here matches “underwater”.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('names what emptied the list and links to the searches that undo it, with their counts', async () => {
    answer(
      programList({
        SchoolPrograms: [],
        RecordCount: 0,
        FormatCountList: [countItem({ Item: 'Online', Value: 'Online', Count: 0, IsSelected: true })],
        NoResultHints: {
          Distances: [
            { Radius: '25', Count: 0 },
            { Radius: '50', Count: 17 },
          ],
          Filters: [{ Segment: 'programFormat', Values: ['Online'], Count: 14 }],
          WithoutFilters: 14,
          Nationwide: 1064,
          Terms: [{ Term: 'home health aide', Meaning: 'Home health aide', Count: 5 }],
        },
      }),
    );
    renderApp('/programs/CNA/Marfa%2C%20TX/10/0/0/0/Online/0/0/0/0/0/0/10');
    expect(
      await screen.findByText('No programs for “CNA” within 10 miles of Marfa, TX; 17 within 50 miles.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 programs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search within 50 miles (17 programs)' })).toHaveAttribute(
      'href',
      '/programs/CNA/Marfa%2C%20TX/50/0/0/0/Online/0/0/0/0/0/0/10',
    );
    expect(screen.getByRole('link', { name: 'Removing “Online” gives 14 programs' })).toHaveAttribute(
      'href',
      '/programs/CNA/Marfa%2C%20TX/10/0/0/0/0/0/0/0/0/0/0/10',
    );
    expect(screen.getByRole('link', { name: 'Search nationwide (1,064 programs)' })).toHaveAttribute(
      'href',
      '/programs/CNA/0/0/0/0/0/Online/0/0/0/0/0/0/10',
    );
    expect(screen.getByRole('link', { name: 'home health aide' })).toHaveAttribute(
      'href',
      '/programs/home%20health%20aide/Marfa%2C%20TX/10/0/0/0/Online/0/0/0/0/0/0/10',
    );
  });

  it('follows a hint’s link to its results', async () => {
    server.use(
      http.get(programsUrl, ({ request }) =>
        request.url.includes('/Marfa%2C%20TX/10/')
          ? HttpResponse.json(
              programList({
                SchoolPrograms: [],
                RecordCount: 0,
                NoResultHints: {
                  Distances: [{ Radius: '25', Count: 1 }],
                  Filters: [],
                  WithoutFilters: -1,
                  Nationwide: 9,
                  Terms: [],
                },
              }),
            )
          : HttpResponse.json(
              programList({
                SchoolPrograms: [programItem({ EtaProgramName: 'Nurse Aide' })],
                RecordCount: 1,
              }),
            ),
      ),
    );
    const { user, currentUrl } = renderApp('/programs/CNA/Marfa%2C%20TX/10/0/0/0/0/0/0/0/0/0/0/10');
    await user.click(await screen.findByRole('link', { name: 'Search within 25 miles (1 program)' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('heading', { name: 'Nurse Aide' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/programs/CNA/Marfa%2C%20TX/25/0/0/0/0/0/0/0/0/0/0/10');
  });
});
