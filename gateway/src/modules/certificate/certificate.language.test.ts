import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

// Issue 31: a certificate save answers in the language Accept-Language asks for, through both doors; the field's
// label in a name rule's message is the label of that language. Without the header: the spec's English.

const ES = { 'accept-language': 'es' };

const Q = {
  primary: 'mutation ($opi: String!, $input: PrimaryInfoInput!) { savePrimaryInfo(opi: $opi, input: $input) { message } }',
  veteran: 'mutation ($opi: String!, $input: VeteranInfoInput!) { saveVeteranInfo(opi: $opi, input: $input) { message } }',
  parent: 'mutation ($opi: String!, $input: ParentInfoInput!) { saveParentInfo(opi: $opi, input: $input) { message } }',
};

let gw: TestGateway;
let arranger: string;
beforeAll(async () => {
  gw = await startTestGateway();
  arranger = await gw.login(DEMO.arranger, 'arranger');
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

const gqlSave = (query: string, input: Record<string, unknown>, headers?: Record<string, string>) =>
  gw.gql(query, { opi: OPI.eleanor, input }, arranger, headers);
const restSave = (path: string, input: Record<string, unknown>, headers?: Record<string, string>) =>
  gw.rest('POST', `/decedent/${OPI.eleanor}/${path}`, input, arranger, headers);

describe('a certificate save in Spanish', () => {
  it('GraphQL: a refused name names its field in the language asked for, English without', async () => {
    gqlError(await gqlSave(Q.primary, { firstName: ' ' }), 'BAD_USER_INPUT', 'First Name is required');
    const spanish = gqlError(await gqlSave(Q.primary, { firstName: ' ' }, ES), 'BAD_USER_INPUT', 'El campo «Nombre» es obligatorio');
    expect(spanish.extensions?.['fieldErrors']).toEqual({ firstName: 'El campo «Nombre» es obligatorio' });
    gqlError(await gqlSave(Q.primary, { firstName: 'Eleanor', lastName: 'W1' }, ES), 'BAD_USER_INPUT', 'El campo «Apellido» no es válido');
    const veteran = gqlError(await gqlSave(Q.veteran, { isVeteran: true, isUnknown: false }, ES), 'BAD_USER_INPUT');
    expect(veteran.extensions?.['fieldErrors']).toEqual({
      serviceBranch: 'La rama de servicio es obligatoria',
      serviceEra: 'El período de servicio es obligatorio',
    });
  });

  it('REST: the same refusals, 400, in Spanish when asked for and English without', async () => {
    expectRestError(await restSave('primary-info', { firstName: '' }), 400, 'First Name is required');
    const body = expectRestError(await restSave('primary-info', { firstName: '' }, ES), 400, 'El campo «Nombre» es obligatorio');
    expect(body.fieldErrors).toEqual({ firstName: 'El campo «Nombre» es obligatorio' });
    expectRestError(
      await restSave('primary-info', { firstName: 'Eleanor', ssn: '000-12-3456' }, ES),
      400,
      'Número de Seguro Social no válido',
    );
  });

  it("a saved section's notice follows the language, a parent's naming the mother or father", async () => {
    const mother = { relation: 'Mother', firstName: 'Ingrid' };
    expect(gqlData(await gqlSave(Q.parent, mother, ES)).saveParentInfo.message).toBe('¡Datos de la madre actualizados!');
    expect(gqlData(await gqlSave(Q.parent, mother)).saveParentInfo.message).toBe('Mother Details Updated!');
    expectRestSuccess(await restSave('parent-info', { ...mother, relation: 'Father' }, ES), 200, '¡Datos del padre actualizados!');
  });
});

describe("the notifier's title refused in Spanish", () => {
  it('REST: names the titles a Spanish reader sees (Sr., Sra., Srta.); English keeps the API values', async () => {
    const notifier = { prefix: 'Dr', firstName: 'Catherine', lastName: 'Reyes', isNotifierVerified: true };
    const spanish = await restSave('notifier-info', notifier, ES);
    expect(spanish.status).toBe(400);
    expect(spanish.body.fieldErrors).toMatchObject({ prefix: 'El tratamiento debe ser Sr., Sra. o Srta.' });
    const english = await restSave('notifier-info', notifier);
    expect(english.body.fieldErrors).toMatchObject({ prefix: 'prefix must be one of Mr, Mrs or Ms' });
  });
});
