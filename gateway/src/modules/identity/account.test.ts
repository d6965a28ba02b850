import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloneUser, DEMO, DEMO_PASSWORD, OPI, startTestGateway, type RoleName, type TestGateway } from '../../test/gateway.js';
import { expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import { contract } from '../../test/contract.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';

/**
 * Profile, Change Password and Transfer Loved Ones (arrangements-portal 2.11, 4.8, 5.9, 7.7) through GraphQL and
 * the legacy REST rows, on a real database, with the mails received by a real SMTP server.
 */

// Spec texts, written out: a changed text must fail here.
const SPEC = {
  firstNameRequired: 'Firstname is required',
  lastNameRequired: 'Lastname is required',
  saved: 'Data updated successfully',
  oldRequired: 'Old Password is required',
  newRequired: 'New Password is required',
  tooShort: 'Password has to be longer than 6 characters!',
  tooLong: 'Password has to be shorter than 20 characters!',
  lovedOnesRequired: 'Choose your Loved Ones',
  emailRequired: 'E-mail Id is required',
  invalidEmail: 'Invalid Email',
  transferred: 'Account Transfered Successfully',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  decedentMissing: 'Decedent does not exist',
  sessionExpired: 'Session Expired',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes and try again.',
} as const;
// Not in the spec: the server's own answers.
const OLD_WRONG = 'Old Password is incorrect';
const CHANGED = 'Password updated successfully';

const UPDATE_PROFILE =
  'mutation ($input: ProfileInput!) { updateProfile(input: $input) { message user { firstName lastName middleName title isNewUser role } } }';
const CHANGE_PASSWORD =
  'mutation ($password: String!, $newPassword: String!) { changePassword(password: $password, newPassword: $newPassword) { message } }';
const VERIFY = 'query ($email: String!) { verifyUserEmail(email: $email) { firstName lastName isNewUser } }';
const TRANSFER = 'mutation ($input: TransferAccountInput!) { transferAccount(input: $input) { message } }';
const HISTORY = '{ myTransfers { direction opi decedentName otherName createdAt } }';

let gw: TestGateway;
let smtp: TestSmtp;
let admin: string;
let staff: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ env: { SMTP_URL: smtp.url } });
  [admin, staff] = await Promise.all([gw.login(DEMO.admin, 'admin'), gw.login(DEMO.staff, 'cl-arranger')]);
});
afterAll(async () => {
  await gw?.stop();
  await smtp?.stop();
});
// Every test comes from 127.0.0.1: the per-address counters start over for each (the limits have their own tests).
beforeEach(async () => {
  await gw.sql('delete from rate_limit');
});

let serial = 0;
/** A family member of their own (the demo password), with cases for new decedents of their own. */
async function family(cases = 1, opts: { isNewUser?: boolean } = {}): Promise<{ email: string; token: string; opis: string[] }> {
  serial += 1;
  const email = `family-${serial}@account.test`;
  await cloneUser(gw, DEMO.arranger, email, opts);
  const opis: string[] = [];
  for (let i = 0; i < cases; i++) {
    const opi = `CS-7${String(serial).padStart(3, '0')}-${String(i).padStart(4, '0')}`;
    await gw.sql(`insert into decedent (opi, prefix, first_name, last_name, date_of_death) values ($1, 'Mr', 'Walter', $2, '2026-10-01')`, [
      opi,
      `Case${serial}x${i}`,
    ]);
    await gw.sql(
      `insert into arranger_case (user_id, decedent_id, status) select u.id, d.id, 'active' from app_user u, decedent d where u.email = $1 and d.opi = $2`,
      [email, opi],
    );
    opis.push(opi);
  }
  return { email, token: await gw.login(email, 'arranger'), opis };
}
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const linkIn = (text: string) => /https?:\/\/\S*[?&]resetToken=([^&\s]+)/.exec(text)?.[1];

describe('Personal Details', () => {
  it('saves the names and title and answers the spec message; GET /user/details and /user/info read them back', async () => {
    const me = await family(0);
    const saved = gqlData(
      await gw.gql(UPDATE_PROFILE, { input: { firstName: ' Grace ', lastName: 'Whitmore', middleName: 'Ann', title: 'Ms' } }, me.token),
    ).updateProfile;
    expect(saved).toEqual({
      message: SPEC.saved,
      user: { firstName: 'Grace', lastName: 'Whitmore', middleName: 'Ann', title: 'Ms', isNewUser: false, role: 'arranger' },
    });
    expect(expectRestSuccess(await gw.rest('GET', '/user/details', undefined, me.token))).toEqual({
      // The language (issue 31) is additive: null until the person chooses one.
      data: { role: 'arranger', firstName: 'Grace', lastName: 'Whitmore', middleName: 'Ann', title: 'Ms', email: me.email, language: null },
    });
    // Emptied optional fields are cleared.
    gqlData(await gw.gql(UPDATE_PROFILE, { input: { firstName: 'Grace', lastName: 'Whitmore', middleName: '', title: '' } }, me.token));
    expect((await gw.sql('select middle_name, title from app_user where email = $1', [me.email]))[0]).toEqual({
      middle_name: null,
      title: null,
    });
  });

  it('ends the new-user state with the first save (the first-time /profile)', async () => {
    const me = await family(0, { isNewUser: true });
    expect(expectRestSuccess(await gw.rest('GET', '/user/info', undefined, me.token)).data.isNewUser).toBe(true);
    gqlData(await gw.gql(UPDATE_PROFILE, { input: { firstName: 'Nora', lastName: 'Hale' } }, me.token));
    expect(expectRestSuccess(await gw.rest('GET', '/user/info', undefined, me.token))).toEqual({
      data: { role: 'arranger', isNewUser: false, firstName: 'Nora', lastName: 'Hale' },
    });
    expect((await gw.sql(`select is_new_user from app_user where email = $1`, [me.email]))[0].is_new_user).toBe(false);
  });

  it('refuses missing names and a title other than Mr, Mrs or Ms with the spec messages, and changes nothing', async () => {
    const me = await family(0);
    const error = gqlError(
      await gw.gql(UPDATE_PROFILE, { input: { firstName: ' ', lastName: '' } }, me.token),
      'BAD_USER_INPUT',
      SPEC.firstNameRequired,
    );
    expect(error.extensions?.['fieldErrors']).toEqual({ firstName: SPEC.firstNameRequired, lastName: SPEC.lastNameRequired });
    gqlError(
      await gw.gql(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B', title: 'Dr' } }, me.token),
      'BAD_USER_INPUT',
      'Title must be Mr, Mrs or Ms',
    );
    gqlError(
      await gw.gql(UPDATE_PROFILE, { input: { firstName: 'x'.repeat(51), lastName: 'B' } }, me.token),
      'BAD_USER_INPUT',
      'Firstname should be less than 51 characters',
    );
    expect((await gw.sql('select first_name from app_user where email = $1', [me.email]))[0].first_name).toBe('Catherine');
  });

  it("is every signed-in role's own, and nobody else's", async () => {
    for (const token of [admin, staff]) {
      const user = gqlData(await gw.gql(UPDATE_PROFILE, { input: { firstName: 'Staff', lastName: 'Member', title: 'Mr' } }, token))
        .updateProfile.user;
      expect(user).toMatchObject({ firstName: 'Staff', lastName: 'Member', title: 'Mr' });
    }
    expect((await gw.sql(`select email from app_user where first_name = 'Staff' order by email`)).map((r) => r.email)).toEqual([
      DEMO.admin,
      DEMO.staff,
    ]);
    gqlError(await gw.gql(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B' } }), 'UNAUTHENTICATED');
  });
});

describe('Change Password', () => {
  it('checks the rules of 5.9 with the spec messages', async () => {
    const me = await family(0);
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [
        { password: '', newPassword: '' },
        { password: SPEC.oldRequired, newPassword: SPEC.newRequired },
      ],
      [{ password: DEMO_PASSWORD, newPassword: 'abcde' }, { newPassword: SPEC.tooShort }],
      [{ password: DEMO_PASSWORD, newPassword: 'a'.repeat(21) }, { newPassword: SPEC.tooLong }],
    ];
    for (const [variables, fieldErrors] of cases) {
      expect(gqlError(await gw.gql(CHANGE_PASSWORD, variables, me.token), 'BAD_USER_INPUT').extensions?.['fieldErrors']).toEqual(
        fieldErrors,
      );
    }
  });

  it('refuses a wrong old password, and a new one equal to the old', async () => {
    const me = await family(0);
    gqlError(
      await gw.gql(CHANGE_PASSWORD, { password: 'not-my-password', newPassword: 'brand-new-1' }, me.token),
      'BAD_USER_INPUT',
      OLD_WRONG,
    );
    gqlError(
      await gw.gql(CHANGE_PASSWORD, { password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, me.token),
      'BAD_USER_INPUT',
      'New Password must be different from the Old Password',
    );
    await gw.login(me.email, 'arranger'); // still the demo password
  });

  it('sets the new password, signs out every other session (this one stays) and tells the person by e-mail', async () => {
    const me = await family(0);
    const other = await gw.login(me.email, 'arranger');
    const before = mailsTo(me.email).length;
    expect(
      gqlData(await gw.gql(CHANGE_PASSWORD, { password: DEMO_PASSWORD, newPassword: 'new-secret-7' }, me.token)).changePassword.message,
    ).toBe(CHANGED);
    // The other session is over; this one goes on.
    expectRestError(await gw.rest('GET', '/auth/me', undefined, other), 401, SPEC.sessionExpired);
    expect(expectRestSuccess(await gw.rest('GET', '/auth/me', undefined, me.token)).data.email).toBe(me.email);
    // The old password no longer signs in; the new one does.
    await expect(gw.login(me.email, 'arranger')).rejects.toThrow();
    await gw.login(me.email, 'arranger', 'new-secret-7');
    const mails = mailsTo(me.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('Your Family Website password was changed');
    expect(mails[0]!.parsed.text).toContain('Every other device signed in to your account has been signed out.');
    expect(mails[0]!.parsed.text).not.toContain('new-secret-7');
  });

  it(`refuses after 5 wrong old passwords on an account in 15 minutes, even the right one (429)`, async () => {
    const me = await family(0);
    for (let i = 0; i < 5; i++)
      gqlError(
        await gw.gql(CHANGE_PASSWORD, { password: `wrong-${i}`, newPassword: 'brand-new-1' }, me.token),
        'BAD_USER_INPUT',
        OLD_WRONG,
      );
    gqlError(
      await gw.gql(CHANGE_PASSWORD, { password: DEMO_PASSWORD, newPassword: 'brand-new-1' }, me.token),
      'RATE_LIMITED',
      SPEC.tooManyAttempts,
    );
    expectRestError(
      await gw.rest('PUT', '/user/password', { password: DEMO_PASSWORD, newPassword: 'brand-new-1' }, me.token),
      429,
      SPEC.tooManyAttempts,
    );
    // Sign-in is not affected: the owner is not locked out, and another account is not counted.
    await gw.login(me.email, 'arranger');
    const someoneElse = await family(0);
    expect(
      gqlData(await gw.gql(CHANGE_PASSWORD, { password: DEMO_PASSWORD, newPassword: 'brand-new-1' }, someoneElse.token)).changePassword
        .message,
    ).toBe(CHANGED);
    // The window over, the right password works again.
    await gw.sql(`update rate_limit set expires_at = now() - interval '1 second' where id like 'passwordCheck:%'`);
    expect(
      gqlData(await gw.gql(CHANGE_PASSWORD, { password: DEMO_PASSWORD, newPassword: 'brand-new-1' }, me.token)).changePassword.message,
    ).toBe(CHANGED);
  });

  it('is open to every signed-in role, not to a visitor', async () => {
    for (const [role, email] of [
      ['admin', DEMO.admin],
      ['cl-arranger', DEMO.staff],
    ] as Array<[RoleName, string]>) {
      const clone = `${role}-pw@account.test`;
      await cloneUser(gw, email, clone);
      const token = await gw.login(clone, role);
      expect(
        gqlData(await gw.gql(CHANGE_PASSWORD, { password: DEMO_PASSWORD, newPassword: 'staff-new-1' }, token)).changePassword.message,
      ).toBe(CHANGED);
    }
    gqlError(await gw.gql(CHANGE_PASSWORD, { password: 'x', newPassword: 'abcdef' }), 'UNAUTHENTICATED');
  });
});

describe('Transfer Loved Ones', () => {
  it("verify-user-email answers an existing person's names, or a new user", async () => {
    const me = await family(0);
    expect(gqlData(await gw.gql(VERIFY, { email: '  Family2@Demo.test ' }, me.token)).verifyUserEmail).toEqual({
      firstName: 'James',
      lastName: 'Okafor',
      isNewUser: false,
    });
    expect(gqlData(await gw.gql(VERIFY, { email: 'nobody-yet@example.com' }, me.token)).verifyUserEmail).toEqual({
      firstName: null,
      lastName: null,
      isNewUser: true,
    });
    expect(
      gqlError(await gw.gql(VERIFY, { email: ' ' }, me.token), 'BAD_USER_INPUT', SPEC.emailRequired).extensions?.['fieldErrors'],
    ).toEqual({ email: SPEC.emailRequired });
    gqlError(await gw.gql(VERIFY, { email: 'grace@example' }, me.token), 'BAD_USER_INPUT', SPEC.invalidEmail);
  });

  it('verify-user-email is no oracle for anyone but a signed-in arranger, and is rate limited', async () => {
    gqlError(await gw.gql(VERIFY, { email: DEMO.family2 }), 'UNAUTHENTICATED');
    for (const token of [admin, staff]) gqlError(await gw.gql(VERIFY, { email: DEMO.family2 }, token), 'FORBIDDEN');
    expectRestError(await gw.rest('POST', '/auth/verify-user-email', { email: DEMO.family2 }), 401);
    expectRestError(await gw.rest('POST', '/auth/verify-user-email', { email: DEMO.family2 }, admin), 403);
    const me = await family(0);
    for (let i = 0; i < 30; i++) gqlData(await gw.gql(VERIFY, { email: `probe-${i}@example.com` }, me.token));
    gqlError(await gw.gql(VERIFY, { email: DEMO.family2 }, me.token), 'RATE_LIMITED');
  });

  it('checks every field with the spec messages', async () => {
    const me = await family(1);
    const error = gqlError(
      await gw.gql(TRANSFER, { input: { decedentId: '', email: '', firstName: '', lastName: '' } }, me.token),
      'BAD_USER_INPUT',
      SPEC.lovedOnesRequired,
    );
    expect(error.extensions?.['fieldErrors']).toEqual({
      decedentId: SPEC.lovedOnesRequired,
      email: SPEC.emailRequired,
      firstName: SPEC.firstNameRequired,
      lastName: SPEC.lastNameRequired,
    });
    gqlError(
      await gw.gql(TRANSFER, { input: { decedentId: me.opis[0], email: 'x@y', firstName: 'A', lastName: 'B' } }, me.token),
      'BAD_USER_INPUT',
      SPEC.invalidEmail,
    );
    gqlError(
      await gw.gql(TRANSFER, { input: { decedentId: me.opis[0], email: me.email.toUpperCase(), firstName: 'A', lastName: 'B' } }, me.token),
      'BAD_USER_INPUT',
      'This is your own e-mail. Please enter the e-mail of the person who will take over.',
    );
    gqlError(
      await gw.gql(TRANSFER, { input: { decedentId: me.opis[0], email: DEMO.admin, firstName: 'A', lastName: 'B' } }, me.token),
      'BAD_USER_INPUT',
      'This e-mail belongs to a staff account. Please enter the e-mail of a family member.',
    );
    // Nothing moved.
    expect(
      await gw.sql(
        `select 1 from arranger_case a join app_user u on u.id = a.user_id join decedent d on d.id = a.decedent_id where u.email = $1 and d.opi = $2`,
        [me.email, me.opis[0]],
      ),
    ).toHaveLength(1);
    expect(
      await gw.sql('select 1 from account_transfer t join decedent d on d.id = t.decedent_id where d.opi = $1', [me.opis[0]]),
    ).toHaveLength(0);
  });

  it('to a new person: an account, a single-use expiring link to set the password, mails to both, the giver loses the case, the transfer recorded', async () => {
    const giver = await family(2);
    const [opi, kept] = giver.opis as [string, string];
    const receiver = 'new.person@example.com';
    const message = gqlData(
      await gw.gql(
        TRANSFER,
        { input: { decedentId: opi, email: ' New.Person@Example.com ', firstName: 'Rosa', lastName: 'Whitmore' } },
        giver.token,
      ),
    ).transferAccount.message;
    expect(message).toBe(SPEC.transferred);

    // The giver: 403 on the case, the other case still theirs, and told by mail.
    expectRestError(await gw.rest('GET', `/arrangements/${opi}/summary`, undefined, giver.token), 403, SPEC.forbidden);
    expectRestSuccess(await gw.rest('GET', `/arrangements/${kept}/summary`, undefined, giver.token));
    const cases = expectRestSuccess(await gw.rest('GET', '/decedent', undefined, giver.token));
    expect(JSON.stringify(cases)).not.toContain(opi);
    const toGiver = mailsTo(giver.email).at(-1)!;
    expect(toGiver.parsed.subject).toMatch(/^You transferred the arrangements of Mr Walter Case\d+x0$/);
    expect(toGiver.parsed.text).toContain(`to Rosa Whitmore (${receiver})`);

    // The receiver: a new arranger account, a mail with a link that sets the password once.
    const [account] = await gw.sql('select roles, is_new_user, first_name, last_name from app_user where email = $1', [receiver]);
    expect(account).toEqual({ roles: ['arranger'], is_new_user: true, first_name: 'Rosa', last_name: 'Whitmore' });
    const welcome = mailsTo(receiver);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.parsed.text).toContain('within 7 days');
    const token = decodeURIComponent(linkIn(welcome[0]!.parsed.text!)!);
    const [reset] = await gw.sql(
      `select expires_at > now() + interval '6 days' and expires_at < now() + interval '8 days' as week from password_reset p join app_user u on u.id = p.user_id where u.email = $1`,
      [receiver],
    );
    expect(reset.week).toBe(true);
    expectRestSuccess(
      await gw.rest('POST', '/auth/reset-password', { password: 'rosas-pass1' }, token),
      200,
      'Password has been reset successfully',
    );
    expectRestError(
      await gw.rest('POST', '/auth/reset-password', { password: 'rosas-pass2' }, token),
      400,
      'This password reset link is invalid or has expired.',
    );
    const rosa = await gw.login(receiver, 'arranger', 'rosas-pass1');
    expect(expectRestSuccess(await gw.rest('GET', '/user/info', undefined, rosa)).data.isNewUser).toBe(true);
    expectRestSuccess(await gw.rest('GET', `/arrangements/${opi}/summary`, undefined, rosa));

    // Recorded, and in both people's history.
    const [record] = await gw.sql(
      `select t.from_email, t.to_email, t.to_name, t.receiver_created, d.opi from account_transfer t join decedent d on d.id = t.decedent_id where d.opi = $1`,
      [opi],
    );
    expect(record).toEqual({ from_email: giver.email, to_email: receiver, to_name: 'Rosa Whitmore', receiver_created: true, opi });
    expect(gqlData(await gw.gql(HISTORY, undefined, giver.token)).myTransfers).toEqual([
      expect.objectContaining({ direction: 'given', opi, otherName: 'Rosa Whitmore' }),
    ]);
    expect(gqlData(await gw.gql(HISTORY, undefined, rosa)).myTransfers).toEqual([
      expect.objectContaining({ direction: 'received', opi, otherName: 'Catherine Reyes' }),
    ]);
  });

  it('to an existing family member: their own names stay, they are told to sign in, and a second transfer of the case is refused', async () => {
    const giver = await family(1);
    const receiver = await family(0);
    await gw.sql(`update app_user set first_name = 'Lena', last_name = 'Marsh' where email = $1`, [receiver.email]);
    const opi = giver.opis[0]!;
    gqlData(
      await gw.gql(TRANSFER, { input: { decedentId: opi, email: receiver.email, firstName: 'Someone', lastName: 'Else' } }, giver.token),
    );
    expect((await gw.sql('select first_name, last_name from app_user where email = $1', [receiver.email]))[0]).toEqual({
      first_name: 'Lena',
      last_name: 'Marsh',
    });
    const mail = mailsTo(receiver.email).at(-1)!;
    expect(mail.parsed.subject).toMatch(/^Catherine Reyes transferred the arrangements of Mr Walter .+ to you$/);
    expect(linkIn(mail.parsed.text!)).toBeUndefined();
    expectRestSuccess(await gw.rest('GET', `/arrangements/${opi}/summary`, undefined, receiver.token));
    // The giver's session still works, but the case is no longer theirs to give.
    gqlError(
      await gw.gql(TRANSFER, { input: { decedentId: opi, email: 'third@example.com', firstName: 'A', lastName: 'B' } }, giver.token),
      'FORBIDDEN',
      SPEC.forbidden,
    );
  });

  it('per role: a family member without the case, staff and visitors cannot transfer it', async () => {
    const owner = await family(1);
    const stranger = await family(0);
    const input = { decedentId: owner.opis[0], email: 'taker@example.com', firstName: 'T', lastName: 'K' };
    gqlError(await gw.gql(TRANSFER, { input }, stranger.token), 'FORBIDDEN', SPEC.forbidden);
    gqlError(await gw.gql(TRANSFER, { input: { ...input, decedentId: OPI.okaforPrivate } }, stranger.token), 'PRIVATE', SPEC.privatePage);
    gqlError(await gw.gql(TRANSFER, { input: { ...input, decedentId: OPI.missing } }, stranger.token), 'NOT_FOUND');
    for (const token of [admin, staff]) gqlError(await gw.gql(TRANSFER, { input }, token), 'FORBIDDEN');
    gqlError(await gw.gql(TRANSFER, { input }), 'UNAUTHENTICATED');
    expectRestError(await gw.rest('POST', '/auth/transfer-account', input, admin), 403);
    expect(await gw.sql(`select 1 from app_user where email = 'taker@example.com'`)).toHaveLength(0);
    expectRestSuccess(await gw.rest('GET', `/arrangements/${owner.opis[0]}/summary`, undefined, owner.token));
  });

  it('two transfers of one case at once: exactly one moves it', async () => {
    const giver = await family(1);
    const opi = giver.opis[0]!;
    const results = await Promise.all(
      ['race-a@example.com', 'race-b@example.com'].map((email) =>
        gw.gql(TRANSFER, { input: { decedentId: opi, email, firstName: 'R', lastName: 'C' } }, giver.token),
      ),
    );
    expect(results.filter((r) => r.body.data?.transferAccount?.message === SPEC.transferred)).toHaveLength(1);
    expect(await gw.sql(`select 1 from account_transfer t join decedent d on d.id = t.decedent_id where d.opi = $1`, [opi])).toHaveLength(
      1,
    );
    expect(await gw.sql(`select 1 from arranger_case a join decedent d on d.id = a.decedent_id where d.opi = $1`, [opi])).toHaveLength(1);
  });

  it('shows the demo history: Thomas received from David Whitmore', async () => {
    const arranger = await gw.login(DEMO.arranger, 'arranger');
    expect(gqlData(await gw.gql(HISTORY, undefined, arranger)).myTransfers).toEqual([
      {
        direction: 'received',
        opi: OPI.thomas,
        decedentName: 'Mr Thomas Edward Whitmore',
        otherName: 'David Whitmore',
        createdAt: '2025-11-02T18:30:00.000Z',
      },
    ]);
    gqlError(await gw.gql(HISTORY, undefined, admin), 'FORBIDDEN');
  });
});

describe('the legacy REST contract', () => {
  contract('GET', '/user/details', () => {
    it('answers data.data with role, names and title; 401 without a session', async () => {
      expect(expectRestSuccess(await gw.rest('GET', '/user/details', undefined, staff))).toEqual({
        data: {
          role: 'cl-arranger',
          firstName: expect.any(String),
          lastName: expect.any(String),
          middleName: null,
          title: expect.toBeOneOf([null, 'Mr']),
          email: DEMO.staff,
          // Issue 31, additive: the language chosen in the profile (null: none).
          language: null,
        },
      });
      expectRestError(await gw.rest('GET', '/user/details'), 401);
    });
  });

  contract('GET', '/user/info', () => {
    it('answers data.data with role and isNewUser; 401 without a session', async () => {
      expect(expectRestSuccess(await gw.rest('GET', '/user/info', undefined, admin)).data).toMatchObject({
        role: 'admin',
        isNewUser: false,
      });
      expectRestError(await gw.rest('GET', '/user/info'), 401);
    });
  });

  const profileContract = (path: string) => () => {
    it('saves the profile: the message in data.message and in message; 400 with the spec messages; 401 without a session', async () => {
      const me = await family(0, { isNewUser: true });
      const data = expectRestSuccess(
        await gw.rest('PUT', path, { firstName: 'Iris', lastName: 'Vale', middleName: null, title: 'Mrs' }, me.token),
        200,
        SPEC.saved,
      );
      expect(data).toEqual({
        message: SPEC.saved,
        role: 'arranger',
        firstName: 'Iris',
        lastName: 'Vale',
        middleName: null,
        title: 'Mrs',
        isNewUser: false,
        language: null,
      });
      const body = expectRestError(await gw.rest('PUT', path, { firstName: '', lastName: '' }, me.token), 400, SPEC.firstNameRequired);
      expect(body.fieldErrors).toEqual({ firstName: SPEC.firstNameRequired, lastName: SPEC.lastNameRequired });
      expectRestError(await gw.rest('PUT', path, { firstName: 'A', lastName: 'B' }), 401);
    });
  };
  contract('PUT', '/user/profile', profileContract('/user/profile'));
  contract('PUT', '/user/profile/save', profileContract('/user/profile/save'));

  const passwordContract = (method: 'PUT' | 'POST') => () => {
    it('changes the password: the message in data.message; 400 for the rules and a wrong old password; 401 without a session', async () => {
      const me = await family(0);
      const body = expectRestError(await gw.rest(method, '/user/password', {}, me.token), 400, SPEC.oldRequired);
      expect(body.fieldErrors).toEqual({ password: SPEC.oldRequired, newPassword: SPEC.newRequired });
      expectRestError(
        await gw.rest(method, '/user/password', { password: DEMO_PASSWORD, newPassword: 'short' }, me.token),
        400,
        SPEC.tooShort,
      );
      expectRestError(
        await gw.rest(method, '/user/password', { password: 'wrong-one', newPassword: 'long-enough' }, me.token),
        400,
        OLD_WRONG,
      );
      expect(
        expectRestSuccess(
          await gw.rest(method, '/user/password', { password: DEMO_PASSWORD, newPassword: 'long-enough' }, me.token),
          200,
          CHANGED,
        ),
      ).toEqual({ message: CHANGED });
      expectRestError(await gw.rest(method, '/user/password', { password: 'x', newPassword: 'abcdef' }), 401);
    });
  };
  contract('PUT', '/user/password', passwordContract('PUT'));
  contract('POST', '/user/password', passwordContract('POST'));

  contract('POST', '/auth/verify-user-email', () => {
    it('answers firstName, lastName and isNewUser; 400 with the spec messages; 401 and 403 for others', async () => {
      const me = await family(0);
      expect(expectRestSuccess(await gw.rest('POST', '/auth/verify-user-email', { email: DEMO.family2 }, me.token))).toEqual({
        firstName: 'James',
        lastName: 'Okafor',
        isNewUser: false,
      });
      expect(expectRestSuccess(await gw.rest('POST', '/auth/verify-user-email', { email: 'fresh@example.com' }, me.token))).toEqual({
        firstName: null,
        lastName: null,
        isNewUser: true,
      });
      expectRestError(await gw.rest('POST', '/auth/verify-user-email', {}, me.token), 400, SPEC.emailRequired);
      expectRestError(await gw.rest('POST', '/auth/verify-user-email', { email: 'bad@x' }, me.token), 400, SPEC.invalidEmail);
      expectRestError(await gw.rest('POST', '/auth/verify-user-email', { email: DEMO.family2 }, staff), 403);
    });
  });

  contract('POST', '/auth/transfer-account', () => {
    it("transfers: the spec message; 400 with the spec messages; 403 for a case not one's own; 401 without a session", async () => {
      const me = await family(1);
      const body = expectRestError(await gw.rest('POST', '/auth/transfer-account', {}, me.token), 400, SPEC.lovedOnesRequired);
      expect(body.fieldErrors).toEqual({
        decedentId: SPEC.lovedOnesRequired,
        email: SPEC.emailRequired,
        firstName: SPEC.firstNameRequired,
        lastName: SPEC.lastNameRequired,
      });
      expectRestError(
        await gw.rest(
          'POST',
          '/auth/transfer-account',
          { decedentId: OPI.eleanor, email: 'a@example.com', firstName: 'A', lastName: 'B' },
          me.token,
        ),
        403,
        SPEC.forbidden,
      );
      const data = expectRestSuccess(
        await gw.rest(
          'POST',
          '/auth/transfer-account',
          { decedentId: me.opis[0], email: 'rest-taker@example.com', firstName: 'Rest', lastName: 'Taker' },
          me.token,
        ),
        200,
        SPEC.transferred,
      );
      expect(data).toEqual({ message: SPEC.transferred });
      expectRestError(await gw.rest('GET', `/arrangements/${me.opis[0]}/summary`, undefined, me.token), 403);
      expectRestError(
        await gw.rest('POST', '/auth/transfer-account', { decedentId: me.opis[0], email: 'a@example.com', firstName: 'A', lastName: 'B' }),
        401,
      );
    });
    it('takes decedentId as GET /decedent lists it (the numeric id, as a number or text) or the onePortalId; per role; 404 for a wrong one', async () => {
      const me = await family(3);
      const owner = await family(1);
      const stranger = await family(0);
      const idOf = async (token: string, opi: string): Promise<number> => {
        const { activeCases } = expectRestSuccess(await gw.rest('GET', '/decedent', undefined, token));
        return activeCases.find((c: { decedent: { onePortalId: string } }) => c.decedent.onePortalId === opi).decedent.id;
      };
      const transfer = (decedentId: unknown, token?: string, email = 'numeric-taker@example.com') =>
        gw.rest('POST', '/auth/transfer-account', { decedentId, email, firstName: 'Numeric', lastName: 'Taker' }, token);
      const [first, second, third] = me.opis as [string, string, string];
      const id = await idOf(me.token, first);
      expect(expectRestSuccess(await transfer(id, me.token), 200, SPEC.transferred)).toEqual({ message: SPEC.transferred });
      expect(expectRestSuccess(await transfer(String(await idOf(me.token, second)), me.token), 200, SPEC.transferred)).toEqual({
        message: SPEC.transferred,
      });
      expect(expectRestSuccess(await transfer(third, me.token), 200, SPEC.transferred)).toEqual({ message: SPEC.transferred });
      // Each moved, by whichever id it was named.
      const moved = await gw.sql<{ opi: string }>(
        `select d.opi from arranger_case a join app_user u on u.id = a.user_id join decedent d on d.id = a.decedent_id where u.email = $1 order by d.opi`,
        ['numeric-taker@example.com'],
      );
      expect(moved.map((r) => r.opi)).toEqual([first, second, third]);
      // Per role, by the numeric id as by the opi: another family 403, staff 403, a visitor 401.
      const owned = await idOf(owner.token, owner.opis[0]!);
      expectRestError(await transfer(owned, stranger.token), 403, SPEC.forbidden);
      for (const token of [admin, staff]) expectRestError(await transfer(owned, token), 403);
      expectRestError(await transfer(owned), 401);
      // A wrong id is still missing: not a decedent's id, nor an opi, nor a number too big for an id.
      for (const wrong of [999999, '999999', OPI.missing, '99999999999999999999'])
        expectRestError(await transfer(wrong, stranger.token), 404, SPEC.decedentMissing);
      expectRestSuccess(await gw.rest('GET', `/arrangements/${owner.opis[0]}/summary`, undefined, owner.token));
    });
  });
});
