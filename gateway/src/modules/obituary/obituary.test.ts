import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectNoInternals, expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';

/**
 * The obituary editors (arrangements-portal 4.1, 4.6, 5.6, 8, 9; memorial-portal 4, 5; legacy-rest Obituary rows):
 * SUBMIT TO ARRANGER through GraphQL and POST /obituary/{id}, the family website dialog through GraphQL and
 * POST /obituary/{id}/life-of, the staff's lock, PUT /obituary (privacy), the summary's Obituary step, the
 * sanitiser, per role. A refused save writes nothing.
 */

const M = {
  required: 'Obituary is required',
  textLimit: 'Error. Text Limit Exceeded.',
  maxLimit: 'You have exceeded max limit for obituary',
  titleMax: 'You have exceeded max limit for life of title',
  descriptionMax: 'You have exceeded max limit for life of description',
  locked: 'This section has been locked by your arranger. Please contact your arranger for any changes or additions.',
  lockedForStaff: 'The obituary is locked. Unlock it to make changes.',
  lockSet: 'Obituary locked. The family can no longer edit it.',
  lockCleared: 'Obituary unlocked. The family can edit it again.',
  submitted: 'Details Submitted to your Arranger Successfully!',
  updated: 'Data updated successfully',
  unchanged: 'There are no changes to save.',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  missing: 'Decedent does not exist',
  privacyOn: 'Privacy turned On.',
  privacyOff: 'Privacy turned Off.',
} as const;

const Q = {
  submit:
    'mutation ($opi: String!, $obituary: String!) { submitObituary(opi: $opi, obituary: $obituary) { changed message decedent { obituary { obituary } obituaryStatus { isSubmitted submittedAt submittedBy canEdit canLock } } } }',
  lifeOf:
    'mutation ($opi: String!, $input: LifeOfInput!) { saveLifeOf(opi: $opi, input: $input) { changed message decedent { lifeOfTitle lifeOfDescription obituary { obituary } } } }',
  lock: 'mutation ($opi: String!, $locked: Boolean!) { setObituaryLock(opi: $opi, locked: $locked) { obituaryIsLocked message } }',
  status:
    'query ($opi: String!) { decedent(opi: $opi) { obituaryIsLocked obituary { obituary } obituaryStatus { isSubmitted submittedAt submittedBy canEdit canLock } } }',
  summary: 'query ($opi: String!) { arrangementSummary(opi: $opi) { steps { key isStarted isComplete isLocked progress } } }',
};

let gw: TestGateway;
let arranger: string;
let family2: string;
let admin: string;
let staff: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2, admin, staff] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

const stored = async (opi: string = OPI.eleanor) =>
  (
    await gw.sql<{
      obituary: string;
      submitted_at: Date | null;
      submitted_by: string | null;
      life_of_title: string | null;
      life_of_description: string | null;
      locked: boolean;
    }>(
      `select o.obituary, o.submitted_at, u.email as submitted_by, d.life_of_title, d.life_of_description, d.obituary_is_locked as locked
       from decedent d left join obituary o on o.decedent_id = d.id left join app_user u on u.id = o.submitted_by_id where d.opi = $1`,
      [opi],
    )
  )[0]!;
const setStored = (html: string, submitted: boolean, opi: string = OPI.eleanor) =>
  gw.sql(
    `update obituary set obituary = $1, submitted_at = ${submitted ? 'now()' : 'null'}, submitted_by_id = null where decedent_id = (select id from decedent where opi = $2)`,
    [html, opi],
  );
const setLocked = (locked: boolean, opi: string = OPI.eleanor) =>
  gw.sql('update decedent set obituary_is_locked = $1 where opi = $2', [locked, opi]);

type Outcome =
  | { ok: true; changed: boolean; message: string }
  | { ok: false; status?: number; code: string; message: string; fieldErrors?: Record<string, string> };

/** The arrangement flow's SUBMIT TO ARRANGER through both doors. */
const SUBMIT_DOORS = [
  {
    name: 'GraphQL submitObituary',
    async submit(obituary: unknown, token?: string, opi: string = OPI.eleanor): Promise<Outcome> {
      const res = await gw.gql(Q.submit, { opi, obituary }, token);
      expectNoInternals(JSON.stringify(res.body));
      const e = res.body.errors?.[0];
      if (e) return { ok: false, code: String(e.extensions?.['code']), message: e.message, fieldErrors: e.extensions?.['fieldErrors'] };
      return { ok: true, changed: res.body.data.submitObituary.changed, message: res.body.data.submitObituary.message };
    },
  },
  {
    name: 'REST POST /obituary/{id}',
    async submit(obituary: unknown, token?: string, opi: string = OPI.eleanor): Promise<Outcome> {
      const res = await gw.rest('POST', `/obituary/${encodeURIComponent(opi)}`, obituary === undefined ? {} : { obituary }, token);
      expectNoInternals(res.text);
      if (res.status !== 200)
        return { ok: false, status: res.status, code: res.body.code, message: res.body.message, fieldErrors: res.body.fieldErrors };
      return { ok: true, changed: res.body.data.changed, message: res.body.message };
    },
  },
];

const STATUS = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, PRIVATE: 403, NOT_FOUND: 404, LOCKED: 423 } as Record<
  string,
  number
>;
function refused(outcome: Outcome, code: string, message: string) {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  if (outcome.ok) return outcome;
  expect(outcome.message).toBe(message);
  if (outcome.status !== undefined) expect(outcome.status).toBe(STATUS[code]);
  else expect(outcome.code).toBe(code);
  return outcome;
}

describe('the demo data (read before any test changes it)', () => {
  it("has a submitted obituary (Eleanor's), a draft never submitted (Thomas's) and a locked one (Samuel Okafor's)", async () => {
    const rows = await gw.sql<{ opi: string; submitted: boolean; by: string | null; locked: boolean }>(
      `select d.opi, o.submitted_at is not null as submitted, u.email as by, d.obituary_is_locked as locked
         from decedent d join obituary o on o.decedent_id = d.id left join app_user u on u.id = o.submitted_by_id where d.opi = any($1) order by d.opi`,
      [[OPI.eleanor, OPI.okaforPrivate, OPI.thomas]],
    );
    expect(rows).toEqual([
      { opi: OPI.thomas, submitted: false, by: null, locked: false },
      { opi: OPI.eleanor, submitted: true, by: DEMO.arranger, locked: false },
      { opi: OPI.okaforPrivate, submitted: true, by: DEMO.family2, locked: true },
    ]);
  });
});

const SUBMITTED_ELEANOR = '<p>Eleanor Grace Whitmore, a teacher for thirty-one years.</p>';

describe.each(SUBMIT_DOORS)('SUBMIT TO ARRANGER ($name)', (door) => {
  beforeEach(async () => {
    await setLocked(false);
    await setStored(SUBMITTED_ELEANOR, true);
  });

  it('the family with access submits: the text is stored sanitised, with who submitted it and when', async () => {
    const before = Date.now();
    const outcome = await door.submit('<p>Eleanor loved <strong>roses</strong> and <em>long</em> letters.</p>', arranger);
    expect(outcome).toEqual({ ok: true, changed: true, message: M.submitted });
    const row = await stored();
    expect(row.obituary).toBe('<p>Eleanor loved <strong>roses</strong> and <em>long</em> letters.</p>');
    expect(row.submitted_by).toBe(DEMO.arranger);
    expect(new Date(row.submitted_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('admin and cl-arranger submit too; the submitter is recorded', async () => {
    expect(await door.submit('<p>Written by the arranger.</p>', admin)).toMatchObject({ ok: true, changed: true });
    expect((await stored()).submitted_by).toBe(DEMO.admin);
    expect(await door.submit('<p>Written by the staff.</p>', staff)).toMatchObject({ ok: true, changed: true });
    expect((await stored()).submitted_by).toBe(DEMO.staff);
  });

  it('no save when unchanged: the same text again writes nothing', async () => {
    const first = await stored();
    const outcome = await door.submit(SUBMITTED_ELEANOR, arranger);
    expect(outcome).toEqual({ ok: true, changed: false, message: M.unchanged });
    const after = await stored();
    expect(after.submitted_at).toEqual(first.submitted_at);
    expect(after.submitted_by).toBeNull();
  });

  it('an unchanged draft is submitted (the text was never sent to the arranger)', async () => {
    await setStored(SUBMITTED_ELEANOR, false);
    expect(await door.submit(SUBMITTED_ELEANOR, arranger)).toEqual({ ok: true, changed: true, message: M.submitted });
    expect((await stored()).submitted_at).not.toBeNull();
  });

  it("a script, an onerror attribute and a javascript: link do not survive; the allow-list's formatting does", async () => {
    const html =
      '<p>Hello<script>alert(1)</script> <img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a> ' +
      '<a href="https://example.org/x" onclick="alert(4)">site</a> <span style="color:red;text-decoration:underline">u</span></p>' +
      '<ul><li>one</li></ul><blockquote>q</blockquote><iframe src="https://evil.example"></iframe><style>p{}</style>';
    expect(await door.submit(html, arranger)).toMatchObject({ ok: true, changed: true });
    const saved = (await stored()).obituary;
    expect(saved).not.toMatch(/script|onerror|onclick|javascript:|alert|<img|iframe|<style|color:red/i);
    expect(saved).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">site</a>');
    expect(saved).toContain('<a target="_blank" rel="noopener noreferrer">click</a>');
    expect(saved).toContain('<span style="text-decoration:underline">u</span>');
    expect(saved).toContain('<ul><li>one</li></ul><blockquote>q</blockquote>');
    // What the page reads is the stored, sanitised text.
    const page = gqlData(await gw.gql(Q.status, { opi: OPI.eleanor }));
    expect(page.decedent.obituary.obituary).toBe(saved);
  });

  it("required: empty, blank, markup only or a script only is 'Obituary is required'; nothing is written", async () => {
    for (const html of ['', '   ', '<p></p><p><br></p>', '<p>&nbsp;</p>', '<script>alert(1)</script>']) {
      const out = refused(await door.submit(html, arranger), 'BAD_USER_INPUT', M.required);
      expect(out.ok === false && out.fieldErrors).toEqual({ obituary: M.required });
    }
    expect((await stored()).obituary).toBe(SUBMITTED_ELEANOR);
  });

  it("at most 50000 characters of text: past it 'Error. Text Limit Exceeded.' with the field's own message; markup does not count", async () => {
    const exactly = `<p><strong>${'a'.repeat(25_000)}</strong></p><p>${'b'.repeat(25_000)}</p>`;
    expect(await door.submit(exactly, arranger)).toMatchObject({ ok: true, changed: true });
    expect((await stored()).obituary).toBe(exactly);
    const over = refused(await door.submit(`<p>${'a'.repeat(50_001)}</p>`, arranger), 'BAD_USER_INPUT', M.textLimit);
    expect(over.ok === false && over.fieldErrors).toEqual({ obituary: M.maxLimit });
    // Characters, not UTF-16 units: 50000 tulips are 50000 characters.
    expect(await door.submit(`<p>${'\u{1F337}'.repeat(50_000)}</p>`, arranger)).toMatchObject({ ok: true });
    // Markup far past any obituary's is refused before parsing.
    refused(await door.submit(`<p>x</p>${'<b></b>'.repeat(100_000)}`, arranger), 'BAD_USER_INPUT', M.textLimit);
    expect([...(await stored()).obituary].length).toBe(50_007);
  });

  it('a locked obituary refuses the family with the spec message, staff with theirs; nothing is written', async () => {
    await setLocked(true);
    refused(await door.submit('<p>Changed</p>', arranger), 'LOCKED', M.locked);
    refused(await door.submit('<p>Changed</p>', admin), 'LOCKED', M.lockedForStaff);
    refused(await door.submit('<p>Changed</p>', staff), 'LOCKED', M.lockedForStaff);
    expect((await stored()).obituary).toBe(SUBMITTED_ELEANOR);
  });

  it('visitors, the other family and a missing decedent are refused; nothing is written', async () => {
    refused(await door.submit('<p>Vandal</p>'), 'UNAUTHENTICATED', 'Authentication required');
    refused(await door.submit('<p>Vandal</p>', family2), 'FORBIDDEN', M.forbidden);
    refused(await door.submit('<p>Vandal</p>', arranger, OPI.okaforPrivate), 'PRIVATE', M.privatePage);
    refused(await door.submit('<p>Vandal</p>', arranger, OPI.missing), 'NOT_FOUND', M.missing);
    expect((await stored()).obituary).toBe(SUBMITTED_ELEANOR);
  });
});

describe('the family website dialog (saveLifeOf, POST /obituary/{id}/life-of)', () => {
  beforeEach(async () => {
    await setLocked(false);
    await setStored(SUBMITTED_ELEANOR, true);
    await gw.sql("update decedent set life_of_title = 'A teacher', life_of_description = 'She taught.' where opi = $1", [OPI.eleanor]);
  });
  const gqlSave = (input: Record<string, unknown>, token?: string, opi: string = OPI.eleanor) => gw.gql(Q.lifeOf, { opi, input }, token);
  const restSave = (body: Record<string, unknown>, token?: string, opi: string = OPI.eleanor) =>
    gw.rest('POST', `/obituary/${opi}/life-of`, body, token);

  it('saves the obituary, headline and description; a submitted obituary stays submitted', async () => {
    const before = await stored();
    const r = gqlData(
      await gqlSave(
        {
          obituary: '<p>New <em>words</em><script>x()</script></p>',
          lifeOfTitle: '  A gardener  ',
          lifeOfDescription: 'Roses and tomatoes.',
        },
        arranger,
      ),
    ).saveLifeOf;
    expect(r).toEqual({
      changed: true,
      message: M.updated,
      decedent: {
        lifeOfTitle: 'A gardener',
        lifeOfDescription: 'Roses and tomatoes.',
        obituary: { obituary: '<p>New <em>words</em></p>' },
      },
    });
    const after = await stored();
    expect(after).toMatchObject({
      obituary: '<p>New <em>words</em></p>',
      life_of_title: 'A gardener',
      life_of_description: 'Roses and tomatoes.',
    });
    expect(after.submitted_at).toEqual(before.submitted_at);
  });

  it('an omitted headline or description is kept; an empty one is cleared; the same values again write nothing', async () => {
    gqlData(await gqlSave({ obituary: SUBMITTED_ELEANOR, lifeOfDescription: '' }, arranger));
    expect(await stored()).toMatchObject({ life_of_title: 'A teacher', life_of_description: null });
    const again = gqlData(await gqlSave({ obituary: SUBMITTED_ELEANOR }, arranger)).saveLifeOf;
    expect(again).toMatchObject({ changed: false, message: M.unchanged });
  });

  it('the limits: obituary 20000, headline 254, description 10000, with the spec messages', async () => {
    gqlData(
      await gqlSave(
        { obituary: `<p>${'a'.repeat(20_000)}</p>`, lifeOfTitle: 't'.repeat(254), lifeOfDescription: 'd'.repeat(10_000) },
        arranger,
      ),
    );
    const e = gqlError(
      await gqlSave(
        { obituary: `<p>${'a'.repeat(20_001)}</p>`, lifeOfTitle: 't'.repeat(255), lifeOfDescription: 'd'.repeat(10_001) },
        arranger,
      ),
      'BAD_USER_INPUT',
      M.maxLimit,
    );
    expect(e.extensions?.['fieldErrors']).toEqual({ obituary: M.maxLimit, lifeOfTitle: M.titleMax, lifeOfDescription: M.descriptionMax });
    gqlError(await gqlSave({ obituary: '<p> </p>' }, arranger), 'BAD_USER_INPUT', M.required);
    expect(await stored()).toMatchObject({ obituary: `<p>${'a'.repeat(20_000)}</p>`, life_of_title: 't'.repeat(254) });
  });

  it('per role: staff may, visitors and the other family may not; locked refuses everyone', async () => {
    gqlData(await gqlSave({ obituary: '<p>By admin</p>' }, admin));
    gqlData(await gqlSave({ obituary: '<p>By staff</p>' }, staff));
    gqlError(await gqlSave({ obituary: '<p>x</p>' }), 'UNAUTHENTICATED');
    gqlError(await gqlSave({ obituary: '<p>x</p>' }, family2), 'FORBIDDEN', M.forbidden);
    await setLocked(true);
    gqlError(await gqlSave({ obituary: '<p>x</p>' }, arranger), 'LOCKED', M.locked);
    gqlError(await gqlSave({ obituary: '<p>x</p>' }, admin), 'LOCKED', M.lockedForStaff);
    expect((await stored()).obituary).toBe('<p>By staff</p>');
  });

  contract('POST', '/obituary/:id/life-of', () => {
    it('200 with the spec message and the saved values; title and description are also read under their short names', async () => {
      const data = expectRestSuccess(
        await restSave({ obituary: '<p>From the dialog</p>', title: 'Headline', description: 'Story' }, arranger),
        200,
        M.updated,
      );
      expect(data).toEqual({ changed: true, obituary: '<p>From the dialog</p>', lifeOfTitle: 'Headline', lifeOfDescription: 'Story' });
    });
    it('400 with the spec messages per field; 401, 403, 404, 423', async () => {
      const r = expectRestError(await restSave({ obituary: '', lifeOfTitle: 'x'.repeat(255) }, arranger), 400, M.required);
      expect(r.fieldErrors).toEqual({ obituary: M.required, lifeOfTitle: M.titleMax });
      expect(expectRestError(await restSave({ obituary: ['<p>x</p>'] }, arranger), 400).message).toMatch(/obituary/i);
      expectRestError(await restSave({ obituary: '<p>x</p>' }), 401);
      expectRestError(await restSave({ obituary: '<p>x</p>' }, family2), 403, M.forbidden);
      expectRestError(await restSave({ obituary: '<p>x</p>' }, arranger, OPI.missing), 404, M.missing);
      await setLocked(true);
      expectRestError(await restSave({ obituary: '<p>x</p>' }, arranger), 423, M.locked);
    });
  });
});

describe('the lock (setObituaryLock) and the obituary status', () => {
  beforeEach(() => setLocked(false));

  it('staff lock and unlock with their messages; the family sees the flag and canEdit follow', async () => {
    for (const token of [admin, staff]) {
      expect(gqlData(await gw.gql(Q.lock, { opi: OPI.eleanor, locked: true }, token)).setObituaryLock).toEqual({
        obituaryIsLocked: true,
        message: M.lockSet,
      });
      expect((await stored()).locked).toBe(true);
      expect(gqlData(await gw.gql(Q.status, { opi: OPI.eleanor }, arranger)).decedent).toMatchObject({
        obituaryIsLocked: true,
        obituaryStatus: { canEdit: false, canLock: false },
      });
      expect(gqlData(await gw.gql(Q.lock, { opi: OPI.eleanor, locked: false }, token)).setObituaryLock).toEqual({
        obituaryIsLocked: false,
        message: M.lockCleared,
      });
      expect(gqlData(await gw.gql(Q.status, { opi: OPI.eleanor }, arranger)).decedent.obituaryStatus).toMatchObject({
        canEdit: true,
        canLock: false,
      });
    }
    expect(gqlData(await gw.gql(Q.status, { opi: OPI.eleanor }, admin)).decedent.obituaryStatus).toMatchObject({
      canEdit: true,
      canLock: true,
    });
  });

  it('the family (with or without access) and visitors cannot lock or unlock', async () => {
    gqlError(await gw.gql(Q.lock, { opi: OPI.eleanor, locked: true }, arranger), 'FORBIDDEN');
    gqlError(await gw.gql(Q.lock, { opi: OPI.okaforPrivate, locked: false }, family2), 'FORBIDDEN');
    gqlError(await gw.gql(Q.lock, { opi: OPI.eleanor, locked: true }), 'UNAUTHENTICATED');
    expect((await stored()).locked).toBe(false);
    expect((await stored(OPI.okaforPrivate)).locked).toBe(true);
  });

  it('the status is for the family with access and staff: visitors and the other family get null', async () => {
    await setStored(SUBMITTED_ELEANOR, true);
    await gw.sql(
      "update obituary set submitted_by_id = (select id from app_user where email = 'arranger@demo.test') where decedent_id = (select id from decedent where opi = $1)",
      [OPI.eleanor],
    );
    const family = gqlData(await gw.gql(Q.status, { opi: OPI.eleanor }, arranger)).decedent.obituaryStatus;
    expect(family).toMatchObject({ isSubmitted: true, submittedBy: 'Catherine Reyes', canEdit: true });
    expect(new Date(family.submittedAt).getTime()).toBeGreaterThan(0);
    expect(gqlData(await gw.gql(Q.status, { opi: OPI.eleanor })).decedent.obituaryStatus).toBeNull();
    expect(gqlData(await gw.gql(Q.status, { opi: OPI.eleanor }, family2)).decedent.obituaryStatus).toBeNull();
    // Visitors still read the rendered obituary.
    expect(gqlData(await gw.gql(Q.status, { opi: OPI.eleanor })).decedent.obituary.obituary).toBe(SUBMITTED_ELEANOR);
  });
});

describe("the summary's Obituary step", () => {
  beforeEach(() => setLocked(false));
  const step = async (token: string) =>
    (gqlData(await gw.gql(Q.summary, { opi: OPI.eleanor }, token)).arrangementSummary.steps as Array<Record<string, unknown>>).find(
      (s) => s.key === 'obituary',
    )!;

  it('complete only when written and submitted', async () => {
    await setStored('', false);
    expect(await step(arranger)).toMatchObject({ isStarted: false, isComplete: false, progress: 'Not started' });
    await setStored('<p>A draft</p>', false);
    expect(await step(arranger)).toMatchObject({ isStarted: true, isComplete: false, progress: 'Written, not submitted' });
    expect(await step(admin)).toMatchObject({ isStarted: true, isComplete: false });
    gqlData(await gw.gql(Q.submit, { opi: OPI.eleanor, obituary: '<p>A draft</p>' }, arranger));
    expect(await step(arranger)).toMatchObject({
      isStarted: true,
      isComplete: true,
      progress: expect.stringMatching(/^Submitted to arranger on \d{2}-\d{2}-\d{4}$/),
    });
    expect(await step(staff)).toMatchObject({ isComplete: true });
  });
});

describe('the REST contract', () => {
  beforeEach(async () => {
    await setLocked(false);
    await setStored(SUBMITTED_ELEANOR, true);
  });

  contract('POST', '/obituary/:id', () => {
    it('200 with the spec message, data.changed, the stored obituary and submittedAt', async () => {
      const data = expectRestSuccess(
        await gw.rest('POST', `/obituary/${OPI.eleanor}`, { obituary: '<p>Over REST</p>' }, arranger),
        200,
        M.submitted,
      );
      expect(Object.keys(data).sort()).toEqual(['changed', 'obituary', 'submittedAt']);
      expect(data).toMatchObject({ changed: true, obituary: '<p>Over REST</p>' });
      expect(new Date(data.submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(
        expectRestSuccess(await gw.rest('POST', `/obituary/${OPI.eleanor}`, { obituary: '<p>Over REST</p>' }, arranger), 200, M.unchanged)
          .changed,
      ).toBe(false);
    });
    it('400 required and over the limit, a non-text obituary in plain words; 401, 403, 404, 423', async () => {
      expect(expectRestError(await gw.rest('POST', `/obituary/${OPI.eleanor}`, {}, arranger), 400, M.required).fieldErrors).toEqual({
        obituary: M.required,
      });
      const over = expectRestError(
        await gw.rest('POST', `/obituary/${OPI.eleanor}`, { obituary: `<p>${'a'.repeat(50_001)}</p>` }, arranger),
        400,
      );
      expect(over).toMatchObject({ message: M.textLimit, errors: [M.maxLimit], fieldErrors: { obituary: M.maxLimit } });
      expect(
        expectRestError(await gw.rest('POST', `/obituary/${OPI.eleanor}`, { obituary: { html: 'x' } }, arranger), 400).message,
      ).toMatch(/obituary/i);
      expectRestError(await gw.rest('POST', `/obituary/${OPI.eleanor}`, 'not json', arranger), 400);
      expectRestError(await gw.rest('POST', `/obituary/${OPI.eleanor}`, { obituary: '<p>x</p>' }), 401);
      expectRestError(await gw.rest('POST', `/obituary/${OPI.eleanor}`, { obituary: '<p>x</p>' }, family2), 403, M.forbidden);
      expectRestError(await gw.rest('POST', `/obituary/${OPI.missing}`, { obituary: '<p>x</p>' }, arranger), 404, M.missing);
      await setLocked(true);
      expectRestError(await gw.rest('POST', `/obituary/${OPI.eleanor}`, { obituary: '<p>x</p>' }, arranger), 423, M.locked);
      expect((await stored()).obituary).toBe(SUBMITTED_ELEANOR);
    });
  });

  contract('PUT', '/obituary', () => {
    it('turns the privacy on and off for body.opi with the spec message (the same change as PUT /decedent/privacy/{opi})', async () => {
      try {
        expect(
          expectRestSuccess(await gw.rest('PUT', '/obituary', { opi: OPI.eleanor, isPrivate: true }, arranger), 200, M.privacyOn),
        ).toEqual({ isPrivate: true });
        expect((await gw.sql('select is_private from decedent where opi = $1', [OPI.eleanor]))[0].is_private).toBe(true);
        expect(
          expectRestSuccess(await gw.rest('PUT', '/obituary', { opi: OPI.eleanor, isPrivate: 'false' }, admin), 200, M.privacyOff),
        ).toEqual({ isPrivate: false });
        expect((await gw.sql('select is_private from decedent where opi = $1', [OPI.eleanor]))[0].is_private).toBe(false);
      } finally {
        await gw.sql('update decedent set is_private = false where opi = $1', [OPI.eleanor]);
      }
    });
    it('refuses visitors, the other family, a missing opi and a missing flag', async () => {
      expectRestError(await gw.rest('PUT', '/obituary', { opi: OPI.eleanor, isPrivate: true }), 401);
      expectRestError(await gw.rest('PUT', '/obituary', { opi: OPI.eleanor, isPrivate: true }, family2), 403, M.forbidden);
      expectRestError(await gw.rest('PUT', '/obituary', { opi: OPI.missing, isPrivate: true }, arranger), 404, M.missing);
      expectRestError(await gw.rest('PUT', '/obituary', { opi: OPI.eleanor }, arranger), 400);
      expectRestError(await gw.rest('PUT', '/obituary', { isPrivate: true }, arranger), 400);
      expect((await gw.sql('select is_private from decedent where opi = $1', [OPI.eleanor]))[0].is_private).toBe(false);
    });
  });
});
