import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { server } from '../../test/server';
import { renderApp, screen, signInAs } from '../../test/render';
import { headerDecedent } from '../../test/arrangementFixtures';
import { localeStore } from '../../app/i18n';

function mockList(total = 2) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('StaffDecedentsPage', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          staffDecedents: {
            __typename: 'DecedentPage',
            total,
            page: variables['page'],
            pageSize: 20,
            decedents: [
              {
                ...headerDecedent(),
                isPrivate: false,
                isFreeze: true,
                pageViews: { __typename: 'PageViewStats', last30Days: 1234 },
                arrangementSteps: [],
              },
              {
                ...headerDecedent({
                  id: 2,
                  opi: 'CS-1000-0002',
                  prefix: 'Mr',
                  firstName: 'Samuel',
                  middleName: null,
                  lastName: 'Okafor',
                  funeralHome: { __typename: 'FuneralHome', code: 'MDC', name: 'Mission Dolores Chapel' },
                }),
                isPrivate: true,
                isFreeze: false,
                pageViews: { __typename: 'PageViewStats', last30Days: 1 },
                arrangementSteps: null,
              },
            ],
          },
        },
      });
    }),
  );
  return calls;
}

describe('staff list of decedents /admin/decedents', () => {
  it('lists the decedents, each leading to its arrangements with the list query kept', async () => {
    signInAs('admin');
    mockList();
    renderApp('/admin/decedents?home=CFS');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Mrs Eleanor Grace Whitmore' })).toHaveAttribute(
      'href',
      '/obituaries/admin/CS-1000-0001/arrangements?home=CFS',
    );
    expect(rows[0]).toHaveTextContent('Locked');
    expect(rows[1]).toHaveTextContent('Private');
    expect(rows[1]).toHaveTextContent('Mission Dolores Chapel');
    expect(screen.getByText('2 decedents')).toBeInTheDocument();
  });

  it('fits a 1280 px screen: narrow gutters, and the name and funeral home may wrap', async () => {
    signInAs('admin');
    mockList();
    renderApp('/admin/decedents');
    const table = await screen.findByRole('table');
    // Medium gutters and nine one-line columns ran 11 px past the 1,108 px of the page at 1280 (Cemetery cut off).
    expect(table.style.getPropertyValue('--table-horizontal-spacing')).toBe('var(--mantine-spacing-sm)');
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .filter((c) => c.classList.contains('decedent-table__wrap')),
    ).toHaveLength(2);
  });

  it("shows each page's views of the last 30 days, in the table and on the phone cards", async () => {
    signInAs('admin');
    mockList();
    renderApp('/admin/decedents');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Views last 30 days' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByTestId('page-views')).toHaveTextContent(/^1,234$/);
    expect(within(rows[1]!).getByTestId('page-views')).toHaveTextContent(/^1$/);
    expect(screen.getByText('1,234 page views in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('1 page view in the last 30 days')).toBeInTheDocument();
  });

  it('searches, filters by funeral home and privacy, and pages', async () => {
    signInAs('admin');
    const calls = mockList(45);
    const { user } = renderApp('/admin/decedents');
    await screen.findByRole('table');
    expect(calls[0]).toEqual({ search: null, locationCode: null, isPrivate: null, isFreeze: null, page: 1, pageSize: 20 });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'whit');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: 'whit', page: 1 }));

    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: 'whit', isPrivate: true }));

    await user.click(screen.getByRole('combobox', { name: 'Funeral Home' }));
    await user.click(await screen.findByRole('option', { name: 'Mission Dolores Chapel' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ locationCode: 'MDC', isPrivate: true, search: 'whit' }));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 3, locationCode: 'MDC' }));
    expect(within(screen.getByRole('table')).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/obituaries/admin/CS-1000-0001/arrangements?search=whit&home=MDC&private=yes&page=3',
    );
  });
});

describe('staff list of decedents in Spanish', () => {
  beforeEach(async () => {
    await localeStore.set('es');
  });
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('speaks Spanish: title, filters, columns, badges, counts and pages', async () => {
    signInAs('admin');
    const calls = mockList(45);
    const { user } = renderApp('/admin/decedents');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Resumen de arreglos' })).toBeInTheDocument();
    expect(
      screen.getByText('Todos los registros de personas fallecidas. Abra uno para ver sus pasos de los arreglos.'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Visitas últimos 30 días' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Fecha de fallecimiento' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Bloqueada');
    expect(rows[1]).toHaveTextContent('Privado');
    expect(within(rows[0]!).getByTestId('page-views')).toHaveTextContent(/^1234$/);
    expect(screen.getByText('45 personas fallecidas')).toBeInTheDocument();
    expect(screen.getByText('1 visita a la página en los últimos 30 días')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /^Servicios/ })).toHaveTextContent('Servicios de Eleanor Grace Whitmore');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'whit');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: 'whit', page: 1 }));
    await user.click(screen.getByRole('radio', { name: 'Privado' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ isPrivate: true }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 3 }));
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
  });
});
