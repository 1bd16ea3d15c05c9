// The shortlist on the MSW mock service: added from the results, kept in the URL, shared as a link.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';

describe('shortlist', () => {
  it('adds programs from the results, carries them through a new search, and opens the list', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10');
    const card = within(await screen.findByRole('article', { name: 'Structural Welding Certificate' }));
    await user.click(card.getByRole('button', { name: 'Add to shortlist' }));
    await waitFor(() => expect(currentUrl()).toMatch(/\?list=3$/));
    const added = within(await screen.findByRole('article', { name: 'Structural Welding Certificate' }));
    expect(await added.findByRole('button', { name: 'Remove from shortlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A new search keeps the list.
    const search = screen.getByRole('search');
    await user.clear(within(search).getByRole('combobox', { name: 'Keyword or occupation' }));
    await user.type(within(search).getByRole('combobox', { name: 'Keyword or occupation' }), 'nursing');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/programs\/nursing\/.*\?list=3$/));
    const nurse = (await screen.findAllByRole('article', { name: /Nurs/ }))[0] as HTMLElement;
    await user.click(within(nurse).getByRole('button', { name: 'Add to shortlist' }));
    await waitFor(() => expect(currentUrl()).toMatch(/\?list=3%2C\d+$/));
    await user.click(await screen.findByRole('link', { name: 'Shortlist (2)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your shortlist: 2 programs' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toMatch(/^\/shortlist\?ids=3%2C\d+$/);
  });

  it('a shared link says "Shared list of N programs" with each program as it is now; copy link and print', async () => {
    const { user } = renderApp('/shortlist?ids=3%2C8%2C999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared list of 3 programs' }),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Shortlisted programs' }));
    expect(await list.findByRole('article', { name: 'Structural Welding Certificate' })).toBeInTheDocument();
    expect(list.getByText('$1,800 for the program')).toBeInTheDocument();
    expect(await list.findByText('Program 999 could not be shown.')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Remove from shortlist' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the clipboard; what the page put there is what a counselor pastes.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shortlist?ids=3%2C8%2C999`);
    expect(await screen.findByText('Link copied. Anyone who opens it sees this list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
