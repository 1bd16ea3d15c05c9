// Cards answer the first questions, and the added filters narrow by them (on the MSW mock service).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';

const welding = '/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10';

describe('program cards and the added filters', () => {
  it('a list program shows cost, length, credential, sector, a link to its page and its page at the school', async () => {
    renderApp(welding);
    const card = within(await screen.findByRole('article', { name: 'Structural Welding Certificate' }));
    expect(
      card.getByText('$3,350 for the program ($3,100 tuition and fees + $250 books and supplies)'),
    ).toBeInTheDocument();
    expect(card.getByText('10 weeks, 300 hours')).toBeInTheDocument();
    expect(card.getByText('Public, 2-year')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Structural Welding Certificate' })).toHaveAttribute(
      'href',
      '/program/3?from=TX',
    );
    expect(card.getByRole('link', { name: 'Program page at the school' })).toHaveAttribute(
      'href',
      'https://llano-tech.example.edu/welding',
    );
  });

  it('a college program shows its award level as such and who completed it, with the year', async () => {
    renderApp('/programs/welding/Lubbock%2C%20TX/25/0/1001/0/0/0/0/0/0/0/0/10');
    const cards = await screen.findAllByRole('article');
    const college = cards.find((c) => within(c).queryByText('34 people completed it in 2023–24'));
    expect(college).toBeDefined();
    expect(within(college as HTMLElement).getByText('Award level:')).toBeInTheDocument();
    expect(within(college as HTMLElement).queryByText('Credential:')).not.toBeInTheDocument();
  });

  it('a college program says what its cost, length, online offer and pay are (decisions 0171–0174)', async () => {
    renderApp('/programs/welding/Lubbock%2C%20TX/25/0/1001/0/0/0/0/0/0/0/0/10');
    const cards = await screen.findAllByRole('article');
    const college = within(
      cards.find((c) => within(c).queryByText('34 people completed it in 2023–24')) as HTMLElement,
    );
    expect(college.getByText('$2,550 a year at this college, in-district')).toBeInTheDocument();
    expect(
      college.getByText('usually 12 weeks to 1 year full-time, typical of this award level'),
    ).toBeInTheDocument();
    expect(college.getByText('This school offers programs fully online')).toBeInTheDocument();
    expect(
      college.getByText('$51,000 a year: national median pay of the occupation it leads to'),
    ).toBeInTheDocument();
  });

  it('ticking a maximum cost narrows to it, and "Not reported" is an option with its count', async () => {
    const { user, currentUrl } = renderApp(welding);
    const cost = await screen.findByRole('group', { name: 'Maximum cost' });
    expect(within(cost).getByRole('checkbox', { name: /^Not reported \(\d+\)$/ })).toBeInTheDocument();
    await user.click(within(cost).getByRole('checkbox', { name: '$2,500 or less (1)' }));
    await waitFor(() => expect(currentUrl()).toBe(`${welding}?maxCost=2500`));
    expect(await screen.findByText('1 program')).toBeInTheDocument();
    // Another maximum replaces the first; Not reported adds to it.
    await user.click(
      within(screen.getByRole('group', { name: 'Maximum cost' })).getByRole('checkbox', {
        name: /^\$5,000 or less/,
      }),
    );
    await waitFor(() => expect(currentUrl()).toBe(`${welding}?maxCost=5000`));
    expect(await screen.findByText('2 programs')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove filter: Maximum cost: $5,000 or less' }),
    ).toBeInTheDocument();
  });

  it('Format offers "Not reported", so ticking In-person need not drop every college program', async () => {
    const { user, currentUrl } = renderApp(welding);
    const format = await screen.findByRole('group', { name: 'Format' });
    const none = within(format).getByRole('checkbox', { name: /^Not reported \((\d+)\)$/ });
    const count = Number(
      /\((\d+)\)/.exec(none.getAttribute('aria-label') ?? none.parentElement?.textContent ?? '')?.[1],
    );
    await user.click(none);
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/TX/0/0/0/0/none/0/0/0/0/0/0/10'));
    expect(await screen.findByText(`${count} programs`)).toBeInTheDocument();
  });

  it('Pell Grant, sector and services are groups; the page says which sources report what', async () => {
    const { user, currentUrl } = renderApp(welding);
    const pell = await screen.findByRole('group', { name: 'Pell Grant eligible' });
    await user.click(within(pell).getByRole('checkbox', { name: 'Yes (2)' }));
    await waitFor(() => expect(currentUrl()).toBe(`${welding}?pell=yes`));
    expect(await screen.findByText('2 programs')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'School sector' })).toBeInTheDocument();
    expect(
      screen.getByText(/College programs from IPEDS report their award level and completions/),
    ).toBeInTheDocument();
  });

  it('School level is a group of its own (issue 20): ticking one narrows to it, and its chip says the level', async () => {
    const { user, currentUrl } = renderApp(welding);
    const level = await screen.findByRole('group', { name: 'School level' });
    const twoYear = within(level).getByRole('checkbox', { name: /^Two-year school \((\d+)\)$/ });
    const count = Number(
      /\((\d+)\)/.exec(twoYear.getAttribute('aria-label') ?? twoYear.parentElement?.textContent ?? '')?.[1],
    );
    expect(
      within(level).getByRole('checkbox', { name: /^Less-than-two-year school \(\d+\)$/ }),
    ).toBeInTheDocument();
    await user.click(twoYear);
    await waitFor(() => expect(currentUrl()).toBe(`${welding}?schoolLevel=two-year`));
    expect(await screen.findByText(`${count} programs`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter: School level: Two-year school' }));
    await waitFor(() => expect(currentUrl()).toBe(welding));
  });

  it('School level reads in Spanish on a Spanish page, its group and its chip', async () => {
    const { user } = renderApp(`${welding}?lang=es`);
    const level = await screen.findByRole('group', { name: 'Nivel de la escuela' });
    await user.click(within(level).getByRole('checkbox', { name: /^Escuela de dos años \(\d+\)$/ }));
    expect(
      await screen.findByRole('button', { name: 'Quitar filtro: Nivel de la escuela: Escuela de dos años' }),
    ).toBeInTheDocument();
  });

  it('sorts by cost, lowest first, through the Sort by select', async () => {
    const { user, currentUrl } = renderApp(welding);
    await screen.findByRole('list', { name: 'Search results' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest cost first');
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/TX/0/0/0/0/0/0/0/0/Cost/ASC/0/10'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('heading')[0],
      ).toHaveTextContent('Pipe Welding Fundamentals'),
    );
  });
});
