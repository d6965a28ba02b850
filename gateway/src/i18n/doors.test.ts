import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { DEMO, DEMO_PASSWORD, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlError } from '../test/expect.js';
import { wsErrors } from '../test/ws.js';
import { Q, shareInput } from '../test/memories.js';
import { MAX_UPLOAD_FILES } from '@memorial/schema';

const UPLOAD = 'mutation ($files: [Upload!]!) { uploadMedia(files: $files) { fileUrl } }';

// Issue 31: what the gateway's own doors say (the WebSocket's refusals, the HTTP door's early refusals, the captcha,
// the profile's and the services' refusals) is in the language the caller asks for, and in English without one.

const ES = { 'accept-language': 'es' };

let gw: TestGateway;
const clients: Client[] = [];
beforeAll(async () => {
  // The captcha is asked for here (its refusal is one of the texts), as a visitor's browser is.
  gw = await startTestGateway({ visitorCaptcha: false });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw?.stop();
});

/** A graphql-ws client whose upgrade request carries `headers`, and `params` as its connectionParams. */
function socket(headers: Record<string, string> = {}, params: Record<string, unknown> = {}): Client {
  class WithHeaders extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${gw.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WithHeaders,
    connectionParams: params,
    retryAttempts: 0,
    lazy: true,
  });
  clients.push(client);
  return client;
}

const messages = async (client: Client, query: string, variables: Record<string, unknown> = {}) =>
  (await wsErrors(client, query, variables)).map((e) => [e.extensions?.['code'], e.message]);

describe('the WebSocket door', () => {
  const ME = '{ me { email } }';

  it("refuses a visitor's subscription in English, or in Spanish when the upgrade asks for it", async () => {
    expect(await messages(socket(), Q.events, { opi: OPI.eleanor })).toEqual([['UNAUTHENTICATED', 'Authentication required']]);
    expect(await messages(socket(ES), Q.events, { opi: OPI.eleanor })).toEqual([['UNAUTHENTICATED', 'Debe iniciar sesión']]);
    expect(await messages(socket({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }), Q.events, { opi: OPI.eleanor })).toEqual([
      ['UNAUTHENTICATED', 'Debe iniciar sesión'],
    ]);
  });

  it("a query or mutation over the socket too; the web app's connectionParams language wins over the header", async () => {
    expect(await messages(socket(), ME)).toEqual([['UNAUTHENTICATED', 'Authentication required']]);
    expect(await messages(socket(ES), ME)).toEqual([['UNAUTHENTICATED', 'Debe iniciar sesión']]);
    expect(await messages(socket({}, { language: 'es' }), ME)).toEqual([['UNAUTHENTICATED', 'Debe iniciar sesión']]);
    expect(await messages(socket(ES, { language: 'en' }), ME)).toEqual([['UNAUTHENTICATED', 'Authentication required']]);
    // A language we do not speak is not taken: the header's then.
    expect(await messages(socket(ES, { language: 'fr' }), ME)).toEqual([['UNAUTHENTICATED', 'Debe iniciar sesión']]);
  });

  it("a signed-in socket's refusal is in its language, and sockets in both languages are answered side by side", async () => {
    const token = await gw.login(DEMO.family2, 'arranger');
    const signedIn = (headers: Record<string, string>) => socket(headers, { authorization: `Bearer ${token}` });
    const [en, es] = await Promise.all([
      messages(signedIn({}), Q.events, { opi: OPI.eleanor }),
      messages(signedIn(ES), Q.events, { opi: OPI.eleanor }),
    ]);
    expect(en).toEqual([['FORBIDDEN', 'Unauthorized access Forbidden']]);
    expect(es).toEqual([['FORBIDDEN', 'Acceso no autorizado']]);
  });
});

describe('the HTTP door before a request is read', () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('a body nested too deeply: English, or Spanish', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: `{"query":"query ($x: String) { __typename }","variables":${deep(6000)}}`,
      }).then(async (res) => [res.status, ((await res.json()) as { errors: { message: string }[] }).errors[0]!.message]);
    expect(await send({})).toEqual([400, 'The request body is nested too deeply']);
    expect(await send(ES)).toEqual([400, 'El cuerpo de la solicitud tiene demasiados niveles anidados']);
  });

  it('a multipart request without the preflight header: English, or Spanish', async () => {
    const send = async (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: '{ __typename }' }));
      form.append('map', '{}');
      const res = await fetch(`${gw.url}/graphql`, { method: 'POST', body: form, headers });
      return [res.status, ((await res.json()) as { errors: { message: string }[] }).errors[0]!.message];
    };
    expect(await send({})).toEqual([400, 'This multipart request must carry an Apollo-Require-Preflight header.']);
    expect(await send(ES)).toEqual([400, 'Esta solicitud multipart debe llevar el encabezado Apollo-Require-Preflight.']);
  });

  it("a malformed or too large body, too many files: the catalog's words, not the parser's", async () => {
    const send = async (body: string | FormData, headers: Record<string, string>) => {
      const res = await fetch(`${gw.url}/graphql`, { method: 'POST', body, headers });
      const text = await res.text();
      return [res.status, text.startsWith('{') ? (JSON.parse(text) as { message: string }).message : text.slice(0, 300)];
    };
    const json = { 'content-type': 'application/json' };
    expect(await send('{"query": ', json)).toEqual([400, 'Invalid request body']);
    expect(await send('{"query": ', { ...json, ...ES })).toEqual([400, 'El cuerpo de la solicitud no es válido']);
    const large = JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(1_100_000) } });
    expect(await send(large, json)).toEqual([413, 'The request body is too large']);
    expect(await send(large, { ...json, ...ES })).toEqual([413, 'El cuerpo de la solicitud es demasiado grande']);
    const files = () => {
      const form = new FormData();
      const count = MAX_UPLOAD_FILES + 1;
      const variables = { files: Array.from({ length: count }, () => null) };
      form.append('operations', JSON.stringify({ query: UPLOAD, variables }));
      form.append('map', JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, [`variables.files.${i}`]]))));
      for (let i = 0; i < count; i++) form.append(String(i), new Blob(['x'], { type: 'image/png' }), `${i}.png`);
      return form;
    };
    const preflight = { 'apollo-require-preflight': 'true' };
    expect(await send(files(), preflight)).toEqual([413, `${MAX_UPLOAD_FILES} files at most in one request`]);
    expect(await send(files(), { ...preflight, ...ES })).toEqual([413, `Como máximo ${MAX_UPLOAD_FILES} archivos por solicitud`]);
  });

  it('a subscription asked over HTTP', async () => {
    const query = 'subscription ($opi: String) { memoryEvents(opi: $opi) { kind } }';
    const staff = await gw.login(DEMO.staff, 'cl-arranger');
    gqlError(
      await gw.gql(query, { opi: OPI.eleanor }, staff),
      'BAD_USER_INPUT',
      'memoryEvents is a subscription: subscribe over WebSocket (graphql-transport-ws) at /graphql.',
    );
    gqlError(
      await gw.gql(query, { opi: OPI.eleanor }, staff, ES),
      'BAD_USER_INPUT',
      'memoryEvents es una suscripción: suscríbase por WebSocket (graphql-transport-ws) en /graphql.',
    );
  });
});

describe("the services' refusals", () => {
  it('the captcha', async () => {
    const share = (headers?: Record<string, string>) =>
      gw.gql(Q.share, { opi: OPI.eleanor, input: shareInput({ captcha: 'not-solved' }) }, undefined, headers);
    expect(gqlError(await share(), 'BAD_USER_INPUT').extensions?.['fieldErrors']).toMatchObject({ captcha: 'verify captcha' });
    expect(gqlError(await share(ES), 'BAD_USER_INPUT').extensions?.['fieldErrors']).toMatchObject({
      captcha: 'Complete la verificación',
    });
  });

  it('the profile: a new password equal to the old one', async () => {
    const token = await gw.login(DEMO.arranger, 'arranger');
    const change = (headers?: Record<string, string>) =>
      gw.gql(
        'mutation ($password: String!, $newPassword: String!) { changePassword(password: $password, newPassword: $newPassword) { message } }',
        { password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
        token,
        headers,
      );
    gqlError(await change(), 'BAD_USER_INPUT', 'New Password must be different from the Old Password');
    gqlError(await change(ES), 'BAD_USER_INPUT', 'La nueva contraseña debe ser distinta de la contraseña actual');
  });

  it('a service that is not offered, at both doors', async () => {
    const staff = await gw.login(DEMO.staff, 'cl-arranger');
    const answer = (headers?: Record<string, string>) =>
      gw.gql(
        'mutation ($opi: String!, $serviceId: Int!) { answerService(opi: $opi, serviceId: $serviceId, isInterested: true) { message } }',
        { opi: OPI.eleanor, serviceId: 99_999 },
        staff,
        headers,
      );
    gqlError(await answer(), 'NOT_FOUND', 'Service does not exist');
    gqlError(await answer(ES), 'NOT_FOUND', 'El servicio no existe');
    const rest = await gw.rest('POST', '/services/99999/interest', { decedentId: OPI.eleanor, isInterested: true }, staff, ES);
    expect([rest.status, rest.body.message]).toEqual([404, 'El servicio no existe']);
  });
});
