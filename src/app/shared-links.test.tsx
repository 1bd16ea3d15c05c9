// Links people have already shared keep opening the same page (issue 20: the route table must not break one).
// Every URL shape of DESIGN.md §3 and of the app's other pages, opened as a fresh tab would: which URL it ends
// at (a shorter prefix completed by a replace, nothing else touched) and what the page shows.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultProgramsSearch } from '../../contract/requests';
import { programsHref } from '../config/routes';
import { renderApp } from '../../tests/render';

const full = '/programs/welding/Lubbock%2C%20TX/100/0/0/0/0/0/0/0/0/0/0/10';
/** Every list segment, a sort, a later page, the added filters in the query, exact, and what a counselor carries. */
const everything = programsHref(
  {
    ...defaultProgramsSearch,
    keyword: 'welding',
    location: 'TX',
    programLength: ['1002'],
    programFormat: ['1'],
    filterBySource: 'Y',
    sortColumns: 'Program',
    sortDirection: 'ASC',
    startRecord: 0,
    limitRecord: 25,
    pell: ['yes'],
  },
  true,
  { compare: ['3'], list: ['3', '8'] },
);

type Shows = [role: 'heading' | 'article' | 'table', name: string];

const links: Array<[opened: string, endsAt: string, shows: Shows]> = [
  ['/', '/', ['heading', 'Find education and training programs']],
  [full, full, ['heading', 'Results']],
  ['/programs/welding/Lubbock%2C%20TX/100', full, ['heading', 'Results']],
  ['/programs/welding/Lubbock%2C%20TX/100/', full, ['heading', 'Results']],
  ['/programs', '/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10', ['heading', 'Results']],
  [everything, everything, ['heading', 'Results']],
  [
    '/programs/welding/TX?lang=es',
    '/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10?lang=es',
    ['heading', 'Resultados'],
  ],
  [
    '/schools/Austin%2C%20TX?radius=25',
    '/schools/Austin%2C%20TX/0/0/0/0/0/0/0/10?radius=25',
    ['heading', 'Results'],
  ],
  [
    '/schools/0/welding/0/0/TX/School/DESC/0/10',
    '/schools/0/welding/0/0/TX/School/DESC/0/10',
    ['heading', 'Results'],
  ],
  [
    '/program/3?from=Lubbock%2C%20TX',
    '/program/3?from=Lubbock%2C%20TX',
    ['article', 'Structural Welding Certificate'],
  ],
  ['/program/3?lang=es', '/program/3?lang=es', ['article', 'Structural Welding Certificate']],
  ['/compare?ids=3%2C8', '/compare?ids=3%2C8', ['table', 'Comparing 2 programs']],
  ['/shortlist?ids=3%2C8%2C999', '/shortlist?ids=3%2C8%2C999', ['heading', 'Shared list of 3 programs']],
  ['/about', '/about', ['heading', 'About this data']],
];

describe('shared links', () => {
  it.each(links)('%s opens at %s and shows %j', async (opened, endsAt, [role, name]) => {
    const { router, currentUrl } = renderApp(opened);
    expect(await screen.findByRole(role, { name })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe(endsAt));
    // Completing a prefix replaces the entry (Back leaves the site, as before); a complete link is left alone.
    expect(router.state.historyAction).toBe(opened === endsAt ? 'POP' : 'REPLACE');
  });
});
