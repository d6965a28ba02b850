import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TEXTS, translate } from '@memorial/schema';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, gqlData, gqlError } from '../../test/expect.js';
import { solveCaptcha } from '../../test/captcha.js';

/**
 * Issue 31: a subscriber's mails go out in their language, stored when they subscribe: the one they name, else the
 * request's (Accept-Language; English when it names neither language). Subscribing again follows the latest request.
 */

const SUBSCRIBE = 'mutation ($opi: String!, $input: SubscribeInput!) { subscribe(opi: $opi, input: $input) { created } }';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(() => gw?.stop());

/** Each subscribe its own client address, so the per-address limit stays out of the way. */
let visitorNo = 0;
const visitor = (language?: string) => ({
  'x-forwarded-for': `198.51.100.${++visitorNo}`,
  ...(language ? { 'accept-language': language } : {}),
});
const languageOf = async (email: string) =>
  (await gw.sql<{ language: string }>('select language from subscriber where email_key = $1', [email.toLowerCase()]))[0]?.language;
const subscribe = async (email: string, acceptLanguage?: string, language?: string | null) =>
  gw.gql(
    SUBSCRIBE,
    { opi: OPI.eleanor, input: { email, captcha: await solveCaptcha(gw), ...(language !== undefined ? { language } : {}) } },
    undefined,
    visitor(acceptLanguage),
  );

/** A legacy answer of success (its message is the subscribe's, in the request's language). */
const ok = (res: { status: number; body: any }) => expect([res.status, typeof res.body?.message]).toEqual([200, 'string']);

describe("a subscriber's language", () => {
  it("follows the request's Accept-Language: Spanish when asked, English otherwise", async () => {
    gqlData(await subscribe('lucia.es@example.org', 'es-MX,es;q=0.9,en;q=0.5'));
    gqlData(await subscribe('john.en@example.org', 'en-US'));
    gqlData(await subscribe('pierre.fr@example.org', 'fr-FR'));
    gqlData(await subscribe('nobody.said@example.org'));
    expect(await languageOf('lucia.es@example.org')).toBe('es');
    expect(await languageOf('john.en@example.org')).toBe('en');
    expect(await languageOf('pierre.fr@example.org')).toBe('en');
    expect(await languageOf('nobody.said@example.org')).toBe('en');
  });

  it('an explicit language wins over the request; subscribing again follows the latest', async () => {
    gqlData(await subscribe('ana.explicit@example.org', 'en', 'es'));
    expect(await languageOf('ana.explicit@example.org')).toBe('es');
    expect(gqlData(await subscribe('ANA.explicit@example.org', 'es', 'en'))).toEqual({ subscribe: { created: false } });
    expect(await languageOf('ana.explicit@example.org')).toBe('en');
  });

  it('an unknown language is refused in plain words and nothing is stored', async () => {
    const error = gqlError(await subscribe('bad.language@example.org', 'es', 'fr'), 'BAD_USER_INPUT');
    expect(error.extensions?.['fieldErrors']).toEqual({ language: translate('es', LANGUAGE_TEXTS, 'languageInvalid') });
    expect(await languageOf('bad.language@example.org')).toBeUndefined();
  });

  it('the legacy row stores it the same way (body language, else Accept-Language)', async () => {
    const path = `/decedent/${OPI.eleanor}/addSubscriber`;
    const body = async (email: string, language?: string) => ({
      email,
      captcha: await solveCaptcha(gw),
      ...(language ? { language } : {}),
    });
    ok(await gw.rest('POST', path, await body('rest.es@example.org'), undefined, visitor('es')));
    expect(await languageOf('rest.es@example.org')).toBe('es');
    ok(await gw.rest('POST', path, await body('rest.plain@example.org'), undefined, visitor()));
    expect(await languageOf('rest.plain@example.org')).toBe('en');
    ok(await gw.rest('POST', path, await body('rest.named@example.org', 'es'), undefined, visitor()));
    expect(await languageOf('rest.named@example.org')).toBe('es');
    expectRestError(
      await gw.rest('POST', path, await body('rest.bad@example.org', 'xx'), undefined, visitor()),
      400,
      LANGUAGE_TEXTS.languageInvalid,
    );
    expect(await languageOf('rest.bad@example.org')).toBeUndefined();
  });
});
