// Compare on the MSW mock service: tick programs in the results, open them side by side in one table.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';

const welding = '/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10';

describe('compare', () => {
  it('ticks up to four programs; the selection lives in the URL; the table has a caption and headers', async () => {
    const { user, currentUrl } = renderApp(welding);
    const results = await screen.findByRole('list', { name: 'Search results' });
    const boxes = () => within(results).getAllByRole('checkbox', { name: 'Compare' });
    await user.click(boxes()[0] as HTMLElement);
    await waitFor(() => expect(currentUrl()).toMatch(/\?compare=\d+$/));
    for (const k of [1, 2, 3]) await user.click(boxes()[k] as HTMLElement);
    await waitFor(() => expect(currentUrl()).toMatch(/\?compare=\d+%2C\d+%2C\d+%2C\d+$/));
    // A fifth cannot be ticked, and the page says why.
    await waitFor(() => expect(boxes()[4]).toBeDisabled());
    expect(screen.getAllByText('You can compare up to 4 programs.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('link', { name: 'Compare 4 programs' }));
    const table = await screen.findByRole('table', { name: 'Comparing 4 programs' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    for (const row of [
      'Cost',
      'Length',
      'Credential',
      'Format',
      'Distance',
      'Sector',
      'Completions',
      'Leads to',
      'Services',
    ])
      expect(within(table).getByRole('rowheader', { name: row })).toBeInTheDocument();
  });

  it('a compare link opened as it is shows the same programs', async () => {
    renderApp('/compare?ids=3%2C8');
    const table = await screen.findByRole('table', { name: 'Comparing 2 programs' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Structural Welding Certificate', 'Pipe Welding Fundamentals']);
    expect(within(table).getByText('$1,800 for the program (2023–24)')).toBeInTheDocument();
    // Pay side by side, labelled for what it is: the occupations' national median, not graduates' earnings.
    expect(
      within(table).getAllByText('$51,000 a year: national median pay of the occupation it leads to'),
    ).toHaveLength(2);
  });
});
