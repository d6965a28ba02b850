import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, graphqlRole, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

// Issue 31: sign-in answers in the caller's language (Accept-Language), the spec's English without it.

const LOGIN =
  'mutation ($role: Role!, $email: String!, $password: String!) { login(role: $role, email: $email, password: $password) { token } }';
const ENGLISH = 'Unauthorized. Please enter valid credentials';
const SPANISH = 'No autorizado. Escriba sus datos de acceso correctos';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => gw?.stop());

/** Failed sign-ins are counted per address: each request comes from its own. */
let nextAddress = 1;
const headers = (language?: string) => ({
  'x-forwarded-for': `10.31.0.${nextAddress++}`,
  ...(language ? { 'accept-language': language } : {}),
});
const gqlLogin = (password: string, language?: string) =>
  gw.gql(LOGIN, { role: graphqlRole('arranger'), email: DEMO.arranger, password }, undefined, headers(language));
const restLogin = (body: Record<string, unknown>, language?: string) =>
  gw.rest('POST', '/auth/arranger/login', body, undefined, headers(language));

describe('sign-in in Spanish', () => {
  it('GraphQL: a failed sign-in in Spanish when asked, in English without', async () => {
    gqlError(await gqlLogin('wrong-password', 'es-MX,es;q=0.9'), 'INVALID_CREDENTIALS', SPANISH);
    gqlError(await gqlLogin('wrong-password'), 'INVALID_CREDENTIALS', ENGLISH);
  });

  it('REST: a failed sign-in in Spanish when asked, the spec English without', async () => {
    const spanish = expectRestError(await restLogin({ email: DEMO.arranger, password: 'wrong-password' }, 'es'), 400, SPANISH);
    expect(spanish).toEqual({ message: SPANISH, code: 'INVALID_CREDENTIALS', errors: [SPANISH] });
    expectRestError(await restLogin({ email: DEMO.arranger, password: 'wrong-password' }), 400, ENGLISH);
  });

  it("REST: the form's own checks and the success message follow the language too", async () => {
    expectRestError(await restLogin({ email: '', password: 'x' }, 'es'), 400, 'El correo electrónico es obligatorio');
    expectRestError(await restLogin({ email: '', password: 'x' }), 400, 'Email-Id is required');
    expectRestSuccess(await restLogin({ email: DEMO.arranger, password: DEMO_PASSWORD }, 'es'), 200, 'Sesión iniciada correctamente');
    expect(gqlData(await gqlLogin(DEMO_PASSWORD, 'es'))).toEqual({ login: { token: expect.any(String) } });
  });
});
