import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { solveCaptcha } from '../../test/captcha.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { eventually } from '../../test/memories.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';

/**
 * Contact Family messages screened at arrival (issue 32, items 4-5): a likely-spam message is kept, held, under the
 * family's messages and not mailed (the visitor is answered the same); releasing it mails the family as any message;
 * deleting a held message and releasing one are decisions the classifier learns from; the legacy list and the release
 * row carry the screening as additional fields. Each visitor writes from an address of their own.
 */

const SPEC_SENT = 'Your Message has been sent to the Family Member.';
const SCREENING = 'screening { score level levelText held summary reasons { code count hosts text } }';
const Q = {
  send: 'mutation ($opi: String!, $input: FamilyMessageInput!) { sendFamilyMessage(opi: $opi, input: $input) { message } }',
  list: `query ($opi: String!) { familyMessages(opi: $opi) { id email message ${SCREENING} } }`,
  release: `mutation ($opi: String!, $ids: [Int!]!) { releaseFamilyMessages(opi: $opi, ids: $ids) { message messages { id ${SCREENING} } } }`,
  remove: 'mutation ($opi: String!, $id: Int!) { deleteFamilyMessage(opi: $opi, id: $id) { id message } }',
} as const;

const SPAM = 'Fast cash loans and crypto bonus today: https://quick-cash.example https://loans-now.example https://crypto-win.example';
const KIND = 'Eleanor taught me to knit when I was nine. I think of her every winter. With love, June.';

type Listed = { id: number; email: string; message: string; screening: { held: boolean; level: string; summary: string } | null };

let gw: TestGateway;
let smtp: TestSmtp;
let arranger: string;
let family2: string;
let admin: string;
let staff: string;
let visitors = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' } });
  [arranger, family2, admin, staff] = await gw.demoLogins();
});
afterAll(async () => {
  await gw?.stop();
  await smtp?.stop();
});

/** A new visitor writes (an address on a network of their own, an e-mail of their own); answers the visitor's message and the stored id. */
async function send(message: string, opi: string = OPI.eleanor) {
  visitors += 1;
  const headers = { 'x-forwarded-for': `203.0.${visitors}.9` };
  const email = `writer${visitors}@example.com`;
  const input = { email, message, captcha: await solveCaptcha(gw, headers) };
  const answer = gqlData(await gw.gql(Q.send, { opi, input }, undefined, headers)).sendFamilyMessage.message as string;
  const [row] = await gw.sql<{ id: number; held: boolean; screening_level: string }>(
    'select id, held, screening_level from family_message where email = $1',
    [email],
  );
  return { answer, email, ...row! };
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(DEMO.arranger) && m.parsed.replyTo?.text === email);
const labelOf = async (id: number) =>
  (await gw.sql<{ label: string | null }>(`select label from screened_text where kind = 'message' and item_id = $1`, [id]))[0]?.label;
const list = async (token: string) =>
  gqlData(await gw.gql<{ familyMessages: Listed[] }>(Q.list, { opi: OPI.eleanor }, token)).familyMessages;

describe('a likely-spam message is held', () => {
  it('is kept under the family’s messages, not mailed, answered as any, and mailed once released', async () => {
    const spam = await send(SPAM);
    const kind = await send(KIND);
    expect(spam).toMatchObject({ answer: SPEC_SENT, held: true, screening_level: 'LIKELY_SPAM' });
    expect(kind).toMatchObject({ answer: SPEC_SENT, held: false, screening_level: 'CLEAR' });
    // The kind one was mailed before the visitor was answered; the held one was not.
    expect(mailsTo(kind.email)).toHaveLength(1);
    expect(mailsTo(spam.email)).toHaveLength(0);

    // The family's list holds both; the held one says so, with its reasons in words.
    const listed = await list(arranger);
    expect(listed.find((m) => m.id === spam.id)?.screening).toMatchObject({ held: true, level: 'LIKELY_SPAM' });
    expect(listed.find((m) => m.id === spam.id)!.screening!.summary).toMatch(/^Likely spam: 3 links to unknown sites/);
    expect(listed.find((m) => m.id === kind.id)?.screening).toMatchObject({ held: false, level: 'CLEAR' });

    const released = gqlData(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [spam.id] }, arranger)).releaseFamilyMessages;
    expect(released).toMatchObject({ message: 'Message released to the family', messages: [{ id: spam.id, screening: { held: false } }] });
    const [mail] = await eventually(() => mailsTo(spam.email).length > 0 && mailsTo(spam.email), 'the released message is mailed');
    expect(mail!.parsed.text).toContain(SPAM);
    expect(mail!.parsed.subject).toBe('A message for the family of Mrs Eleanor Grace Whitmore');
    expect(await labelOf(spam.id)).toBe('ok');
    // Not held any more: a second release is refused, and nothing is mailed again.
    gqlError(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [spam.id] }, arranger), 'CONFLICT', 'None of the selected messages is held');
    gqlError(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [] }, arranger), 'BAD_USER_INPUT', 'Select at least one message');
    expect(mailsTo(spam.email)).toHaveLength(1);
  });

  it('learns "reject" when a held message is deleted, and nothing from deleting a message that was not held', async () => {
    const spam = await send(`${SPAM} again`);
    const kind = await send(`${KIND} Again.`);
    expect(spam.held).toBe(true);
    gqlData(await gw.gql(Q.remove, { opi: OPI.eleanor, id: spam.id }, arranger));
    gqlData(await gw.gql(Q.remove, { opi: OPI.eleanor, id: kind.id }, arranger));
    expect(await labelOf(spam.id)).toBe('reject');
    expect(await labelOf(kind.id)).toBeNull();
  });
});

describe('who may release a held message', () => {
  it('the family with access and staff; not another family, not a visitor, not another decedent’s message', async () => {
    const ids = [(await send(`${SPAM} one`)).id, (await send(`${SPAM} two`)).id, (await send(`${SPAM} three`)).id];
    gqlError(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [ids[0]] }, family2), 'FORBIDDEN');
    gqlError(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [ids[0]] }), 'UNAUTHENTICATED');
    // Another decedent's opi: the message is not one of its messages.
    gqlError(await gw.gql(Q.release, { opi: OPI.okaforPrivate, ids: [ids[0]] }, family2), 'NOT_FOUND', 'Message does not exist');
    gqlError(await gw.gql(Q.list, { opi: OPI.eleanor }, family2), 'FORBIDDEN');
    expect((await list(staff)).filter((m) => ids.includes(m.id)).every((m) => m.screening?.held)).toBe(true);
    gqlData(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [ids[0]] }, admin));
    gqlData(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [ids[1]] }, staff));
    gqlData(await gw.gql(Q.release, { opi: OPI.eleanor, ids: [ids[2]] }, arranger));
    const rows = await gw.sql<{ held: boolean }>('select held from family_message where id = any($1)', [ids]);
    expect(rows.map((r) => r.held)).toEqual([false, false, false]);
  });
});

describe('the legacy REST door', () => {
  it('GET getListOfMessages adds the screening to each message, the legacy fields unchanged', async () => {
    const spam = await send(`${SPAM} for the list`);
    const data = expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/getListOfMessages`, undefined, arranger));
    const held = data.find((m: { id: number }) => m.id === spam.id);
    expect(held).toMatchObject({ email: spam.email, message: `${SPAM} for the list`, held: true, screeningLevel: 'LIKELY_SPAM' });
    expect(held.screeningScore).toBeGreaterThanOrEqual(70);
    expect(held.screeningSummary).toMatch(/^Likely spam: /);
    expect(held.screeningReasons.find((r: { code: string }) => r.code === 'LINKS')).toMatchObject({
      count: 3,
      text: '3 links to unknown sites',
    });
    // A message from before screening: no score, not held.
    await gw.sql(
      `insert into family_message (decedent_id, email, message) select id, 'old@example.com', 'From before' from decedent where opi = $1`,
      [OPI.eleanor],
    );
    const old = expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/getListOfMessages`, undefined, staff)).find(
      (m: { email: string }) => m.email === 'old@example.com',
    );
    expect(old).toMatchObject({ held: false, screeningScore: null, screeningLevel: null, screeningSummary: null, screeningReasons: [] });
  });

  contract('POST', '/decedent/:id/releaseMessages', () => {
    it('200 with the notice and the released messages; 409 when none is held; 401, 403, 404 as the other rows', async () => {
      const a = await send(`${SPAM} rest a`);
      const b = await send(`${SPAM} rest b`);
      const done = expectRestSuccess(
        await gw.rest('POST', `/decedent/${OPI.eleanor}/releaseMessages`, { ids: [a.id, String(b.id)] }, staff),
        200,
        '2 messages released to the family',
      );
      expect(done.map((m: { id: number; held: boolean }) => [m.id, m.held])).toEqual([
        [a.id, false],
        [b.id, false],
      ]);
      await eventually(() => mailsTo(b.email).length > 0, 'the released message is mailed');
      expectRestError(
        await gw.rest('POST', `/decedent/${OPI.eleanor}/releaseMessages`, { ids: [a.id] }, arranger),
        409,
        'None of the selected messages is held',
      );
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/releaseMessages`, { ids: [a.id] }), 401);
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/releaseMessages`, { ids: [a.id] }, family2), 403);
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/releaseMessages`, { ids: [999999] }, arranger), 404);
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/releaseMessages`, { ids: 'all' }, arranger), 400);
    });
  });
});
