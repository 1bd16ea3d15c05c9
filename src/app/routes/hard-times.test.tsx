// The page when things go wrong around it: a place the service cannot use, a service that cannot be reached, and a
// service that came back with a new token. None of them needs a reload.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../../tests/msw/handlers';
import { mockConfig } from '../../../tests/msw/config';
import { server } from '../../../tests/msw/node';
import { renderApp } from '../../../tests/render';
import { programList } from '../../../tests/factories/programs';
import { createQueryClient } from '../query-client';

const programsUrl = '*/api/v2/training/programs/*';

describe('a place the service cannot use', () => {
  it('is shown on the Location field with links that search each likely place', async () => {
    server.use(
      http.get(programsUrl, () =>
        HttpResponse.json(
          {
            Message: 'Which Springfield do you mean? Add the state, such as "Springfield, IL".',
            Segment: 'location',
            Candidates: [
              { Value: 'Springfield, IL', Item: 'Springfield, Illinois' },
              { Value: 'Springfield, MO', Item: 'Springfield, Missouri' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/programs/welding/Springfield/50/0/0/0/0/0/0/0/0/0/0/10');
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'));
    expect(location).toHaveAccessibleDescription(/Which Springfield do you mean\?/);
    expect(location).toHaveFocus();
    const places = screen.getByRole('list', { name: 'Places you may have meant' });
    const links = within(places).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Springfield, IL', 'Springfield, MO']);
    // The same search, in that place, at the same distance.
    expect(links[0]).toHaveAttribute(
      'href',
      '/programs/welding/Springfield%2C%20IL/50/0/0/0/0/0/0/0/0/0/0/10',
    );
    // Not a failed search: no "Try again" that could not help, no jargon.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/nationwide|0 for/);
    expect(await screen.findByText(/Choose one of the places listed under Location/)).toBeInTheDocument();
  });

  it('searches the place chosen', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/Austin/0/0/0/0/0/0/0/0/0/0/0/10');
    // Once the results area has rendered too (the first render of the frame may be replaced).
    await screen.findByText(/Choose one of the places listed under Location/);
    const places = screen.getByRole('list', { name: 'Places you may have meant' });
    await user.click(within(places).getByRole('link', { name: 'Austin, TX' }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/programs\/welding\/Austin%2C%20TX\//));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).not.toHaveAttribute('aria-invalid');
  }, 20_000);
});

describe('a service that cannot be reached', () => {
  it('keeps the last results and filters, says they may be out of date, and recovers by itself', async () => {
    let down = false;
    server.use(
      http.get(programsUrl, () => (down ? HttpResponse.error() : undefined)),
      ...handlers,
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 50 },
    });
    const { user } = renderApp('/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10', {}, { queryClient });
    const list = await screen.findByRole('list', { name: 'Search results' });
    const before = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    down = true;
    // A new search (the next page would come from the cache: it was fetched ahead).
    await user.type(screen.getByRole('combobox', { name: 'Keyword or occupation' }), 'nursing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const notice = await waitFor(() => {
      const found = screen
        .getAllByRole('status')
        .find((el) => /We can.t reach the search service right now/.test(el.textContent ?? ''));
      if (!found) throw new Error('no notice yet');
      return found;
    });
    expect(notice).toHaveTextContent(
      /The results below are from your last search that worked and may be out of date/,
    );
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The earlier results and the filters stay on screen.
    expect(
      within(screen.getByRole('list', { name: 'Search results' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(before);
    expect(screen.getByRole('group', { name: 'Program length' })).toBeInTheDocument();
    // Back: the next try brings the page asked for, without a click.
    down = false;
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'Search results' }))
            .getAllByRole('heading', { level: 3 })
            .map((h) => h.textContent),
        ).not.toEqual(before),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(screen.queryByText(/We can.t reach the search service/)).not.toBeInTheDocument(),
    );
  }, 20_000);
});

describe('a service restarted with a new token', () => {
  it('reads the configuration again after a 401 and repeats the search once', async () => {
    const seen: string[] = [];
    server.use(
      http.get(programsUrl, ({ request }) => {
        const auth = request.headers.get('Authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer renewed-token'
          ? HttpResponse.json(programList())
          : HttpResponse.json({ Message: 'The API token is not valid.' }, { status: 401 });
      }),
      // The Keyword field's suggestions go through the same session: the renewed token works there too.
      http.get('*/api/v2/training/suggest/*', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer renewed-token'
          ? HttpResponse.json({ Field: 'keyword', Query: 'welding', Suggestions: [] })
          : HttpResponse.json({ Message: 'The API token is not valid.' }, { status: 401 }),
      ),
    );
    let reads = 0;
    const reloadConfig = async () => {
      reads += 1;
      return { ...mockConfig, token: 'renewed-token' };
    };
    renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10', { token: 'stale-token' }, { reloadConfig });
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(reads).toBe(1);
    expect(seen.slice(0, 2)).toEqual(['Bearer stale-token', 'Bearer renewed-token']);
  });

  it('says what happened when even the renewed token is refused', async () => {
    server.use(
      http.get(programsUrl, () =>
        HttpResponse.json({ Message: 'The API token is not valid.' }, { status: 401 }),
      ),
    );
    renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10', {}, { reloadConfig: async () => mockConfig });
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not accept this page’s access key/);
  });
});
