import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';

// Issue 31: the plain sentences that stand for graphql-js's and zod's own wording (gateway/src/errors.ts), and the
// router's own answers, follow Accept-Language at both doors; a caller without it keeps the English (the field keeps
// the API's name).

const ES = { 'accept-language': 'es' };
let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startTestGateway();
  token = await gw.login(DEMO.arranger, 'arranger');
  await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, token);
});
afterAll(async () => {
  await gw?.stop();
});

const PRIVACY = 'mutation ($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate } }';
const NOTIFIER = 'mutation ($opi: String!, $input: NotifierInfoInput!) { saveNotifierInfo(opi: $opi, input: $input) { message } }';
const notifier = { prefix: 'Dr', firstName: 'Catherine', lastName: 'Reyes', isNotifierVerified: true };
// The notifier's title names the labels a Spanish reader sees (its own message since issue 31's part B3).
const NOTIFIER_TITLE_ES = 'El tratamiento debe ser Sr., Sra. o Srta.';

describe('a variable that does not coerce (graphql-js)', () => {
  it('GraphQL: Spanish with accept-language: es, English without', async () => {
    const spanish = await gw.gql(PRIVACY, { opi: OPI.eleanor, isPrivate: 'yes' }, token, ES);
    expect(spanish.status).toBe(400);
    expect(spanish.body.errors![0]).toMatchObject({
      message: 'isPrivate debe ser verdadero o falso',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const english = await gw.gql(PRIVACY, { opi: OPI.eleanor, isPrivate: 'yes' }, token);
    expect(english.body.errors![0]!.message).toBe('isPrivate must be true or false');
    const text = await gw.gql(PRIVACY, { opi: 5, isPrivate: true }, token, ES);
    expect(text.body.errors![0]!.message).toBe('opi debe ser texto');
  });

  it('REST: the same sentence over the legacy door', async () => {
    const spanish = await gw.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, { isPrivate: 'maybe' }, token, ES);
    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatchObject({ message: 'isPrivate debe ser verdadero o falso', code: 'BAD_USER_INPUT' });
    const english = await gw.rest('PUT', `/decedent/privacy/${OPI.eleanor}`, { isPrivate: 'maybe' }, token);
    expect(english.body.message).toBe('isPrivate must be true or false');
  });
});

describe('a zod refusal without a message of its own', () => {
  it('REST: one of a list, and a limit, in Spanish; English without', async () => {
    const oneOf = await gw.rest('POST', `/decedent/${OPI.eleanor}/notifier-info`, notifier, token, ES);
    expect(oneOf.status).toBe(400);
    expect(oneOf.body.fieldErrors).toMatchObject({ prefix: NOTIFIER_TITLE_ES });
    const english = await gw.rest('POST', `/decedent/${OPI.eleanor}/notifier-info`, notifier, token);
    expect(english.body.fieldErrors).toMatchObject({ prefix: 'prefix must be one of Mr, Mrs or Ms' });
    const limit = await gw.rest('POST', `/decedent/${OPI.eleanor}/primary-info`, { firstName: 'Eleanor', gender: 7 }, token, ES);
    expect(limit.body.fieldErrors).toMatchObject({ gender: 'gender debe ser como máximo 3' });
  });

  it('GraphQL: the same sentences', async () => {
    const spanish = await gw.gql(NOTIFIER, { opi: OPI.eleanor, input: notifier }, token, ES);
    expect(spanish.body.errors![0]).toMatchObject({
      message: NOTIFIER_TITLE_ES,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { prefix: NOTIFIER_TITLE_ES } },
    });
    const english = await gw.gql(NOTIFIER, { opi: OPI.eleanor, input: notifier }, token);
    expect(english.body.errors![0]!.message).toBe('prefix must be one of Mr, Mrs or Ms');
  });
});

describe("the legacy router's own answers", () => {
  it('an unknown path, a wrong method, a malformed body and an Idempotency-Key that cannot be one', async () => {
    expect((await gw.rest('GET', '/no-such-row', undefined, undefined, ES)).body.message).toBe('No encontrado');
    expect((await gw.rest('GET', '/no-such-row')).body.message).toBe('Not Found');
    const malformed = await gw.rest('POST', `/memories/${OPI.eleanor}`, '{"title":', undefined, ES);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('El cuerpo de la solicitud no es válido');
    const key = await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, token, { ...ES, 'idempotency-key': 'x'.repeat(300) });
    expect(key.status).toBe(400);
    expect(key.body.message).toBe('El encabezado Idempotency-Key debe tener de 1 a 255 caracteres visibles.');
  });
});
