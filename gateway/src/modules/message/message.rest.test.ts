import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { solveCaptcha } from '../../test/captcha.js';
import { expectRestError, expectRestSuccess } from '../../test/expect.js';

/** The legacy REST contract of the Contact Family routes (legacy-rest: family website rows). Every route has a contract block. */

const SPEC = {
  sent: 'Your Message has been sent to the Family Member.',
  deleted: 'Message Deleted Successfully',
  hid: 'Contact Family Member Hided Successfully.',
  unhid: 'Contact Family Member Un Hided Successfully.',
  messageTooLong: 'Messages should less then 501 characters',
  emailRequired: 'Email Required',
  closed: 'The family is not receiving messages on this page.',
  missing: 'Message does not exist',
  decedentMissing: 'Decedent does not exist',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
} as const;

let gw: TestGateway;
let arranger: string;
let staff: string;
let admin: string;
let family2: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff, admin, family2] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.family2, 'arranger'),
  ]);
});
afterAll(() => gw?.stop());

/** A visitor's POST with a solved captcha (a string body is sent as it is). */
const save = async (body: unknown, opi: string = OPI.eleanor, token?: string) =>
  gw.rest(
    'POST',
    `/decedent/${opi}/saveMessage?timezone=Europe/Oslo`,
    typeof body === 'string' ? body : { captcha: await solveCaptcha(gw), ...(body as object) },
    token,
  );

describe('the legacy REST contract', () => {
  contract('POST', '/decedent/:id/saveMessage', () => {
    it('201 with the spec message and data null; the message is stored as sent', async () => {
      expect(
        expectRestSuccess(await save({ email: 'ruth_l@example.com', message: 'With love from Oslo', opi: OPI.eleanor }), 201, SPEC.sent),
      ).toBeNull();
      expect(await gw.sql('select email, message from family_message order by id desc limit 1')).toEqual([
        { email: 'ruth_l@example.com', message: 'With love from Oslo' },
      ]);
    });
    it('400 with the spec messages per field', async () => {
      const refused = expectRestError(await save({ email: '', message: 'x'.repeat(501) }), 400);
      expect(refused.fieldErrors).toEqual({ email: SPEC.emailRequired, message: SPEC.messageTooLong });
      expect(refused.errors).toEqual([SPEC.emailRequired, SPEC.messageTooLong]);
      expectRestError(await save('not json'), 400);
      expect(expectRestError(await save({ email: ['a@b.com'], message: 'x' }), 400).message).toMatch(/email must be text/);
    });
    it('400 verify captcha without a solved captcha, 429 over the limit', async () => {
      const refused = expectRestError(await save({ email: 'ruth_l@example.com', message: 'x', captcha: 'nope' }), 400, 'verify captcha');
      expect(refused.fieldErrors).toEqual({ captcha: 'verify captcha' });
      await gw.sql(
        `insert into rate_limit (id, points, expires_at) values ('contactFamily:ip:127.0.0.1', 10, now() + interval '1 hour') on conflict (id) do update set points = 10`,
      );
      try {
        expectRestError(
          await save({ email: 'ruth_l@example.com', message: 'x' }),
          429,
          'Too many requests. Please wait a while and try again.',
        );
      } finally {
        await gw.sql(`delete from rate_limit where id like 'contactFamily:%'`);
      }
    });
    it('403 on a hidden form or a private page, 404 for a missing decedent', async () => {
      await gw.sql('update decedent set hide_contact_family = true where opi = $1', [OPI.eleanor]);
      try {
        expectRestError(await save({ email: 'ruth_l@example.com', message: 'x' }), 403, SPEC.closed);
      } finally {
        await gw.sql('update decedent set hide_contact_family = false where opi = $1', [OPI.eleanor]);
      }
      expectRestError(await save({ email: 'ruth_l@example.com', message: 'x' }, OPI.okaforPrivate), 403, SPEC.privatePage);
      expectRestError(await save({ email: 'ruth_l@example.com', message: 'x' }, OPI.missing), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/decedent/:id/getMessageCount', () => {
    it('answers data.count and data.today, for the family with access and staff', async () => {
      const data = expectRestSuccess(
        await gw.rest('GET', `/decedent/${OPI.eleanor}/getMessageCount?timezone=Asia/Tokyo`, undefined, arranger),
      );
      expect(Object.keys(data).sort()).toEqual(['count', 'today']);
      expect(data.count).toBe(
        (
          await gw.sql('select count(*)::int as n from family_message m join decedent d on d.id = m.decedent_id where d.opi = $1', [
            OPI.eleanor,
          ])
        )[0].n,
      );
      expect(
        expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/getMessageCount?timeZone=Asia/Tokyo`, undefined, admin)),
      ).toEqual(data);
    });
    it('401 without a session, 403 for another family', async () => {
      expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/getMessageCount`), 401);
      expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/getMessageCount`, undefined, family2), 403, SPEC.forbidden);
      expectRestError(await gw.rest('GET', `/decedent/${OPI.missing}/getMessageCount`, undefined, staff), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/decedent/:id/getListOfMessages', () => {
    it('answers data: the messages, newest first, each id, email, message, createdAt, updatedAt, and its screening', async () => {
      expectRestSuccess(await save({ email: 'later@example.com', message: 'A later one' }), 201, SPEC.sent);
      const data = expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/getListOfMessages`, undefined, staff));
      expect(data.length).toBeGreaterThanOrEqual(2);
      // The legacy fields, and the screening's additional ones (issue 32).
      const screening = ['held', 'screeningLevel', 'screeningReasons', 'screeningScore', 'screeningSummary'];
      for (const m of data)
        expect(Object.keys(m).sort()).toEqual(['createdAt', 'email', 'id', 'message', 'updatedAt', ...screening].sort());
      expect(data[0]).toMatchObject({ email: 'later@example.com', message: 'A later one' });
    });
    it('401 without a session, 403 for another family or a private page', async () => {
      expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/getListOfMessages`), 401);
      expectRestError(await gw.rest('GET', `/decedent/${OPI.eleanor}/getListOfMessages`, undefined, family2), 403, SPEC.forbidden);
      expectRestError(await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/getListOfMessages`, undefined, arranger), 403, SPEC.privatePage);
    });
  });

  contract('POST', '/decedent/:id/deleteMessage', () => {
    it('answers the spec message and data.id; a second delete is 404', async () => {
      const [row] = await gw.sql<{ id: number }>(
        'select m.id from family_message m join decedent d on d.id = m.decedent_id where d.opi = $1 order by m.id limit 1',
        [OPI.eleanor],
      );
      expect(
        expectRestSuccess(await gw.rest('POST', `/decedent/${OPI.eleanor}/deleteMessage`, { id: row!.id }, arranger), 200, SPEC.deleted),
      ).toEqual({ id: row!.id });
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/deleteMessage`, { id: row!.id }, arranger), 404, SPEC.missing);
    });
    it("404 for another decedent's message, 401 and 403 by role, 400 without an id", async () => {
      const [row] = await gw.sql<{ id: number }>(
        `insert into family_message (decedent_id, email, message) select id, 'o@example.com', 'For Samuel' from decedent where opi = $1 returning id`,
        [OPI.okaforPrivate],
      );
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/deleteMessage`, { id: row!.id }, arranger), 404, SPEC.missing);
      expectRestError(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/deleteMessage`, { id: row!.id }), 401);
      expectRestError(
        await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/deleteMessage`, { id: row!.id }, arranger),
        403,
        SPEC.privatePage,
      );
      expectRestError(await gw.rest('POST', `/decedent/${OPI.okaforPrivate}/deleteMessage`, {}, family2), 400);
      expect(await gw.sql('select id from family_message where id = $1', [row!.id])).toHaveLength(1);
    });
  });

  contract('POST', '/decedent/:id/hideContactFamily', () => {
    it('answers the spec messages and data.hideContactFamily', async () => {
      expect(
        expectRestSuccess(
          await gw.rest('POST', `/decedent/${OPI.eleanor}/hideContactFamily`, { hideContactFamily: true }, staff),
          200,
          SPEC.hid,
        ),
      ).toEqual({ hideContactFamily: true });
      expect(
        expectRestSuccess(
          await gw.rest('POST', `/decedent/${OPI.eleanor}/hideContactFamily`, { hideContactFamily: false }, arranger),
          200,
          SPEC.unhid,
        ),
      ).toEqual({ hideContactFamily: false });
    });
    it('401 without a session, 403 for another family, 400 without a flag', async () => {
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/hideContactFamily`, { hideContactFamily: true }), 401);
      expectRestError(
        await gw.rest('POST', `/decedent/${OPI.eleanor}/hideContactFamily`, { hideContactFamily: true }, family2),
        403,
        SPEC.forbidden,
      );
      expectRestError(await gw.rest('POST', `/decedent/${OPI.eleanor}/hideContactFamily`, {}, admin), 400);
      expect((await gw.sql('select hide_contact_family from decedent where opi = $1', [OPI.eleanor]))[0].hide_contact_family).toBe(false);
    });
  });
});
