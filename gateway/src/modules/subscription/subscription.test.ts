import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../test/contract.js';
import { createSecretKey } from 'node:crypto';
import { EVENT_MESSAGES, MESSAGES, SUBSCRIPTION_MESSAGES } from '@memorial/schema';
import { DEMO, OPI, TEST_JWT_SECRET, cloneUser, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { solveCaptcha as solvedCaptcha } from '../../test/captcha.js';
import { RATE_LIMITS } from '../../abuse/limits.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * Stay Updated through GraphQL and the legacy REST paths: validation with the spec's messages, the captcha
 * (visitors), one subscription per address whatever its case and however many requests race, the rate limits,
 * checkCountForCaptcha, the subscriber count by role, and the unsubscribe link (once, not forgeable).
 */

let gw: TestGateway;
let tokens: { arranger: string; family2: string; admin: string; staff: string };

const SUBSCRIBE = 'mutation ($opi: String!, $input: SubscribeInput!) { subscribe(opi: $opi, input: $input) { message email created } }';
const CHECK = 'query ($opi: String!) { subscribeCheck(opi: $opi) { captchaRequired allowed remaining } }';
const COUNT = 'query ($opi: String!) { subscriberCount(opi: $opi) { count } }';
const UNSUBSCRIBE = 'mutation ($token: String!) { unsubscribe(token: $token) { message decedentName } }';

/** Each visitor its own address (X-Forwarded-For from the loopback proxy), so the per-address limit of one test does not reach another. */
let visitorNo = 0;
const visitor = () => ({ 'x-forwarded-for': `203.0.113.${++visitorNo}` });

const subscribers = (opi: string = OPI.eleanor) =>
  gw.sql<{ email: string; email_key: string; time_zone: string; id: number; nonce: string }>(
    'select s.id, s.email, s.email_key, s.time_zone, s.nonce from subscriber s join decedent d on d.id = s.decedent_id where d.opi = $1 order by s.id',
    [opi],
  );

beforeAll(async () => {
  // Each test its own client address (X-Forwarded-For, believed from the loopback proxy), so per-address limits stay apart.
  gw = await startTestGateway({ env: { TRUST_PROXY: 'loopback' } });
  const [arranger, family2, admin, staff] = await gw.demoLogins();
  tokens = { arranger, family2, admin, staff };
});
afterAll(async () => {
  await gw?.stop();
});

describe('subscribe (GraphQL)', () => {
  it('a visitor subscribes with a solved captcha: Subscribed Successfully, the time zone kept', async () => {
    const res = await gw.gql(
      SUBSCRIBE,
      { opi: OPI.eleanor, input: { email: ' Grace.Visitor@Example.org ', captcha: await solvedCaptcha(gw), timeZone: 'America/Chicago' } },
      undefined,
      visitor(),
    );
    expect(gqlData(res).subscribe).toEqual({
      message: SUBSCRIPTION_MESSAGES.subscribed,
      email: 'Grace.Visitor@Example.org',
      created: true,
    });
    expect(await subscribers()).toEqual([
      expect.objectContaining({ email: 'Grace.Visitor@Example.org', email_key: 'grace.visitor@example.org', time_zone: 'America/Chicago' }),
    ]);
  });

  it('subscribing the same address again (another case) keeps one subscription', async () => {
    const res = await gw.gql(
      SUBSCRIBE,
      { opi: OPI.eleanor, input: { email: 'GRACE.visitor@example.org', captcha: await solvedCaptcha(gw), timeZone: 'Europe/Paris' } },
      undefined,
      visitor(),
    );
    expect(gqlData(res).subscribe).toMatchObject({ message: SUBSCRIPTION_MESSAGES.subscribed, created: false });
    const rows = (await subscribers()).filter((r) => r.email_key === 'grace.visitor@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.time_zone).toBe('Europe/Paris');
  });

  it('racing requests for one address make one row', async () => {
    // Signed-in family solve no captcha: eight requests leave together.
    const results = await Promise.all(
      Array.from({ length: 8 }, () => gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'race@example.org' } }, tokens.arranger)),
    );
    const created = results.map((r) => gqlData(r).subscribe.created);
    expect(created.filter(Boolean)).toHaveLength(1);
    expect((await subscribers()).filter((r) => r.email_key === 'race@example.org')).toHaveLength(1);
  });

  it.each([
    ['', SUBSCRIPTION_MESSAGES.emailRequired],
    ['   ', SUBSCRIPTION_MESSAGES.emailRequired],
    ['not-an-address', SUBSCRIPTION_MESSAGES.emailInvalid],
    ['a@b', SUBSCRIPTION_MESSAGES.emailInvalid],
    [`${'x'.repeat(250)}@example.org`, SUBSCRIPTION_MESSAGES.emailInvalid],
  ])('refuses the address %j: %s', async (email, message) => {
    const res = await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email, captcha: 'unused' } }, undefined, visitor());
    const error = gqlError(res, 'BAD_USER_INPUT', message);
    expect(error.extensions?.['fieldErrors']).toEqual({ email: message });
  });

  it.each([
    ['no captcha', null],
    ['a made-up captcha', 'bm90IGEgc29sdXRpb24='],
  ])('refuses a visitor with %s: verify captcha', async (_case, captcha) => {
    const res = await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'nocaptcha@example.org', captcha } }, undefined, visitor());
    const error = gqlError(res, 'BAD_USER_INPUT', MESSAGES.verifyCaptcha);
    expect(error.extensions?.['fieldErrors']).toEqual({ captcha: MESSAGES.verifyCaptcha });
    expect((await subscribers()).some((r) => r.email_key === 'nocaptcha@example.org')).toBe(false);
  });

  it('refuses a captcha solution used once already', async () => {
    const captcha = await solvedCaptcha(gw);
    gqlData(await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'once@example.org', captcha } }, undefined, visitor()));
    gqlError(
      await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'twice@example.org', captcha } }, undefined, visitor()),
      'BAD_USER_INPUT',
      MESSAGES.verifyCaptcha,
    );
  });

  it('refuses a time zone that does not exist, in a sentence naming it', async () => {
    const res = await gw.gql(
      SUBSCRIBE,
      { opi: OPI.eleanor, input: { email: 'zone@example.org', captcha: 'x', timeZone: 'Mars/Olympus' } },
      undefined,
      visitor(),
    );
    expect(gqlError(res, 'BAD_USER_INPUT', EVENT_MESSAGES.timeZoneInvalid).extensions?.['fieldErrors']).toEqual({
      timeZone: EVENT_MESSAGES.timeZoneInvalid,
    });
  });

  it('a private page is private to a visitor; its family may subscribe; a missing page is not found', async () => {
    gqlError(
      await gw.gql(
        SUBSCRIBE,
        { opi: OPI.okaforPrivate, input: { email: 'private@example.org', captcha: await solvedCaptcha(gw) } },
        undefined,
        visitor(),
      ),
      'PRIVATE',
      MESSAGES.privatePage,
    );
    gqlData(await gw.gql(SUBSCRIBE, { opi: OPI.okaforPrivate, input: { email: 'okafor.family@example.org' } }, tokens.family2, visitor()));
    gqlError(
      await gw.gql(
        SUBSCRIBE,
        { opi: OPI.missing, input: { email: 'missing@example.org', captcha: await solvedCaptcha(gw) } },
        undefined,
        visitor(),
      ),
      'NOT_FOUND',
    );
  });
});

contract('POST', '/decedent/:id/addSubscriber', () => {
  it('POST /decedent/{id}/addSubscriber?timeZone= subscribes: message Subscribed Successfully', async () => {
    const res = await gw.rest(
      'POST',
      `/decedent/${OPI.eleanor}/addSubscriber?timeZone=Asia%2FTokyo`,
      { email: 'rest@example.org', captcha: await solvedCaptcha(gw) },
      undefined,
      visitor(),
    );
    expect(expectRestSuccess(res, 200, SUBSCRIPTION_MESSAGES.subscribed)).toEqual({ email: 'rest@example.org', created: true });
    expect((await subscribers()).find((r) => r.email === 'rest@example.org')?.time_zone).toBe('Asia/Tokyo');
    // Twice: still one.
    const again = await gw.rest(
      'POST',
      `/decedent/${OPI.eleanor}/addSubscriber?timeZone=Asia%2FTokyo`,
      { email: 'REST@example.org', captcha: await solvedCaptcha(gw) },
      undefined,
      visitor(),
    );
    expect(expectRestSuccess(again, 200, SUBSCRIPTION_MESSAGES.subscribed)).toEqual({ email: 'REST@example.org', created: false });
    expect((await subscribers()).filter((r) => r.email_key === 'rest@example.org')).toHaveLength(1);
  });

  it('answers 400 with the spec messages', async () => {
    const path = `/decedent/${OPI.eleanor}/addSubscriber?timeZone=UTC`;
    expect(
      expectRestError(await gw.rest('POST', path, { captcha: 'x' }, undefined, visitor()), 400, SUBSCRIPTION_MESSAGES.emailRequired)
        .fieldErrors,
    ).toEqual({ email: SUBSCRIPTION_MESSAGES.emailRequired });
    expectRestError(
      await gw.rest('POST', path, { email: 'nope', captcha: 'x' }, undefined, visitor()),
      400,
      SUBSCRIPTION_MESSAGES.emailInvalid,
    );
    expect(
      expectRestError(await gw.rest('POST', path, { email: 'ok@example.org' }, undefined, visitor()), 400, MESSAGES.verifyCaptcha)
        .fieldErrors,
    ).toEqual({ captcha: MESSAGES.verifyCaptcha });
    expectRestError(
      await gw.rest(
        'POST',
        `/decedent/${OPI.okaforPrivate}/addSubscriber`,
        { email: 'ok@example.org', captcha: await solvedCaptcha(gw) },
        undefined,
        visitor(),
      ),
      403,
      MESSAGES.privatePage,
    );
  });
});

contract('GET', '/decedent/:id/checkCountForCaptcha', () => {
  it('a visitor must solve the captcha; the signed-in do not', async () => {
    const headers = visitor();
    expect(gqlData(await gw.gql(CHECK, { opi: OPI.eleanor }, undefined, headers)).subscribeCheck).toEqual({
      captchaRequired: true,
      allowed: true,
      remaining: RATE_LIMITS.subscribe.perAddress.points,
    });
    const rest = await gw.rest('GET', `/decedent/${OPI.eleanor}/checkCountForCaptcha?timeZone=UTC`, undefined, tokens.arranger, visitor());
    expect(expectRestSuccess(rest)).toMatchObject({ captchaRequired: false, allowed: true });
    expectRestError(
      await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/checkCountForCaptcha`, undefined, undefined, visitor()),
      403,
      MESSAGES.privatePage,
    );
  });

  it('refuses an address over its limit (429), and checkCountForCaptcha says so beforehand', async () => {
    const headers = visitor();
    const { points } = RATE_LIMITS.subscribe.perAddress;
    for (let i = 0; i < points; i++) {
      gqlData(await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: `limit${i}@example.org` } }, tokens.arranger, headers));
      const check = gqlData(await gw.gql(CHECK, { opi: OPI.eleanor }, tokens.arranger, headers)).subscribeCheck;
      expect(check.remaining).toBe(points - i - 1);
    }
    expect(gqlData(await gw.gql(CHECK, { opi: OPI.eleanor }, tokens.arranger, headers)).subscribeCheck).toMatchObject({
      allowed: false,
      remaining: 0,
    });
    const refused = await gw.rest(
      'POST',
      `/decedent/${OPI.eleanor}/addSubscriber`,
      { email: 'one-more@example.org' },
      tokens.arranger,
      headers,
    );
    expectRestError(refused, 429, MESSAGES.tooManyRequests);
    // Another address is not limited by this one.
    expect(gqlData(await gw.gql(CHECK, { opi: OPI.eleanor }, tokens.arranger, visitor())).subscribeCheck.allowed).toBe(true);
  });

  it('limits subscribes per page, whatever the addresses', async () => {
    const { points } = RATE_LIMITS.subscribe.perDecedent;
    const thomas = OPI.thomas;
    // The page's counter, filled as that many requests would (the per-address ones are shown above).
    const { id } = (await gw.sql<{ id: number }>('select id from decedent where opi = $1', [thomas]))[0]!;
    await gw.sql(`insert into rate_limit (id, points, expires_at) values ($1, $2, now() + interval '1 hour')`, [
      `subscribe:decedent:${id}`,
      points,
    ]);
    expect(gqlData(await gw.gql(CHECK, { opi: thomas }, undefined, visitor())).subscribeCheck.allowed).toBe(false);
    gqlError(
      await gw.gql(
        SUBSCRIBE,
        { opi: thomas, input: { email: 'page-limit@example.org', captcha: await solvedCaptcha(gw) } },
        undefined,
        visitor(),
      ),
      'RATE_LIMITED',
      MESSAGES.tooManyRequests,
    );
  });
});

contract('GET', '/decedent/:id/getCountOfSubscribers', () => {
  it('the family with access and staff read the count; the family without access and visitors do not', async () => {
    const n = (await subscribers()).length;
    expect(n).toBeGreaterThan(3);
    for (const token of [tokens.arranger, tokens.admin, tokens.staff]) {
      expect(gqlData(await gw.gql(COUNT, { opi: OPI.eleanor }, token)).subscriberCount.count).toBe(n);
      expect(expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/getCountOfSubscribers`, undefined, token))).toEqual({
        count: n,
      });
    }
    gqlError(await gw.gql(COUNT, { opi: OPI.eleanor }, tokens.family2), 'FORBIDDEN', MESSAGES.unauthorizedForbidden);
    expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/getCountOfSubscribers`, undefined, tokens.family2), 403);
    gqlError(await gw.gql(COUNT, { opi: OPI.eleanor }), 'UNAUTHENTICATED');
    expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/getCountOfSubscribers`), 401);
    // Their own private page: the other family reads its count.
    expect(gqlData(await gw.gql(COUNT, { opi: OPI.okaforPrivate }, tokens.family2)).subscriberCount.count).toBe(1);
  });

  it('a family member who is not an arranger of this decedent is refused too', async () => {
    await cloneUser(gw, DEMO.family2, 'cousin@demo.test');
    const cousin = await gw.login('cousin@demo.test', 'arranger');
    gqlError(await gw.gql(COUNT, { opi: OPI.thomas }, cousin), 'FORBIDDEN');
  });
});

describe('the unsubscribe link', () => {
  const secret = createSecretKey(Buffer.from(TEST_JWT_SECRET, 'utf8'));

  it('GET shows a confirmation and changes nothing; POST (one click) unsubscribes; the link works once', async () => {
    gqlData(await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'leaving@example.org' } }, tokens.arranger, visitor()));
    const row = (await subscribers()).find((r) => r.email === 'leaving@example.org')!;
    const link = `${gw.url}/obituaries/unsubscribe/${unsubscribeToken(secret, row)}`;

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop e-mail reminders about the services for Eleanor');
    expect(html).toContain('<form method="post">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await subscribers()).some((r) => r.id === row.id)).toBe(true);

    const done = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You will no longer receive e-mail reminders about the services for Eleanor');
    expect((await subscribers()).some((r) => r.id === row.id)).toBe(false);

    const again = await fetch(link, { method: 'POST' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(SUBSCRIPTION_MESSAGES.unsubscribeUsed.replace(/'/g, '&#39;'));
    expect((await fetch(link)).status).toBe(410);
  });

  it('the GraphQL mutation unsubscribes once too', async () => {
    gqlData(await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'leaving2@example.org' } }, tokens.arranger, visitor()));
    const row = (await subscribers()).find((r) => r.email === 'leaving2@example.org')!;
    const token = unsubscribeToken(secret, row);
    expect(gqlData(await gw.gql(UNSUBSCRIBE, { token })).unsubscribe.decedentName).toMatch(/Eleanor/);
    gqlError(await gw.gql(UNSUBSCRIBE, { token }), 'NOT_FOUND', SUBSCRIPTION_MESSAGES.unsubscribeUsed);
  });

  it('a forged or altered token unsubscribes nobody', async () => {
    gqlData(await gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email: 'staying@example.org' } }, tokens.arranger, visitor()));
    const row = (await subscribers()).find((r) => r.email === 'staying@example.org')!;
    const other = createSecretKey(Buffer.from('another-secret-0123456789abcdef0123456789', 'utf8'));
    const genuine = unsubscribeToken(secret, row);
    const forged = [
      unsubscribeToken(other, row), // signed with another key
      genuine.replace(/^\d+/, String(row.id + 1)), // another subscription's id under this signature
      `${row.id}.${row.nonce}.${'A'.repeat(43)}`,
      'garbage',
    ];
    for (const token of forged) {
      const res = await fetch(`${gw.url}/obituaries/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(SUBSCRIPTION_MESSAGES.unsubscribeInvalid);
      gqlError(await gw.gql(UNSUBSCRIBE, { token }), 'BAD_USER_INPUT', SUBSCRIPTION_MESSAGES.unsubscribeInvalid);
    }
    expect((await subscribers()).some((r) => r.id === row.id)).toBe(true);
  });
});
