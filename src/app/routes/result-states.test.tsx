import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NO_DATA_MESSAGE } from '../../../contract/errors';
import { handlers } from '../../../tests/msw/handlers';
import { server } from '../../../tests/msw/node';
import { renderApp } from '../../../tests/render';

const programsUrl = '*/api/v2/training/programs/*';

describe('results page states', () => {
  it('explains an error in plain words and recovers with "Try again"', async () => {
    let serviceDown = true;
    server.use(
      http.get(programsUrl, () =>
        serviceDown ? HttpResponse.json({ Message: 'boom' }, { status: 503 }) : undefined,
      ),
      ...handlers,
    );
    const { user } = renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('having trouble reaching its data');
    serviceDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9 programs')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the service's message for an unknown location on the Location field, not as a failed search", async () => {
    renderApp('/programs/welding/Atlantis/25/0/0/0/0/0/0/0/0/0/0/10');
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'));
    expect(location).toHaveAccessibleDescription(/We don't know the location "Atlantis"/);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/The search didn.t work/)).not.toBeInTheDocument();
  });

  it('treats upstream\'s "No data available" 404 as an empty result with things to try', async () => {
    server.use(http.get(programsUrl, () => HttpResponse.json({ Message: NO_DATA_MESSAGE }, { status: 404 })));
    renderApp('/programs/welding/Lubbock%2C%20TX/25/0/1002/0/0/0/0/0/0/0/0/10');
    expect(await screen.findByText('0 programs')).toBeInTheDocument();
    expect(screen.getByText('No programs match this search.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search within 50 miles' })).toHaveAttribute(
      'href',
      '/programs/welding/Lubbock%2C%20TX/50/0/1002/0/0/0/0/0/0/0/0/10',
    );
    expect(screen.getByRole('link', { name: 'Search without filters' })).toHaveAttribute(
      'href',
      '/programs/welding/Lubbock%2C%20TX/25/0/0/0/0/0/0/0/0/0/0/10',
    );
    expect(screen.getByRole('link', { name: 'Search nationwide' })).toBeInTheDocument();
  });

  it('keeps the previous page visible and dimmed while the next one loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(programsUrl, async ({ request }) => {
        if (request.url.endsWith('/10/10')) await gate;
        return undefined;
      }),
      ...handlers,
    );
    const { user } = renderApp('/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10');
    const list = await screen.findByRole('list', { name: 'Search results' });
    const firstPage = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(firstPage);
    act(() => release());
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when a search link cannot be read', async () => {
    renderApp('/programs/0/0/0/0/0/0/0/0/0/0/0/0/first/10');
    expect(await screen.findByRole('heading', { name: 'This search link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(/startRecord must be a whole number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/');
  });

  it('tells the reader when the browser goes offline, and when it is back', async () => {
    renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10');
    await screen.findByText('9 programs');
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByText(/You appear to be offline/)).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', {
        configurable: true,
        get: () => onLine?.get?.call(navigator) ?? true,
      });
    }
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You appear to be offline/)).not.toBeInTheDocument();
  });
});
