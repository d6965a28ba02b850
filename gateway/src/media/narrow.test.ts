import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlUpload, solidImage, type UploadedFile } from '../test/media.js';
import { signedUrl } from '../test/memories.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.stop());

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${gw.url}${url}`, { headers, method });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** The demo memorial page's banner (1600 x 500), as a visitor's query signs it. */
async function bannerUrl(): Promise<string> {
  const res = await gw.gql<{ decedent: { bannerUrl: string } }>('query ($opi: String!) { decedent(opi: $opi) { bannerUrl } }', {
    opi: OPI.eleanor,
  });
  return res.body.data!.decedent.bannerUrl;
}

describe('a stored picture asked for narrower (w=480, w=960)', () => {
  it('comes at that width, as a JPEG with its own validator and the whole picture caching', async () => {
    const url = await bannerUrl();
    const whole = await get(url);
    const original = await bytesOf(whole);
    expect((await sharp(original).metadata()).width).toBe(1600);

    for (const width of [480, 960]) {
      const res = await get(`${url}&w=${width}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe(whole.headers.get('cache-control'));
      expect(res.headers.get('etag')).toBe(`${whole.headers.get('etag')!.slice(0, -1)}-w${width}"`);
      expect(res.headers.get('accept-ranges')).toBeNull();
      const data = await bytesOf(res);
      expect(Number(res.headers.get('content-length'))).toBe(data.length);
      const meta = await sharp(data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, Math.round((500 * width) / 1600)]);
      expect(data.length).toBeLessThan(original.length / 2);
    }
  });

  it('answers 304 for the copy the browser has, and HEAD with its length and no body', async () => {
    const url = `${await bannerUrl()}&w=480`;
    const first = await get(url);
    const data = await bytesOf(first);
    const again = await get(url, { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    await again.arrayBuffer();
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(data.length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("any other width, a repeated w, a memory's photo or a GIF is the whole file; a PNG stays a PNG and is never made wider", async () => {
    const url = await bannerUrl();
    const original = await bytesOf(await get(url));
    for (const asked of ['w=481', 'w=abc', 'w=', 'w=480&w=960', 'w=4800', 'w=-480']) {
      const res = await get(`${url}&${asked}`);
      expect(res.status, asked).toBe(200);
      expect(res.headers.get('accept-ranges'), asked).toBe('bytes');
      expect(await bytesOf(res), asked).toEqual(original);
    }

    // A PNG banner (Thomas has none yet) stays a PNG, 40 px wide.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await solidImage(40, 30, 'png', '#36c'))], { type: 'image/png' }), 'small.png');
    const family = await gw.login(DEMO.arranger, 'arranger');
    const uploaded = await gw.rest('POST', `/obituary/${OPI.thomas}/life-of/banner-image/upload`, form, family);
    expect(uploaded.status).toBe(200);
    const smallPng = await get(`${signedUrl(gw, uploaded.body.data.bannerUrl)}&w=480`);
    expect(smallPng.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(await bytesOf(smallPng)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);

    // A memory's photo, and a GIF, are always the whole file.
    const [jpeg, gif] = (
      await gqlUpload(gw, [
        { name: 'wide.jpg', data: await solidImage(1200, 400, 'jpeg', '#c63') },
        { name: 'still.gif', data: await solidImage(600, 300, 'gif', '#3c6') },
      ])
    ).body.data!.uploadMedia as UploadedFile[];
    for (const file of [jpeg!, gif!]) {
      const url = signedUrl(gw, file.url);
      expect(await bytesOf(await get(`${url}&w=480`)), file.fileName).toEqual(await bytesOf(await get(url)));
    }
  });

  it('needs the signature as the whole picture does: without one, or with a tampered one, 404', async () => {
    const url = await bannerUrl();
    for (const bad of [url.replace(/\?sig=.*$/, '?w=480'), `${url.slice(0, -4)}AAAA&w=480`]) {
      const res = await get(bad);
      expect(res.status, bad).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      await res.arrayBuffer();
    }
  });
});
