import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type RestResponse, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, expectRestError, expectRestSuccess, gqlData } from '../../test/expect.js';
import { graphqlUploadForm, rawMultipart, restUploadForm, solidImage } from '../../test/media.js';
import { Q, eventually, share, uploadImages, type MemoryView, unsigned } from '../../test/memories.js';

/**
 * Adding files to a memory and to the gallery (addImage, admin addImage,
 * videoLinks, addOnlyMedia), and uploads: a request with no usable file is
 * refused with the spec's "No valid file" message, changes nothing and
 * publishes no event; the legacy add routes also take the file parts
 * themselves (multipart), as the legacy client sent them.
 */

const INVALID_FORMAT = 'Invalid File Format. Please check the file type and upload again.';
const M = {
  uploaded: 'Media Uploaded Successfully',
  mediaShared: 'Media Shared Successfully.',
  invalidLink: 'Invalid URL format',
  duplicate: 'Duplicate value',
} as const;

let gw: TestGateway;
let arranger: string;
let staff: string;
let listener: pg.Client;
/** Every memory event published on this file's database, in commit order. */
const published: Array<{ kind: string; memoryId: number; title: string | null }> = [];
/** The listener's own notices (see publishesNothing), on a channel of their own: no subscriber of the gateway hears them. */
const SYNC_CHANNEL = 'memory_add_test_sync';
const synced = new Set<string>();

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, staff] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.staff, 'cl-arranger')]);
  listener = new pg.Client({ connectionString: gw.databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => {
    if (n.channel === SYNC_CHANNEL) synced.add(n.payload!);
    else published.push(JSON.parse(n.payload!));
  });
  await listener.query(`listen memory_events; listen ${SYNC_CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
  await gw?.stop();
});

const state = async (memoryId: number) => ({
  files: (await gw.sql('select count(*)::int as n from memory_file where memory_id = $1', [memoryId]))[0].n as number,
  memories: (await gw.sql('select count(*)::int as n from memory'))[0].n as number,
  updatedAt: (await gw.sql('select updated_at from memory where id = $1', [memoryId]))[0].updated_at as Date,
});

/**
 * Runs refused calls, then one accepted change: events arrive in commit order, so the accepted change's event being
 * the first one after them shows the refused calls published none. It first waits for every event committed so far
 * (a memory shared just before may still be on its way to the listener): a notice of the listener's own, committed
 * after them, arrives after them (PostgreSQL delivers a session's notices in commit order, whatever their channel).
 */
let syncs = 0;
async function publishesNothing(refused: () => Promise<void>) {
  const sync = String(++syncs);
  await listener.query('select pg_notify($1, $2)', [SYNC_CHANNEL, sync]);
  await eventually(() => synced.has(sync), "the listener's own notice");
  const before = published.length;
  await refused();
  const { id } = await share(gw, { title: `marker ${before}` });
  await eventually(() => published.length > before, 'the marker event');
  expect(published.slice(before)[0]).toMatchObject({ kind: 'SUBMITTED', memoryId: id });
}

const expectInvalidFormat = (res: RestResponse) => expectRestError(res, 400, INVALID_FORMAT);

describe('an add request without any file is refused with the spec message, changes nothing and publishes nothing', () => {
  it('through every REST add route, with files: [], without files, and with an empty body', async () => {
    const m = await share(gw);
    const before = await state(m.id);
    await publishesNothing(async () => {
      for (const body of [{ files: [] }, {}, { fileUrl: '' }]) {
        expectInvalidFormat(await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/addImage`, body, arranger));
        expectInvalidFormat(await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/videoLinks`, body, arranger));
        expectInvalidFormat(await gw.rest('POST', `/admin/memory/${m.id}/addImage`, body, staff));
        expectInvalidFormat(await gw.rest('POST', `/admin/memory/${m.id}/videoLinks`, body, staff));
        expectInvalidFormat(await gw.rest('POST', `/memories/${OPI.eleanor}/addOnlyMedia`, body, arranger));
      }
    });
    expect(await state(m.id)).toEqual({ ...before, memories: before.memories + 1 }); // the marker only
  });

  it('through GraphQL addMemoryFiles (family and staff) and addOnlyMedia', async () => {
    const m = await share(gw);
    const before = await state(m.id);
    await publishesNothing(async () => {
      for (const [variables, token] of [
        [{ id: m.id, files: [], opi: OPI.eleanor }, arranger],
        [{ id: m.id, files: [] }, staff],
      ] as const) {
        const res = await gw.gql(Q.addFiles, variables, token);
        expect(res.body.errors?.[0]).toMatchObject({
          message: INVALID_FORMAT,
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { files: INVALID_FORMAT } },
        });
      }
      const res = await gw.gql(Q.onlyMedia, { opi: OPI.eleanor, files: [] }, arranger);
      expect(res.body.errors?.[0]).toMatchObject({ message: INVALID_FORMAT, extensions: { code: 'BAD_USER_INPUT' } });
    });
    expect(await state(m.id)).toEqual({ ...before, memories: before.memories + 1 });
  });
});

describe('addOnlyMedia checks its links as the other add paths do', () => {
  it.each([
    ['http, not https', ['http://www.youtube.com/watch?v=dQw4w9WgXcQ'], { 'videoLinks.0': M.invalidLink }],
    ['another site', ['https://example.com/watch?v=dQw4w9WgXcQ'], { 'videoLinks.0': M.invalidLink }],
    ['a duplicate', ['https://youtu.be/aqz-KE-bpKQ', 'https://youtu.be/aqz-KE-bpKQ'], { 'videoLinks.1': M.duplicate }],
  ])('refuses %s, asks no provider and writes nothing, through both doors', async (_name, links, fieldErrors) => {
    const files = links.map((fileUrl) => ({ fileUrl, fileType: 'Video' }));
    const [memories, asked] = [(await gw.sql('select count(*)::int as n from memory'))[0].n, gw.oembedRequests.length];
    const res = await gw.gql(Q.onlyMedia, { opi: OPI.eleanor, files }, arranger);
    expectNoInternals(JSON.stringify(res.body));
    expect(res.body.errors?.[0]).toMatchObject({
      message: Object.values(fieldErrors)[0],
      extensions: { code: 'BAD_USER_INPUT', fieldErrors },
    });
    const rest = expectRestError(
      await gw.rest('POST', `/memories/${OPI.eleanor}/addOnlyMedia`, { files }, arranger),
      400,
      Object.values(fieldErrors)[0],
    );
    expect(rest.fieldErrors).toEqual(fieldErrors);
    expect((await gw.sql('select count(*)::int as n from memory'))[0].n).toBe(memories);
    expect(gw.oembedRequests.length).toBe(asked);
  });

  it('takes an accepted link (a tribute slideshow too, as the family may add one)', async () => {
    const files = [
      { fileUrl: 'https://vimeo.com/123456789', fileType: 'Video' },
      { fileUrl: 'https://www.tributeslideshow.com/tributes/eleanor-whitmore', fileType: 'Video' },
    ];
    const added = gqlData(await gw.gql(Q.onlyMedia, { opi: OPI.eleanor, files }, arranger)).addOnlyMedia;
    expect(added.memory.files.map((f: { src: string }) => f.src)).toEqual([
      'https://player.vimeo.com/video/123456789',
      'https://www.tributeslideshow.com/tributes/eleanor-whitmore',
    ]);
  });
});

describe('an upload without a usable file is refused with the spec message and keeps nothing', () => {
  const uploads = async () => (await gw.sql('select count(*)::int as n from media_upload'))[0].n as number;

  it('REST: no file part at all, only empty parts, or a JSON body', async () => {
    const before = await uploads();
    const noFile = rawMultipart([
      { name: 'captcha', data: await gw.visitorCaptcha() },
      { name: 'note', data: 'no file here' },
    ]);
    const res = await fetch(`${gw.url}/api/v1/memories/upload`, {
      method: 'POST',
      headers: { 'content-type': noFile.contentType },
      body: new Uint8Array(noFile.body),
    });
    const text = await res.text();
    expectInvalidFormat({ status: res.status, body: JSON.parse(text), headers: res.headers, text });
    expectInvalidFormat(
      await gw.rest(
        'POST',
        '/memories/upload',
        restUploadForm([
          { name: 'a.png', data: '' },
          { name: 'b.jpg', data: '' },
        ]),
      ),
    );
    expectInvalidFormat(await gw.rest('POST', '/memories/upload', { files: [] }));
    expect(await uploads()).toBe(before);
  });

  it('GraphQL: an empty list of files, or only empty ones', async () => {
    const before = await uploads();
    for (const files of [[], [{ name: 'a.png', data: '' }]]) {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true' },
        body: graphqlUploadForm(files, undefined, undefined, await gw.visitorCaptcha()),
      });
      const body = (await res.json()) as { errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
      expect(body.errors?.[0], JSON.stringify(body)).toMatchObject({ message: INVALID_FORMAT, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await uploads()).toBe(before);
  });
});

describe('a good add still works through the same routes', () => {
  it('one uploaded file, through REST addImage', async () => {
    const m: MemoryView = await share(gw);
    const [image] = await uploadImages(gw, 1);
    const data = expectRestSuccess(
      await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/addImage`, { files: [{ fileUrl: image!.url, fileType: 'Image' }] }, arranger),
      200,
      M.uploaded,
    );
    expect(unsigned(data.files)).toEqual([expect.objectContaining({ src: image!.url, memoryId: m.id })]);
  });
});

describe('the add routes also take the files themselves (multipart file parts, as the legacy client sent them)', () => {
  const ADD_IMAGE = [
    { name: 'family addImage', path: (id: number) => `/memories/${OPI.eleanor}/${id}/addImage`, token: () => arranger },
    { name: 'staff addImage', path: (id: number) => `/admin/memory/${id}/addImage`, token: () => staff },
  ];

  it.each(ADD_IMAGE)(
    '$name: each file part is uploaded as by /memories/upload, then added, claimed and described',
    async ({ path, token }) => {
      const m = await share(gw);
      const form = restUploadForm([
        { name: 'first.png', data: await solidImage(40, 30) },
        { name: 'empty.png', data: '' },
        { name: 'second.jpg', data: await solidImage(20, 10, 'jpeg') },
      ]);
      const answered = expectRestSuccess(await gw.rest('POST', path(m.id), form, token()), 200, M.uploaded);
      const data = unsigned(answered);
      expect(data.files).toEqual([
        expect.objectContaining({
          memoryId: m.id,
          fileType: 'Image',
          fileName: 'first.png',
          width: 40,
          height: 30,
          src: expect.stringMatching(/^\/media\/memories\/[\w-]+\.png$/),
          thumbnailUrl: expect.stringMatching(/\.thumb\.jpg$/),
        }),
        expect.objectContaining({
          memoryId: m.id,
          fileType: 'Image',
          fileName: 'second.jpg',
          width: 20,
          height: 10,
          src: expect.stringMatching(/\.jpg$/),
        }),
      ]);
      const claimed = await gw.sql('select claimed_at from media_upload where url = any($1)', [
        data.files.map((f: { src: string }) => f.src),
      ]);
      expect(claimed.map((r) => r.claimed_at)).toEqual([expect.any(Date), expect.any(Date)]);
      // Served through the URL the answer signed for the family or staff; not by its bare path (the memory waits for approval).
      expect((await fetch(`${gw.url}${answered.files[0].src}`)).status).toBe(200);
      expect((await fetch(`${gw.url}${data.files[0].src}`)).status).toBe(404);
    },
  );

  it('file parts and a files field of earlier uploads in one form: all are added', async () => {
    const m = await share(gw);
    const [earlier] = await uploadImages(gw, 1);
    const form = restUploadForm([{ name: 'now.png', data: await solidImage() }]);
    form.append('files', JSON.stringify([{ fileUrl: earlier!.url, fileType: 'Image' }]));
    const data = expectRestSuccess(await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/addImage`, form, arranger), 200, M.uploaded);
    expect(data.files.map((f: { fileName: string }) => f.fileName)).toEqual(['photo-1.png', 'now.png']);
  });

  it('addOnlyMedia: the file parts become an approved memory of media only, in the gallery', async () => {
    const data = expectRestSuccess(
      await gw.rest(
        'POST',
        `/memories/${OPI.eleanor}/addOnlyMedia`,
        restUploadForm([{ name: 'gallery.png', data: await solidImage() }]),
        arranger,
      ),
      200,
      M.mediaShared,
    );
    expect(data).toMatchObject({
      status: 'Accepted',
      title: '',
      files: [expect.objectContaining({ fileType: 'Image', fileName: 'gallery.png' })],
    });
    const gallery = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/gallery`));
    expect(gallery.map((f: { src: string }) => f.src)).toContain(data.files[0].src);
  });

  it('GraphQL: addMemoryFiles and addOnlyMedia take uploads too', async () => {
    const m = await share(gw);
    const post = async (query: string, variables: Record<string, unknown>) => {
      const body = new FormData();
      body.append('operations', JSON.stringify({ query, variables: { ...variables, uploads: [null] } }));
      body.append('map', JSON.stringify({ 0: ['variables.uploads.0'] }));
      body.append('0', new Blob([new Uint8Array(await solidImage())]), 'sent.png');
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${arranger}` },
        body,
      });
      return (await res.json()) as { data?: Record<string, { message: string; memory: MemoryView }>; errors?: unknown[] };
    };
    const added = await post(
      'mutation ($id: Int!, $opi: String, $uploads: [Upload!]) { addMemoryFiles(memoryId: $id, files: [], opi: $opi, uploads: $uploads) { message memory { id files { fileName memoryId } } } }',
      { id: m.id, opi: OPI.eleanor },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!['addMemoryFiles']).toEqual({
      message: M.uploaded,
      memory: { id: m.id, files: [{ fileName: 'sent.png', memoryId: m.id }] },
    });
    const only = await post(
      'mutation ($opi: String!, $uploads: [Upload!]) { addOnlyMedia(opi: $opi, files: [], uploads: $uploads) { message memory { status files { fileName } } } }',
      { opi: OPI.eleanor },
    );
    expect(only.data!['addOnlyMedia']).toEqual({
      message: M.mediaShared,
      memory: { status: 'Accepted', files: [{ fileName: 'sent.png' }] },
    });
  });

  it('only empty parts, or a file that is not media: refused, nothing added or kept, no event', async () => {
    const m = await share(gw);
    const before = await state(m.id);
    const uploads = (await gw.sql('select count(*)::int as n from media_upload'))[0].n;
    await publishesNothing(async () => {
      for (const { path, token } of ADD_IMAGE) {
        expectInvalidFormat(await gw.rest('POST', path(m.id), restUploadForm([{ name: 'empty.png', data: '' }]), token()));
        expectRestError(
          await gw.rest('POST', path(m.id), restUploadForm([{ name: 'notes.png', data: 'only text' }]), token()),
          415,
          INVALID_FORMAT,
        );
      }
      expectInvalidFormat(
        await gw.rest('POST', `/memories/${OPI.eleanor}/addOnlyMedia`, restUploadForm([{ name: 'empty.png', data: '' }]), arranger),
      );
    });
    expect(await state(m.id)).toEqual({ ...before, memories: before.memories + 1 });
    expect((await gw.sql('select count(*)::int as n from media_upload'))[0].n).toBe(uploads);
  });

  it('a visitor or another family sending files is refused before anything is stored', async () => {
    const m = await share(gw);
    const family2 = await gw.login(DEMO.family2, 'arranger');
    const uploads = (await gw.sql('select count(*)::int as n from media_upload'))[0].n;
    expectRestError(
      await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/addImage`, restUploadForm([{ name: 'a.png', data: await solidImage() }])),
      401,
    );
    expectRestError(
      await gw.rest(
        'POST',
        `/memories/${OPI.eleanor}/${m.id}/addImage`,
        restUploadForm([{ name: 'a.png', data: await solidImage() }]),
        family2,
      ),
      403,
    );
    expectRestError(
      await gw.rest('POST', `/admin/memory/${m.id}/addImage`, restUploadForm([{ name: 'a.png', data: await solidImage() }]), arranger),
      403,
    );
    expect((await gw.sql('select count(*)::int as n from media_upload'))[0].n).toBe(uploads);
  });
});
