import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from 'node:crypto';
import { OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { solveCaptcha } from '../../test/captcha.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * Issue 31: the memorial page's two visitor forms, Stay Updated and Contact Family, answer in the language the caller
 * asks for (Accept-Language: es), and in the spec's English without it; so do the family's hide switch and the
 * unsubscribe page of the reminder mails.
 */

const ES = { 'accept-language': 'es-MX,es;q=0.9' };

const SUBSCRIBE = 'mutation ($opi: String!, $input: SubscribeInput!) { subscribe(opi: $opi, input: $input) { message } }';
const SEND = 'mutation ($opi: String!, $input: FamilyMessageInput!) { sendFamilyMessage(opi: $opi, input: $input) { message } }';
const HIDE =
  'mutation ($opi: String!, $hide: Boolean!) { setContactFamilyHidden(opi: $opi, hideContactFamily: $hide) { hideContactFamily message } }';

let gw: TestGateway;
let arranger: string;
let visitorNo = 0;
/** Each request its own client address, so the per-address limits of one do not reach another. */
const from = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': `192.0.2.${++visitorNo}`, ...extra });

beforeAll(async () => {
  gw = await startTestGateway({ env: { TRUST_PROXY: 'loopback' } });
  [arranger] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

describe('Stay Updated in the asked language', () => {
  it('GraphQL: subscribed, and the e-mail refusals, in Spanish with accept-language: es; English without', async () => {
    const input = async (email: string) => ({ opi: OPI.eleanor, input: { email, captcha: await solveCaptcha(gw) } });
    const es = await gw.gql(SUBSCRIBE, await input('lectora@example.org'), undefined, from(ES));
    expect(gqlData(es).subscribe.message).toBe('Suscripción realizada con éxito');
    const en = await gw.gql(SUBSCRIBE, await input('reader@example.org'), undefined, from());
    expect(gqlData(en).subscribe.message).toBe('Subscribed Successfully');

    const refused = gqlError(await gw.gql(SUBSCRIBE, await input('no-es-correo'), undefined, from(ES)), 'BAD_USER_INPUT');
    expect(refused.extensions?.['fieldErrors']).toEqual({ email: 'Correo electrónico no válido' });
    const missing = gqlError(await gw.gql(SUBSCRIBE, await input(''), undefined, from()), 'BAD_USER_INPUT');
    expect(missing.extensions?.['fieldErrors']).toEqual({ email: 'Email Required' });
  });

  it('REST addSubscriber: Spanish only when asked', async () => {
    const path = `/decedent/${OPI.eleanor}/addSubscriber?timeZone=UTC`;
    const body = async (email: string) => ({ email, captcha: await solveCaptcha(gw) });
    expectRestSuccess(
      await gw.rest('POST', path, await body('rest-es@example.org'), undefined, from(ES)),
      200,
      'Suscripción realizada con éxito',
    );
    expectRestSuccess(await gw.rest('POST', path, await body('rest-en@example.org'), undefined, from()), 200, 'Subscribed Successfully');
    expectRestError(await gw.rest('POST', path, await body(''), undefined, from(ES)), 400, 'El correo electrónico es obligatorio');
  });

  it('the unsubscribe page speaks Spanish to a subscriber who subscribed in Spanish', async () => {
    gqlData(await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'adios@example.org' } }, arranger, from(ES)));
    const [row] = await gw.sql<{ id: number; nonce: string }>("select id, nonce from subscriber where email = 'adios@example.org'");
    const link = `${gw.url}/obituaries/unsubscribe/${unsubscribeToken(createSecretKey(Buffer.from(TEST_JWT_SECRET, 'utf8')), row!)}`;
    const page = await (await fetch(link, { headers: ES })).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('¿Desea dejar de recibir recordatorios por correo electrónico sobre los servicios de Eleanor');
    expect(page).toContain('Cancelar la suscripción</button>');
    const done = await fetch(link, { method: 'POST', headers: ES });
    expect(await done.text()).toContain('Ya no recibirá recordatorios por correo electrónico sobre los servicios de Eleanor');
  });
});

describe('Contact Family in the asked language', () => {
  it('GraphQL: sent, and the message refusal, in Spanish with accept-language: es; English without', async () => {
    const input = async (message: string) => ({
      opi: OPI.eleanor,
      input: { email: 'ana@example.org', message, captcha: await solveCaptcha(gw) },
    });
    const es = await gw.gql(SEND, await input('Les acompañamos en su dolor.'), undefined, from(ES));
    expect(gqlData(es).sendFamilyMessage.message).toBe('Su mensaje fue enviado a la familia.');
    const en = await gw.gql(SEND, await input('We are thinking of you.'), undefined, from());
    expect(gqlData(en).sendFamilyMessage.message).toBe('Your Message has been sent to the Family Member.');
    const empty = gqlError(await gw.gql(SEND, await input('   '), undefined, from(ES)), 'BAD_USER_INPUT');
    expect(empty.extensions?.['fieldErrors']).toEqual({ message: 'El mensaje es obligatorio' });
  });

  it('REST saveMessage answers Spanish only when asked', async () => {
    const path = `/decedent/${OPI.eleanor}/saveMessage?timezone=UTC`;
    const body = async (message: string) => ({ email: 'luis@example.org', message, captcha: await solveCaptcha(gw) });
    expectRestSuccess(
      await gw.rest('POST', path, await body('Con cariño.'), undefined, from(ES)),
      201,
      'Su mensaje fue enviado a la familia.',
    );
    expectRestError(
      await gw.rest('POST', path, await body('x'.repeat(501)), undefined, from(ES)),
      400,
      'El mensaje debe tener menos de 501 caracteres',
    );
    expectRestError(
      await gw.rest('POST', path, await body('x'.repeat(501)), undefined, from()),
      400,
      'Messages should less then 501 characters',
    );
  });

  it("the family's hide switch answers in Spanish, and a hidden form refuses in Spanish", async () => {
    const hid = gqlData(await gw.gql(HIDE, { opi: OPI.eleanor, hide: true }, arranger, ES)).setContactFamilyHidden;
    expect(hid.message).toBe('El formulario para escribir a la familia se ocultó con éxito.');
    try {
      const input = { email: 'ana@example.org', message: 'Hola', captcha: await solveCaptcha(gw) };
      gqlError(
        await gw.gql(SEND, { opi: OPI.eleanor, input }, undefined, from(ES)),
        'FORBIDDEN',
        'La familia no está recibiendo mensajes en esta página.',
      );
    } finally {
      const shown = gqlData(await gw.gql(HIDE, { opi: OPI.eleanor, hide: false }, arranger)).setContactFamilyHidden;
      expect(shown.message).toBe('Contact Family Member Un Hided Successfully.');
    }
  });
});
