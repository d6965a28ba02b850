import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONCE_MESSAGES } from '@memorial/schema';
import { cloneUser, DEMO, OPI, startTestGateway, type GqlResponse, type RestResponse, type TestGateway } from '../test/gateway.js';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../test/smtp.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../test/expect.js';
import { docx, solidImage, type TestFile } from '../test/media.js';
import { eventually, shareInput } from '../test/memories.js';
import { IDEMPOTENCY, parseIdempotencyKey } from './idempotency.js';

/**
 * Once only (issue 27): submit to arranger (certificate, prayer card, program card), Contact Family, Share a Memory,
 * Transfer, Forgot Password and Subscribe have one effect however often and however concurrently they arrive, through
 * GraphQL and REST, with an Idempotency-Key (the same key answers the first result) and without one (the same
 * submission again collapses). Mails go through a real SMTP server; rows are counted in PostgreSQL.
 */

let smtp: TestSmtp;
let gw: TestGateway;
let arranger: string;
let family2: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ env: { SMTP_URL: smtp.url } });
  [arranger, family2] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.family2, 'arranger')]);
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, family2));
});
afterAll(async () => {
  await gw?.stop();
  await smtp?.stop();
});

const N = 3;
type Answer = GqlResponse | RestResponse;
const burst = (make: (i: number) => Promise<Answer>): Promise<Answer[]> => Promise.all(Array.from({ length: N }, (_, i) => make(i)));
/** A solved captcha for each request of a burst (as N visitors, or one who solved it N times). */
const captchasFor = () => Promise.all(Array.from({ length: N }, () => gw.visitorCaptcha()));
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;
const keyed = (key: string | undefined): Record<string, string> => (key ? { 'idempotency-key': key } : {});

/** The mails sent while fn ran (those sent after the answer too, by a short wait). */
async function mailsOf<T>(fn: () => Promise<T>): Promise<{ result: T; mails: ReceivedMail[] }> {
  const before = smtp.received.length;
  const result = await fn();
  await new Promise((r) => setTimeout(r, 400));
  const mails = smtp.received.slice(before);
  // The figure of the note: mails per burst.
  console.log(`[once] ${expect.getState().currentTestName}: ${mails.flatMap((m) => m.to).length} mails`);
  return { result, mails };
}

/** One effect: every recipient got the mail once (and someone got it). */
function expectOneMailEach(mails: ReceivedMail[], atLeast = 1) {
  const to = mails.flatMap((m) => m.to);
  expect(to.length).toBeGreaterThanOrEqual(atLeast);
  expect(to.length, `mails to ${to.join(', ')}`).toBe(new Set(to).size);
}

const expectAllOk = (answers: GqlResponse[], field: string) => {
  const data = answers.map((a) => gqlData(a)[field]);
  return data;
};
const expectAllRestOk = (answers: RestResponse[], status = 200) =>
  answers.map((a) => {
    expect(a.status, a.text).toBe(status);
    return a.body.data;
  });

const CERT_SUBMIT = 'mutation ($opi: String!) { submitCertificate(opi: $opi) { message certificate { opi submittedAt } } }';
async function saveEducation(occupation: string) {
  const res = await gw.rest('POST', `/decedent/${OPI.eleanor}/education-info`, { occupation }, arranger);
  expect(res.status, res.text).toBe(200);
}

describe('the Idempotency-Key header', () => {
  it('is a bare value or a structured-field string of 1 to 255 visible characters', () => {
    expect(parseIdempotencyKey('abc-123')).toBe('abc-123');
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey('')).toBeNull();
    expect(parseIdempotencyKey('""')).toBeNull();
    expect(parseIdempotencyKey('has space')).toBeNull();
    expect(parseIdempotencyKey('x'.repeat(256))).toBeNull();
  });

  it('a key that cannot be one is refused (400), and nothing runs', async () => {
    await saveEducation('Key check');
    const { result, mails } = await mailsOf(async () => ({
      graphql: await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, { 'idempotency-key': 'x'.repeat(300) }),
      rest: await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, arranger, { 'idempotency-key': 'x'.repeat(300) }),
    }));
    gqlError(result.graphql, 'BAD_USER_INPUT', ONCE_MESSAGES.keyInvalid);
    expectRestError(result.rest, 400, ONCE_MESSAGES.keyInvalid);
    expect(mails).toEqual([]);
  });

  it('the same key replays the first answer; with other values it is refused (422); a query ignores it', async () => {
    await saveEducation('Replay');
    const key = newKey();
    const { result: first, mails } = await mailsOf(() => gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)));
    expectOneMailEach(mails);
    await saveEducation('Replay, changed since');
    const { result: again, mails: none } = await mailsOf(() => gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)));
    expect(none).toEqual([]);
    // The first answer, not today's state (the certificate changed since).
    expect(gqlData(again)).toEqual(gqlData(first));
    gqlError(await gw.gql(CERT_SUBMIT, { opi: OPI.okaforPrivate }, arranger, keyed(key)), 'UNPROCESSABLE_CONTENT', ONCE_MESSAGES.keyReused);
    expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, arranger, keyed(key)), 422, ONCE_MESSAGES.keyReused);
    // Another person's key of the same name is theirs.
    gqlError(await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, family2, keyed(key)), 'FORBIDDEN');
    gqlData(await gw.gql('query ($opi: String!) { certificate(opi: $opi) { opi } }', { opi: OPI.eleanor }, arranger, keyed(key)));
  });

  it('a failed request keeps nothing: the same key runs again once it can succeed', async () => {
    await gw.sql('update decedent set is_freeze = true where opi = $1', [OPI.eleanor]);
    const key = newKey();
    gqlError(await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)), 'LOCKED');
    await gw.sql('update decedent set is_freeze = false where opi = $1', [OPI.eleanor]);
    await saveEducation('After the lock');
    const { result, mails } = await mailsOf(() => gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)));
    gqlData(result);
    expectOneMailEach(mails);
  });

  it('while the first request with a key is still running, the same again waits, then answers 409 in plain words', async () => {
    await saveEducation('In flight');
    const key = newKey();
    gqlData(await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)));
    // As if the first were still running (its process busy): the same request waits for its answer, then gives up.
    await gw.sql("update idempotency_key set state = 'pending', answer = null, updated_at = now() where key = $1", [key]);
    const started = Date.now();
    expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, arranger, keyed(key)), 422, ONCE_MESSAGES.keyReused);
    gqlError(await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)), 'CONFLICT', ONCE_MESSAGES.inProgress);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDEMPOTENCY.waitMs);
    // A claim left behind by a process that died is taken over after a while: the request runs.
    await gw.sql("update idempotency_key set updated_at = now() - interval '1 hour' where key = $1", [key]);
    await saveEducation('Taken over');
    const { mails } = await mailsOf(async () => gqlData(await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key))));
    expectOneMailEach(mails);
  }, 60_000);

  it('keys expire after about 24 hours: an expired key runs again', async () => {
    await saveEducation('Before expiry');
    const key = newKey();
    gqlData(await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)));
    const [row] = await gw.sql<{ hours: number }>(
      'select round(extract(epoch from expires_at - created_at) / 3600) as hours from idempotency_key where key = $1',
      [key],
    );
    expect(Number(row!.hours)).toBe(24);
    await gw.sql("update idempotency_key set expires_at = now() - interval '1 second' where key = $1", [key]);
    await saveEducation('After expiry');
    const { mails } = await mailsOf(async () => gqlData(await gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key))));
    expectOneMailEach(mails);
  });
});

describe('submit the certificate to the arranger', () => {
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`${N} concurrent submits through ${door} ${withKey ? 'with one key' : 'without a key'}: one mail to each arranger, the same answer`, async () => {
        await saveEducation(`${door} ${withKey}`);
        const key = withKey ? newKey() : undefined;
        const { result, mails } = await mailsOf(() =>
          door === 'GraphQL'
            ? burst(() => gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger, keyed(key)))
            : burst(() => gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, arranger, keyed(key))),
        );
        expectOneMailEach(mails);
        const submittedAt =
          door === 'GraphQL'
            ? expectAllOk(result as GqlResponse[], 'submitCertificate').map((d) => d.certificate.submittedAt)
            : expectAllRestOk(result as RestResponse[]).map((d) => d.submittedAt);
        expect(new Set(submittedAt).size).toBe(1);
      });
    }
  }

  it('the same certificate submitted again, unchanged, mails nobody; after a change it mails again', async () => {
    await saveEducation('Unchanged');
    expectOneMailEach((await mailsOf(() => gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger))).mails);
    const again = await mailsOf(() => gw.rest('POST', `/decedent/${OPI.eleanor}/info`, {}, arranger));
    expectRestSuccess(again.result, 200, 'Details Submitted to your Arranger Successfully!');
    expect(again.mails).toEqual([]);
    await saveEducation('Changed');
    expectOneMailEach((await mailsOf(() => gw.gql(CERT_SUBMIT, { opi: OPI.eleanor }, arranger))).mails);
  });
});

const PROGRAM_SUBMIT = 'mutation ($opi: String!) { submitProgramCard(opi: $opi) { message programCard { submittedAt } } }';
describe('submit the program card', () => {
  beforeAll(async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(docx())]), 'program.docx');
    const res = await gw.rest('PUT', `/program-card/${OPI.okaforPrivate}/upload`, form, family2);
    expect(res.status, res.text).toBe(200);
  });
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`${N} concurrent submits through ${door} ${withKey ? 'with one key' : 'without a key'}: one mail each`, async () => {
        await gw.sql('update program_card set submitted_at = null where decedent_id = (select id from decedent where opi = $1)', [
          OPI.okaforPrivate,
        ]);
        const key = withKey ? newKey() : undefined;
        const { result, mails } = await mailsOf(() =>
          door === 'GraphQL'
            ? burst(() => gw.gql(PROGRAM_SUBMIT, { opi: OPI.okaforPrivate }, family2, keyed(key)))
            : burst(() => gw.rest('POST', `/program-card/${OPI.okaforPrivate}/submit`, {}, family2, keyed(key))),
        );
        expectOneMailEach(mails);
        if (door === 'GraphQL') expectAllOk(result as GqlResponse[], 'submitProgramCard');
        else expectAllRestOk(result as RestResponse[]);
      });
    }
  }
});

describe('submit the program card again', () => {
  it('the same program again mails nobody; after a new upload it mails again', async () => {
    await gw.sql('update program_card set submitted_at = null where decedent_id = (select id from decedent where opi = $1)', [
      OPI.okaforPrivate,
    ]);
    expectOneMailEach((await mailsOf(() => gw.gql(PROGRAM_SUBMIT, { opi: OPI.okaforPrivate }, family2))).mails);
    const again = await mailsOf(() => gw.rest('POST', `/program-card/${OPI.okaforPrivate}/submit`, {}, family2));
    expect(again.result.status, again.result.text).toBe(200);
    expect(again.mails).toEqual([]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(docx())]), 'program, second draft.docx');
    expect((await gw.rest('PUT', `/program-card/${OPI.okaforPrivate}/upload`, form, family2)).status).toBe(200);
    expectOneMailEach((await mailsOf(() => gw.gql(PROGRAM_SUBMIT, { opi: OPI.okaforPrivate }, family2))).mails);
  });
});

const PRAYER_SUBMIT =
  'mutation ($opi: String!, $files: [Upload!]!) { submitPrayerCard(opi: $opi, files: $files) { message card { submittedAt } } }';
describe('submit the prayer card', () => {
  let pages: TestFile[];
  beforeAll(async () => {
    const png = await solidImage(750, 1275, 'png', '#f4e8e0');
    pages = [1, 2, 3, 4].map((i) => ({ name: `template_${i}.png`, data: png }));
  });
  const gqlSubmit = (key?: string) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: PRAYER_SUBMIT, variables: { opi: OPI.eleanor, files: pages.map(() => null) } }));
    body.append('map', JSON.stringify(Object.fromEntries(pages.map((_, i) => [String(i), [`variables.files.${i}`]]))));
    pages.forEach((p, i) => body.append(String(i), new Blob([new Uint8Array(p.data as Buffer)]), p.name));
    return fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${arranger}`, ...keyed(key) },
      body,
    }).then(async (res) => ({ status: res.status, body: await res.json(), headers: res.headers }) as GqlResponse);
  };
  const restSubmit = (key?: string) => {
    const body = new FormData();
    for (const p of pages) body.append('files', new Blob([new Uint8Array(p.data as Buffer)]), p.name);
    return gw.rest('POST', `/prayer-card/${OPI.eleanor}/submit`, body, arranger, keyed(key));
  };
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`${N} concurrent submits through ${door} ${withKey ? 'with one key' : 'without a key'}: one mail each, one set of files`, async () => {
        await gw.sql('update prayer_card set submitted_at = null where decedent_id = (select id from decedent where opi = $1)', [
          OPI.eleanor,
        ]);
        const key = withKey ? newKey() : undefined;
        const { result, mails } = await mailsOf(() => (door === 'GraphQL' ? burst(() => gqlSubmit(key)) : burst(() => restSubmit(key))));
        expectOneMailEach(mails);
        if (door === 'GraphQL') expectAllOk(result as GqlResponse[], 'submitPrayerCard');
        else expectAllRestOk(result as RestResponse[]);
      });
    }
  }
});

const CONTACT = 'mutation ($opi: String!, $input: FamilyMessageInput!) { sendFamilyMessage(opi: $opi, input: $input) { message } }';
const messagesLike = async (text: string) =>
  Number((await gw.sql<{ n: string }>('select count(*) as n from family_message where message = $1', [text]))[0]!.n);
describe('Contact Family', () => {
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`${N} concurrent messages through ${door} ${withKey ? 'with one key' : 'without a key'}: one row, one mail to each family member`, async () => {
        const text = `Thinking of you (${door}, ${withKey ? 'key' : 'no key'})`;
        const captchas = await captchasFor();
        const key = withKey ? newKey() : undefined;
        const { result, mails } = await mailsOf(() =>
          burst((i) => {
            const input = { email: 'ruth_l@example.com', message: text, captcha: captchas[i] };
            return door === 'GraphQL'
              ? gw.gql(CONTACT, { opi: OPI.eleanor, input }, undefined, keyed(key))
              : gw.rest('POST', `/decedent/${OPI.eleanor}/saveMessage`, input, undefined, keyed(key));
          }),
        );
        if (door === 'GraphQL') expectAllOk(result as GqlResponse[], 'sendFamilyMessage');
        else expectAllRestOk(result as RestResponse[], 201);
        expect(await messagesLike(text)).toBe(1);
        expectOneMailEach(mails);
      });
    }
  }
});

const SHARE = 'mutation ($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { id } }';
const memoriesTitled = async (title: string) =>
  Number((await gw.sql<{ n: string }>('select count(*) as n from memory where title = $1', [title]))[0]!.n);
describe('Share a Memory', () => {
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`a visitor's ${N} concurrent shares through ${door} ${withKey ? 'with one key' : 'without a key'}: one memory, one mail to each family member`, async () => {
        const title = `Orchard days (${door}, ${withKey ? 'key' : 'no key'})`;
        // A double tap: the form sends its one solved captcha each time.
        const captcha = await gw.visitorCaptcha();
        const key = withKey ? newKey() : undefined;
        const { result, mails } = await mailsOf(() =>
          burst(() => {
            const input = shareInput({ title, captcha });
            return door === 'GraphQL'
              ? gw.gql(SHARE, { opi: OPI.eleanor, input }, undefined, keyed(key))
              : gw.rest('POST', `/memories/${OPI.eleanor}`, input, undefined, keyed(key));
          }),
        );
        const ids =
          door === 'GraphQL'
            ? expectAllOk(result as GqlResponse[], 'shareMemory').map((m) => m.id)
            : expectAllRestOk(result as RestResponse[], 201).map((m) => m.id);
        expect(new Set(ids).size).toBe(1);
        expect(await memoriesTitled(title)).toBe(1);
        expectOneMailEach(mails);
      });
    }
  }
});

/**
 * Runs a burst of shares while another transaction holds the memory table: the first share waits at its insert, the
 * others for its lock, so all of them are in the service before any commits. (On a busy machine the first could
 * otherwise be done before the last arrives, and a share after another is on purpose, not a concurrent duplicate.)
 */
async function overlapping<T>(burstOf: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: gw.databaseUrl });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table memory in exclusive mode');
    const answers = burstOf();
    answers.catch(() => undefined);
    await eventually(async () => {
      const [row] = await gw.sql<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return row!.n >= N;
    }, `${N} shares inside the service`);
    await holder.query('commit');
    return await answers;
  } finally {
    await holder.end();
  }
}

describe('Share a Memory, signed in', () => {
  it(`the family's ${N} concurrent shares without a key: one memory, one mail`, async () => {
    const title = 'From the family, once';
    const input = { title, memory: '<p>Only once.</p>', memoryType: 1, files: [] };
    const { result, mails } = await mailsOf(() => overlapping(() => burst(() => gw.gql(SHARE, { opi: OPI.eleanor, input }, arranger))));
    expect(new Set(expectAllOk(result as GqlResponse[], 'shareMemory').map((m) => m.id)).size).toBe(1);
    expect(await memoriesTitled(title)).toBe(1);
    expectOneMailEach(mails, 0);
    // Shared again later, on purpose, it is another memory (a retry names itself with an Idempotency-Key).
    // (Its mail to the family goes after the answer: waited for, so that it is not counted below.)
    expectOneMailEach((await mailsOf(async () => gqlData(await gw.gql(SHARE, { opi: OPI.eleanor, input }, arranger)))).mails, 0);
    expect(await memoriesTitled(title)).toBe(2);
  });

  it("a visitor's retry with its used captcha answers the memory that captcha shared; another memory with it is refused", async () => {
    const captcha = await gw.visitorCaptcha();
    const input = shareInput({ title: 'Retried with its captcha', captcha });
    const { result } = await mailsOf(() => gw.gql(SHARE, { opi: OPI.eleanor, input }));
    const first = gqlData(result).shareMemory;
    expect(gqlData(await gw.gql(SHARE, { opi: OPI.eleanor, input })).shareMemory.id).toBe(first.id);
    gqlError(await gw.gql(SHARE, { opi: OPI.eleanor, input: { ...input, title: 'Another with it' } }), 'BAD_USER_INPUT');
    expect(await memoriesTitled('Retried with its captcha')).toBe(1);
  });
});

const TRANSFER = 'mutation ($input: TransferAccountInput!) { transferAccount(input: $input) { message } }';
describe('Transfer Loved Ones', () => {
  /** Whoever has the case gives it to the other, N at once; the case goes back and forth. */
  const holder = async () =>
    (
      await gw.sql<{ email: string }>(
        'select u.email from arranger_case c join app_user u on u.id = c.user_id join decedent d on d.id = c.decedent_id where d.opi = $1 and u.email in ($2, $3)',
        [OPI.eleanor, DEMO.arranger, DEMO.family2],
      )
    )[0]!.email;
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`${N} concurrent transfers through ${door} ${withKey ? 'with one key' : 'without a key'}: one transfer, one mail to each`, async () => {
        const [token, to] = (await holder()) === DEMO.arranger ? [arranger, DEMO.family2] : [family2, DEMO.arranger];
        const input = { decedentId: OPI.eleanor, email: to, firstName: 'Next', lastName: 'Holder' };
        const key = withKey ? newKey() : undefined;
        const before = Number((await gw.sql<{ n: string }>('select count(*) as n from account_transfer'))[0]!.n);
        const { result, mails } = await mailsOf(() =>
          burst(() =>
            door === 'GraphQL'
              ? gw.gql(TRANSFER, { input }, token, keyed(key))
              : gw.rest('POST', '/auth/transfer-account', input, token, keyed(key)),
          ),
        );
        if (door === 'GraphQL') expectAllOk(result as GqlResponse[], 'transferAccount');
        else expectAllRestOk(result as RestResponse[]);
        expect(Number((await gw.sql<{ n: string }>('select count(*) as n from account_transfer'))[0]!.n)).toBe(before + 1);
        expectOneMailEach(mails, 2);
      });
    }
  }
});

const FORGOT = 'mutation ($email: String!, $captcha: String) { forgotPassword(email: $email, captcha: $captcha) { message } }';
describe('Forgot Password', () => {
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`${N} concurrent requests through ${door} ${withKey ? 'with one key' : 'without a key'}: one mail`, async () => {
        const email = `forgot-${door.toLowerCase()}-${withKey ? 'key' : 'nokey'}@demo.test`;
        await cloneUser(gw, DEMO.arranger, email);
        const captchas = await captchasFor();
        const key = withKey ? newKey() : undefined;
        const { result, mails } = await mailsOf(() =>
          burst((i) =>
            door === 'GraphQL'
              ? gw.gql(FORGOT, { email, captcha: captchas[i] }, undefined, keyed(key))
              : gw.rest('POST', '/auth/forgot-password', { email, captcha: captchas[i] }, undefined, keyed(key)),
          ),
        );
        if (door === 'GraphQL') expectAllOk(result as GqlResponse[], 'forgotPassword');
        else expectAllRestOk(result as RestResponse[]);
        expect(mails.flatMap((m) => m.to)).toEqual([email]);
      });
    }
  }
});

const SUBSCRIBE = 'mutation ($opi: String!, $input: SubscribeInput!) { subscribe(opi: $opi, input: $input) { message email created } }';
describe('Subscribe', () => {
  for (const door of ['GraphQL', 'REST'] as const) {
    for (const withKey of [false, true]) {
      it(`${N} concurrent subscribes of one address through ${door} ${withKey ? 'with one key' : 'without a key'}: one subscriber`, async () => {
        const email = `stay-${door.toLowerCase()}-${withKey ? 'key' : 'nokey'}@example.com`;
        const captchas = await captchasFor();
        const key = withKey ? newKey() : undefined;
        const result = await burst((i) =>
          door === 'GraphQL'
            ? gw.gql(SUBSCRIBE, { opi: OPI.eleanor, input: { email, captcha: captchas[i] } }, undefined, keyed(key))
            : gw.rest('POST', `/decedent/${OPI.eleanor}/addSubscriber`, { email, captcha: captchas[i] }, undefined, keyed(key)),
        );
        const created =
          door === 'GraphQL'
            ? expectAllOk(result as GqlResponse[], 'subscribe').map((s) => s.created)
            : expectAllRestOk(result as RestResponse[]).map((s) => s.created);
        // One made it; the others found it made (with a key, they answer the first answer: made).
        expect(created.filter(Boolean).length).toBe(withKey ? N : 1);
        expect(Number((await gw.sql<{ n: string }>('select count(*) as n from subscriber where email_key = $1', [email]))[0]!.n)).toBe(1);
      });
    }
  }
});
