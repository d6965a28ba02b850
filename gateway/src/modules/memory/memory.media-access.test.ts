import { createSecretKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, TEST_JWT_SECRET, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { gqlData } from '../../test/expect.js';
import { docx, gqlUpload, solidImage } from '../../test/media.js';
import { Q, memoryWithImages, setStatus, share, type MemoryView } from '../../test/memories.js';
import { signMediaUrl, SIGNATURE_WINDOW_S } from '../../media/signed-urls.js';
import { PUBLIC_MEDIA_CACHE } from '../../media/routes.js';

/**
 * Media follows moderation and privacy (DESIGN, Media): a stored file is served only through a URL a query signed
 * for a viewer who may see what it belongs to. Attacks: the bare path of a pending, rejected or hidden memory's
 * file, or of a private page's portrait; a tampered, expired or borrowed signature. Doors: GraphQL, REST, GET /media.
 */

let gw: TestGateway;
let family: string;
let staff: string;
const secret = createSecretKey(Buffer.from(TEST_JWT_SECRET, 'utf8'));

beforeAll(async () => {
  gw = await startTestGateway();
  [family, staff] = await Promise.all([gw.login(DEMO.arranger, 'arranger'), gw.login(DEMO.staff, 'cl-arranger')]);
  gqlData(await gw.gql(Q.acceptPolicy, { opi: OPI.eleanor }, family));
});
afterAll(() => gw?.stop());

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${gw.url}${url}`, { headers });
const bare = (url: string) => url.split('?')[0]!;
const PRIVATE = 'private, no-store';
const PUBLIC = PUBLIC_MEDIA_CACHE;

async function expectServed(url: string, cacheControl: string) {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('cache-control')).toBe(cacheControl);
  expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  return res;
}
async function expectRefused(url: string) {
  const res = await get(url);
  expect(res.status, url).toBe(404);
  expect(res.headers.get('cache-control')).toBe('no-store');
  await res.arrayBuffer();
}

/** The memory as the family sees it in its Approve Memories list (1 pending, 2 rejected). */
async function inApprovalList(id: number, status: 1 | 2): Promise<MemoryView> {
  const list = gqlData(await gw.gql<{ approvalMemories: MemoryView[] }>(Q.approval, { opi: OPI.eleanor, status }, family)).approvalMemories;
  return list.find((m) => m.id === id)!;
}

describe("a pending, rejected or hidden memory's files", () => {
  it("pending: the visitor who shared it, and anyone with its path, get 404; the family's signed URL answers 200, private, no-store", async () => {
    const shared = await memoryWithImages(gw, 1);
    const file = shared.files[0]!;
    // The sharer (a visitor) is answered the memory, but not a URL that works: the file waits for approval like the memory.
    expect(file.src).not.toContain('?sig=');
    for (const url of [file.src, file.thumbnailUrl, file.originalUrl]) await expectRefused(url);

    const seen = (await inApprovalList(shared.id, 1)).files[0]!;
    for (const url of [seen.src, seen.thumbnailUrl, seen.originalUrl]) {
      expect(url).toMatch(/^\/media\/memories\/[0-9a-f-]{36}(\.thumb)?\.(png|jpg)\?sig=/);
      await expectServed(url, PRIVATE);
      await expectRefused(bare(url));
    }
  });

  it('rejected: refused without a signature, served to the family through the Rejected list', async () => {
    const shared = await memoryWithImages(gw, 1);
    await setStatus(gw, family, shared.id, 'Rejected', 'Not for this page');
    const seen = (await inApprovalList(shared.id, 2)).files[0]!;
    await expectServed(seen.src, PRIVATE);
    await expectRefused(bare(seen.src));
  });

  it('hidden: public while shown (public, max-age=60, revalidated by shared caches, not immutable), refused by its path once hidden, still served to the family signed', async () => {
    const shared = await memoryWithImages(gw, 1);
    await setStatus(gw, family, shared.id, 'Accepted');
    const shown = gqlData(await gw.gql<{ memory: MemoryView }>(Q.memory, { id: shared.id })).memory.files[0]!;
    const res = await expectServed(shown.src, PUBLIC);
    expect(res.headers.get('cache-control')).not.toContain('immutable');

    gqlData(await gw.gql(Q.hide, { id: shared.id, isPrivate: true, opi: OPI.eleanor }, family));
    expect((await gw.gql(Q.memory, { id: shared.id })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await expectRefused(bare(shown.src));
    const familyView = gqlData(await gw.gql<{ memories: MemoryView[] }>(Q.memories, { opi: OPI.eleanor }, family)).memories.find(
      (m) => m.id === shared.id,
    )!;
    await expectServed(familyView.files[0]!.src, PRIVATE);
  });

  it("through REST: the family's memory has signed URLs that work; a visitor is told the memory does not exist", async () => {
    const shared = await memoryWithImages(gw, 1);
    const asFamily = await gw.rest('GET', `/memories/${shared.id}`, undefined, family);
    expect(asFamily.status).toBe(200);
    await expectServed(asFamily.body.data.files[0].src, PRIVATE);
    const asStaff = await gw.rest('GET', `/admin/memories/${OPI.eleanor}?status=Pending`, undefined, staff);
    const staffFile = asStaff.body.data.memories.find((m: MemoryView) => m.id === shared.id).files[0];
    await expectServed(staffFile.thumbnailUrl, PRIVATE);
    expect((await gw.rest('GET', `/memories/${shared.id}`)).status).toBe(404);
  });
});

describe('signatures', () => {
  it('a tampered, expired, borrowed or missing signature is refused like a missing file', async () => {
    const shared = await memoryWithImages(gw, 2);
    const [one, two] = (await inApprovalList(shared.id, 1)).files as Array<{ src: string }>;
    await expectServed(one!.src, PRIVATE);
    const [path = '', sig = ''] = one!.src.split('?sig=');
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.slice(-1);
    await expectRefused(`${path}?sig=${flipped}`);
    // The signature of another file (of the same memory) does not open this one.
    await expectRefused(`${path}?sig=${two!.src.split('?sig=')[1]}`);
    // Signed three hours ago: expired (a signature lives one to two hours).
    await expectRefused(await signMediaUrl(secret, path.slice('/media/'.length), 'restricted', Date.now() - 3 * SIGNATURE_WINDOW_S * 1000));
    // A session token is no media signature.
    await expectRefused(`${path}?sig=${family}`);
    await expectRefused(`${path}?sig=`);
  });

  it('the query that lists a file renews its URL: the same URL within the hour, working, for each viewer who may see it', async () => {
    const shared = await memoryWithImages(gw, 1);
    const first = (await inApprovalList(shared.id, 1)).files[0]!.src;
    const again = (await inApprovalList(shared.id, 1)).files[0]!.src;
    expect(again).toBe(first);
    const exp = Number(first.split('?sig=')[1]!.split('.')[0]);
    expect(exp * 1000 - Date.now()).toBeGreaterThan(SIGNATURE_WINDOW_S * 1000 - 60_000);
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(2 * SIGNATURE_WINDOW_S * 1000);
  });

  it('an upload answers its URL bare (it names the upload, /media serves nothing by it) and its thumbnail signed for the uploader', async () => {
    const [upload] = gqlData(await gqlUpload(gw, [{ name: 'photo.png', data: await solidImage() }])).uploadMedia;
    expect(upload!.url).not.toContain('?sig=');
    await expectRefused(upload!.url);
    await expectServed(upload!.thumbnailUrl!, PRIVATE);
    await expectRefused(bare(upload!.thumbnailUrl!));
    // A client may send back a URL as a query answered it, signature and all.
    const shared = await share(gw, {
      files: [{ fileUrl: `${upload!.url}?sig=${upload!.thumbnailUrl!.split('?sig=')[1]}`, fileType: 'Image' }],
    });
    expect(shared.files).toHaveLength(1);
  });
});

describe("a private page's portrait and banner", () => {
  it('public page: served to visitors, publicly cacheable (five minutes in browsers, revalidated by shared caches); private page: refused to visitors, served to the family', async () => {
    const Page = `query ($opi: String!) { decedent(opi: $opi) { pictureUrl bannerUrl originalBannerUrl } }`;
    const open = gqlData(await gw.gql<{ decedent: Record<string, string> }>(Page, { opi: OPI.eleanor })).decedent;
    await expectServed(open.pictureUrl!, PUBLIC);
    await expectServed(open.bannerUrl!, PUBLIC);

    await gw.sql('update decedent set is_private = true where opi = $1', [OPI.eleanor]);
    try {
      expect((await gw.gql(Page, { opi: OPI.eleanor })).body.errors?.[0]?.extensions?.code).toBe('PRIVATE');
      for (const url of [open.pictureUrl!, open.bannerUrl!, open.originalBannerUrl!]) await expectRefused(bare(url));
      const asFamily = gqlData(await gw.gql<{ decedent: Record<string, string> }>(Page, { opi: OPI.eleanor }, family)).decedent;
      for (const url of [asFamily.pictureUrl!, asFamily.bannerUrl!]) await expectServed(url, PRIVATE);
      // REST: the same fields, the same rule.
      expect((await gw.rest('GET', `/decedents/${OPI.eleanor}`)).status).not.toBe(200);
      // The memories of a private page are not public either, approved or not.
      const gallery = gqlData(
        await gw.gql<{ gallery: Array<{ src: string; isLink: boolean }> }>(Q.gallery, { opi: OPI.eleanor }, family),
      ).gallery;
      const stored = gallery.find((f) => !f.isLink)!;
      await expectServed(stored.src, PRIVATE);
      await expectRefused(bare(stored.src));
    } finally {
      await gw.sql('update decedent set is_private = false where opi = $1', [OPI.eleanor]);
    }
  });
});

describe('documents and the seeded demo files', () => {
  it('documents (pdf, docx) are sent as attachments; pictures are shown inline', async () => {
    const gallery = gqlData(
      await gw.gql<{ gallery: Array<{ src: string; fileType: string; isLink: boolean }> }>(Q.gallery, { opi: OPI.eleanor }),
    ).gallery;
    const demoPdf = gallery.find((f) => f.fileType === 'Application')!;
    const res = await expectServed(demoPdf.src, PUBLIC);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const photo = await get(gallery.find((f) => f.fileType === 'Image')!.src);
    expect(photo.headers.get('content-disposition')).toBeNull();
    await photo.arrayBuffer();

    const [doc] = gqlData(await gqlUpload(gw, [{ name: 'eulogy.docx', data: docx() }], { allowAll: true })).uploadMedia;
    const added = gqlData(
      await gw.gql<{ addOnlyMedia: { memory: MemoryView } }>(
        Q.onlyMedia,
        { opi: OPI.eleanor, files: [{ fileUrl: doc!.url, fileType: 'Application' }] },
        family,
      ),
    );
    const sent = await expectServed(added.addOnlyMedia.memory.files[0]!.src, PUBLIC);
    expect(sent.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('the seeded files are named like uploads (random), not by guessable names', async () => {
    const files = await gw.sql<{
      url: string;
    }>(`select src as url from memory_file where not is_link union select thumbnail_url from memory_file where thumbnail_url is not null and not is_link
      union select picture_url from decedent where picture_url is not null union select banner_url from decedent where banner_url is not null`);
    expect(files.length).toBeGreaterThan(5);
    for (const { url } of files)
      expect(url).toMatch(
        /^\/media\/(memories|decedents)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.[a-z0-9]+$/,
      );
    // The shipped photographs are not served under their own names; only the service illustrations are.
    for (const url of ['/media/demo/eleanor-portrait.jpg', '/media/demo/garden-banner.jpg']) await expectRefused(url);
    expect((await get('/media/demo/services/visitation.svg')).status).toBe(200);
  });
});
