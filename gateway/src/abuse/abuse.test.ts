import { createSecretKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../test/expect.js';
import { solveCaptcha, solvedPayload } from '../test/captcha.js';
import { gqlUpload, restUploadForm, solidImage } from '../test/media.js';
import { Q, shareInput } from '../test/memories.js';
import { newChallenge } from './captcha.js';
import { RATE_LIMITS, UPLOAD_QUOTA } from './limits.js';

/**
 * The captcha and the rate limits, through both doors, on two gateways sharing one database (two replicas):
 * a solution works once whichever replica sees it, and counters are rows every replica counts on.
 */

const VERIFY = 'verify captcha';
const TOO_MANY = 'Too many requests. Please wait a while and try again.';
const SENT = 'If an account exists for this e-mail, a link to reset the password has been sent.';
const UPLOADED = 'Media Uploaded Successfully';
const CHALLENGE = 'query { captchaChallenge { challenge } }';
const FORGOT = 'mutation ($email: String!, $captcha: String) { forgotPassword(email: $email, captcha: $captcha) { message } }';

let a: TestGateway;
let b: TestGateway;
beforeAll(async () => {
  a = await startTestGateway({ visitorCaptcha: false });
  b = await startTestGateway({ database: a, visitorCaptcha: false });
});
afterAll(async () => {
  await b?.stop(); // b shares a's database: it stops first
  await a?.stop();
});

const memoryCount = async () => Number((await a.sql('select count(*) as n from memory'))[0].n);
const uploadCount = async () => Number((await a.sql('select count(*) as n from media_upload'))[0].n);
const visitorShare = (gw: TestGateway, captcha: string | null, overrides: Record<string, unknown> = {}) =>
  gw.gql(Q.share, { opi: OPI.eleanor, input: { ...shareInput(overrides), captcha } });

describe('the captcha challenge', () => {
  it("is served raw at the widget's challenge URL, never cached, and by a public query", async () => {
    const res = await fetch(`${a.url}/api/v1/captcha/challenge`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const raw = (await res.json()) as Challenge;
    expect(Object.keys(raw).sort()).toEqual(['parameters', 'signature']);
    expect(raw.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(raw.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
    expect(raw.parameters.expiresAt! * 1000).toBeLessThanOrEqual(Date.now() + a.config.CAPTCHA_EXPIRES_SECONDS * 1000 + 1000);
    const viaGraphql = gqlData(await a.gql(CHALLENGE)).captchaChallenge.challenge as Challenge;
    expect(Object.keys(viaGraphql).sort()).toEqual(['parameters', 'signature']);
    expect(viaGraphql.parameters.nonce).not.toBe(raw.parameters.nonce);
    // A challenge fetched by GraphQL is solved and accepted like any other.
    const before = await memoryCount();
    gqlData(await visitorShare(a, await solvedPayload(viaGraphql)));
    expect(await memoryCount()).toBe(before + 1);
  });
});

describe('a visitor sharing a memory', () => {
  it('is refused without a captcha, with a wrong, forged, expired or replayed one, and nothing is written', async () => {
    const good = await solveCaptcha(a);
    const parsed = JSON.parse(Buffer.from(good, 'base64').toString());
    const tampered = Buffer.from(
      JSON.stringify({ ...parsed, solution: { ...parsed.solution, counter: parsed.solution.counter + 1, derivedKey: 'ab'.repeat(32) } }),
    ).toString('base64');
    // Signed with another secret (another installation's challenge).
    const foreign = await solvedPayload(
      await newChallenge(a.config, createSecretKey(Buffer.from('another-secret-0123456789abcdef0123456789', 'utf8'))),
    );
    // Signed with this secret, but already past its expiry when solved.
    const expired = await solvedPayload(
      await newChallenge({ ...a.config, CAPTCHA_EXPIRES_SECONDS: -60 }, createSecretKey(Buffer.from(TEST_JWT_SECRET, 'utf8'))),
    );
    const before = await memoryCount();
    for (const captcha of [null, '', 'not base64 at all', Buffer.from('{"challenge":1}').toString('base64'), tampered, foreign, expired]) {
      const error = gqlError(await visitorShare(a, captcha), 'BAD_USER_INPUT', VERIFY);
      expect(error.extensions?.['fieldErrors']).toEqual({ captcha: VERIFY });
    }
    // Over REST, as the body field captcha.
    expectRestError(await a.rest('POST', `/memories/${OPI.eleanor}`, { ...shareInput(), captcha: tampered }), 400, VERIFY);
    expectRestError(await a.rest('POST', `/memories/${OPI.eleanor}`, shareInput()), 400, VERIFY);
    expect(await memoryCount()).toBe(before);

    // The good one works once, on either replica: the second use is refused by the other gateway too.
    // A title of its own: the same memory from the same visitor within minutes is the one already shared (issue 27).
    gqlData(await visitorShare(a, good, { title: 'The good solution' }));
    gqlError(await visitorShare(b, good, { title: 'The same solution again' }), 'BAD_USER_INPUT', VERIFY);
    gqlError(await visitorShare(a, good, { title: 'And again' }), 'BAD_USER_INPUT', VERIFY);
    expectRestError(await b.rest('POST', `/memories/${OPI.eleanor}`, { ...shareInput(), captcha: good }), 400, VERIFY);
    expect(await memoryCount()).toBe(before + 1);
  });

  it('is refused once when the same solution is sent to both replicas at the same moment', async () => {
    const captcha = await solveCaptcha(b);
    const before = await memoryCount();
    const answers = await Promise.all([visitorShare(a, captcha, { title: 'Race one' }), visitorShare(b, captcha, { title: 'Race two' })]);
    expect(answers.filter((r) => !r.body.errors).length).toBe(1);
    expect(await memoryCount()).toBe(before + 1);
  });

  it('is not asked a new captcha for a field it fixes (the input is checked first), nor for a retry of the same submission', async () => {
    const captcha = await solveCaptcha(a);
    gqlError(await visitorShare(a, captcha, { title: '' }), 'BAD_USER_INPUT');
    const key = `retry-${Date.now()}`;
    const first = gqlData(await visitorShare(a, captcha, { idempotencyKey: key })).shareMemory;
    // A retry (a lost answer) with the same key and solution answers the memory written.
    expect(gqlData(await visitorShare(b, captcha, { idempotencyKey: key })).shareMemory.id).toBe(first.id);
  });

  it('the family, signed in, shares without a captcha', async () => {
    const token = await a.login(DEMO.arranger, 'arranger');
    gqlData(await a.gql(Q.acceptPolicy, { opi: OPI.eleanor }, token));
    const before = await memoryCount();
    gqlData(
      await a.gql(
        Q.share,
        { opi: OPI.eleanor, input: { title: 'From the family', memory: '<p>Ours.</p>', memoryType: 1, files: [] } },
        token,
      ),
    );
    expect(await memoryCount()).toBe(before + 1);
  });
});

describe('public uploads', () => {
  it('need a captcha from a visitor, one per upload request, through GraphQL and the REST form field', async () => {
    const file = { name: 'p.png', data: await solidImage() };
    const before = await uploadCount();
    gqlError(await gqlUpload(a, [file], { captcha: null }), 'BAD_USER_INPUT', VERIFY);
    expectRestError(await a.rest('POST', '/memories/upload', restUploadForm([file])), 400, VERIFY);
    expectRestError(await a.rest('POST', '/memories/upload', restUploadForm([file], 'bogus')), 400, VERIFY);
    expect(await uploadCount()).toBe(before);

    const captcha = await solveCaptcha(a);
    expect(gqlData(await gqlUpload(a, [file, { ...file, name: 'q.png' }], { captcha })).uploadMedia).toHaveLength(2);
    gqlError(await gqlUpload(b, [file], { captcha }), 'BAD_USER_INPUT', VERIFY);
    expect(
      expectRestSuccess(
        await b.rest('POST', '/memories/upload', restUploadForm([file], await solveCaptcha(b))),
        200,
        'Media Uploaded Successfully',
      ).URL,
    ).toHaveLength(1);
    expect(await uploadCount()).toBe(before + 3);
    // The family is not asked.
    const token = await a.login(DEMO.arranger, 'arranger');
    expect(gqlData(await gqlUpload(a, [file], { token, captcha: null })).uploadMedia).toHaveLength(1);
  });
});

describe('forgot password', () => {
  it('needs a captcha; without one nothing is sent', async () => {
    const mails = a.mails.length;
    expectRestError(await a.rest('POST', '/auth/forgot-password', { email: DEMO.family2 }), 400, VERIFY);
    gqlError(await a.gql(FORGOT, { email: DEMO.family2 }), 'BAD_USER_INPUT', VERIFY);
    expect(a.mails.length).toBe(mails);
  });
});

describe('rate limits on two replicas, with TRUST_PROXY at its default (none)', () => {
  it("count every replica's hits, and a new X-Forwarded-For does not reset them", async () => {
    await a.sql("delete from rate_limit where id like 'forgotPassword:%'");
    const limit = RATE_LIMITS.forgotPassword.perAddress.points;
    for (let i = 0; i < limit; i++) {
      const gw = i % 2 ? b : a;
      // A different forwarded address each time: not believed without a configured proxy.
      expectRestSuccess(
        await gw.rest('POST', '/auth/forgot-password', { email: `nobody-${i}@demo.test`, captcha: await solveCaptcha(gw) }, undefined, {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        }),
        200,
        SENT,
      );
    }
    const over = expectRestError(
      await a.rest('POST', '/auth/forgot-password', { email: 'nobody@demo.test', captcha: await solveCaptcha(a) }, undefined, {
        'x-forwarded-for': '203.0.113.99',
      }),
      429,
      TOO_MANY,
    );
    expect(over.code).toBe('RATE_LIMITED');
    gqlError(
      await b.gql(FORGOT, { email: 'nobody@demo.test', captcha: await solveCaptcha(b) }, undefined, { 'x-forwarded-for': '203.0.113.98' }),
      'RATE_LIMITED',
      TOO_MANY,
    );
    const rows = await a.sql<{ id: string; points: number }>("select id, points from rate_limit where id like 'forgotPassword:%'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.points).toBe(limit + 2);
  });
});

describe('behind a configured proxy (TRUST_PROXY=loopback)', () => {
  let p: TestGateway;
  let q: TestGateway;
  beforeAll(async () => {
    p = await startTestGateway({ env: { TRUST_PROXY: 'loopback' }, visitorCaptcha: false });
    q = await startTestGateway({ database: p, env: { TRUST_PROXY: 'loopback' }, visitorCaptcha: false });
  });
  afterAll(async () => {
    await q?.stop();
    await p?.stop();
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('believes X-Forwarded-For: each client address has its own counter', async () => {
    const limit = RATE_LIMITS.forgotPassword.perAddress.points;
    await p.sql("insert into rate_limit (id, points, expires_at) values ('forgotPassword:ip:192.0.2.10', $1, now() + interval '1 hour')", [
      limit,
    ]);
    expectRestError(
      await p.rest(
        'POST',
        '/auth/forgot-password',
        { email: 'x@demo.test', captcha: await solveCaptcha(p) },
        undefined,
        from('192.0.2.10'),
      ),
      429,
      TOO_MANY,
    );
    expectRestSuccess(
      await q.rest(
        'POST',
        '/auth/forgot-password',
        { email: 'x@demo.test', captcha: await solveCaptcha(q) },
        undefined,
        from('192.0.2.11'),
      ),
      200,
      SENT,
    );
  });

  it('limits shares per decedent, whatever the address, across replicas', async () => {
    const perDecedent = RATE_LIMITS.memoryShare.perDecedent.points;
    const decedentId = (await p.sql<{ id: number }>('select id from decedent where opi = $1', [OPI.eleanor]))[0]!.id;
    await p.sql("insert into rate_limit (id, points, expires_at) values ($1, $2, now() + interval '1 hour')", [
      `memoryShare:decedent:${decedentId}`,
      perDecedent - 1,
    ]);
    const shareFrom = async (gw: TestGateway, address: string, opi: string = OPI.eleanor) =>
      gw.gql(Q.share, { opi, input: { ...shareInput(), captcha: await solveCaptcha(gw) } }, undefined, from(address));
    gqlData(await shareFrom(p, '192.0.2.20'));
    gqlError(await shareFrom(q, '192.0.2.21'), 'RATE_LIMITED', TOO_MANY);
    // Another decedent is not held back.
    gqlData(await shareFrom(q, '192.0.2.21', OPI.thomas));
  });

  it('limits shares per address', async () => {
    const perAddress = RATE_LIMITS.memoryShare.perAddress.points;
    await p.sql("insert into rate_limit (id, points, expires_at) values ('memoryShare:ip:192.0.2.30', $1, now() + interval '1 hour')", [
      perAddress - 1,
    ]);
    const shareFrom = async (gw: TestGateway) =>
      gw.gql(Q.share, { opi: OPI.thomas, input: { ...shareInput(), captcha: await solveCaptcha(gw) } }, undefined, from('192.0.2.30'));
    gqlData(await shareFrom(q));
    gqlError(await shareFrom(p), 'RATE_LIMITED', TOO_MANY);
    // An expired window starts over.
    await p.sql("update rate_limit set expires_at = now() - interval '1 second' where id = 'memoryShare:ip:192.0.2.30'");
    gqlData(await shareFrom(p));
    expect((await p.sql("select points from rate_limit where id = 'memoryShare:ip:192.0.2.30'"))[0].points).toBe(1);
  });

  it("holds a visitor's unclaimed uploads to a quota per address; claimed ones do not count", async () => {
    const address = '192.0.2.40';
    await p.sql(
      `insert into media_upload (url, storage_key, kind, mime_type, size, file_name, ip) select '/media/quota-' || n, 'quota-' || n, 'Image', 'image/png', 10, 'q.png', $1 from generate_series(1, $2::int) n`,
      [address, UPLOAD_QUOTA.files - 1],
    );
    const file = { name: 'p.png', data: await solidImage() };
    const viaProxy = async (gw: TestGateway, files: number) => {
      const body = new FormData();
      body.append('captcha', await solveCaptcha(gw));
      for (let i = 0; i < files; i++) body.append('file', new Blob([new Uint8Array(file.data)]), file.name);
      return gw.rest('POST', '/memories/upload', body, undefined, from(address));
    };
    expectRestError(
      await viaProxy(q, 2),
      429,
      'Too many uploaded files are waiting to be shared. Share a memory with them, or try again tomorrow.',
    );
    expectRestSuccess(await viaProxy(p, 1), 200, UPLOADED);
    expectRestError(await viaProxy(q, 1), 429);
    // Once a memory claims them, they no longer count.
    await p.sql('update media_upload set claimed_at = now() where ip = $1', [address]);
    expectRestSuccess(await viaProxy(q, 1), 200, UPLOADED);
    expect((await p.sql('select count(*) as n from media_upload where ip = $1 and claimed_at is null', [address]))[0].n).toBe('1');
  });
});

describe('the security sweep', () => {
  it('removes used captchas and rate-limit counters once they expire, and keeps the live ones', async () => {
    await a.sql(
      `insert into captcha_use (id, expires_at) values ('old-nonce', now() - interval '1 minute'), ('live-nonce', now() + interval '5 minutes')`,
    );
    await a.sql(
      `insert into rate_limit (id, points, expires_at) values ('test:old', 3, now() - interval '1 minute'), ('test:live', 3, now() + interval '5 minutes')`,
    );
    const removed = await b.gateway.securitySweep.run();
    expect(removed.captcha_use).toBeGreaterThanOrEqual(1);
    expect(removed.rate_limit).toBeGreaterThanOrEqual(1);
    expect((await a.sql("select id from captcha_use where id in ('old-nonce', 'live-nonce')")).map((r) => r.id)).toEqual(['live-nonce']);
    expect((await a.sql("select id from rate_limit where id in ('test:old', 'test:live')")).map((r) => r.id)).toEqual(['test:live']);
  });
});
