import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../graphql/schema.js';
import { ROUTES } from '../modules/index.js';
import type { RestRoute } from '../modules/route.js';
import { PUBLIC_PAGE_CACHE } from '../pagecache/page-cache.js';
import { OPI, startTestGateway, type RestResponse, type TestGateway } from '../test/gateway.js';
import { setStatus, share } from '../test/memories.js';
import { prepareRoutes } from './runner.js';

/**
 * Issue 28, fast for a crowd: the legacy rows that answer a public page's data to any visitor (`shared`) are cacheable
 * by shared caches when nobody in particular asks (no token, no cookie): public Cache-Control, an ETag of the body and
 * 304. Nothing that depends on a token, a private page or a pending memory is marked public; the rows whose ETag names
 * record versions keep it, and stay no-store.
 */

let gw: TestGateway;
let staff: string;
let arranger: string;
beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, , , staff] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

const LIST = `/memories/${OPI.eleanor}/list`;
const bodyTag = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;

function expectPublic(res: RestResponse) {
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
  expect(res.headers.get('vary')?.toLowerCase()).toMatch(/authorization.*cookie|cookie.*authorization/);
  expect(res.headers.get('etag')).toBe(bodyTag(res.text));
}
/** Never kept by a shared cache: what every legacy answer said before (no-store). */
function expectNotPublic(res: RestResponse) {
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('cache-control')).not.toMatch(/public|s-maxage/);
}
const titles = (res: RestResponse) => (res.body.data.memories as Array<{ title: string }>).map((m) => m.title);

describe('shared legacy rows (public page data)', () => {
  it('answers a visitor public, with an ETag of the body and 304 to If-None-Match (was no-store, the whole body again)', async () => {
    const first = await gw.rest('GET', LIST);
    expectPublic(first);
    expect(first.body.data.memories.length).toBeGreaterThan(0);
    const again = await gw.rest('GET', LIST, undefined, undefined, { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
    // A compressing proxy's weakened tag still matches (GET compares weakly).
    const weak = await gw.rest('GET', LIST, undefined, undefined, { 'if-none-match': `W/${first.headers.get('etag')!}` });
    expect(weak.status).toBe(304);
    const other = await gw.rest('GET', LIST, undefined, undefined, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('keeps a pending memory out of the public answer, and gives a new ETag once it is approved', async () => {
    const before = await gw.rest('GET', LIST);
    expectPublic(before);
    const title = `Crowd ${Date.now()}`;
    const memory = await share(gw, { title });
    expect(memory.status).toBe('Pending');
    const pending = await gw.rest('GET', LIST, undefined, undefined, { 'if-none-match': before.headers.get('etag')! });
    expect(pending.status, 'a pending memory changes nothing public').toBe(304);
    const one = await gw.rest('GET', `/memories/${memory.id}`);
    expect(one.status).toBe(404);
    expectNotPublic(one);

    await setStatus(gw, staff, memory.id, 'Accepted');
    const after = await gw.rest('GET', LIST, undefined, undefined, { 'if-none-match': before.headers.get('etag')! });
    expectPublic(after);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(titles(after)).toContain(title);
    expect(titles(before)).not.toContain(title);
    const approved = await gw.rest('GET', `/memories/${memory.id}`);
    expectPublic(approved);
    expect(approved.body.data.title).toBe(title);
  });

  it('marks the gallery, one approved memory and the obituary index public too', async () => {
    const list = await gw.rest('GET', LIST);
    const id = (list.body.data.memories as Array<{ id: number }>)[0]!.id;
    for (const path of [`/memories/${OPI.eleanor}/gallery`, `/memories/${id}`, '/funeral-homes/CFS/obituaries?search=Whitmor']) {
      const res = await gw.rest('GET', path);
      expectPublic(res);
      expect((await gw.rest('GET', path, undefined, undefined, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    }
  });

  it('never answers a signed-in caller, or one with a cookie, public', async () => {
    const list = await gw.rest('GET', LIST);
    const id = (list.body.data.memories as Array<{ id: number }>)[0]!.id;
    const paths = [LIST, `/memories/${OPI.eleanor}/gallery`, `/memories/${id}`, '/funeral-homes/CFS/obituaries'];
    for (const path of paths) {
      for (const token of [arranger, staff]) {
        const res = await gw.rest('GET', path, undefined, token, { 'if-none-match': list.headers.get('etag')! });
        expect(res.status, path).toBe(200);
        expectNotPublic(res);
        expect(res.headers.get('vary')?.toLowerCase()).toContain('authorization');
      }
      const cookie = await gw.rest('GET', path, undefined, undefined, { cookie: 'session=x' });
      expect(cookie.status).toBe(200);
      expectNotPublic(cookie);
    }
  });

  it("answers a private page's 403, a missing page's 404 and a write as before: never public", async () => {
    const privatePage = await gw.rest('GET', `/memories/${OPI.okaforPrivate}/list`);
    expect(privatePage.status).toBe(403);
    expectNotPublic(privatePage);
    const privateGallery = await gw.rest('GET', `/memories/${OPI.okaforPrivate}/gallery`);
    expect(privateGallery.status).toBe(403);
    expectNotPublic(privateGallery);
    const missing = await gw.rest('GET', `/memories/${OPI.missing}/list`);
    expect(missing.status).toBe(404);
    expectNotPublic(missing);
    const head = await fetch(`${gw.url}/api/v1${LIST}`, { method: 'HEAD' });
    expect(head.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
  });

  it('leaves the rows whose ETag names record versions as they were: their ETag, no-store', async () => {
    const decedent = await gw.rest('GET', `/decedent/${OPI.eleanor}`);
    expect(decedent.status).toBe(200);
    expect(decedent.headers.get('etag')).toMatch(/^"obituary=\d+;donations=\d+;socialLinks=\d+"$/);
    expectNotPublic(decedent);
    const events = await gw.rest('GET', `/events/${OPI.eleanor}?timezone=America/Los_Angeles`);
    expect(events.status).toBe(200);
    expect(events.headers.get('etag')).toMatch(/^"(\d+=\d+;?)*"$/);
    expectNotPublic(events);
    // Its body changes without a version changing (a service becomes past, a signed address): an If-None-Match that
    // names the version ETag still gets the body, never a 304 (Express's own check answered one). Over plain HTTP:
    // fetch adds Cache-Control: no-cache to a conditional request, which hid it.
    for (const [path, etag] of [
      [`/decedent/${OPI.eleanor}`, decedent.headers.get('etag')!] as const,
      [`/events/${OPI.eleanor}?timezone=America/Los_Angeles`, events.headers.get('etag')!] as const,
    ]) {
      const status = await new Promise<number | undefined>((resolve, reject) =>
        http
          .get(`${gw.url}/api/v1${path}`, { headers: { 'if-none-match': etag } }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject),
      );
      expect(status, path).toBe(200);
    }
  });

  it('fails the boot for a shared row that is not a public GET of the envelope without version ETags', async () => {
    const schema = await getSchema();
    const shared = ROUTES.filter((r) => 'shared' in r && r.shared);
    expect(shared.map((r) => r.path).sort()).toEqual(
      ['/funeral-homes/:code/obituaries', '/memories/:id', '/memories/:opi/gallery', '/memories/:opi/list'].sort(),
    );
    const versioned = ROUTES.find((r) => r.path === '/decedent/:id' && r.method === 'GET')!;
    const staffOnly = ROUTES.find((r) => r.path === '/admin/decedents')!;
    const write = ROUTES.find((r) => r.path === '/memories/:opi' && r.method === 'POST')!;
    for (const route of [versioned, staffOnly, write])
      expect(() => prepareRoutes(schema, [{ ...route, shared: true } as RestRoute]), route.path).toThrow(/is shared but/);
  });
});
