import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw/node';
import { renderApp } from '../../../tests/render';

const results = () => screen.findByRole('list', { name: 'Search results' });
const resultNames = async () =>
  within(await results())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/programs', () => {
  it('completes a shorter URL with defaults by a replace and shows the results', async () => {
    const { router, currentUrl } = renderApp('/programs/welding/Lubbock%2C%20TX/100');
    await waitFor(() =>
      expect(currentUrl()).toBe('/programs/welding/Lubbock%2C%20TX/100/0/0/0/0/0/0/0/0/0/0/10'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('5 programs')).toBeInTheDocument();
    expect(await resultNames()).toContain('Pipe Welding Fundamentals');
    const search = screen.getByRole('search');
    expect(within(search).getByRole('combobox', { name: 'Keyword or occupation' })).toHaveValue('welding');
    expect(within(search).getByRole('combobox', { name: 'Location' })).toHaveValue('Lubbock, TX');
    expect(within(search).getByRole('combobox', { name: 'Distance' })).toHaveValue('100');
  });

  it('shows what each program offers: school website with a scheme, phone link, badge, occupations', async () => {
    renderApp('/programs/Pipe%20Welding/0/0/0/0/0/0/0/0/0/0/0/0/10');
    const c = within(await screen.findByRole('article', { name: 'Pipe Welding Fundamentals' }));
    expect(c.getByRole('link', { name: 'Caprock Community College' })).toHaveAttribute(
      'href',
      'https://caprock.example.edu',
    );
    expect(c.getByRole('link', { name: '(806) 555-0144' })).toHaveAttribute('href', 'tel:+18065550144');
    expect(c.getByText('WIOA-eligible')).toBeInTheDocument();
    expect(c.getByText('Welders, Cutters, Solderers, and Brazers')).toBeInTheDocument();
    expect(c.getByText('Hybrid')).toBeInTheDocument();
  });

  it('ticks a facet: pushes a URL with the value, back on page 1, and narrows the results', async () => {
    const { user, router, currentUrl } = renderApp('/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10');
    expect(await screen.findByText('8 programs')).toBeInTheDocument();
    const school = screen.getByRole('group', { name: 'School' });
    await user.click(within(school).getByRole('checkbox', { name: 'Caprock Community College (2)' }));
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/TX/0/0/1002/0/0/0/0/0/0/0/0/10'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('2 programs')).toBeInTheDocument();
    expect(within(school).getByRole('checkbox', { name: 'Caprock Community College (2)' })).toBeChecked();
    // Disjunctive counts: the School facet keeps its other options to add to the selection.
    await user.click(within(school).getByRole('checkbox', { name: /^Llano Estacado Technical College/ }));
    await waitFor(() => expect(currentUrl()).toContain('/1002%7C1001/'));
    expect(await screen.findByText('5 programs')).toBeInTheDocument();
  });

  it('removes one applied filter, and clears them all', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/TX/0/0/1002%7C1001/0/0/0/Y/0/0/0/0/10');
    const remove = await screen.findByRole('button', { name: 'Remove filter: Caprock Community College' });
    expect(
      screen.getByRole('button', { name: 'Remove filter: WIOA-eligible programs only' }),
    ).toBeInTheDocument();
    await user.click(remove);
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/TX/0/0/1001/0/0/0/Y/0/0/0/0/10'));
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10'));
    expect(await screen.findByText('8 programs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
  });

  it('offers the WIOA-eligible source filter with the ETPL count and applies it', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10');
    const source = await screen.findByRole('group', { name: 'Source' });
    await user.click(within(source).getByRole('checkbox', { name: 'WIOA-eligible programs only (3)' }));
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/0/0/0/0/0/0/0/Y/0/0/0/0/10'));
    expect(await screen.findByText('3 programs')).toBeInTheDocument();
  });

  it('pages with real links, marks the current page and moves focus to the results', async () => {
    const { user, currentUrl } = renderApp('/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10');
    expect(await screen.findByText('26 programs')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    const next = within(pagination).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/programs/0/0/0/0/0/0/0/0/0/0/0/0/10/10');
    await user.click(next);
    await waitFor(() => expect(currentUrl()).toBe('/programs/0/0/0/0/0/0/0/0/0/0/0/0/10/10'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('sorts and changes the page size through the URL, back on page 1', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/10/10');
    await results();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Program Z–A');
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/0/0/0/0/0/0/0/0/0/Program/DESC/0/10'));
    await waitFor(async () => expect((await resultNames())[0]).toBe('Welding Technology/Welder'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Results per page' }), '25');
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/0/0/0/0/0/0/0/0/0/Program/DESC/0/25'));
    expect(await screen.findByText('9 programs')).toBeInTheDocument();
    await waitFor(async () => expect(await resultNames()).toHaveLength(9));
  });

  it('walks back and forward through searches', async () => {
    const { user, router, currentUrl } = renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10');
    expect(await screen.findByText('9 programs')).toBeInTheDocument();
    const keyword = screen.getByRole('combobox', { name: 'Keyword or occupation' });
    await user.clear(keyword);
    await user.type(keyword, 'nursing');
    expect(currentUrl()).toBe('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10'); // typing leaves the URL alone
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('4 programs')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
    await router.navigate(-1);
    expect(await screen.findByText('9 programs')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Keyword or occupation' })).toHaveValue('welding');
    await router.navigate(1);
    expect(await screen.findByText('4 programs')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Keyword or occupation' })).toHaveValue('nursing');
  });

  it('offers "Did you mean" links when a word is misspelled', async () => {
    const { user, currentUrl } = renderApp('/programs/welding%20technolgy/0/0/0/0/0/0/0/0/0/0/0/0/10');
    expect(await screen.findByText(/Did you mean/)).toBeInTheDocument();
    const fix = screen.getByRole('link', { name: 'welding technology' });
    await user.click(fix);
    await waitFor(() =>
      expect(currentUrl()).toBe('/programs/welding%20technology/0/0/0/0/0/0/0/0/0/0/0/0/10'),
    );
  });

  it('says when it auto-corrected, and "Search instead for" shows the typed word without correction', async () => {
    const { user, currentUrl } = renderApp('/programs/weldng/0/0/0/0/0/0/0/0/0/0/0/0/10');
    expect(await screen.findByText('Showing results for')).toHaveTextContent('Showing results for welding');
    expect(screen.getByText('9 programs')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search instead for weldng' }));
    await waitFor(() => expect(currentUrl()).toBe('/programs/weldng/0/0/0/0/0/0/0/0/0/0/0/0/10?exact=1'));
    expect(await screen.findByText('0 programs')).toBeInTheDocument();
    expect(screen.getByText('No programs match this search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'welding' })).toBeInTheDocument();
  });
});

describe('/programs document title', () => {
  it('names the search', async () => {
    renderApp('/programs/welding/Lubbock%2C%20TX/100/0/0/0/0/0/0/0/0/0/0/10');
    await waitFor(() =>
      expect(document.title).toBe('Programs for “welding” near Lubbock, TX — Training Search'),
    );
  });
});

describe('/programs prefetching', () => {
  it('fetches the next page in the background once the current one is shown', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname.split('/').slice(-2).join('/'));
    });
    try {
      renderApp('/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10');
      expect(await screen.findByText('26 programs')).toBeInTheDocument();
      await waitFor(() => expect(asked).toEqual(['0/10', '10/10']));
    } finally {
      server.events.removeAllListeners();
    }
  });
});
