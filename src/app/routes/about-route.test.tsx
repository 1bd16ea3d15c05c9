import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { programList } from '../../../tests/factories/programs';
import { server } from '../../../tests/msw/node';
import { renderApp } from '../../../tests/render';

describe('About this data', () => {
  it('lists the sources, vintages and citation from Metadata, and says when it is demo data', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About this data' })).toBeInTheDocument();
    const sources = await screen.findByRole('region', { name: 'Sources' });
    const [entry] = within(sources).getAllByRole('listitem');
    if (!entry) throw new Error('no source listed');
    expect(within(entry).getByRole('heading', { name: 'Test programs' })).toBeInTheDocument();
    expect(entry).toHaveTextContent('Vintage: fixtures v1');
    expect(within(entry).getByRole('link')).toHaveAttribute('href', 'https://example.org/training-search');
    expect(screen.getByRole('region', { name: 'How to cite' })).toHaveTextContent(
      'Training Search test fixtures',
    );
    expect(screen.getAllByText(/^Demo data:/).length).toBeGreaterThan(0);
  });

  it('asks the service for metadata with enableMetaData=true', async () => {
    let asked = '';
    server.use(
      http.get('*/api/v2/training/programs/*', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(programList({ Metadata: null }));
      }),
    );
    renderApp('/about', { dataKind: 'real' });
    expect(
      await screen.findByText('The search service did not describe its data sources.'),
    ).toBeInTheDocument();
    expect(asked).toBe('?enableMetaData=true');
  });
});
