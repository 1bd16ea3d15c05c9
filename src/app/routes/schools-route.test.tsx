import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render';

describe('/schools', () => {
  it('completes a short URL (keeping ?radius) and lists schools with their v1 details', async () => {
    const { currentUrl } = renderApp('/schools/Austin%2C%20TX?radius=25');
    await waitFor(() => expect(currentUrl()).toBe('/schools/Austin%2C%20TX/0/0/0/0/0/0/0/10?radius=25'));
    expect(await screen.findByText('1 school')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Search results' });
    const card = within(list).getByRole('article', { name: 'Hill Country Community College' });
    const heading = within(card).getByRole('heading', { name: 'Hill Country Community College' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', 'https://hillcountry.example.edu');
    expect(card).toHaveTextContent(/Program lengths:Associate's degree, Certificate of/); // names, not codes
    expect(card).not.toHaveTextContent("Associate's degree (3)");
    expect(card).toHaveTextContent('Registered Nurses');
    expect(card).toHaveTextContent('Enrollment:20,000 and above');
    expect(within(card).getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+15125550199',
    );
  });

  it('builds the v1 facet groups; applied values (UndoList) are ticked and removable', async () => {
    const { user, currentUrl } = renderApp('/schools/0/welding/0/0/TX/0/0/0/10');
    expect(await screen.findByText('5 schools')).toBeInTheDocument();
    for (const name of ['State', 'City', 'Region', 'Occupation', 'Program', 'Program length']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const state = screen.getByRole('group', { name: 'State' });
    expect(within(state).getByRole('checkbox', { name: 'Texas (5)' })).toBeChecked();
    expect(within(state).getByRole('checkbox', { name: 'Oklahoma (1)' })).not.toBeChecked();
    // The keyword is the search itself, not a filter to remove.
    expect(screen.queryByRole('button', { name: 'Remove filter: welding' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter: Texas' }));
    await waitFor(() => expect(currentUrl()).toBe('/schools/0/welding/0/0/0/0/0/0/10'));
    expect(await screen.findByText('6 schools')).toBeInTheDocument();
  });

  it('narrows by region: one option, one filter (the region query parameter), and its count is what it gives', async () => {
    const { user, currentUrl } = renderApp('/schools/0/welding/0/0/0/0/0/0/10');
    const region = await screen.findByRole('group', { name: 'Region' });
    await user.click(within(region).getByRole('checkbox', { name: 'Southwest (6)' }));
    await waitFor(() => expect(currentUrl()).toBe('/schools/0/welding/0/0/0/0/0/0/10?region=6'));
    // One chip for one region (it used to be four State chips).
    expect(await screen.findAllByRole('button', { name: /^Remove filter: / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove filter: Southwest' })).toBeInTheDocument();
    expect(screen.getByText('6 schools')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Region' })).getByRole('checkbox')).toBeChecked(),
    );
  });

  it('narrows to a city from the City facet through the state segment (decision 0029)', async () => {
    const { user, currentUrl } = renderApp('/schools/0/welding/0/0/0/0/0/0/10');
    const city = await screen.findByRole('group', { name: 'City' });
    await user.click(within(city).getByRole('checkbox', { name: 'Levelland, TX (1)' }));
    await waitFor(() => expect(currentUrl()).toBe('/schools/0/welding/0/0/Levelland%2C%20TX/0/0/0/10'));
    expect(await screen.findByText('1 school')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'City' })).getByRole('checkbox', {
          name: 'Levelland, TX (1)',
        }),
      ).toBeChecked(),
    );
  });

  it('sorts by school name', async () => {
    const { user, currentUrl } = renderApp('/schools/0/welding/0/0/0/0/0/0/10');
    await screen.findByText('6 schools');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'School Z–A');
    await waitFor(() => expect(currentUrl()).toBe('/schools/0/welding/0/0/0/School/DESC/0/10'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('heading')[0],
      ).toHaveTextContent('Sooner Trade School'),
    );
  });

  it('says when it auto-corrected the keyword', async () => {
    renderApp('/schools/0/weldng/0/0/0/0/0/0/10');
    expect(await screen.findByText('Showing results for')).toHaveTextContent('Showing results for welding');
    expect(screen.getByRole('link', { name: 'Search instead for weldng' })).toHaveAttribute(
      'href',
      '/schools/0/weldng/0/0/0/0/0/0/10?exact=1',
    );
  });

  it('switches between Programs and Schools keeping keyword, place and distance', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/Lubbock%2C%20TX/50/0/0/0/0/0/0/0/0/0/0/10');
    await screen.findByText(/^[\d,]+ programs?$/);
    const search = screen.getByRole('search');
    expect(within(search).getByRole('link', { name: 'Programs' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(search).getByRole('link', { name: 'Schools' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/schools/Lubbock%2C%20TX/welding/0/0/0/0/0/0/10?radius=50'),
    );
    expect(await screen.findByText('2 schools')).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('link', { name: 'Schools' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(screen.getByRole('search')).getByRole('link', { name: 'Programs' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/programs/welding/Lubbock%2C%20TX/50/0/0/0/0/0/0/0/0/0/0/10'),
    );
  });
});
