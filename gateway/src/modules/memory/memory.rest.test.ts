import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO, OPI, startTestGateway, type RestResponse, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectRestError, expectRestSuccess, gqlError } from '../../test/expect.js';
import { Q, share as shareMemory, shareInput, signedUrl, unsigned } from '../../test/memories.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/**
 * The legacy REST contract of the memory routes (public, family and staff):
 * status, envelope and shape, and their error statuses. Every route has a
 * contract block (checked by rest/routes.test.ts).
 */

// Spec texts, written out on purpose: a change to any of them must show up as a failing contract.
const SPEC = {
  shared: 'Successfully shared a memory',
  uploaded: 'Media Uploaded Successfully',
  mediaShared: 'Media Shared Successfully.',
  mediaDeleted: 'Media Deleted Successfully',
  videoUploaded: 'Video Uploaded Successfully',
  rotated: 'Image Rotated Successfully',
  approved: 'Memory Approved Successfully',
  rejected: 'Memory Rejected Successfully',
  unApproved: 'Memory Un Approved Successfully',
  deleted: 'Memory Deleted Successfully',
  hidden: 'Memory Hidden Successfully',
  titleEdited: 'Title Edited Succesfully',
  memoryEdited: 'Memory Edited Succesfully',
  invalidFormat: 'Invalid File Format. Please check the file type and upload again.',
  titleRequired: 'Memory title is required',
  titleEmpty: 'Title should not be empty',
  descriptionEmpty: 'Memory Description should not be empty',
  reasonRequired: 'Reason is required*',
  invalidLink: 'Invalid URL format',
  linkMissing: "URL doesn't exists",
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  decedentMissing: 'Decedent does not exist',
  forbidden: 'Unauthorized access Forbidden',
} as const;
// The project's own texts for cases the spec does not word.
const MEMORY_MISSING = 'Memory does not exist';
const POLICY_REQUIRED = 'Please accept the copyright disclaimer and privacy policy before sharing a memory.';
const FILE_MISSING = 'File does not exist';

const MEMORY_KEYS = [
  'id',
  'opi',
  'title',
  'memory',
  'description',
  'memoryType',
  'memoryTypeName',
  'status',
  'memoryStatus',
  'rejectedReason',
  'isPrivate',
  'dateOfMemory',
  'relationship',
  'createdAt',
  'updatedAt',
  'memoryByPerson',
  'memoryByPersonFirstName',
  'memoryByPersonLastName',
  'personEmail',
  'personPhone',
  'personAddress',
  'files',
];
const FILE_KEYS = [
  'id',
  'memoryId',
  'fileType',
  'src',
  'originalUrl',
  'thumbnailUrl',
  'rotationAngle',
  'width',
  'height',
  'fileName',
  'isLink',
  'linkTitle',
];
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let gw: TestGateway;
let arranger: string;
let family2: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2, staff, admin] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.family2, 'arranger'),
    gw.login(DEMO.staff, 'cl-arranger'),
    gw.login(DEMO.admin, 'admin'),
  ]);
  // The family has accepted the policy for its page (the spec: an arranger must have, before sharing).
  expectRestSuccess(await gw.rest('GET', `/decedent/${OPI.eleanor}/accept`, undefined, arranger));
});
afterAll(() => gw?.stop());

const image = (width = 40, height = 30, format: 'png' | 'jpeg' = 'png') =>
  (format === 'png'
    ? sharp({ create: { width, height, channels: 3, background: '#a33' } }).png()
    : sharp({ create: { width, height, channels: 3, background: '#a33' } }).jpeg()
  ).toBuffer();

function form(files: Array<{ name: string; data: Buffer | string }>) {
  const body = new FormData();
  for (const f of files) body.append('file', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  return body;
}

async function uploadImage(name = 'photo.png', width = 40, height = 30): Promise<string> {
  const data = expectRestSuccess(
    await gw.rest('POST', '/memories/upload', form([{ name, data: await image(width, height) }])),
    200,
    SPEC.uploaded,
  );
  return data.URL[0];
}

const SHARE = {
  memoryType: 1,
  dateOfMemory: '2001-06-02',
  title: 'Summer at the orchard',
  memory: '<p>We picked pears all day.</p>',
  relationship: 16,
  memoryAddingPerson: {
    firstName: 'Ruth',
    lastName: 'Lindqvist',
    email: 'ruth@example.com',
    phoneNumber: '6505502300',
    address: { line1: '1 Main St', city: 'Colma' },
  },
  acceptedPolicy: true,
};

/** A memory shared by a visitor: Pending until the family decides. */
async function share(overrides: Record<string, unknown> = {}, opi: string = OPI.eleanor): Promise<Record<string, any>> {
  return expectRestSuccess(await gw.rest('POST', `/memories/${opi}`, { ...SHARE, ...overrides }), 201, SPEC.shared);
}

async function approved(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const m = await share(overrides);
  return expectRestSuccess(
    await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Accepted' }, arranger),
    200,
    SPEC.approved,
  );
}

async function withImage(): Promise<Record<string, any>> {
  return approved({ files: [{ fileUrl: await uploadImage(), fileType: 'Image' }] });
}

function expectMemory(m: Record<string, any>) {
  expect(Object.keys(m)).toEqual(expect.arrayContaining(MEMORY_KEYS));
  expect(m).toMatchObject({
    id: expect.any(Number),
    opi: expect.any(String),
    title: expect.any(String),
    memoryType: expect.any(Number),
    status: expect.stringMatching(/^(Pending|Accepted|Rejected)$/),
  });
  expect(m['memoryStatus']).toBe(m['status']);
  expect(m['description']).toBe(m['memory']);
  expect(Date.parse(m['createdAt'])).not.toBeNaN();
  for (const f of m['files']) {
    expect(Object.keys(f)).toEqual(expect.arrayContaining(FILE_KEYS));
    expect(f['memoryId']).toBe(m['id']);
  }
}

/** The 401 / 403 / 404 a family route gives: visitor, another family, a memory of another decedent. */
async function expectFamilyGuards(call: (token: string | undefined, opi: string) => Promise<RestResponse>) {
  expectRestError(await call(undefined, OPI.eleanor), 401);
  expectRestError(await call(family2, OPI.eleanor), 403, SPEC.forbidden);
  expectRestError(await call(arranger, OPI.thomas), 404, MEMORY_MISSING);
}

describe('the legacy REST contract', () => {
  contract('POST', '/memories/upload', () => {
    it('answers data.URL in file order (empty parts dropped) and the uploaded files', async () => {
      const body = form([
        { name: 'first.png', data: await image() },
        { name: 'empty.png', data: '' },
        { name: 'second.jpg', data: await image(20, 10, 'jpeg') },
      ]);
      const data = expectRestSuccess(await gw.rest('POST', '/memories/upload', body), 200, SPEC.uploaded);
      expect(data.URL).toEqual([
        expect.stringMatching(/^\/media\/memories\/[\w-]+\.png$/),
        expect.stringMatching(/^\/media\/memories\/[\w-]+\.jpg$/),
      ]);
      expect(data.files).toEqual([
        {
          url: data.URL[0],
          fileUrl: data.URL[0],
          originalFileUrl: data.URL[0],
          thumbnailUrl: expect.stringMatching(/^\/media\//),
          fileType: 'Image',
          fileName: 'first.png',
          width: 40,
          height: 30,
        },
        {
          url: data.URL[1],
          fileUrl: data.URL[1],
          originalFileUrl: data.URL[1],
          thumbnailUrl: expect.stringMatching(/^\/media\//),
          fileType: 'Image',
          fileName: 'second.jpg',
          width: 20,
          height: 10,
        },
      ]);
      // /media serves an upload only signed (its thumbnail is, for the uploader's preview), never by the URL that names it.
      expect((await fetch(`${gw.url}${data.URL[0]}`)).status).toBe(404);
      const served = await fetch(`${gw.url}${signedUrl(gw, data.URL[0])}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    });
    it('415 for a file that is not media, whatever its name says', async () => {
      expectRestError(
        await gw.rest('POST', '/memories/upload', form([{ name: 'photo.png', data: 'just some text' }])),
        415,
        SPEC.invalidFormat,
      );
    });
    it('takes documents only with isAllowAllMedia=true', async () => {
      const rtf = () => form([{ name: 'letter.rtf', data: '{\\rtf1\\ansi Dear family}' }]);
      expectRestError(await gw.rest('POST', '/memories/upload', rtf()), 415, SPEC.invalidFormat);
      const data = expectRestSuccess(await gw.rest('POST', '/memories/upload?isAllowAllMedia=true', rtf()), 200, SPEC.uploaded);
      expect(data.files).toEqual([expect.objectContaining({ fileType: 'Application', fileName: 'letter.rtf', width: null, height: null })]);
    });
  });

  contract('GET', '/memories/:opi/list', () => {
    it('answers data.memories: approved and visible ones only, filtered by memoryType', async () => {
      const shown = await approved({ memoryType: 7, title: 'Gardening' });
      const pending = await share({ memoryType: 7 });
      const data = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/list?memoryType=7`));
      expect(Object.keys(data)).toEqual(['memories']);
      const ids = data.memories.map((m: Json) => m.id);
      expect(ids).toContain(shown.id);
      expect(ids).not.toContain(pending.id);
      for (const m of data.memories) expectMemory(m);
      expect(data.memories.every((m: Json) => m.memoryType === 7 && m.status === 'Accepted' && !m.isPrivate)).toBe(true);
      expect(data.memories.find((m: Json) => m.id === shown.id)).toMatchObject({
        memoryTypeName: 'Hobby',
        personEmail: null,
        personPhone: null,
        personAddress: null,
      });
      expect(
        expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/list?memoryType=5`)).memories.map((m: Json) => m.id),
      ).not.toContain(shown.id);
    });
    it('403 for a private page, 404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/memories/${OPI.okaforPrivate}/list`), 403, SPEC.privatePage);
      expectRestError(await gw.rest('GET', `/memories/${OPI.missing}/list`), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/memories/:opi/gallery', () => {
    it('answers the files of approved memories', async () => {
      const m = await withImage();
      const data = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/gallery`));
      const file = data.find((f: Json) => f.memoryId === m.id);
      expect(file).toEqual({
        id: m.files[0].id,
        memoryId: m.id,
        fileType: 'Image',
        src: m.files[0].src,
        thumbnailUrl: expect.any(String),
        fileName: 'photo.png',
        rotationAngle: 0,
        width: 40,
        height: 30,
        isLink: false,
        linkTitle: null,
      });
    });
    it('403 for a private page, 404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/memories/${OPI.okaforPrivate}/gallery`), 403, SPEC.privatePage);
      expectRestError(await gw.rest('GET', `/memories/${OPI.missing}/gallery`), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/memories/:opi/approve-memory-list', () => {
    it('answers data.memories: pending by default, rejected with status=2; the family sees the contact details', async () => {
      const pending = await share({ title: 'Waiting' });
      const data = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list`, undefined, arranger));
      expect(Object.keys(data)).toEqual(['memories']);
      expect(data.memories.every((m: Json) => m.status === 'Pending')).toBe(true);
      expect(data.memories.find((m: Json) => m.id === pending.id)).toMatchObject({
        personEmail: 'ruth@example.com',
        personPhone: '6505502300',
        personAddress: expect.objectContaining({ line1: '1 Main St' }),
      });
      expectRestSuccess(
        await gw.rest(
          'PUT',
          `/memories/${OPI.eleanor}/${pending.id}/status`,
          { status: 'Rejected', rejectedReason: 'Not about Eleanor' },
          arranger,
        ),
        200,
        SPEC.rejected,
      );
      const rejected = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=2`, undefined, staff));
      expect(rejected.memories.find((m: Json) => m.id === pending.id)).toMatchObject({
        status: 'Rejected',
        rejectedReason: 'Not about Eleanor',
      });
    });
    it('401 for a visitor, 403 for another family, 404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list`), 401);
      expectRestError(await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list`, undefined, family2), 403, SPEC.forbidden);
      expectRestError(await gw.rest('GET', `/memories/${OPI.missing}/approve-memory-list`, undefined, arranger), 404, SPEC.decedentMissing);
    });
  });

  contract('GET', '/memories/:id', () => {
    it('answers an approved memory to anyone', async () => {
      const m = await approved();
      const data = expectRestSuccess(await gw.rest('GET', `/memories/${m.id}`));
      expectMemory(data);
      expect(data).toMatchObject({ id: m.id, opi: OPI.eleanor, title: SHARE.title, status: 'Accepted', personEmail: null });
    });
    it('404 for a visitor on a pending memory, which the family sees', async () => {
      const m = await share();
      expectRestError(await gw.rest('GET', `/memories/${m.id}`), 404, MEMORY_MISSING);
      expect(expectRestSuccess(await gw.rest('GET', `/memories/${m.id}`, undefined, arranger))).toMatchObject({
        id: m.id,
        status: 'Pending',
        personEmail: 'ruth@example.com',
      });
    });
    it('404 for an unknown id', async () => {
      expectRestError(await gw.rest('GET', '/memories/999999'), 404, MEMORY_MISSING);
    });
  });

  contract('POST', '/memories/:opi', () => {
    it('201: the shared memory, pending, and the spec message', async () => {
      const data = await share({ idempotencyKey: 'contract-share-1' });
      expectMemory(data);
      expect(data).toMatchObject({
        opi: OPI.eleanor,
        title: SHARE.title,
        memory: SHARE.memory,
        memoryType: 1,
        memoryTypeName: 'Family',
        status: 'Pending',
        isPrivate: false,
        dateOfMemory: '2001-06-02',
        relationship: 16,
        memoryByPerson: null,
        memoryByPersonFirstName: 'Ruth',
        memoryByPersonLastName: 'Lindqvist',
        files: [],
        // A visitor does not get the contact details back.
        personEmail: null,
        personPhone: null,
        personAddress: null,
      });
      // A retry with the same key answers the memory already written.
      expect((await share({ idempotencyKey: 'contract-share-1' })).id).toBe(data.id);
      // Shared by a signed-in person: memoryByPerson is the account's id.
      const mine = expectRestSuccess(await gw.rest('POST', `/memories/${OPI.eleanor}`, SHARE, arranger), 201, SPEC.shared);
      const [user] = await gw.sql('select id from app_user where email = $1', [DEMO.arranger]);
      expect(mine.memoryByPerson).toBe(user.id);
    });
    it('400 with the spec messages', async () => {
      const body = expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}`, { ...SHARE, title: '  ' }), 400, SPEC.titleRequired);
      expect(body.fieldErrors).toEqual({ title: SPEC.titleRequired });
      const many = expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}`, { memoryType: 1, acceptedPolicy: true }), 400);
      expect(many.errors).toEqual([
        'Date of memory is required',
        SPEC.titleRequired,
        'Memory is required',
        'First Name is required',
        'Last Name is required',
        'Email is required',
      ]);
      expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}`, { ...SHARE, memoryType: 99 }), 400, 'Type of memory is required');
      expectRestError(
        await gw.rest('POST', `/memories/${OPI.eleanor}`, {
          ...SHARE,
          files: [{ fileUrl: 'https://example.com/video', fileType: 'Video' }],
        }),
        400,
        SPEC.invalidLink,
      );
    });
    it("the seed's payload (no acceptedPolicy: the seed keeps it in the browser) is shared on the captcha, stored as a web share, its acceptance recorded", async () => {
      const { acceptedPolicy: _kept, ...legacy } = SHARE;
      const title = 'Shared by the legacy door';
      const data = expectRestSuccess(
        await gw.rest('POST', `/memories/${OPI.eleanor}`, { ...legacy, title, captcha: await gw.visitorCaptcha() }),
        201,
        SPEC.shared,
      );
      expect(data).toMatchObject({ title, status: 'Pending', memoryByPerson: null, memoryByPersonFirstName: 'Ruth' });
      // The same memory from the web form (GraphQL, its box ticked, every address part sent, empty ones null): every
      // stored column alike but the ids and times.
      const address = { line1: '1 Main St', line2: null, country: null, state: null, county: null, city: 'Colma', zipcode: null };
      const web = await shareMemory(gw, {
        ...SHARE,
        title: `${title} (web)`,
        memoryAddingPerson: { ...SHARE.memoryAddingPerson, address },
      });
      const COLUMNS = `title, memory, memory_type, status, rejected_reason, is_private, date_of_memory::text, relationship, memory_by_person_id,
        memory_by_person_first_name, memory_by_person_last_name, person_email, person_phone, person_address, idempotency_key, policy_accepted_at is not null as accepted`;
      const [rest, form] = await Promise.all(
        [data.id, web.id].map(async (id) => (await gw.sql(`select ${COLUMNS} from memory where id = $1`, [id]))[0]),
      );
      expect(rest).toEqual({ ...form, title });
      expect(rest.accepted).toBe(true);
      // The web form still needs its box: the page shows the policy prompt on this 403.
      const { acceptedPolicy: _box, ...unticked } = shareInput();
      gqlError(
        await gw.gql(Q.share, { opi: OPI.eleanor, input: { ...unticked, captcha: await gw.visitorCaptcha() } }),
        'FORBIDDEN',
        POLICY_REQUIRED,
      );
    });
    it('403 without the policy accepted, 403 on a private page, 404 for a missing decedent', async () => {
      expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}`, { ...SHARE, acceptedPolicy: false }), 403);
      expectRestError(await gw.rest('POST', `/memories/${OPI.thomas}`, SHARE, arranger), 403);
      expectRestError(await gw.rest('POST', `/memories/${OPI.okaforPrivate}`, SHARE), 403, SPEC.privatePage);
      expectRestError(await gw.rest('POST', `/memories/${OPI.missing}`, SHARE), 404, SPEC.decedentMissing);
    });
  });

  contract('POST', '/memories/:opi/addOnlyMedia', () => {
    it('adds media to the gallery without a story: an approved memory of media only', async () => {
      const url = await uploadImage('gallery.png');
      const data = expectRestSuccess(
        await gw.rest('POST', `/memories/${OPI.eleanor}/addOnlyMedia`, { files: [{ fileUrl: url, fileType: 'Image' }] }, arranger),
        200,
        SPEC.mediaShared,
      );
      expectMemory(data);
      expect(unsigned(data)).toMatchObject({
        status: 'Accepted',
        title: '',
        files: [expect.objectContaining({ src: url, fileType: 'Image', fileName: 'gallery.png' })],
      });
      expect(expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/gallery`)).map((f: Json) => f.memoryId)).toContain(data.id);
    });
    it('400 without files, 401 for a visitor, 403 for another family', async () => {
      expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}/addOnlyMedia`, { files: [] }, arranger), 400, SPEC.invalidFormat);
      expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}/addOnlyMedia`, { files: [] }), 401);
      expectRestError(
        await gw.rest(
          'POST',
          `/memories/${OPI.eleanor}/addOnlyMedia`,
          { files: [{ fileUrl: await uploadImage(), fileType: 'Image' }] },
          family2,
        ),
        403,
        SPEC.forbidden,
      );
    });
  });

  contract('PUT', '/memories/:opi/hide/:memoryId', () => {
    it('hides and shows a memory', async () => {
      const m = await approved({ memoryType: 6 });
      const hidden = expectRestSuccess(
        await gw.rest('PUT', `/memories/${OPI.eleanor}/hide/${m.id}`, { isPrivate: true }, arranger),
        200,
        SPEC.hidden,
      );
      expect(hidden).toMatchObject({ id: m.id, isPrivate: true });
      expect(
        expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/list?memoryType=6`)).memories.map((x: Json) => x.id),
      ).not.toContain(m.id);
      const shown = expectRestSuccess(
        await gw.rest('PUT', `/memories/${OPI.eleanor}/hide/${m.id}`, { isPrivate: false }, staff),
        200,
        'Memory Un Hidden Successfully',
      );
      expect(shown.isPrivate).toBe(false);
    });
    it('400 without isPrivate; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(await gw.rest('PUT', `/memories/${OPI.eleanor}/hide/${m.id}`, {}, arranger), 400);
      await expectFamilyGuards((token, opi) => gw.rest('PUT', `/memories/${opi}/hide/${m.id}`, { isPrivate: true }, token));
    });
  });

  contract('PUT', '/memories/:opi/:memoryId/status', () => {
    it('approves, un-approves, rejects with a reason and deletes, with the spec messages', async () => {
      const m = await share();
      expect(
        expectRestSuccess(
          await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Accepted' }, arranger),
          200,
          SPEC.approved,
        ),
      ).toMatchObject({ status: 'Accepted', memoryStatus: 'Accepted' });
      expect(
        expectRestSuccess(
          await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Pending' }, arranger),
          200,
          SPEC.unApproved,
        ),
      ).toMatchObject({ status: 'Pending' });
      expectRestError(
        await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Rejected' }, arranger),
        400,
        SPEC.reasonRequired,
      );
      expect(
        expectRestSuccess(
          await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Rejected', rejectedReason: 'Duplicate' }, arranger),
          200,
          SPEC.rejected,
        ),
      ).toMatchObject({ status: 'Rejected', rejectedReason: 'Duplicate' });
      expectRestError(
        await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Rejected', rejectedReason: 'Again' }, arranger),
        409,
        'This memory is already rejected',
      );
      expect(
        expectRestSuccess(
          await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Deleted' }, arranger),
          200,
          SPEC.deleted,
        ),
      ).toBeNull();
      expectRestError(await gw.rest('GET', `/memories/${m.id}`, undefined, arranger), 404, MEMORY_MISSING);
    });
    it('400 for an unknown status; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Published' }, arranger), 400);
      await expectFamilyGuards((token, opi) => gw.rest('PUT', `/memories/${opi}/${m.id}/status`, { status: 'Accepted' }, token));
    });
  });

  contract('PUT', '/memories/:opi/:memoryId/title', () => {
    it('edits the title', async () => {
      const m = await share();
      expect(
        expectRestSuccess(
          await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/title`, { title: '  A new title ' }, arranger),
          200,
          SPEC.titleEdited,
        ),
      ).toMatchObject({ id: m.id, title: 'A new title' });
    });
    it('400 with the spec messages; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/title`, { title: ' ' }, arranger), 400, SPEC.titleEmpty);
      expectRestError(
        await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/title`, { title: 'x'.repeat(256) }, arranger),
        400,
        'Memory Title should be less than 255 characters',
      );
      await expectFamilyGuards((token, opi) => gw.rest('PUT', `/memories/${opi}/${m.id}/title`, { title: 'Mine' }, token));
    });
  });

  contract('PUT', '/memories/:opi/:memoryId/description', () => {
    it('edits the text, sanitised', async () => {
      const m = await share();
      const data = expectRestSuccess(
        await gw.rest(
          'PUT',
          `/memories/${OPI.eleanor}/${m.id}/description`,
          { memory: '<p>Better words</p><script>alert(1)</script>' },
          arranger,
        ),
        200,
        SPEC.memoryEdited,
      );
      expect(data.memory).toBe('<p>Better words</p>');
      expect(data.description).toBe('<p>Better words</p>');
    });
    it('400 with the spec messages; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(
        await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/description`, { memory: '<p> </p>' }, arranger),
        400,
        SPEC.descriptionEmpty,
      );
      expectRestError(
        await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/description`, { memory: 'x'.repeat(5001) }, arranger),
        400,
        'Memory Description should be less than 5000 characters',
      );
      await expectFamilyGuards((token, opi) => gw.rest('PUT', `/memories/${opi}/${m.id}/description`, { memory: 'Mine' }, token));
    });
  });

  contract('DELETE', '/memories/:opi/:memoryId/file/:fileId', () => {
    it('deletes one file of a memory', async () => {
      const m = await withImage();
      const fileId = m.files[0].id;
      const data = expectRestSuccess(
        await gw.rest('DELETE', `/memories/${OPI.eleanor}/${m.id}/file/${fileId}`, undefined, arranger),
        200,
        SPEC.mediaDeleted,
      );
      expect(data).toMatchObject({ id: m.id, files: [] });
      expect((await fetch(`${gw.url}${m.files[0].src}`)).status).toBe(404);
      expectRestError(await gw.rest('DELETE', `/memories/${OPI.eleanor}/${m.id}/file/${fileId}`, undefined, arranger), 404, FILE_MISSING);
    });
    it('401, 403, 404', async () => {
      const m = await withImage();
      await expectFamilyGuards((token, opi) => gw.rest('DELETE', `/memories/${opi}/${m.id}/file/${m.files[0].id}`, undefined, token));
    });
  });

  contract('POST', '/memories/:opi/:memoryId/addImage', () => {
    it('adds uploaded files to a memory', async () => {
      const m = await share();
      const url = await uploadImage('added.png');
      const data = expectRestSuccess(
        await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/addImage`, { files: [{ fileUrl: url, fileType: 'Image' }] }, arranger),
        200,
        SPEC.uploaded,
      );
      expect(unsigned(data.files)).toEqual([
        expect.objectContaining({ src: url, fileType: 'Image', fileName: 'added.png', isLink: false }),
      ]);
      // An upload is claimed once.
      expectRestError(await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/addImage`, { fileUrl: url }, arranger), 400, FILE_MISSING);
    });
    it('401, 403, 404', async () => {
      const m = await share();
      await expectFamilyGuards(async (token, opi) =>
        gw.rest('POST', `/memories/${opi}/${m.id}/addImage`, { fileUrl: await uploadImage() }, token),
      );
    });
  });

  contract('POST', '/memories/:opi/:memoryId/videoLinks', () => {
    it('adds a video link with its title from the provider', async () => {
      const m = await share();
      const data = expectRestSuccess(
        await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/videoLinks`, { files: [{ fileUrl: YOUTUBE }] }, arranger),
        200,
        SPEC.videoUploaded,
      );
      expect(data.files).toEqual([
        expect.objectContaining({
          fileType: 'Video',
          src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          originalUrl: YOUTUBE,
          isLink: true,
          linkTitle: 'Video dQw4w9WgXcQ',
        }),
      ]);
    });
    it('400 for a link of another site and for a video that does not exist; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(
        await gw.rest(
          'POST',
          `/memories/${OPI.eleanor}/${m.id}/videoLinks`,
          { files: [{ fileUrl: 'https://example.com/watch/1' }] },
          arranger,
        ),
        400,
        SPEC.invalidLink,
      );
      expectRestError(
        await gw.rest(
          'POST',
          `/memories/${OPI.eleanor}/${m.id}/videoLinks`,
          { files: [{ fileUrl: 'https://youtu.be/missing0001' }] },
          arranger,
        ),
        400,
        SPEC.linkMissing,
      );
      await expectFamilyGuards((token, opi) =>
        gw.rest('POST', `/memories/${opi}/${m.id}/videoLinks`, { files: [{ fileUrl: YOUTUBE }] }, token),
      );
    });
  });

  contract('POST', '/memories/:opi/:memoryId/rotateImage', () => {
    it('turns an image: a new file, width and height swapped, the original kept', async () => {
      const m = await withImage();
      const file = m.files[0];
      const data = expectRestSuccess(
        await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/rotateImage`, { fileId: file.id, rotationAngle: 90 }, arranger),
        200,
        SPEC.rotated,
      );
      expect(data.files[0]).toMatchObject({ id: file.id, rotationAngle: 90, width: 30, height: 40, originalUrl: file.originalUrl });
      expect(data.files[0].src).not.toBe(file.src);
      const rotated = await fetch(`${gw.url}${data.files[0].src}`);
      expect(await sharp(Buffer.from(await rotated.arrayBuffer())).metadata()).toMatchObject({ width: 30, height: 40 });
    });
    it('400 for another angle, 404 for an unknown file; 401, 403, 404', async () => {
      const m = await withImage();
      expectRestError(
        await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/rotateImage`, { fileId: m.files[0].id, rotationAngle: 45 }, arranger),
        400,
        'Rotation angle must be 0, 90, 180 or 270',
      );
      expectRestError(
        await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/rotateImage`, { fileId: 999999, rotationAngle: 90 }, arranger),
        404,
        FILE_MISSING,
      );
      await expectFamilyGuards((token, opi) =>
        gw.rest('POST', `/memories/${opi}/${m.id}/rotateImage`, { fileId: m.files[0].id, rotationAngle: 90 }, token),
      );
    });
  });

  contract('GET', '/admin/memories/:id', () => {
    it('answers staff a page of every memory of a decedent, with filters', async () => {
      const m = await share({ title: 'Searchable chestnut tree' });
      const data = expectRestSuccess(
        await gw.rest('GET', `/admin/memories/${OPI.eleanor}?status=Pending&search=chestnut&page=1&pageSize=10`, undefined, staff),
      );
      expect(data).toEqual({
        total: 1,
        page: 1,
        pageSize: 10,
        memories: [expect.objectContaining({ id: m.id, status: 'Pending', personEmail: 'ruth@example.com' })],
      });
      const all = expectRestSuccess(await gw.rest('GET', `/admin/memories/${OPI.eleanor}`, undefined, admin));
      expect(all.total).toBeGreaterThanOrEqual(all.memories.length);
      expect(all.memories.length).toBeGreaterThan(1);
    });
    it("takes status as the seed's numbers (1 Pending, 2 Rejected) or by name, as the approval list does; 400 for others", async () => {
      const pending = await share({ title: 'Numbered quince' });
      const rejected = await share({ title: 'Numbered quince, turned down' });
      const reason = { status: 'Rejected', rejectedReason: 'Not about Eleanor' };
      expectRestSuccess(await gw.rest('PUT', `/admin/memory/${rejected.id}/status`, reason, staff), 200, SPEC.rejected);
      const ids = async (status: string) =>
        expectRestSuccess(
          await gw.rest('GET', `/admin/memories/${OPI.eleanor}?status=${status}&search=quince`, undefined, staff),
        ).memories.map((m: Json) => m.id);
      const approvalList = async (status: string) =>
        expectRestSuccess(
          await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=${status}`, undefined, admin),
        ).memories.map((m: Json) => m.id);
      for (const [number, name, mine, other] of [
        ['1', 'Pending', pending.id, rejected.id],
        ['2', 'Rejected', rejected.id, pending.id],
      ] as const) {
        expect(await ids(number)).toEqual([mine]);
        expect(await ids(name)).toEqual([mine]);
        for (const spelling of [number, name]) {
          expect(await approvalList(spelling)).toContain(mine);
          expect(await approvalList(spelling)).not.toContain(other);
        }
      }
      expect(await ids('Accepted')).toEqual([]);
      expectRestError(
        await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=Accepted`, undefined, admin),
        400,
        'status must be 1 (pending) or 2 (rejected)',
      );
      for (const bad of ['3', 'Pendng', '1.0'])
        expectRestError(
          await gw.rest('GET', `/admin/memories/${OPI.eleanor}?status=${bad}`, undefined, staff),
          400,
          'status is not one of the accepted values',
        );
    });
    it('401 for a visitor, 403 for a family, 404 for a missing decedent', async () => {
      expectRestError(await gw.rest('GET', `/admin/memories/${OPI.eleanor}`), 401);
      expectRestError(await gw.rest('GET', `/admin/memories/${OPI.eleanor}`, undefined, arranger), 403, SPEC.forbidden);
      expectRestError(await gw.rest('GET', `/admin/memories/${OPI.missing}`, undefined, staff), 404, SPEC.decedentMissing);
    });
  });

  contract('PUT', '/admin/memory/:id/status', () => {
    it('records the staff decision', async () => {
      const m = await share();
      expect(
        expectRestSuccess(await gw.rest('PUT', `/admin/memory/${m.id}/status`, { status: 'Accepted' }, staff), 200, SPEC.approved),
      ).toMatchObject({ id: m.id, status: 'Accepted' });
      // An approved memory goes back to pending before it can be rejected.
      expect(
        expectRestError(await gw.rest('PUT', `/admin/memory/${m.id}/status`, { status: 'Rejected', rejectedReason: 'No' }, admin), 409)
          .code,
      ).toBe('CONFLICT');
      const other = await share();
      expectRestError(await gw.rest('PUT', `/admin/memory/${other.id}/status`, { status: 'Rejected' }, admin), 400, SPEC.reasonRequired);
    });
    it('401, 403 for another family, 404 for an unknown memory', async () => {
      const m = await share();
      expectRestError(await gw.rest('PUT', `/admin/memory/${m.id}/status`, { status: 'Accepted' }), 401);
      expectRestError(await gw.rest('PUT', `/admin/memory/${m.id}/status`, { status: 'Accepted' }, family2), 403, SPEC.forbidden);
      expectRestError(await gw.rest('PUT', '/admin/memory/999999/status', { status: 'Accepted' }, staff), 404, MEMORY_MISSING);
    });
  });

  contract('PUT', '/admin/memory/:id', () => {
    it('edits the title, the text, or both', async () => {
      const m = await share();
      expect(
        expectRestSuccess(await gw.rest('PUT', `/admin/memory/${m.id}`, { title: 'Staff title' }, staff), 200, SPEC.titleEdited),
      ).toMatchObject({ title: 'Staff title' });
      expect(
        expectRestSuccess(await gw.rest('PUT', `/admin/memory/${m.id}`, { memory: '<p>Staff text</p>' }, staff), 200, SPEC.memoryEdited),
      ).toMatchObject({ memory: '<p>Staff text</p>', title: 'Staff title' });
      expect(
        expectRestSuccess(
          await gw.rest('PUT', `/admin/memory/${m.id}`, { title: 'Both', memory: '<p>Both</p>' }, admin),
          200,
          SPEC.memoryEdited,
        ),
      ).toMatchObject({ title: 'Both', memory: '<p>Both</p>' });
    });
    it('400 with the spec messages; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(await gw.rest('PUT', `/admin/memory/${m.id}`, { title: '' }, staff), 400, SPEC.titleEmpty);
      expectRestError(await gw.rest('PUT', `/admin/memory/${m.id}`, { title: 'x' }), 401);
      expectRestError(await gw.rest('PUT', `/admin/memory/${m.id}`, { title: 'x' }, family2), 403, SPEC.forbidden);
      expectRestError(await gw.rest('PUT', '/admin/memory/999999', { title: 'x' }, staff), 404, MEMORY_MISSING);
    });
  });

  contract('DELETE', '/admin/memory/:id/file/:fileId', () => {
    it('deletes one file', async () => {
      const m = await withImage();
      expect(
        expectRestSuccess(await gw.rest('DELETE', `/admin/memory/${m.id}/file/${m.files[0].id}`, undefined, staff), 200, SPEC.mediaDeleted),
      ).toMatchObject({ files: [] });
    });
    it('401, 403, 404', async () => {
      const m = await withImage();
      expectRestError(await gw.rest('DELETE', `/admin/memory/${m.id}/file/${m.files[0].id}`), 401);
      expectRestError(await gw.rest('DELETE', `/admin/memory/${m.id}/file/${m.files[0].id}`, undefined, family2), 403, SPEC.forbidden);
      expectRestError(await gw.rest('DELETE', `/admin/memory/${m.id}/file/999999`, undefined, staff), 404, FILE_MISSING);
    });
  });

  contract('POST', '/admin/memory/:id/addImage', () => {
    it('adds uploaded files', async () => {
      const m = await share();
      const url = await uploadImage('staff.png');
      const data = expectRestSuccess(
        await gw.rest('POST', `/admin/memory/${m.id}/addImage`, { files: [{ fileUrl: url, fileType: 'Image' }] }, staff),
        200,
        SPEC.uploaded,
      );
      expect(unsigned(data.files)).toEqual([expect.objectContaining({ src: url, fileName: 'staff.png' })]);
    });
    it('400 for a URL that is not an upload; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(
        await gw.rest('POST', `/admin/memory/${m.id}/addImage`, { fileUrl: '/media/memories/not-uploaded.png' }, staff),
        400,
        FILE_MISSING,
      );
      expectRestError(await gw.rest('POST', `/admin/memory/${m.id}/addImage`, { fileUrl: await uploadImage() }), 401);
      expectRestError(
        await gw.rest('POST', `/admin/memory/${m.id}/addImage`, { fileUrl: await uploadImage() }, family2),
        403,
        SPEC.forbidden,
      );
      expectRestError(await gw.rest('POST', '/admin/memory/999999/addImage', { fileUrl: await uploadImage() }, staff), 404, MEMORY_MISSING);
    });
  });

  contract('POST', '/admin/memory/:id/videoLinks', () => {
    it('adds video links', async () => {
      const m = await share();
      const data = expectRestSuccess(
        await gw.rest('POST', `/admin/memory/${m.id}/videoLinks`, { files: [{ fileUrl: 'https://vimeo.com/123456789' }] }, admin),
        200,
        SPEC.videoUploaded,
      );
      expect(data.files).toEqual([
        expect.objectContaining({
          fileType: 'Video',
          src: 'https://player.vimeo.com/video/123456789',
          originalUrl: 'https://vimeo.com/123456789',
          isLink: true,
        }),
      ]);
    });
    it('400 for a malformed link; 401, 403, 404', async () => {
      const m = await share();
      expectRestError(
        await gw.rest('POST', `/admin/memory/${m.id}/videoLinks`, { files: [{ fileUrl: 'http://vimeo.com/123456789' }] }, staff),
        400,
        SPEC.invalidLink,
      );
      expectRestError(await gw.rest('POST', `/admin/memory/${m.id}/videoLinks`, { files: [{ fileUrl: YOUTUBE }] }), 401);
      expectRestError(
        await gw.rest('POST', `/admin/memory/${m.id}/videoLinks`, { files: [{ fileUrl: YOUTUBE }] }, family2),
        403,
        SPEC.forbidden,
      );
      expectRestError(
        await gw.rest('POST', '/admin/memory/999999/videoLinks', { files: [{ fileUrl: YOUTUBE }] }, staff),
        404,
        MEMORY_MISSING,
      );
    });
  });

  contract('POST', '/admin/memory/:id/rotateImage', () => {
    it('turns an image', async () => {
      const m = await withImage();
      const data = expectRestSuccess(
        await gw.rest(
          'POST',
          `/admin/memory/${m.id}/rotateImage`,
          { fileId: m.files[0].id, rotationAngle: 180, fileType: 'Image', fileUrl: m.files[0].src, memoryId: m.id },
          staff,
        ),
        200,
        SPEC.rotated,
      );
      expect(data.files[0]).toMatchObject({ rotationAngle: 180, width: 40, height: 30 });
    });
    it('400 for a video link; 401, 403, 404', async () => {
      const m = await share();
      const withLink = expectRestSuccess(
        await gw.rest('POST', `/admin/memory/${m.id}/videoLinks`, { files: [{ fileUrl: YOUTUBE }] }, staff),
        200,
        SPEC.videoUploaded,
      );
      expectRestError(
        await gw.rest('POST', `/admin/memory/${m.id}/rotateImage`, { fileId: withLink.files[0].id, rotationAngle: 90 }, staff),
        400,
        'Only images can be rotated',
      );
      expectRestError(await gw.rest('POST', `/admin/memory/${m.id}/rotateImage`, { fileId: withLink.files[0].id, rotationAngle: 90 }), 401);
      expectRestError(
        await gw.rest('POST', `/admin/memory/${m.id}/rotateImage`, { fileId: withLink.files[0].id, rotationAngle: 90 }, family2),
        403,
        SPEC.forbidden,
      );
      expectRestError(
        await gw.rest('POST', '/admin/memory/999999/rotateImage', { fileId: 1, rotationAngle: 90 }, staff),
        404,
        MEMORY_MISSING,
      );
    });
  });
});

contract('GET', '/memories/file/:fileId/download', () => {
  it('sends the file as an attachment under its own name, with its memory’s visibility', async () => {
    const m = await withImage();
    const res = await fetch(`${gw.url}/api/v1/memories/file/${m.files[0].id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?photo\.png"?$/);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 30 });

    const pending = await share({ files: [{ fileUrl: await uploadImage(), fileType: 'Image' }] });
    expectRestError(await gw.rest('GET', `/memories/file/${pending.files[0].id}/download`), 404);
    expect(
      (await fetch(`${gw.url}/api/v1/memories/file/${pending.files[0].id}/download`, { headers: { authorization: `Bearer ${arranger}` } }))
        .status,
    ).toBe(200);
    expectRestError(await gw.rest('GET', '/memories/file/999999/download'), 404, FILE_MISSING);
  });
});
