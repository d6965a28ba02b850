import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { expectRestSuccess, gqlData } from '../test/expect.js';
import { filesUnder, gqlUpload, restUploadForm, solidImage, wav, type UploadedFile } from '../test/media.js';
import { share, signedUrl } from '../test/memories.js';
import { startObjectStore, type TestObjectStore } from '../test/s3.js';
import { s3Storage } from './storage-s3.js';
import { createStorage, localStorage, type Storage } from './storage.js';

/**
 * Media on S3-compatible object storage (S3_BUCKET set) against a local S3-compatible server (s3rver): the one
 * Storage interface behaves the same on disk and in the bucket, and two gateways sharing the bucket each serve a
 * file the other stored, still only through a signed URL, with byte ranges for audio and video.
 */

let store: TestObjectStore;
const scratch: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-storage-'));
  scratch.push(dir);
  return dir;
};

beforeAll(async () => {
  store = await startObjectStore();
});
afterAll(async () => {
  await store?.stop();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

const fetchFrom = (gw: TestGateway, url: string, headers: Record<string, string> = {}) => fetch(`${gw.url}${url}`, { headers });
const BYTES = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');

describe.each([
  ['local disk', () => localStorage(tempDir())],
  ['the object store', () => createStorage(loadConfig({ ...store.env, DATA_DIR: tempDir() }))],
] as const)('storage on %s', (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });

  it('stores a buffer, reads it whole and by range, tells its size, and removes it (twice is fine)', async () => {
    const key = `memories/${crypto.randomUUID()}.txt`;
    await storage.putBuffer(key, BYTES);
    expect(await storage.exists(key)).toBe(true);
    expect(await text(storage.read(key))).toBe(BYTES.toString());
    expect(await text(storage.read(key, { start: 10, end: 15 }))).toBe('abcdef');
    const stat = await storage.stat(key);
    expect(stat).toMatchObject({ size: BYTES.length, etag: expect.stringMatching(/^".+"$/) });
    expect(Math.abs(stat!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
  });

  it('moves a finished temporary file in, leaving nothing in the scratch directory', async () => {
    const key = `decedents/${crypto.randomUUID()}.bin`;
    const temp = path.join(storage.tempDir, crypto.randomUUID());
    fs.writeFileSync(temp, BYTES);
    await storage.putFile(key, temp);
    expect(fs.readdirSync(storage.tempDir)).toEqual([]);
    expect(await text(storage.read(key))).toBe(BYTES.toString());
    await storage.remove(key);
  });

  it('fails the stream of a key it does not have, and refuses a key outside storage', async () => {
    await expect(text(storage.read(`memories/${crypto.randomUUID()}.png`))).rejects.toThrow();
    expect(() => storage.read('../etc/passwd')).toThrow(/bad storage key/);
    await expect(storage.putBuffer('memories/../../x', BYTES)).rejects.toThrow(/bad storage key/);
  });
});

/** Byte ranges, 416 and conditional GETs of a recording uploaded through one gateway and served by another (or the same). */
async function expectRanges(uploader: TestGateway, server: TestGateway) {
  const res = await uploader.rest('POST', '/memories/upload', restUploadForm([{ name: 'hymn.wav', data: wav(4000) }]));
  const [hymn] = expectRestSuccess(res, 200, 'Media Uploaded Successfully').files as UploadedFile[];
  const url = signedUrl(uploader, hymn!.url);
  const whole = await fetchFrom(server, url);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  expect(whole.headers.get('content-type')).toBe('audio/wav');
  const bytes = Buffer.from(await whole.arrayBuffer());
  const size = bytes.length;
  expect(size).toBeGreaterThan(4000);
  expect(Number(whole.headers.get('content-length'))).toBe(size);

  for (const [header, start, end] of [
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, size - 1],
    ['bytes=-10', size - 10, size - 1],
  ] as const) {
    const part = await fetchFrom(server, url, { range: header });
    expect(part.status, header).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(start, end + 1));
  }
  const past = await fetchFrom(uploader, url, { range: `bytes=${size}-` });
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  await past.arrayBuffer();

  // The validator is the same at every replica sharing the store, so a copy fetched from one is fresh at the other.
  const etag = whole.headers.get('etag')!;
  // (fetch adds Cache-Control: no-cache to a conditional request unless told otherwise; a browser revalidates with max-age=0.)
  const again = await fetchFrom(uploader, url, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
  expect(again.status).toBe(304);
  await again.arrayBuffer();
  // A range against a changed file (If-Range with another validator) gets the whole file.
  const stale = await fetchFrom(uploader, url, { range: 'bytes=0-9', 'if-range': '"another"' });
  expect(stale.status).toBe(200);
  expect((await stale.arrayBuffer()).byteLength).toBe(size);
}

describe('two gateways sharing the object store', () => {
  let a: TestGateway;
  let b: TestGateway;
  let family: string;

  beforeAll(async () => {
    await store.putDemoMedia();
    a = await startTestGateway({ env: store.env });
    b = await startTestGateway({ database: a, env: store.env });
    family = await b.login(DEMO.arranger, 'arranger');
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const get = (gw: TestGateway, url: string, headers: Record<string, string> = {}) => fetch(`${gw.url}${url}`, { headers });
  const keyOf = (url: string) => /^\/media\/([^?]+)/.exec(url)![1]!;
  const onLocalDisk = (gw: TestGateway) => filesUnder(gw.config.mediaDir).filter((f) => f.startsWith('memories/'));

  it('each serves a file the other stored, only with a signature; nothing goes to local disk', async () => {
    const onDiskBefore = [onLocalDisk(a), onLocalDisk(b)];
    const res = await gqlUpload(a, [{ name: 'photo.png', data: await solidImage(40, 30, 'png', '#36c') }]);
    const [photo] = res.body.data!.uploadMedia as UploadedFile[];
    expect(await store.has(keyOf(photo!.url))).toBe(true);
    expect(await store.has(keyOf(photo!.thumbnailUrl!))).toBe(true);
    expect([onLocalDisk(a), onLocalDisk(b)]).toEqual(onDiskBefore);

    // The thumbnail as gateway A signed it for the uploader's preview, served by B.
    expect(photo!.thumbnailUrl).toContain('?sig=');
    const thumb = await get(b, photo!.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await thumb.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const signed = signedUrl(a, photo!.url);
    const fromA = Buffer.from(await (await get(a, signed)).arrayBuffer());
    const fromB = await get(b, signed);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(fromA);
    expect(fromA.subarray(1, 4).toString()).toBe('PNG');

    // Signed access is still the gateway's: no signature, a tampered one, or another key's: 404, not cached.
    for (const url of [
      photo!.url,
      `${signed.slice(0, -4)}AAAA`,
      `${photo!.url}?sig=${new URL(photo!.thumbnailUrl!, a.url).searchParams.get('sig')}`,
    ]) {
      for (const gw of [a, b]) {
        const refused = await get(gw, url);
        expect(refused.status, url).toBe(404);
        expect(refused.headers.get('cache-control')).toBe('no-store');
        await refused.arrayBuffer();
      }
    }
  });

  it('serves byte ranges of audio (a player seeking), 416 past the end, and 304 for a copy the browser has', () => expectRanges(b, a));

  it('a file deleted through one gateway is gone from the bucket, and the other answers 404', async () => {
    const uploads = expectRestSuccess(
      await a.rest('POST', '/memories/upload', restUploadForm([{ name: 'one.png', data: await solidImage() }])),
      200,
      'Media Uploaded Successfully',
    ).files as UploadedFile[];
    const memory = await share(a, { files: uploads.map((u) => ({ fileUrl: u.url, fileType: 'Image' })) });
    const file = memory.files[0]!;
    const url = signedUrl(a, uploads[0]!.url);
    expect((await get(a, url)).status).toBe(200);

    const res = await b.rest('DELETE', `/memories/${OPI.eleanor}/${memory.id}/file/${file.id}`, undefined, family);
    expectRestSuccess(res, 200, 'Media Deleted Successfully');
    expect(await store.has(keyOf(uploads[0]!.url))).toBe(false);
    expect(await store.has(keyOf(uploads[0]!.thumbnailUrl!))).toBe(false);
    const gone = await get(a, url);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    await gone.arrayBuffer();
  });
});

describe('a gateway on local disk (the default)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw?.stop());

  it('serves the same byte ranges, 416 and 304 from MEDIA_DIR', async () => {
    expect(gw.config.s3).toBeNull();
    await expectRanges(gw, gw);
  });
});

describe('the demo seed on object storage', () => {
  let seeded: TestObjectStore;
  let gw: TestGateway;
  beforeAll(async () => {
    seeded = await startObjectStore('memorial-seeded');
    // An empty database: this gateway migrates it and seeds the demo, writing its media to the bucket.
    gw = await startTestGateway({ server: { adminUrl: inject('pgAdminUrl') }, env: seeded.env });
  }, 180_000);
  afterAll(async () => {
    await gw?.stop();
    await seeded?.stop();
  });

  const byFolder = (keys: string[]) =>
    keys.reduce<Record<string, number>>((n, k) => ({ ...n, [k.split('/')[0]!]: (n[k.split('/')[0]!] ?? 0) + 1 }), {});

  it('writes the same files to the bucket as to disk, and none to disk; the public page serves them', async () => {
    const onDisk = filesUnder(inject('mediaDir'))
      .filter((f) => !f.startsWith('.'))
      .map((f) => f.split(path.sep).join('/'));
    expect(onDisk.length).toBeGreaterThan(0);
    expect(byFolder(await seeded.keys())).toEqual(byFolder(onDisk));
    expect(filesUnder(gw.config.mediaDir).filter((f) => !f.startsWith('.') && !onDisk.includes(f.split(path.sep).join('/')))).toEqual([]);

    const pages = await Promise.all(
      [OPI.eleanor, OPI.thomas].map(
        async (opi) =>
          gqlData(
            await gw.gql<{ decedent: { bannerUrl: string | null; audioFileUrl: string | null } }>(
              'query ($opi: String!) { decedent(opi: $opi) { bannerUrl audioFileUrl } }',
              { opi },
            ),
          ).decedent,
      ),
    );
    const urls = pages.flatMap((p) => [p.bannerUrl, p.audioFileUrl]).filter((u): u is string => !!u?.startsWith('/media/'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toContain('?sig=');
      const res = await fetch(`${gw.url}${url}`);
      expect(res.status, url).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });
});

describe('object storage configuration', () => {
  const base = { DATA_DIR: os.tmpdir() };
  it('is off by default: media on local disk', () => {
    expect(loadConfig(base).s3).toBeNull();
  });

  it('is read from S3_*', () => {
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'media.example',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'media.example',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it.each([
    [
      { S3_BUCKET: 'Media_Files' },
      'Invalid configuration: S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
    ],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'Invalid configuration: S3_ENDPOINT must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'media', S3_REGION: 'US East' }, 'Invalid configuration: S3_REGION must be a region name such as us-east-1'],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false'],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' },
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ],
    [
      { S3_ENDPOINT: 'http://minio:9000' },
      'Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is (media go to object storage only with a bucket)',
    ],
  ])('refuses %o with one line naming it', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ ...base, ...env });
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe(message);
    expect(message).not.toContain('\n');
  });

  it('an unreachable store fails the call (the request errors) rather than answering that the file is missing', async () => {
    const storage = s3Storage({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'x',
      secretAccessKey: 'y',
      tempDir: tempDir(),
    });
    await expect(storage.stat('memories/x.png')).rejects.toThrow();
  });
});
