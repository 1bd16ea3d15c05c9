// The main pieces in Spanish on the MSW mock service: the search form, results, filters, paging, errors, the
// program page, compare and shortlist; every link keeps `?lang=es`; the switch goes back to English in place.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../../tests/msw/handlers';
import { server } from '../../tests/msw/node';
import { renderApp } from '../../tests/render';

afterEach(() => localStorage.clear());

describe('in Spanish', () => {
  it('the results page: form, count, list, filters, paging, all named in Spanish; a filter keeps the language', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10?lang=es');
    expect(await screen.findByText('8 programas')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    const search = screen.getByRole('search', { name: 'Buscar programas' });
    expect(within(search).getByRole('combobox', { name: 'Palabra clave u ocupación' })).toHaveValue(
      'welding',
    );
    expect(within(search).getByRole('combobox', { name: 'Ubicación' })).toHaveValue('TX');
    expect(within(search).getByRole('combobox', { name: 'Distancia' })).toBeInTheDocument();
    expect(within(search).getByRole('link', { name: 'Programas' })).toHaveAttribute('aria-current', 'page');
    expect(within(search).getByRole('link', { name: 'Escuelas' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/schools\/.*[?&]lang=es$/),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Programas de “welding” cerca de TX');
    expect(screen.getByRole('list', { name: 'Resultados de búsqueda' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Resultados por página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a los filtros' })).toBeInTheDocument();
    const school = screen.getByRole('group', { name: 'Escuela' });
    await user.click(within(school).getByRole('checkbox', { name: 'Caprock Community College (2)' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/programs/welding/TX/0/0/1002/0/0/0/0/0/0/0/0/10?lang=es'),
    );
    expect(await screen.findByText('2 programas')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Quitar filtro: Caprock Community College' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar todos los filtros' })).toBeInTheDocument();
  });

  it('paging links carry the language and are named in Spanish', async () => {
    const { user, currentUrl } = renderApp('/programs/0/0/0/0/0/0/0/0/0/0/0/0/0/10?lang=es');
    expect(await screen.findByText('26 programas')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pages).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    const next = within(pages).getByRole('link', { name: 'Página siguiente' });
    expect(next).toHaveAttribute('href', '/programs/0/0/0/0/0/0/0/0/0/0/0/0/10/10?lang=es');
    await user.click(next);
    await waitFor(() => expect(currentUrl()).toBe('/programs/0/0/0/0/0/0/0/0/0/0/0/0/10/10?lang=es'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Resultados' })).toHaveFocus());
    expect(
      within(screen.getByRole('navigation', { name: 'Paginación' })).getByRole('link', {
        name: 'Página anterior',
      }),
    ).toBeInTheDocument();
  });

  it('an error says what happened in Spanish and "Intentar de nuevo" recovers', async () => {
    let serviceDown = true;
    server.use(
      http.get('*/api/v2/training/programs/*', () =>
        serviceDown ? HttpResponse.json({ Message: 'boom' }, { status: 503 }) : undefined,
      ),
      ...handlers,
    );
    const { user } = renderApp('/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10?lang=es');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('tiene problemas para obtener sus datos');
    serviceDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByText('9 programas')).toBeInTheDocument();
  });

  it('compare in Spanish, money in the U.S. form, the title in Spanish', async () => {
    renderApp('/compare?ids=3%2C8&lang=es');
    const table = await screen.findByRole('table', { name: 'Comparación de 2 programas' });
    expect(within(table).getByRole('rowheader', { name: 'Costo' })).toBeInTheDocument();
    expect(within(table).getByText('$1,800 por el programa (2023–24)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Comparación de 2 programas — Buscador de Capacitación'));
  });

  it('a college program page in Spanish: a year at the college, usual length, online offer and pay', async () => {
    renderApp('/program/1?lang=es');
    const page = within(await screen.findByRole('article', { name: 'Welding Technology/Welder' }));
    const cost = within(page.getByRole('region', { name: 'Costo' }));
    expect(
      cost.getByText('$2,550 al año en esta institución, para residentes del distrito'),
    ).toBeInTheDocument();
    const length = within(page.getByRole('region', { name: 'Duración y horario' }));
    expect(
      length.getByText(
        'normalmente de 12 semanas a 1 año a tiempo completo, lo habitual en este nivel de credencial',
      ),
    ).toBeInTheDocument();
    expect(length.getByText('Esta escuela ofrece programas totalmente en línea')).toBeInTheDocument();
    const jobs = within(page.getByRole('region', { name: 'Ocupaciones a las que conduce' }));
    expect(jobs.getByText('Mediana: $51,000 al año')).toBeInTheDocument();
    expect(jobs.getByText(/no lo que ganan los egresados de este programa/)).toBeInTheDocument();
  });

  it('a shared shortlist in Spanish', async () => {
    renderApp('/shortlist?ids=3%2C8&lang=es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista compartida de 2 programas' }),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Programas en la lista' }));
    expect(await list.findByRole('article', { name: 'Structural Welding Certificate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
  });

  it('the switch reads "English" and changes the page in place, remembered', async () => {
    const { user, currentUrl } = renderApp('/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10?lang=es');
    expect(await screen.findByText('8 programas')).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(english);
    expect(await screen.findByText('8 programs')).toBeInTheDocument();
    expect(currentUrl()).toBe('/programs/welding/TX/0/0/0/0/0/0/0/0/0/0/0/10');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(localStorage.getItem('training-search-lang')).toBe('en');
  });
});
