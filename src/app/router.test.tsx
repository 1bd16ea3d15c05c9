// The route table: which page a URL opens (case-insensitive, a trailing slash allowed, shorter search prefixes
// completed), and what each URL starts before its page renders — the very queries the page then reads.
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultInstitutionsSearch, defaultProgramsSearch } from '../../contract/requests';
import { createSearchApi } from '../api/search-api';
import { compareHref, shortlistHref } from '../config/routes';
import { server } from '../../tests/msw/node';
import { renderApp, testConfig } from '../../tests/render';
import { prefetchRoute } from './router';

describe('routes', () => {
  it.each(['/About', '/about/'])('opens the about page at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'About this data' })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/about/more', '/compare/1', '/shortlist/x'])(
    'says a page is not found at %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    ['/Programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10', 'Results'],
    ['/programs/welding/', 'Results'],
    ['/SCHOOLS/0/welding/0/0/0/0/0/0/10', 'Results'],
    ['/program/abc', 'This search link is not valid'],
  ])('opens %s (heading "%s")', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it("sends a results page's search once: the request started for the URL is the one the page reads", async () => {
    const searches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/training/programs/')) searches.push(request.url);
    });
    const { user } = renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    await user.click(screen.getByRole('link', { name: 'Start a new search' }));
    await user.type(await screen.findByRole('combobox', { name: 'Keyword or occupation' }), 'welding');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Search results' });
    // The next page is prefetched once the first has arrived (decision 0044): it is the only other request.
    await waitFor(() => expect(searches.filter((u) => u.endsWith('/0/10')).length).toBe(1));
    server.events.removeAllListeners();
  });
});

describe('prefetchRoute', () => {
  const api = createSearchApi(testConfig);
  const started = (path: string) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const [pathname = '', search = ''] = path.split(/(?=\?)/);
    prefetchRoute({ pathname, search }, { queryClient, api });
    return queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
  };

  it("starts, from the URL alone, the query its page reads (a short URL's completed one)", () => {
    const welding = { ...defaultProgramsSearch, keyword: 'welding', location: 'Lubbock, TX', radius: '50' };
    expect(started('/programs/welding/Lubbock%2C%20TX/50')).toEqual([api.programs(welding).queryKey]);
    expect(started('/PROGRAMS/welding/Lubbock%2C%20TX/50/0/0/0/0/0/0/0/0/0/0/10/')).toEqual([
      api.programs(welding).queryKey,
    ]);
    expect(started('/schools/Austin%2C%20TX/0/0/0/0/0/0/0/10?radius=25')).toEqual([
      api.institutions({ ...defaultInstitutionsSearch, location: 'Austin, TX', radius: '25' }).queryKey,
    ]);
    expect(started('/program/123?from=TX')).toEqual([api.program('123', 'TX').queryKey]);
    expect(started(compareHref({ compare: ['1', '2'], list: [] }, 'TX'))).toEqual([
      api.program('1', 'TX').queryKey,
      api.program('2', 'TX').queryKey,
    ]);
    expect(started('/about')).toEqual([api.metadata().queryKey]);
  });

  it('starts no request for a page without one, nor for a link that cannot be read', () => {
    for (const path of [
      '/',
      shortlistHref(['1', '2']),
      '/nowhere',
      '/program/abc',
      '/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/first/10',
    ])
      expect(started(path)).toEqual([]);
  });
});
