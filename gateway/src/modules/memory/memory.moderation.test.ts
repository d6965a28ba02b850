import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, cloneUser, startTestGateway, type GqlResponse, type RestResponse, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, expectRestError, expectRestSuccess, gqlData } from '../../test/expect.js';
import { Q, eventually, memoryWithImages, onDisk, setStatus, share, type MemoryView, unsigned } from '../../test/memories.js';

/**
 * Moderation of memories (memorial-portal 4 and 5): every status transition and
 * every refused one, hiding, the inline edits of title and text, and the mails
 * they send, through GraphQL and both REST doors (the family's /memories paths
 * and staff's /admin paths), checked against the database and the media on disk.
 */

// The spec's texts, written out: a changed text must fail here.
const SPEC = {
  approved: 'Memory Approved Successfully',
  rejected: 'Memory Rejected Successfully',
  unApproved: 'Memory Un Approved Successfully',
  deleted: 'Memory Deleted Successfully',
  hidden: 'Memory Hidden Successfully',
  titleEdited: 'Title Edited Succesfully',
  memoryEdited: 'Memory Edited Succesfully',
  reasonRequired: 'Reason is required*',
  titleEmpty: 'Title should not be empty',
  titleTooLong: 'Memory Title should be less than 255 characters',
  descriptionEmpty: 'Memory Description should not be empty',
  descriptionTooLong: 'Memory Description should be less than 5000 characters',
} as const;
// The project's own texts where the spec has none.
const OWN = {
  shown: 'Memory Un Hidden Successfully',
  alreadyRejected: 'This memory is already rejected',
  refused: (from: string, to: string) => `A memory that is ${from} cannot be set to ${to}`,
  memoryMissing: 'Memory does not exist',
} as const;
const HTTP_OF: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

let gw: TestGateway;
/**
 * Every visitor of these tests writes from this machine: a sender with no past here before a share whose mail to the
 * family is awaited, so that the screening's burst and history (issue 32, their own tests) do not hold it.
 */
const freshSender = () => gw.sql('delete from screened_text');
let arranger: string;
let staff: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.staff, 'cl-arranger')]);
});
afterAll(() => gw?.stop());

/** One answer shape for every door. */
type Outcome =
  | { ok: true; message: string; memory: MemoryView | null }
  | { ok: false; code: string; message: string; fieldErrors?: Record<string, string> };

function fromGql(res: GqlResponse, field: string): Outcome {
  expectNoInternals(JSON.stringify(res.body));
  const error = res.body.errors?.[0];
  if (error)
    return { ok: false, code: String(error.extensions?.['code']), message: error.message, fieldErrors: error.extensions?.['fieldErrors'] };
  const result = gqlData<Record<string, { message: string; memory: MemoryView | null }>>(res)[field]!;
  return { ok: true, message: result.message, memory: result.memory };
}

function fromRest(res: RestResponse): Outcome {
  if (res.status === 200) {
    const data = expectRestSuccess(res, 200, res.body?.message);
    expect(res.body.message, 'a change answers its message').toBeTypeOf('string');
    return { ok: true, message: res.body.message, memory: data };
  }
  const body = expectRestError(res, res.status);
  expect(HTTP_OF[String(body.code)], `HTTP ${res.status} for ${body.code}`).toBe(res.status);
  return { ok: false, code: String(body.code), message: body.message, fieldErrors: body.fieldErrors };
}

interface Door {
  name: string;
  token: () => string;
  status(id: number, status: string, reason?: string): Promise<Outcome>;
  title(id: number, title: string): Promise<Outcome>;
  text(id: number, text: string): Promise<Outcome>;
  /** Staff's /admin paths have no hide call. */
  hide?(id: number, isPrivate: boolean): Promise<Outcome>;
}

const DOORS: Door[] = [
  {
    name: 'GraphQL, the family',
    token: () => arranger,
    status: async (id, status, reason) =>
      fromGql(await gw.gql(Q.status, { id, status, reason, opi: OPI.eleanor }, arranger), 'changeMemoryStatus'),
    title: async (id, title) => fromGql(await gw.gql(Q.title, { id, title }, arranger), 'editMemoryTitle'),
    text: async (id, memory) => fromGql(await gw.gql(Q.text, { id, memory }, arranger), 'editMemoryText'),
    hide: async (id, isPrivate) => fromGql(await gw.gql(Q.hide, { id, isPrivate }, arranger), 'setMemoryHidden'),
  },
  {
    name: 'GraphQL, staff',
    token: () => staff,
    status: async (id, status, reason) => fromGql(await gw.gql(Q.status, { id, status, reason }, staff), 'changeMemoryStatus'),
    title: async (id, title) => fromGql(await gw.gql(Q.title, { id, title, opi: OPI.eleanor }, staff), 'editMemoryTitle'),
    text: async (id, memory) => fromGql(await gw.gql(Q.text, { id, memory, opi: OPI.eleanor }, staff), 'editMemoryText'),
    hide: async (id, isPrivate) => fromGql(await gw.gql(Q.hide, { id, isPrivate, opi: OPI.eleanor }, staff), 'setMemoryHidden'),
  },
  {
    name: 'REST /memories/{opi}/..., the family',
    token: () => arranger,
    status: async (id, status, reason) =>
      fromRest(
        await gw.rest(
          'PUT',
          `/memories/${OPI.eleanor}/${id}/status`,
          { status, ...(reason === undefined ? {} : { rejectedReason: reason }) },
          arranger,
        ),
      ),
    title: async (id, title) => fromRest(await gw.rest('PUT', `/memories/${OPI.eleanor}/${id}/title`, { title }, arranger)),
    text: async (id, memory) => fromRest(await gw.rest('PUT', `/memories/${OPI.eleanor}/${id}/description`, { memory }, arranger)),
    hide: async (id, isPrivate) => fromRest(await gw.rest('PUT', `/memories/${OPI.eleanor}/hide/${id}`, { isPrivate }, arranger)),
  },
  {
    name: 'REST /admin/memory/{id}, staff',
    token: () => staff,
    status: async (id, status, reason) =>
      fromRest(
        await gw.rest('PUT', `/admin/memory/${id}/status`, { status, ...(reason === undefined ? {} : { rejectedReason: reason }) }, staff),
      ),
    title: async (id, title) => fromRest(await gw.rest('PUT', `/admin/memory/${id}`, { title }, staff)),
    text: async (id, memory) => fromRest(await gw.rest('PUT', `/admin/memory/${id}`, { memory }, staff)),
  },
];

function expectOk(outcome: Outcome, message: string): MemoryView | null {
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true, message });
  return (outcome as Extract<Outcome, { ok: true }>).memory;
}
function expectRefused(outcome: Outcome, code: string, message: string) {
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: false, code, message });
}

async function row(id: number) {
  const [r] = await gw.sql<{ status: string; rejected_reason: string | null; title: string; memory: string; is_private: boolean }>(
    'select status, rejected_reason, title, memory, is_private from memory where id = $1',
    [id],
  );
  return r;
}

/** A fresh memory in the given status, brought there by staff. */
async function memoryIn(status: 'Pending' | 'Accepted' | 'Rejected', overrides: Record<string, unknown> = {}): Promise<MemoryView> {
  const m = await share(gw, overrides);
  if (status !== 'Pending') await setStatus(gw, staff, m.id, status, status === 'Rejected' ? 'Set up by the test' : undefined);
  expect((await row(m.id))?.status).toBe(status);
  return m;
}

type Expected = { message: string; status: string } | { code: string; message: string };
/** From each status, each decision: what the spec allows, with its message, and what it refuses. */
const MATRIX: Array<[from: 'Pending' | 'Accepted' | 'Rejected', to: string, expected: Expected]> = [
  ['Pending', 'Accepted', { message: SPEC.approved, status: 'Accepted' }],
  ['Pending', 'Rejected', { message: SPEC.rejected, status: 'Rejected' }],
  ['Pending', 'Pending', { code: 'CONFLICT', message: OWN.refused('Pending', 'Pending') }],
  ['Accepted', 'Pending', { message: SPEC.unApproved, status: 'Pending' }],
  ['Accepted', 'Rejected', { code: 'CONFLICT', message: OWN.refused('Accepted', 'Rejected') }],
  ['Accepted', 'Accepted', { code: 'CONFLICT', message: OWN.refused('Accepted', 'Accepted') }],
  ['Rejected', 'Rejected', { code: 'CONFLICT', message: OWN.alreadyRejected }],
  ['Rejected', 'Pending', { message: SPEC.unApproved, status: 'Pending' }],
  ['Rejected', 'Accepted', { message: SPEC.approved, status: 'Accepted' }],
];

describe.each(DOORS)('moderation through $name', (door) => {
  describe('status transitions', () => {
    it.each(MATRIX)('%s -> %s', async (from, to, expected) => {
      const m = await memoryIn(from);
      const before = await row(m.id);
      const outcome = await door.status(m.id, to, to === 'Rejected' ? '  Not about Eleanor  ' : undefined);
      if ('code' in expected) {
        expectRefused(outcome, expected.code, expected.message);
        expect(await row(m.id), 'a refused decision changes nothing').toEqual(before);
      } else {
        const memory = expectOk(outcome, expected.message);
        expect(memory).toMatchObject({ id: m.id, status: expected.status, memoryStatus: expected.status });
        expect(await row(m.id)).toMatchObject({ status: expected.status, rejected_reason: to === 'Rejected' ? 'Not about Eleanor' : null });
      }
    });

    it('refuses a rejection without a reason (Reason is required*) and keeps the memory pending', async () => {
      for (const reason of [undefined, '', '   ']) {
        const m = await memoryIn('Pending');
        const outcome = await door.status(m.id, 'Rejected', reason);
        expectRefused(outcome, 'BAD_USER_INPUT', SPEC.reasonRequired);
        expect((outcome as { fieldErrors?: unknown }).fieldErrors).toEqual({ rejectedReason: SPEC.reasonRequired });
        expect(await row(m.id)).toMatchObject({ status: 'Pending', rejected_reason: null });
      }
    });

    it('refuses a reason of more than 1000 characters with a clear message and keeps the memory pending', async () => {
      const m = await memoryIn('Pending');
      const outcome = await door.status(m.id, 'Rejected', 'r'.repeat(1001));
      expectRefused(outcome, 'BAD_USER_INPUT', 'Reason should be less than 1001 characters');
      expect(await row(m.id)).toMatchObject({ status: 'Pending', rejected_reason: null });
      expectOk(await door.status(m.id, 'Rejected', 'r'.repeat(1000)), SPEC.rejected);
    });

    it('moves an un-approved memory back to the Approve Memories list and off the public page', async () => {
      const m = await memoryIn('Accepted', { memoryType: 5 });
      const publicIds = async () =>
        gqlData(await gw.gql(Q.memories, { opi: OPI.eleanor, memoryType: 5 })).memories.map((x: { id: number }) => x.id);
      expect(await publicIds()).toContain(m.id);
      expectOk(await door.status(m.id, 'Pending'), SPEC.unApproved);
      expect(await publicIds()).not.toContain(m.id);
      const pending = gqlData(await gw.gql(Q.approval, { opi: OPI.eleanor, status: 1 }, door.token())).approvalMemories;
      expect(pending.map((x: { id: number }) => x.id)).toContain(m.id);
    });

    it('Deleted removes the memory, its files and every stored copy of them for good', async () => {
      const m = await memoryWithImages(gw, 2);
      await setStatus(gw, staff, m.id, 'Accepted');
      // A video link and a rotated image too: every file the memory ever had.
      gqlData(await gw.gql(Q.addFiles, { id: m.id, files: [{ fileUrl: 'https://youtu.be/dQw4w9WgXcQ', fileType: 'Video' }] }, staff));
      const uploadThumbnails = m.files.map((f) => f.thumbnailUrl as string);
      const rotated = gqlData(await gw.gql(Q.rotate, { id: m.id, fileId: m.files[0]!.id, angle: 90 }, staff)).rotateMemoryImage
        .memory as MemoryView;
      const stored = [
        ...new Set(
          unsigned([...uploadThumbnails, ...rotated.files.filter((f) => !f.isLink).flatMap((f) => [f.src, f.originalUrl, f.thumbnailUrl])]),
        ),
      ];
      expect(stored).toHaveLength(6); // 2 uploads with their thumbnails, and the rotated copy of one with its own thumbnail
      for (const url of stored) expect(onDisk(gw, url), url).toBe(true);

      const outcome = await door.status(m.id, 'Deleted');
      expect(expectOk(outcome, SPEC.deleted)).toBeNull();
      expect(await gw.sql('select id from memory where id = $1', [m.id])).toEqual([]);
      expect(await gw.sql('select id from memory_file where memory_id = $1', [m.id])).toEqual([]);
      for (const url of stored) {
        expect(onDisk(gw, url), `${url} is still on disk`).toBe(false);
        expect((await fetch(`${gw.url}${url}`)).status).toBe(404);
      }
      // Gone for good: not found by anyone, and no decision brings it back.
      expect(gqlOutcomeOf(await gw.gql(Q.memory, { id: m.id }, staff))).toBe('NOT_FOUND');
      expectRefused(await door.status(m.id, 'Deleted'), 'NOT_FOUND', OWN.memoryMissing);
      expectRefused(await door.status(m.id, 'Accepted'), 'NOT_FOUND', OWN.memoryMissing);
    });

    it('deletes from every status', async () => {
      for (const from of ['Pending', 'Rejected'] as const) {
        const m = await memoryIn(from);
        expect(expectOk(await door.status(m.id, 'Deleted'), SPEC.deleted)).toBeNull();
        expect(await row(m.id)).toBeUndefined();
      }
    });

    it('refuses a status the spec does not know', async () => {
      const m = await memoryIn('Pending');
      const outcome = await door.status(m.id, 'Published');
      expect(outcome).toMatchObject({ ok: false, code: expect.stringMatching(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/) });
      expect((await row(m.id))?.status).toBe('Pending');
    });
  });

  describe('inline edits', () => {
    it('edits the title (trimmed) with the spec message, up to 255 characters', async () => {
      const m = await memoryIn('Accepted');
      expect(expectOk(await door.title(m.id, '  Autumn walk  '), SPEC.titleEdited)).toMatchObject({
        id: m.id,
        title: 'Autumn walk',
        status: 'Accepted',
      });
      expect((await row(m.id))?.title).toBe('Autumn walk');
      const longest = 'T'.repeat(255);
      expect(expectOk(await door.title(m.id, longest), SPEC.titleEdited)).toMatchObject({ title: longest });
      expect((await row(m.id))?.title).toBe(longest);
    });

    it('refuses an empty title and one over 255 characters, and keeps the title', async () => {
      const m = await memoryIn('Pending', { title: 'Kept title' });
      for (const [title, message] of [
        ['', SPEC.titleEmpty],
        ['    ', SPEC.titleEmpty],
        ['T'.repeat(256), SPEC.titleTooLong],
      ] as const) {
        const outcome = await door.title(m.id, title);
        expectRefused(outcome, 'BAD_USER_INPUT', message);
        expect((outcome as { fieldErrors?: unknown }).fieldErrors).toEqual({ title: message });
      }
      expect((await row(m.id))?.title).toBe('Kept title');
    });

    it('edits the text (sanitised) with the spec message, up to 5000 characters of plain text', async () => {
      const m = await memoryIn('Accepted');
      expect(
        expectOk(await door.text(m.id, '<p>Kinder <strong>words</strong></p><img src=x onerror=alert(1)>'), SPEC.memoryEdited),
      ).toMatchObject({ id: m.id, memory: '<p>Kinder <strong>words</strong></p>', description: '<p>Kinder <strong>words</strong></p>' });
      // Tags do not count: 5000 characters of text inside markup are allowed.
      const longest = `<p><em>${'w'.repeat(5000)}</em></p>`;
      expectOk(await door.text(m.id, longest), SPEC.memoryEdited);
      expect((await row(m.id))?.memory).toBe(longest);
    });

    it('refuses an empty text and one over 5000 characters, and keeps the text', async () => {
      const m = await memoryIn('Pending', { memory: '<p>Kept text</p>' });
      for (const [text, message] of [
        ['', SPEC.descriptionEmpty],
        ['<p>  </p>', SPEC.descriptionEmpty],
        [`<p>${'w'.repeat(5001)}</p>`, SPEC.descriptionTooLong],
      ] as const) {
        const outcome = await door.text(m.id, text);
        expectRefused(outcome, 'BAD_USER_INPUT', message);
        expect((outcome as { fieldErrors?: unknown }).fieldErrors).toEqual({ memory: message });
      }
      expect((await row(m.id))?.memory).toBe('<p>Kept text</p>');
    });
  });

  if (door.hide) {
    const hide = door.hide;
    it('hides a memory from the public page, gallery and link, and shows it again', async () => {
      const m = await memoryWithImages(gw, 1, { memoryType: 6 });
      await setStatus(gw, staff, m.id, 'Accepted');
      const publicIds = async () =>
        gqlData(await gw.gql(Q.memories, { opi: OPI.eleanor, memoryType: 6 })).memories.map((x: { id: number }) => x.id);
      const galleryMemories = async () =>
        gqlData(await gw.gql(Q.gallery, { opi: OPI.eleanor })).gallery.map((f: { memoryId: number }) => f.memoryId);
      expect(await publicIds()).toContain(m.id);
      expect(await galleryMemories()).toContain(m.id);

      expect(expectOk(await hide(m.id, true), SPEC.hidden)).toMatchObject({ id: m.id, isPrivate: true, status: 'Accepted' });
      expect((await row(m.id))?.is_private).toBe(true);
      expect(await publicIds()).not.toContain(m.id);
      expect(await galleryMemories()).not.toContain(m.id);
      expect(gqlOutcomeOf(await gw.gql(Q.memory, { id: m.id }))).toBe('NOT_FOUND');
      expect(gqlData(await gw.gql(Q.memory, { id: m.id }, door.token())).memory).toMatchObject({ id: m.id, isPrivate: true });

      expect(expectOk(await hide(m.id, false), OWN.shown)).toMatchObject({ id: m.id, isPrivate: false });
      expect(await publicIds()).toContain(m.id);
      expect(await galleryMemories()).toContain(m.id);
    });
  }
});

function gqlOutcomeOf(res: GqlResponse): string {
  return res.body.errors?.length ? String(res.body.errors[0]!.extensions?.['code']) : 'ok';
}

describe('mails', () => {
  /** The mails about one memory (its title is unique here): mails of earlier tests may still be on their way. */
  const about = (title: string) => gw.mails.filter((m) => m.text.includes(`"${title}"`));
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it('a submission mails every family arranger of that decedent, with a link that opens the memory', async () => {
    // A second arranger of Eleanor's case.
    await cloneUser(gw, DEMO.arranger, 'cousin@demo.test');
    await gw.sql(
      `insert into arranger_case (user_id, decedent_id, status) select u.id, d.id, 'active' from app_user u, decedent d where u.email = $1 and d.opi = $2`,
      ['cousin@demo.test', OPI.eleanor],
    );
    await freshSender();
    const m = await share(gw, { title: 'Choir on Sundays' });
    await eventually(() => about('Choir on Sundays').length >= 2, 'two mails about the pending memory');
    await settle();
    const mails = about('Choir on Sundays');
    expect(mails.map((x) => x.to).sort()).toEqual([DEMO.arranger, 'cousin@demo.test']);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/waiting for your approval/);
      expect(mail.text).toContain('Ruth Lindqvist');
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      expect(link).toMatch(new RegExp(`/obituaries/app/memories/[a-z-]+-obituary/${OPI.eleanor}\\?memory=${m.id}$`));
    }
    // The other family's decedent mails that family only.
    const family2 = await gw.login(DEMO.family2, 'arranger');
    gqlData(await gw.gql(Q.acceptPolicy, { opi: OPI.okaforPrivate }, family2));
    await freshSender();
    const other = await share(gw, { title: 'For Samuel' }, { opi: OPI.okaforPrivate, token: family2 });
    await eventually(() => about('For Samuel').length >= 1, 'a mail to the other family');
    await settle();
    expect(about('For Samuel').map((x) => x.to)).toEqual([DEMO.family2]);
    expect(about('For Samuel')[0]!.text).toContain(`/${OPI.okaforPrivate}?memory=${other.id}`);
  });

  it('approval mails the sharer; un-approving does not; rejection mails the sharer the reason', async () => {
    const title = 'Pears in June';
    const toSharer = () => about(title).filter((x) => x.to === 'ana.silva@example.com');
    await freshSender();
    const m = await share(gw, { title, memoryAddingPerson: { firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@example.com' } });
    await eventually(() => about(title).length >= 1, 'the family mail');
    expect(toSharer()).toEqual([]);

    await setStatus(gw, arranger, m.id, 'Accepted');
    const [approval] = await eventually(() => toSharer().length >= 1 && toSharer(), 'the approval mail');
    expect(approval!.subject).toMatch(/has been posted/);
    expect(approval!.text).toMatch(/^Dear Ana,/);
    expect(approval!.text).toMatch(/approved/);

    await setStatus(gw, arranger, m.id, 'Pending');
    await setStatus(gw, arranger, m.id, 'Rejected', 'Please share it on the family page instead.');
    await eventually(() => toSharer().length >= 2, 'the rejection mail');
    await settle();
    const mails = toSharer();
    expect(mails, 'un-approving sends nothing; the rejection one mail').toHaveLength(2);
    const rejection = mails[1]!;
    expect(rejection.subject).not.toMatch(/has been posted/);
    expect(rejection.text).toMatch(/^Dear Ana,/);
    expect(rejection.text).toContain('The reason given: Please share it on the family page instead.');
    expect(rejection.text).not.toMatch(/approved it/);
  });
});

describe('the order of refusals: session, memory, access, and only then the input', () => {
  const forbidden = 'Unauthorized access Forbidden';
  const fileMissing = 'File does not exist';
  const policy = 'Please accept the copyright disclaimer and privacy policy before sharing a memory.';
  let family2: string;
  let m: MemoryView;

  beforeAll(async () => {
    family2 = await gw.login(DEMO.family2, 'arranger');
    m = await memoryWithImages(gw, 1, { title: 'Order kept title', memory: '<p>Order kept text</p>' });
  });

  /** The invalid edits of a memory by every door: an empty title, an empty text, a rotation by 45 degrees. */
  const edits = (token: string | undefined, memoryId: number, fileId: number) =>
    [
      ['GraphQL title', async () => fromGql(await gw.gql(Q.title, { id: memoryId, title: '' }, token), 'editMemoryTitle')],
      ['GraphQL text', async () => fromGql(await gw.gql(Q.text, { id: memoryId, memory: '' }, token), 'editMemoryText')],
      ['GraphQL rotate', async () => fromGql(await gw.gql(Q.rotate, { id: memoryId, fileId, angle: 45 }, token), 'rotateMemoryImage')],
      ['REST title', async () => fromRest(await gw.rest('PUT', `/memories/${OPI.eleanor}/${memoryId}/title`, { title: '' }, token))],
      [
        'REST description',
        async () => fromRest(await gw.rest('PUT', `/memories/${OPI.eleanor}/${memoryId}/description`, { memory: '' }, token)),
      ],
      [
        'REST rotateImage',
        async () =>
          fromRest(await gw.rest('POST', `/memories/${OPI.eleanor}/${memoryId}/rotateImage`, { fileId, rotationAngle: 45 }, token)),
      ],
    ] as const;

  async function expectAll(token: string | undefined, memoryId: number, fileId: number, code: string, message?: string) {
    for (const [name, edit] of edits(token, memoryId, fileId)) {
      const outcome = await edit();
      expect(outcome, name).toMatchObject({ ok: false, code, ...(message ? { message } : {}) });
      expect((outcome as { fieldErrors?: unknown }).fieldErrors, name).toBeUndefined();
    }
  }

  it('the same edits from the family with access are refused for their input (400)', async () => {
    for (const [name, edit] of edits(arranger, m.id, m.files[0]!.id))
      expect(await edit(), name).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
  });

  it('without a session: 401', async () => {
    await expectAll(undefined, m.id, m.files[0]!.id, 'UNAUTHENTICATED');
  });

  it("from another family's arranger: 403", async () => {
    await expectAll(family2, m.id, m.files[0]!.id, 'FORBIDDEN', forbidden);
  });

  it('on a memory that does not exist: 404; on a file that does not exist: 404', async () => {
    await expectAll(arranger, 999_999, m.files[0]!.id, 'NOT_FOUND', OWN.memoryMissing);
    expect(fromGql(await gw.gql(Q.rotate, { id: m.id, fileId: 999_999, angle: 45 }, arranger), 'rotateMemoryImage')).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
      message: fileMissing,
    });
    expect(
      fromRest(await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/rotateImage`, { fileId: 999_999, rotationAngle: 45 }, arranger)),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND', message: fileMissing });
  });

  it('nothing was changed by any of them', async () => {
    expect(await row(m.id)).toMatchObject({ title: 'Order kept title', memory: '<p>Order kept text</p>' });
    expect((await gw.sql('select rotation_angle from memory_file where id = $1', [m.files[0]!.id]))[0].rotation_angle).toBe(0);
  });

  it('a family member who has not accepted the policy is refused (403) before an invalid memory is read', async () => {
    const email = 'order-sharer@demo.test';
    await cloneUser(gw, DEMO.arranger, email);
    await gw.sql(
      "insert into arranger_case (user_id, decedent_id, status, created_at) select u.id, d.id, 'active', now() from app_user u, decedent d where u.email = $1 and d.opi = $2",
      [email, OPI.eleanor],
    );
    const token = await gw.login(email, 'arranger');
    const invalid = {
      memoryType: 1,
      dateOfMemory: '2001-06-02',
      title: '',
      memory: '',
      memoryAddingPerson: { firstName: '', lastName: '', email: '' },
    };
    const viaGql = await gw.gql(Q.share, { opi: OPI.eleanor, input: invalid }, token);
    expect(viaGql.body.errors?.[0]).toMatchObject({ message: policy, extensions: { code: 'FORBIDDEN' } });
    expect(viaGql.body.errors?.[0]?.extensions?.['fieldErrors']).toBeUndefined();
    expect(fromRest(await gw.rest('POST', `/memories/${OPI.eleanor}`, invalid, token))).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: policy,
    });
    // Once accepted, the same input is refused for what it holds.
    gqlData(await gw.gql(Q.acceptPolicy, { opi: OPI.eleanor }, token));
    expect((await gw.gql(Q.share, { opi: OPI.eleanor, input: invalid }, token)).body.errors?.[0]?.extensions?.['code']).toBe(
      'BAD_USER_INPUT',
    );
  });
});
