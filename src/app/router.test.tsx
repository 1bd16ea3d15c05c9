// Which page a URL opens: matched on the first segment as React Router's matcher did (case-insensitive, a
// trailing slash allowed), and a page's requests start as its navigation starts, before the page renders.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/render';

describe('routes', () => {
  it.each(['/About', '/about/'])('opens the about page at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'About this data' })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/about/more', '/compare/1'])('says a page is not found at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/');
  });

  it("starts a page's request when its navigation starts, before the page renders", async () => {
    const { history, queryClient } = renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    let fetchingBeforeRender = 0;
    let pageBeforeRender = '';
    // Navigating outside React, as back/forward does: the request leaves from the history listener, while the
    // page on screen is still the one before (React renders the next one after this callback).
    act(() => {
      history.push('/programs/cna/0/0/0/0/0/0/0/0/0/0/0/0/10');
      fetchingBeforeRender = queryClient.isFetching({ predicate: (q) => q.queryKey.includes('programs') });
      pageBeforeRender = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    });
    expect(fetchingBeforeRender).toBe(1);
    expect(pageBeforeRender).toBe('Page not found');
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });
});
