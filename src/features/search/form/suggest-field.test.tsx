// The Keyword and Location comboboxes on the landing page (APG pattern), against the mock suggest operation.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../tests/msw/node';
import { renderApp } from '../../../../tests/render';

describe('suggestions as you type', () => {
  it('stays quiet when the field already holds the first suggestion, until asked with the arrow keys', async () => {
    const { user } = renderApp('/');
    const keyword = await screen.findByRole('combobox', { name: 'Keyword or occupation' });
    await user.click(keyword);
    await user.keyboard('welding');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The arrow key opens the list once the suggestions are in (on a busy machine they may take a moment).
    await waitFor(
      async () => {
        await user.keyboard('{ArrowDown}');
        expect(screen.getByRole('listbox', { name: 'Keyword or occupation suggestions' })).toBeVisible();
      },
      { timeout: 5000 },
    );
  });

  it('offers suggestions in a listbox, chosen with the arrow keys and Enter, by keyboard alone', async () => {
    const { user, currentUrl } = renderApp('/');
    const keyword = await screen.findByRole('combobox', { name: 'Keyword or occupation' });
    expect(keyword).toHaveAttribute('aria-expanded', 'false');
    await user.click(keyword);
    await user.keyboard('weld');
    const list = await screen.findByRole('listbox', { name: 'Keyword or occupation suggestions' });
    expect(keyword).toHaveAttribute('aria-expanded', 'true');
    expect(keyword).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('welding'),
        expect.stringContaining('Welding Technology/Welder'),
      ]),
    );
    // The count is announced.
    expect(
      screen.getByText(`${options.length} suggestions. Use the up and down arrow keys to choose one.`),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(keyword).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(keyword).toHaveValue('welding');
    expect(keyword).toHaveAttribute('aria-expanded', 'false');
    expect(currentUrl()).toBe('/'); // choosing fills the field; it does not search yet

    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.click(location);
    await user.keyboard('lubb');
    const places = await screen.findByRole('listbox', { name: 'Location suggestions' });
    expect(within(places).getByRole('option', { name: /Lubbock, TX/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location).toHaveValue('Lubbock, TX');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(currentUrl()).toBe('/programs/welding/Lubbock%2C%20TX/25/0/0/0/0/0/0/0/0/0/0/10'),
    );
  });

  it('closes with Escape, keeping what was typed', async () => {
    const { user } = renderApp('/');
    const keyword = await screen.findByRole('combobox', { name: 'Keyword or occupation' });
    await user.click(keyword);
    await user.keyboard('nurs');
    await screen.findByRole('listbox', { name: 'Keyword or occupation suggestions' });
    await user.keyboard('{Escape}');
    expect(keyword).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(keyword).toHaveValue('nurs');
  });

  it('asks once for what was typed in one go, not once per letter', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/suggest/'))
        asked.push(decodeURIComponent(request.url.split('/').at(-1) ?? ''));
    });
    try {
      const { user } = renderApp('/');
      const keyword = await screen.findByRole('combobox', { name: 'Keyword or occupation' });
      await user.click(keyword);
      await user.keyboard('weldin');
      await screen.findByRole('listbox', { name: 'Keyword or occupation suggestions' });
      expect(asked).toEqual(['weldin']);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('asks for no suggestions while a results page loads, only once the reader goes to a filled-in field', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/suggest/'))
        asked.push(decodeURIComponent(request.url.split('/').at(-1) ?? ''));
    });
    try {
      const { user } = renderApp('/programs/welding/Lubbock%2C%20TX/50');
      await screen.findAllByRole('heading', { level: 3, name: /welding/i }, { timeout: 10_000 });
      const keyword = screen.getByRole('combobox', { name: 'Keyword or occupation' });
      // Longer than the typing pause after which suggestions are asked for.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(asked).toEqual([]);
      await user.click(keyword);
      await waitFor(
        async () => {
          await user.keyboard('{ArrowDown}');
          expect(screen.getByRole('listbox', { name: 'Keyword or occupation suggestions' })).toBeVisible();
        },
        { timeout: 5000 },
      );
      expect(asked).toEqual(['welding']);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('goes on without suggestions when the service cannot give them', async () => {
    server.use(http.get('*/api/v2/training/suggest/*', () => new Response('down', { status: 503 })));
    const { user, currentUrl } = renderApp('/');
    const keyword = await screen.findByRole('combobox', { name: 'Keyword or occupation' });
    await user.click(keyword);
    await user.keyboard('welding{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
