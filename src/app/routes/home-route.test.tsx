import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';

describe('landing page', () => {
  it('has one search form with the labelled fields and example searches', async () => {
    renderApp('/');
    const search = await screen.findByRole('search');
    expect(screen.getAllByRole('search')).toHaveLength(1);
    expect(within(search).getByRole('combobox', { name: 'Keyword or occupation' })).toHaveValue('');
    expect(within(search).getByRole('combobox', { name: 'Distance' })).toHaveValue('25');
    expect(within(search).getByRole('link', { name: 'Programs' })).toBeInTheDocument();
    expect(within(search).getByRole('link', { name: 'Schools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Welding near Houston, TX' })).toHaveAttribute(
      'href',
      '/programs/welding/Houston%2C%20TX/25/0/0/0/0/0/0/0/0/0/0/10',
    );
    // Words people type, never a code (issue 19).
    expect(screen.getByRole('link', { name: 'Registered nurse programs in Texas' })).toHaveAttribute(
      'href',
      '/programs/registered%20nurse/TX/0/0/0/0/0/0/0/0/0/0/0/10',
    );
    expect(screen.getByRole('link', { name: 'About this data' })).toHaveAttribute('href', '/about');
  });

  it('searches with a location at the default 25 miles and moves focus to the results', async () => {
    const { user, router, currentUrl } = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'Keyword or occupation' }), 'welding');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Lubbock, TX');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/programs/welding/Lubbock%2C%20TX/25/0/0/0/0/0/0/0/0/0/0/10'),
    );
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('3 programs')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
  });

  it('searches nationwide (radius 0) when no location is given, by keyboard alone', async () => {
    const { user, currentUrl } = renderApp('/');
    await screen.findByRole('search');
    await user.tab(); // skip link
    await user.tab(); // product name
    await user.tab(); // language switch
    await user.tab(); // Programs
    await user.tab(); // Schools
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Keyword or occupation' })).toHaveFocus();
    await user.keyboard('nursing{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/programs/nursing/0/0/0/0/0/0/0/0/0/0/0/0/10'));
    expect(await screen.findByText('4 programs')).toBeInTheDocument();
  });

  it('says plainly that it runs on demo data when configured so', async () => {
    renderApp('/');
    expect(await screen.findByText(/^Demo data:/)).toBeInTheDocument();
  });

  it('does not claim demo data on real data', async () => {
    renderApp('/', { dataKind: 'real' });
    await screen.findByRole('search');
    expect(screen.queryByText(/Demo data/)).not.toBeInTheDocument();
  });
});
