import { afterEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { EVENT_MESSAGES, SAVE_CONFLICT, pickLocale, translate } from '@memorial/schema';
import { localeStore } from '../../app/i18n';
import { server } from '../../test/server';
import { gqlError } from '../../test/fixtures';
import { renderApp, screen, signInAs } from '../../test/render';
import { headerDecedent } from '../../test/arrangementFixtures';

const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'Event',
  id: 2,
  eventName: 'Funeral Service',
  eventType: 'Static',
  locationName: 'Cypress Lawn Funeral Services',
  chapelName: 'Noble Chapel',
  locationAddressObj: {
    __typename: 'EventAddress',
    line1: '1370 El Camino Real',
    city: 'Colma',
    state: 'CA',
    zipcode: '94014',
    country: 'United States',
  },
  localDate: '2026-11-28',
  localBeginningTime: '10:00',
  localEndingTime: '11:30',
  timeZone: 'America/Los_Angeles',
  startsAt: '2026-11-28T18:00:00.000Z',
  endsAt: '2026-11-28T19:30:00.000Z',
  locationCode: 'CFS',
  url: 'https://livestream.example.com/x',
  passCode: 'ROSES',
  hidePassCodeInFaa: true,
  isPrivate: false,
  isEndTimeHided: false,
  version: 2,
  ...over,
});

function staffPage(rows: unknown[]) {
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  let current = rows;
  server.use(
    graphql.query('StaffEventsPage', () =>
      HttpResponse.json({
        data: { decedent: headerDecedent(), events: { __typename: 'EventList', upcomingEvents: current, pastEvents: [] } },
      }),
    ),
    graphql.mutation('CreateEvent', ({ variables }) => {
      calls.push({ op: 'create', variables });
      const made = row({ id: 7, eventName: (variables['input'] as { eventName: string }).eventName });
      current = [...current, made];
      return HttpResponse.json({ data: { createEvent: { __typename: 'EventResult', message: EVENT_MESSAGES.created, event: made } } });
    }),
    graphql.mutation('UpdateEvent', ({ variables }) => {
      calls.push({ op: 'update', variables });
      return HttpResponse.json({
        data: null,
        errors: [
          {
            ...gqlError(EVENT_MESSAGES.urlInvalid, 'BAD_USER_INPUT'),
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { url: EVENT_MESSAGES.urlInvalid } },
            path: ['updateEvent'],
          },
        ],
      });
    }),
    graphql.mutation('DeleteEvent', ({ variables }) => {
      calls.push({ op: 'delete', variables });
      current = [];
      return HttpResponse.json({
        data: { deleteEvent: { __typename: 'EventDeleteResult', message: EVENT_MESSAGES.deleted, id: variables['eventId'] } },
      });
    }),
  );
  return calls;
}

describe('staff events /admin/{opi}/events', () => {
  it('adds an event: the form shows the rule messages, then sends the funeral home clock values and lists the new event', async () => {
    signInAs('admin');
    const calls = staffPage([row()]);
    const { user } = renderApp('/admin/CS-1000-0001/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events for Mrs Eleanor Grace Whitmore' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Events' });
    expect(within(table).getByRole('cell', { name: 'November 28, 2026' })).toBeInTheDocument();
    // On the service's own clock, as entered (the form's values), with its zone's name first, whatever the staff member's zone.
    expect(within(table).getByRole('cell', { name: /^10:00 AM – 11:30 AM PST/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const form = await screen.findByRole('form', { name: 'Add Event' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(EVENT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(EVENT_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(within(form).getByText(EVENT_MESSAGES.beginningRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(form).getByLabelText(/Event Name/), 'Reception');
    await user.type(within(form).getByLabelText(/Service Date/), '2026-12-01');
    await user.type(within(form).getByLabelText(/Beginning Time/), '14:00');
    await user.type(within(form).getByLabelText(/Ending Time/), '13:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(EVENT_MESSAGES.endBeforeBeginning)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Ending Time/));
    await user.type(within(form).getByLabelText(/Ending Time/), '16:00');
    await user.type(within(form).getByLabelText(/Live Stream URL/), 'stream.example.com/r');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_MESSAGES.created)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        op: 'create',
        variables: expect.objectContaining({
          opi: 'CS-1000-0001',
          input: expect.objectContaining({
            eventName: 'Reception',
            serviceDate: '2026-12-01',
            beginningTime: '14:00',
            endingTime: '16:00',
            url: 'stream.example.com/r',
            locationCode: 'CFS',
            timeZone: null,
          }),
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Event' })).toBeNull());
    expect(await screen.findByRole('row', { name: /Reception/ })).toBeInTheDocument();
  });

  it("editing shows the gateway's field message; deleting asks first", async () => {
    signInAs('cl-arranger');
    const calls = staffPage([row()]);
    const { user } = renderApp('/admin/CS-1000-0001/events');
    const table = await screen.findByRole('table', { name: 'Events' });
    await user.click(within(table).getByRole('button', { name: /^Edit\s*Funeral Service$/ }));
    const form = await screen.findByRole('form', { name: 'Edit Event' });
    expect(within(form).getByLabelText(/Event Name/)).toHaveValue('Funeral Service');
    expect(within(form).getByLabelText(/Service Date/)).toHaveValue('2026-11-28');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(EVENT_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(calls.map((c) => c.op)).toEqual(['update']);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: /^Delete\s*Funeral Service$/ }));
    const dialog = await screen.findByRole('dialog', { name: EVENT_MESSAGES.confirmDelete });
    expect(within(dialog).getByText(EVENT_MESSAGES.cannotBeRevoked)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(EVENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.map((c) => c.op)).toEqual(['update', 'delete']);
    expect(await screen.findByText(EVENT_MESSAGES.noUpcoming)).toBeInTheDocument();
  });

  it('an edit made from an older version keeps what was typed beside the saved service; the next save sends the new version (issue 27)', async () => {
    signInAs('admin');
    staffPage([row()]);
    const sentence = 'Catherine Reyes saved this event at 3:12 PM, after you opened it.';
    let reads = 0;
    const updates: Record<string, unknown>[] = [];
    server.use(
      graphql.query('StaffEventsPage', () => {
        reads += 1;
        const current = reads === 1 ? row() : row({ chapelName: 'Rose Chapel', version: 3 });
        return HttpResponse.json({
          data: { decedent: headerDecedent(), events: { __typename: 'EventList', upcomingEvents: [current], pastEvents: [] } },
        });
      }),
      graphql.mutation('UpdateEvent', ({ variables }) => {
        updates.push(variables);
        if (updates.length === 1) return HttpResponse.json({ errors: [gqlError(sentence, 'CONFLICT')] });
        const event = row({ eventName: 'Funeral Mass', version: 4 });
        return HttpResponse.json({ data: { updateEvent: { __typename: 'EventResult', message: EVENT_MESSAGES.updated, event } } });
      }),
    );
    const { user } = renderApp('/admin/CS-1000-0001/events');
    const table = await screen.findByRole('table', { name: 'Events' });
    await user.click(within(table).getByRole('button', { name: /^Edit\s*Funeral Service$/ }));
    const form = await screen.findByRole('form', { name: 'Edit Event' });
    await user.clear(within(form).getByRole('textbox', { name: /^Event Name/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Event Name/ }), 'Funeral Mass');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const panel = await within(form).findByRole('region', { name: SAVE_CONFLICT.panelTitle });
    expect(panel).toHaveTextContent(sentence);
    expect(within(form).getByRole('textbox', { name: /^Event Name/ })).toHaveValue('Funeral Mass');
    expect(within(form).getByRole('textbox', { name: /^Chapel Name/ })).toHaveValue('Rose Chapel');
    expect(within(panel).getByRole('group', { name: 'Event Name' })).toHaveTextContent('Funeral Service');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_MESSAGES.updated)).toBeInTheDocument();
    expect(updates.map((u) => u['version'])).toEqual([2, 3]);
    expect(updates[1]!['input']).toMatchObject({ eventName: 'Funeral Mass', chapelName: 'Rose Chapel' });
  });

  it('on a phone, lists each event as a card with its date and time as entered, its badges, and Edit and Delete at hand', async () => {
    signInAs('admin');
    staffPage([
      row(),
      row({
        id: 3,
        eventName: 'Visitation',
        eventType: 'Dynamic',
        isPrivate: true,
        localDate: '2026-11-27',
        localBeginningTime: '17:00',
        localEndingTime: null,
        startsAt: '2026-11-28T01:00:00.000Z',
        endsAt: null,
        chapelName: null,
      }),
    ]);
    const { user } = renderApp('/admin/CS-1000-0001/events');
    const list = await screen.findByRole('list', { name: 'Events' });
    const [service, visitation] = within(list).getAllByRole('listitem');
    expect(within(service!).getByText(/^November 28, 2026 · 10:00 AM – 11:30 AM PST/)).toBeInTheDocument();
    expect(within(service!).getByText('Cypress Lawn Funeral Services · Noble Chapel')).toBeInTheDocument();
    expect(within(visitation!).getByText(/^November 27, 2026 · 5:00 PM PST/)).toBeInTheDocument();
    expect(within(visitation!).getByText('Dynamic')).toBeInTheDocument();
    expect(within(visitation!).getByText('Hidden by family')).toBeInTheDocument();
    await user.click(within(visitation!).getByRole('button', { name: /^Edit\s*Visitation$/ }));
    const form = await screen.findByRole('form', { name: 'Edit Event' });
    expect(within(form).getByLabelText(/Event Name/)).toHaveValue('Visitation');
    expect(within(form).getByLabelText(/Beginning Time/)).toHaveValue('17:00');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await localeStore.set('en');
    });

    it('shows the list, the form, its refusals and the save notice in Spanish', async () => {
      await localeStore.set('es');
      signInAs('admin');
      const calls = staffPage([row()]);
      // The gateway answers the save in the language the page asks in (Accept-Language).
      server.use(
        graphql.mutation('CreateEvent', ({ request }) => {
          const locale = pickLocale([request.headers.get('accept-language') ?? '']) ?? 'en';
          const made = row({ id: 7, eventName: 'Recepción' });
          const message = translate(locale, EVENT_MESSAGES, 'created');
          return HttpResponse.json({ data: { createEvent: { __typename: 'EventResult', message, event: made } } });
        }),
      );
      const { user } = renderApp('/admin/CS-1000-0001/events');
      expect(await screen.findByRole('heading', { level: 1, name: 'Servicios de Eleanor Grace Whitmore' })).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Servicios' });
      expect(within(table).getByRole('columnheader', { name: 'Lugar' })).toBeInTheDocument();
      expect(within(table).getByRole('cell', { name: '28 de noviembre de 2026' })).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: /^Editar\s*Funeral Service$/ })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Agregar servicio' }));
      const form = await screen.findByRole('form', { name: 'Agregar servicio' });
      expect(within(form).getByRole('combobox', { name: 'Tipo de servicio' })).toHaveTextContent('Dinámico');
      expect(within(form).getByText('Mostrar el código de acceso solo a la familia')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Guardar' }));
      expect(await within(form).findByText('El nombre del servicio es obligatorio')).toBeInTheDocument();
      expect(within(form).getByText('La fecha del servicio es obligatoria')).toBeInTheDocument();
      expect(calls).toEqual([]);

      await user.type(within(form).getByLabelText(/Nombre del servicio/), 'Recepción');
      await user.type(within(form).getByLabelText(/Fecha del servicio/), '2026-12-01');
      await user.type(within(form).getByLabelText(/Hora de inicio/), '14:00');
      await user.click(within(form).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Servicio agregado con éxito')).toBeInTheDocument();
    });
  });
});
