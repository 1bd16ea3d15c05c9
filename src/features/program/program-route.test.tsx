// The program page on the MSW mock service: every section, "Not reported" said plainly, links that search.
import { screen, within } from '@testing-library/react';
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
    expect(
      cost.getByText('$3,350 for the program ($3,100 tuition and fees + $250 books and supplies)'),
    ).toBeInTheDocument();
    expect(
      cost.getByText('What this is: The whole program’s required cost. For 2023–24.'),
    ).toBeInTheDocument();
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

  it('links each occupation to a search for it near the same place', async () => {
    renderApp('/program/3?from=Lubbock%2C%20TX');
    const jobs = within(await screen.findByRole('region', { name: 'Occupations it leads to' }));
    expect(jobs.getByRole('link', { name: 'Welders, Cutters, Solderers, and Brazers' })).toHaveAttribute(
      'href',
      '/programs/51-4121/Lubbock%2C%20TX/0/0/0/0/0/0/0/0/0/0/0/10',
    );
  });

  it('a college program: a year at the college in-district with what others pay, its usual length, online, pay', async () => {
    renderApp('/program/1');
    const page = within(await screen.findByRole('article', { name: 'Welding Technology/Welder' }));
    const cost = within(page.getByRole('region', { name: 'Cost' }));
    expect(cost.getByText('$2,550 a year at this college, in-district')).toBeInTheDocument();
    expect(
      cost.getByText(
        'What this is: Tuition and fees for a year of full-time study at the college, not specific to this program. For 2022–23.',
      ),
    ).toBeInTheDocument();
    expect(cost.getByText('$4,200')).toBeInTheDocument();
    expect(cost.getByText('Tuition and fees a year for students from out of state')).toBeInTheDocument();
    expect(cost.getByText('$7,800')).toBeInTheDocument();
    expect(cost.getByText(/^Source: Test college charges, charges 2022-23/)).toBeInTheDocument();
    const length = within(page.getByRole('region', { name: 'Length and schedule' }));
    expect(
      length.getByText('usually 12 weeks to 1 year full-time, typical of this award level'),
    ).toBeInTheDocument();
    expect(length.getByText('This school offers programs fully online')).toBeInTheDocument();
    expect(length.getByText('About the school, not this program (IPEDS).')).toBeInTheDocument();
    const jobs = within(page.getByRole('region', { name: 'Occupations it leads to' }));
    expect(
      jobs.getByText(
        /National pay for each occupation across the United States \(May 2024\), not what this program’s graduates earn/,
      ),
    ).toBeInTheDocument();
    expect(
      jobs.getByText('$51,000 a year: national median pay of the occupation it leads to'),
    ).toBeInTheDocument();
    expect(jobs.getByText('Median $51,000 a year')).toBeInTheDocument();
    expect(
      jobs.getByText('Middle half: $43,620 to $60,450 a year (25th to 75th percentile)'),
    ).toBeInTheDocument();
    expect(jobs.getByText('Employment: 418,280')).toBeInTheDocument();
    expect(jobs.getByText(/^Source: Test occupation pay, May 2024 estimates/)).toBeInTheDocument();
    expect(page.getByText('34 people completed it in 2023–24')).toBeInTheDocument();
  });

  it('a college program says plainly that its cost is not reported, and shows completions with the year', async () => {
    renderApp('/program/7');
    const page = within(await screen.findByRole('article', { name: 'Welding Technology/Welder' }));
    expect(
      within(page.getByRole('region', { name: 'Cost' })).getByText(/^Not reported: this program’s source/),
    ).toBeInTheDocument();
    expect(page.getByText('21 people completed it in 2023–24')).toBeInTheDocument();
  });

  it('an id nobody has: says so and how to go on', async () => {
    renderApp('/program/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This program could not be shown.*not in the list any more/,
    );
  });
});
