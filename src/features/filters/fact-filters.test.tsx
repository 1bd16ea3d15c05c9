// Cards answer the first questions, and the added filters narrow by them (on the MSW mock service).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { programList } from '../../../tests/factories/programs';
import { server } from '../../../tests/msw/node';
import { renderApp } from '../../../tests/render';

/** The count an option shows: "Yes (2)" → 2. */
const countIn = (box: HTMLElement) =>
  Number(/\((\d+)\)/.exec(box.getAttribute('aria-label') ?? box.parentElement?.textContent ?? '')?.[1]);

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
    const fiveThousand = within(screen.getByRole('group', { name: 'Maximum cost' })).getByRole('checkbox', {
      name: /^\$5,000 or less \(\d+\)$/,
    });
    const shown = countIn(fiveThousand);
    await user.click(fiveThousand);
    await waitFor(() => expect(currentUrl()).toBe(`${welding}?maxCost=5000`));
    expect(await screen.findByText(`${shown} programs`)).toBeInTheDocument();
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
      screen.getByText(/Pell Grant eligibility, the services and a program’s own format/),
    ).toBeInTheDocument();
    // Beside its options: only the state lists report it (issue 21).
    expect(pell).toHaveAccessibleDescription(/^Only state lists of WIOA-eligible programs report this/);
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

  it('Cost says what it compares beside its options: the whole program, a year times the usual length', async () => {
    renderApp(welding);
    const cost = await screen.findByRole('group', { name: 'Maximum cost' });
    expect(cost).toHaveAccessibleDescription(
      /^The whole program’s cost\. Where a college gives only a year’s/,
    );
    const length = screen.getByRole('group', { name: 'Maximum length' });
    expect(length).toHaveAccessibleDescription(/counted at the long end of the range/);
  });

  it('Format offers the school’s fully online offer as a value of its own, apart from Online', async () => {
    const { user, currentUrl } = renderApp(welding);
    const format = await screen.findByRole('group', { name: 'Format' });
    expect(format).toHaveAccessibleDescription(/“School offers programs fully online” is about the school/);
    const schoolOnline = within(format).getByRole('checkbox', {
      name: /^School offers programs fully online \(\d+\)$/,
    });
    const shown = countIn(schoolOnline);
    await user.click(schoolOnline);
    await waitFor(() =>
      expect(currentUrl()).toBe('/programs/welding/TX/0/0/0/0/school-online/0/0/0/0/0/0/10'),
    );
    expect(await screen.findByText(`${shown === 1 ? '1 program' : `${shown} programs`}`)).toBeInTheDocument();
    for (const card of screen.getAllByRole('article'))
      expect(within(card).getByText('This school offers programs fully online')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove filter: School offers programs fully online' }),
    ).toBeInTheDocument();
  });

  it('Pay is a group of bands, each giving the count it shows', async () => {
    const { user, currentUrl } = renderApp(welding);
    const pay = await screen.findByRole('group', { name: 'Pay of the work it leads to' });
    expect(pay).toHaveAccessibleDescription(/not what its graduates earn/);
    const band = within(pay).getByRole('checkbox', { name: /^\$50,000 to \$64,999 \(\d+\)$/ });
    const shown = countIn(band);
    await user.click(band);
    await waitFor(() => expect(currentUrl()).toBe(`${welding}?pay=50000-64999`));
    expect(await screen.findByText(shown === 1 ? '1 program' : `${shown} programs`)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: 'Remove filter: Pay of the work it leads to: $50,000 to $64,999',
      }),
    ).toBeInTheDocument();
  });

  it('the new groups, their notes and the pay sort read in Spanish on a Spanish page', async () => {
    const { user } = renderApp(`${welding}?lang=es`);
    const pay = await screen.findByRole('group', { name: 'Salario del trabajo al que conduce' });
    expect(pay).toHaveAccessibleDescription(/no lo que ganan sus egresados/);
    expect(within(pay).getByRole('checkbox', { name: /^\$50,000 a \$64,999 \(\d+\)$/ })).toBeInTheDocument();
    const format = screen.getByRole('group', { name: 'Formato' });
    expect(
      within(format).getByRole('checkbox', {
        name: /^La escuela ofrece programas totalmente en línea \(\d+\)$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Costo máximo' })).toHaveAccessibleDescription(
      /^El costo de todo el programa/,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Mayor salario primero');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue(
        'Mayor salario primero',
      ),
    );
  });

  it('sorts by pay, highest first, through the Sort by select', async () => {
    const { user, currentUrl } = renderApp(welding);
    await screen.findByRole('list', { name: 'Search results' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest pay first');
    await waitFor(() => expect(currentUrl()).toBe('/programs/welding/TX/0/0/0/0/0/0/0/0/Pay/DESC/0/10'));
    // The lowest median of each card's pay, in page order: highest first.
    await waitFor(() => {
      const lows = within(screen.getByRole('list', { name: 'Search results' }))
        .getAllByRole('article')
        .flatMap((card) => {
          const m = /\$([\d,]+)(?:–\$[\d,]+)? a year: national median pay/.exec(card.textContent ?? '');
          return m?.[1] ? [Number(m[1].replace(/,/g, ''))] : [];
        });
      expect(lows.length).toBeGreaterThan(1);
      expect(lows).toEqual([...lows].sort((a, b) => b - a));
    });
  });

  it('a filter only the state lists answer says the results are those states’ programs, in both languages', async () => {
    server.use(
      http.get('*/api/v2/training/programs/*', () =>
        HttpResponse.json(programList({ ListOnlyStates: ['Texas'] })),
      ),
    );
    renderApp('/programs/welding/Ohio/0/0/0/0/Online/0/0/0/0/0/0/10?pell=yes');
    expect(
      await screen.findByText(
        'Only state lists of WIOA-eligible programs report Pell Grant eligible and Online, so these results are programs on the lists of Texas only. Add “Not reported” to see programs from every state.',
      ),
    ).toBeInTheDocument();
    // Online as a list says it: the schools that offer programs fully online are a link away.
    expect(
      screen.getByRole('link', { name: 'Show programs at schools that offer programs fully online instead' }),
    ).toHaveAttribute('href', expect.stringContaining('/0/0/0/0/school-online/'));
  });

  it('says the same in Spanish', async () => {
    server.use(
      http.get('*/api/v2/training/programs/*', () =>
        HttpResponse.json(programList({ ListOnlyStates: ['Texas'] })),
      ),
    );
    renderApp('/programs/welding/Ohio/0/0/0/0/Online/0/0/0/0/0/0/10?lang=es');
    expect(
      await screen.findByText(
        /^Solo las listas estatales de programas elegibles para WIOA informan En línea, así que/,
      ),
    ).toBeInTheDocument();
  });
});
