// The program page on the MSW mock service: every section, "Not reported" said plainly, links that search.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';

describe('/program/{detailId}', () => {
  it('shows a list program: cost broken down with its source, length, eligibility, services, school links', async () => {
    renderApp('/program/3?from=Lubbock%2C%20TX');
    const page = within(await screen.findByRole('article', { name: 'Structural Welding Certificate' }));
    expect(
      page.getByRole('heading', { level: 1, name: 'Structural Welding Certificate' }),
    ).toBeInTheDocument();
    const cost = within(page.getByRole('region', { name: 'Cost' }));
    expect(cost.getByText('$3,100')).toBeInTheDocument();
    expect(cost.getByText('$250')).toBeInTheDocument();
    expect(cost.getByText('$3,350')).toBeInTheDocument();
    expect(cost.getByText(/^Source: Test programs/)).toBeInTheDocument();
    expect(
      within(page.getByRole('region', { name: 'Length and schedule' })).getByText('10 weeks, 300 hours'),
    ).toBeInTheDocument();
    const eligibility = within(page.getByRole('region', { name: 'Credential and eligibility' }));
    expect(eligibility.getByText('High School Diploma or Equivalent')).toBeInTheDocument();
    expect(eligibility.getByText(/^Yes: on the state’s list/)).toBeInTheDocument();
    const services = within(page.getByRole('region', { name: 'Services' }));
    expect(services.getAllByText('Not reported').length).toBeGreaterThan(0);
    expect(page.getByText(/miles? away from Lubbock, TX$/)).toBeInTheDocument();
    const school = within(page.getByRole('region', { name: 'About Llano Estacado Technical College' }));
    expect(school.getByText('Public, 2-year')).toBeInTheDocument();
    expect(school.getByRole('link', { name: 'Financial aid' })).toHaveAttribute(
      'href',
      'https://www.llano-tech.example.edu/aid',
    );
  });

  it('opened from the results, puts focus on its title, with the cost right after it (issue 19)', async () => {
    const { user } = renderApp('/programs/welding/Lubbock%2C%20TX/25');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(within(results).getByRole('link', { name: 'Structural Welding Certificate' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Structural Welding Certificate' });
    await waitFor(() => expect(title).toHaveFocus());
    const page = screen.getByRole('article', { name: 'Structural Welding Certificate' });
    // Reading order: the title, the school, then what it costs.
    const regions = within(page).getAllByRole('region');
    expect(regions[0]).toHaveAccessibleName('Cost');
  });

  it('links each occupation to a search for it near the same place', async () => {
    renderApp('/program/3?from=Lubbock%2C%20TX');
    const jobs = within(await screen.findByRole('region', { name: 'Occupations it leads to' }));
    expect(jobs.getByRole('link', { name: 'Welders, Cutters, Solderers, and Brazers' })).toHaveAttribute(
      'href',
      '/programs/51-4121/Lubbock%2C%20TX/0/0/0/0/0/0/0/0/0/0/0/10',
    );
  });

  it('a college program says plainly that its cost is not reported, and shows completions with the year', async () => {
    renderApp('/program/1');
    const page = within(await screen.findByRole('article', { name: 'Welding Technology/Welder' }));
    expect(
      within(page.getByRole('region', { name: 'Cost' })).getByText(/^Not reported: this program’s source/),
    ).toBeInTheDocument();
    expect(page.getByText('34 people completed it in 2023–24')).toBeInTheDocument();
  });

  it('an id nobody has: says so and how to go on', async () => {
    renderApp('/program/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This program could not be shown.*not in the list any more/,
    );
  });
});
