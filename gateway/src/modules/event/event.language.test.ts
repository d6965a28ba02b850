import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, gqlData, gqlError } from '../../test/expect.js';

// Issue 31: staff's event form and the family's event switches are answered in the language asked for.

const ES = { 'accept-language': 'es-MX,es;q=0.9' };
const CREATE = 'mutation ($opi: String!, $input: EventInput!) { createEvent(opi: $opi, input: $input) { message event { id eventName } } }';

let gw: TestGateway;
let staff: string;
let arranger: string;
let ids: Record<string, number>;

beforeAll(async () => {
  gw = await startTestGateway();
  [staff, arranger] = await Promise.all([gw.login(DEMO.staff, 'cl-arranger'), gw.login(DEMO.arranger, 'arranger')]);
  ids = Object.fromEntries(
    (await gw.sql<{ id: number; event_name: string }>('select id, event_name from decedent_event')).map((r) => [r.event_name, r.id]),
  );
});
afterAll(() => gw?.stop());

const input = (over: Record<string, unknown> = {}) => ({
  eventName: 'Recepción',
  serviceDate: '2030-06-10',
  beginningTime: '14:00',
  endingTime: '16:00',
  ...over,
});

describe('the event calls in Spanish', () => {
  it("GraphQL: the form's refusals and the save's notice", async () => {
    const refused = await gw.gql(CREATE, { opi: OPI.eleanor, input: input({ eventName: ' ' }) }, staff, ES);
    gqlError(refused, 'BAD_USER_INPUT', 'El nombre del servicio es obligatorio');
    const backwards = await gw.gql(CREATE, { opi: OPI.eleanor, input: input({ endingTime: '13:00' }) }, staff, ES);
    gqlError(backwards, 'BAD_USER_INPUT', 'La hora de finalización debe ser posterior a la hora de inicio');
    // A day that does not exist: the format is told as a Spanish reader writes a day, day first.
    const unreal = await gw.gql(CREATE, { opi: OPI.eleanor, input: input({ serviceDate: '2030-02-30' }) }, staff, ES);
    gqlError(unreal, 'BAD_USER_INPUT', 'La fecha del servicio debe ser una fecha real (DD/MM/AAAA)');
    // The same refusal keeps the spec's English for a caller who asks for none.
    gqlError(
      await gw.gql(CREATE, { opi: OPI.eleanor, input: input({ eventName: '' }) }, staff),
      'BAD_USER_INPUT',
      'Event Name is required',
    );
    expect(await gw.sql(`select 1 from decedent_event where event_name in ('', ' ')`)).toEqual([]);

    const saved = gqlData(await gw.gql<{ createEvent: { message: string } }>(CREATE, { opi: OPI.eleanor, input: input() }, staff, ES));
    expect(saved.createEvent.message).toBe('Servicio agregado con éxito');
  });

  it('REST: a refused switch and a missing event, in Spanish; English when none is asked for', async () => {
    const path = `/events/${OPI.eleanor}/hideEndTime/${ids['Committal']}`;
    expectRestError(
      await gw.rest('PUT', path, { isEndTimeHided: true }, arranger, ES),
      400,
      'Solo se puede ocultar la hora de finalización de un servicio dinámico',
    );
    expectRestError(
      await gw.rest('PUT', path, { isEndTimeHided: true }, arranger),
      400,
      'Only the ending time of a Dynamic event can be hidden',
    );
    expectRestError(await gw.rest('PUT', `/events/${OPI.eleanor}/hide/0`, { isPrivate: true }, arranger, ES), 404, 'El servicio no existe');
  });
});
