import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { LOCATION_MESSAGES, REPORT_TEXTS, ROLE_LABELS } from '@memorial/schema';
import { server } from '../../test/server';
import { localeStore } from '../../app/i18n';
import { renderApp, screen, signInAs } from '../../test/render';
import { headerDecedent } from '../../test/arrangementFixtures';

const event = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'LoginReportRow',
  id,
  at: '2026-03-04T08:00:00.000Z',
  email: 'staff@demo.test',
  name: 'Maria Lopez',
  role: 'cl-arranger',
  ip: '10.0.0.4',
  succeeded: true,
  ...over,
});

function mockLogins(total: number) {
  const calls: Record<string, unknown>[] = [];
  const csvCalls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('LoginReportPage', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({
        data: {
          loginReport: {
            __typename: 'LoginReportPage',
            total,
            page: variables['page'],
            pageSize: 20,
            events: [event('1'), event('2', { email: 'nobody@example.com', name: null, role: 'arranger', succeeded: false })],
          },
        },
      });
    }),
    graphql.query('LoginReportCsv', ({ variables }) => {
      csvCalls.push(variables);
      return HttpResponse.json({
        data: { loginReportCsv: { __typename: 'ReportCsv', fileName: 'login-report-2026-03-04.csv', content: 'Time (UTC),E-mail\r\n' } },
      });
    }),
  );
  return { calls, csvCalls };
}

afterEach(() => vi.restoreAllMocks());

describe('staff home /admin', () => {
  it('links to every staff section; nothing says it is not available', async () => {
    signInAs('admin');
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Staff sections' });
    expect(within(nav).getByRole('link', { name: /Login Report/ })).toHaveAttribute('href', '/obituaries/admin/loginReport');
    expect(within(nav).getByRole('link', { name: /User Report/ })).toHaveAttribute('href', '/obituaries/admin/userReport');
    expect(screen.queryByText(/not available yet|later release/i)).not.toBeInTheDocument();
  });
});

describe('Login Report /admin/loginReport', () => {
  it('shows sign-ins and failed attempts, filters on the server from page 1, pages, and downloads the CSV of the same filters', async () => {
    signInAs('admin');
    const { calls, csvCalls } = mockLogins(45);
    const { user } = renderApp('/admin/loginReport');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // One column list: each heading above its cell.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'User', 'Role', 'Address', 'Result']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toHaveLength(5);
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('Maria Lopez');
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent(ROLE_LABELS['cl-arranger']);
    expect(rows[0]).toHaveTextContent('Maria Lopez');
    expect(rows[0]).toHaveTextContent(REPORT_TEXTS.succeeded);
    // The role in words, not its id.
    expect(rows[0]).toHaveTextContent(ROLE_LABELS['cl-arranger']);
    expect(rows[0]).not.toHaveTextContent('cl-arranger');
    expect(rows[1]).toHaveTextContent('nobody@example.com');
    expect(rows[1]).toHaveTextContent(REPORT_TEXTS.failed);
    expect(calls[0]).toMatchObject({ from: null, to: null, role: null, user: null, result: null, page: 1, pageSize: 20 });
    expect(typeof calls[0]!['timeZone']).toBe('string');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 2 }));
    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByRole('option', { name: REPORT_TEXTS.failed }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ result: 'failed', page: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'User' }), 'nobody');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ result: 'failed', user: 'nobody', page: 1 }));

    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (made.push(blob), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: REPORT_TEXTS.downloadCsv }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(csvCalls.at(-1)).toMatchObject({ result: 'failed', user: 'nobody', from: null });
    expect(await made[0]!.text()).toContain('Time (UTC),E-mail');
  });

  it('says so when nothing matches', async () => {
    signInAs('cl-arranger');
    server.use(
      graphql.query('LoginReportPage', () =>
        HttpResponse.json({ data: { loginReport: { __typename: 'LoginReportPage', total: 0, page: 1, pageSize: 20, events: [] } } }),
      ),
    );
    renderApp('/admin/loginReport');
    expect(await screen.findByText(REPORT_TEXTS.noLoginEvents)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REPORT_TEXTS.downloadCsv })).toBeDisabled();
  });
});

describe('Cemetery Location /admin/{opi}/location', () => {
  it("shows the 360 view state and the server's message under the outline", async () => {
    signInAs('admin');
    server.use(
      graphql.query('CemeteryLocationPage', () =>
        HttpResponse.json({
          data: {
            decedent: {
              __typename: 'Decedent',
              id: 1,
              opi: 'CS-0998-0417',
              prefix: 'Mr',
              firstName: 'Thomas',
              middleName: null,
              lastName: 'Whitmore',
              suffix: null,
              preferredFirstName: null,
              cemeteryLocationVersion: 3,
              cemeteryLocation: { __typename: 'CemeteryLocation', id: 4, propertyName: 'Hillside Lawn, Section 12', geoJson: null },
            },
            cemeteryProperties: [{ __typename: 'CemeteryLocation', id: 4, propertyName: 'Hillside Lawn, Section 12', geoJson: null }],
          },
        }),
      ),
      graphql.mutation('SetCemeteryLocationPage', () =>
        HttpResponse.json({
          errors: [
            {
              message: LOCATION_MESSAGES.geoJsonWrongType,
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { geoJson: LOCATION_MESSAGES.geoJsonWrongType } },
            },
          ],
        }),
      ),
    );
    const { user } = renderApp('/admin/CS-0998-0417/location');
    expect(await screen.findByText('360 view off: no outline')).toBeInTheDocument();
    await user.click(screen.getByText('New property and outline'));
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), 'Seaview');
    await user.click(screen.getByRole('textbox', { name: /Cemetery outline/ }));
    await user.paste('{"type":"Point","coordinates":[0,0]}');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByText(LOCATION_MESSAGES.geoJsonWrongType)).toBeInTheDocument();
  });
});

describe('Cemetery Location saved by someone else meanwhile (issue 27)', () => {
  it('keeps the choice made, says who saved it, shows the saved location, and the next save sends the new version', async () => {
    signInAs('admin');
    const sentence = 'Catherine Reyes saved the cemetery location at 3:12 PM, after you opened it.';
    const property = (id: number, propertyName: string) => ({ __typename: 'CemeteryLocation', id, propertyName, geoJson: null });
    let reads = 0;
    const versions: unknown[] = [];
    server.use(
      graphql.query('CemeteryLocationPage', () => {
        reads += 1;
        // After the first read, another admin's save: another property, version 4.
        const saved = reads === 1 ? property(4, 'Hillside Lawn, Section 12') : property(5, 'Garden of Peace');
        return HttpResponse.json({
          data: {
            decedent: {
              __typename: 'Decedent',
              id: 1,
              opi: 'CS-0998-0417',
              prefix: 'Mr',
              firstName: 'Thomas',
              middleName: null,
              lastName: 'Whitmore',
              suffix: null,
              preferredFirstName: null,
              cemeteryLocationVersion: reads === 1 ? 3 : 4,
              cemeteryLocation: saved,
            },
            cemeteryProperties: [property(4, 'Hillside Lawn, Section 12'), property(5, 'Garden of Peace')],
          },
        });
      }),
      graphql.mutation('SetCemeteryLocationPage', ({ variables }) => {
        versions.push(variables['version']);
        if (versions.length === 1) return HttpResponse.json({ errors: [{ message: sentence, extensions: { code: 'CONFLICT' } }] });
        return HttpResponse.json({
          data: {
            setCemeteryLocation: {
              __typename: 'CemeteryLocationResult',
              message: 'Cemetery location saved',
              version: 5,
              cemeteryLocation: property(6, 'Seaview'),
            },
          },
        });
      }),
    );
    const { user } = renderApp('/admin/CS-0998-0417/location');
    const current = await screen.findByRole('region', { name: /Current location/ });
    await within(current).findByText('Hillside Lawn, Section 12');
    await user.click(screen.getByText('New property and outline'));
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), 'Seaview');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(await within(current).findByText('Garden of Peace')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Property name/ })).toHaveValue('Seaview');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    await waitFor(() => expect(versions).toEqual([3, 4]));
  });
});

describe('the staff decedent list leads to the cemetery location', () => {
  const list = () =>
    server.use(
      graphql.query('StaffDecedentsPage', () =>
        HttpResponse.json({
          data: {
            staffDecedents: {
              __typename: 'DecedentPage',
              total: 1,
              page: 1,
              pageSize: 20,
              decedents: [
                { ...headerDecedent(), isPrivate: false, isFreeze: false, pageViews: { __typename: 'PageViewStats', last30Days: 0 } },
              ],
            },
          },
        }),
      ),
    );

  it('for the administrator', async () => {
    signInAs('admin');
    list();
    renderApp('/admin/decedents');
    const table = await screen.findByRole('table');
    const hrefs = within(table)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/obituaries/admin/CS-1000-0001/location');
  });

  it('not for the cl-arranger, who may not set it', async () => {
    signInAs('cl-arranger');
    list();
    renderApp('/admin/decedents');
    const table = await screen.findByRole('table');
    const hrefs = within(table)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/obituaries/admin/CS-1000-0001/events');
    expect(hrefs).not.toContain('/obituaries/admin/CS-1000-0001/location');
  });
});

describe('Login Report in Spanish', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('the staff home names its sections in Spanish', async () => {
    await localeStore.set('es');
    signInAs('admin');
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Secciones del personal' });
    expect(within(nav).getByRole('link', { name: /Informe de inicios de sesión/ })).toHaveAttribute(
      'href',
      '/obituaries/admin/loginReport',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Área del personal' })).toBeInTheDocument();
    expect(screen.getByText('Sesión iniciada como administrador.')).toBeInTheDocument();
  });

  it('shows its title, filters, columns, count, roles and results in Spanish', async () => {
    await localeStore.set('es');
    signInAs('admin');
    mockLogins(45);
    const { user } = renderApp('/admin/loginReport');
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de inicios de sesión' })).toBeInTheDocument();
    const filters = screen.getByRole('region', { name: 'Filtros' });
    expect(within(filters).getByRole('searchbox', { name: 'Usuario' })).toHaveAttribute('placeholder', 'Nombre o correo electrónico');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Dirección IP' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Asesor funerario del personal');
    expect(rows[0]).toHaveTextContent('Sesión iniciada');
    expect(rows[1]).toHaveTextContent('Fallido');
    expect(screen.getByText('45 inicios de sesión')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
  });

  it('writes each sign-in and the date filters as a Spanish reader writes a day, and still asks for ISO days', async () => {
    await localeStore.set('es');
    signInAs('admin');
    const { calls } = mockLogins(2);
    const { user } = renderApp('/admin/loginReport');
    const table = await screen.findByRole('table');
    // DD/MM/AAAA and the 12-hour clock in Spanish (Intl may put a no-break space inside «a. m.»).
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/\d\d\/\d\d\/2026 \d{1,2}:\d\d\s[ap]\.\sm\./);
    const from = screen.getByRole('button', { name: 'Desde' });
    expect(from).toHaveTextContent('Cualquier día');
    await user.click(from);
    const now = new Date();
    const month = now.toLocaleString('es', { month: 'long' });
    await user.click(await screen.findByRole('button', { name: `1 ${month} ${now.getFullYear()}` }));
    const mm = String(now.getMonth() + 1).padStart(2, '0');
    await waitFor(() => expect(from).toHaveTextContent(`01/${mm}/${now.getFullYear()}`));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ from: `${now.getFullYear()}-${mm}-01` }));
  });
});

describe('Cemetery Location in Spanish', () => {
  afterEach(async () => {
    await localeStore.set('en');
  });

  it('says in Spanish which properties have no outline', async () => {
    await localeStore.set('es');
    signInAs('admin');
    const property = (id: number, propertyName: string, geoJson: unknown) => ({
      __typename: 'CemeteryLocation',
      id,
      propertyName,
      geoJson,
    });
    server.use(
      graphql.query('CemeteryLocationPage', () =>
        HttpResponse.json({
          data: {
            decedent: {
              __typename: 'Decedent',
              id: 1,
              opi: 'CS-0998-0417',
              prefix: 'Mr',
              firstName: 'Thomas',
              middleName: null,
              lastName: 'Whitmore',
              suffix: null,
              preferredFirstName: null,
              cemeteryLocationVersion: null,
              cemeteryLocation: null,
            },
            cemeteryProperties: [
              property(4, 'Hillside Lawn, Section 12', null),
              property(5, 'Garden of Peace', { type: 'Polygon', coordinates: [] }),
            ],
          },
        }),
      ),
    );
    const { user } = renderApp('/admin/CS-0998-0417/location');
    await user.click(await screen.findByText('Elegir una propiedad'));
    await user.click(await screen.findByRole('combobox', { name: /Propiedad del cementerio/ }));
    expect(await screen.findByRole('option', { name: 'Hillside Lawn, Section 12 (sin contorno)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Garden of Peace' })).toBeInTheDocument();
  });
});
