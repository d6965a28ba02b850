import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, expectRestError, expectRestSuccess, gqlData } from '../../test/expect.js';
import {
  EXIF_TAG,
  cameraPhoto,
  docx,
  elfProgram,
  exifIfd0Tags,
  filesUnder,
  gqlUpload,
  isBlue,
  isRed,
  pdf,
  pixel,
  pngBomb,
  rawMultipart,
  restUploadForm,
  solidImage,
  twoToneImage,
  wav,
  windowsProgram,
  type TestFile,
  type UploadedFile,
} from '../../test/media.js';
import { Q, eventually, mediaPath, onDisk, setStatus, share, type MemoryView, signedUrl, unsigned } from '../../test/memories.js';

/**
 * Uploads through both doors (GraphQL multipart with the CSRF preflight header,
 * and the legacy POST /api/v1/memories/upload): type sniffing, the image
 * pipeline (orientation, metadata, thumbnails, decompression bombs), documents,
 * the size limit, rotation, deletion and download. Each gateway here has its own
 * MEDIA_DIR, so what is stored can be counted exactly.
 */

const M = {
  invalidFormat: 'Invalid File Format. Please check the file type and upload again.',
  tooLarge: 'File too large, Max file size is 500 MB',
  /** The spec's words with the limit this gateway is configured with (here 1 MB). */
  tooLarge1MB: 'File too large, Max file size is 1 MB',
  uploaded: 'Media Uploaded Successfully',
  rotated: 'Image Rotated Successfully',
  mediaDeleted: 'Media Deleted Successfully',
  rotationAngle: 'Rotation angle must be 0, 90, 180 or 270',
} as const;

let gw: TestGateway;
let mediaDir: string;
let tokens: { arranger: string; admin: string; staff: string };

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-upload-media-'));
  gw = await startTestGateway({ env: { MEDIA_DIR: mediaDir } });
  const [arranger, admin, staff] = await Promise.all([
    gw.login(DEMO.arranger, 'arranger'),
    gw.login(DEMO.admin, 'admin'),
    gw.login(DEMO.staff, 'cl-arranger'),
  ]);
  tokens = { arranger, admin, staff };
});
afterAll(async () => {
  await gw?.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

type Outcome = { ok: true; files: UploadedFile[] } | { ok: false; code: string; message: string };

const DOORS = [
  {
    name: 'GraphQL multipart (uploadMedia)',
    async upload(files: TestFile[], opts: { allowAll?: boolean; token?: string } = {}): Promise<Outcome> {
      const res = await gqlUpload(gw, files, opts);
      expectNoInternals(JSON.stringify(res.body));
      const error = res.body.errors?.[0];
      if (error) return { ok: false, code: String(error.extensions?.['code']), message: error.message };
      return { ok: true, files: gqlData(res).uploadMedia };
    },
  },
  {
    name: 'REST POST /memories/upload',
    async upload(files: TestFile[], opts: { allowAll?: boolean; token?: string } = {}): Promise<Outcome> {
      const res = await gw.rest(
        'POST',
        `/memories/upload${opts.allowAll === undefined ? '' : `?isAllowAllMedia=${opts.allowAll}`}`,
        restUploadForm(files),
        opts.token,
      );
      if (res.status !== 200) {
        const body = expectRestError(res, res.status);
        return { ok: false, code: String(body.code), message: body.message };
      }
      const data = expectRestSuccess(res, 200, M.uploaded);
      expect(Object.keys(data)).toEqual(['URL', 'files']);
      expect(data.URL).toEqual(data.files.map((f: UploadedFile) => f.url));
      // On upload also fileUrl and originalFileUrl (section 3): the stored file, not yet rotated.
      return {
        ok: true,
        files: data.files.map(({ fileUrl, originalFileUrl, ...f }: UploadedFile & { fileUrl: string; originalFileUrl: string }) => {
          expect([fileUrl, originalFileUrl]).toEqual([f.url, f.url]);
          return f;
        }),
      };
    },
  },
] as const;

/** Everything stored under MEDIA_DIR (the scratch directory apart), and the upload records. */
async function stored() {
  const files = filesUnder(mediaDir).filter((f) => !f.startsWith('.incoming'));
  const { n } = (await gw.sql<{ n: number }>('select count(*)::int as n from media_upload'))[0]!;
  return { files, records: n };
}
const incoming = () => filesUnder(path.join(mediaDir, '.incoming'));

function expectOk(outcome: Outcome): UploadedFile[] {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  return (outcome as Extract<Outcome, { ok: true }>).files;
}

describe.each(DOORS)('uploads through $name', (door) => {
  it('answers the files in order, drops empty ones, and records each', async () => {
    const before = await stored();
    const files = expectOk(
      await door.upload([
        { name: 'first.png', data: await solidImage(40, 30, 'png') },
        { name: 'empty.jpg', data: '' },
        { name: 'second.jpg', data: await solidImage(20, 10, 'jpeg') },
        { name: 'third.gif', data: await solidImage(12, 8, 'gif') },
        { name: 'hymn.wav', data: wav() },
        { name: 'also-empty.png', data: '' },
      ]),
    );
    expect(unsigned(files)).toEqual([
      {
        url: expect.stringMatching(/^\/media\/memories\/[\w-]+\.png$/),
        thumbnailUrl: expect.stringMatching(/\.thumb\.jpg$/),
        fileType: 'Image',
        fileName: 'first.png',
        width: 40,
        height: 30,
      },
      {
        url: expect.stringMatching(/\.jpg$/),
        thumbnailUrl: expect.stringMatching(/\.thumb\.jpg$/),
        fileType: 'Image',
        fileName: 'second.jpg',
        width: 20,
        height: 10,
      },
      {
        url: expect.stringMatching(/\.gif$/),
        thumbnailUrl: expect.stringMatching(/\.thumb\.jpg$/),
        fileType: 'Image',
        fileName: 'third.gif',
        width: 12,
        height: 8,
      },
      { url: expect.stringMatching(/\.wav$/), thumbnailUrl: null, fileType: 'Audio', fileName: 'hymn.wav', width: null, height: null },
    ]);
    const after = await stored();
    expect(after.records - before.records).toBe(4);
    expect(after.files.length - before.files.length).toBe(7); // 4 files and 3 thumbnails
    for (const f of files) {
      expect(onDisk(gw, f.url)).toBe(true);
      if (f.thumbnailUrl) expect((await sharp(mediaPath(gw, f.thumbnailUrl)).metadata()).format).toBe('jpeg');
    }
    expect(incoming()).toEqual([]);
  });

  it.each([
    ['an ELF program renamed photo.jpg', 'photo.jpg', elfProgram, 'image/jpeg'],
    ['a Windows program renamed family.jpg', 'family.jpg', windowsProgram, 'image/jpeg'],
    ['a text file renamed notes.png', 'notes.png', () => Buffer.from('just some text, not an image'), 'image/png'],
    ['a zip renamed album.pdf', 'album.pdf', () => docx(), 'application/pdf'],
  ])('refuses %s (Invalid File Format) and stores nothing, not even the good file sent with it', async (_name, fileName, make, type) => {
    const before = await stored();
    const outcome = await door.upload([
      { name: 'good.png', data: await solidImage() },
      { name: fileName, data: make(), type },
    ]);
    expect(outcome).toEqual({ ok: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: M.invalidFormat });
    expect(await stored()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('turns a photo upright by its EXIF orientation and strips EXIF and GPS, from the photo and its thumbnail', async () => {
    const photo = await cameraPhoto();
    const original = await sharp(photo).metadata();
    expect(original).toMatchObject({ width: 60, height: 40, orientation: 6 });
    expect(exifIfd0Tags(original.exif)).toEqual(expect.arrayContaining([EXIF_TAG.orientation, EXIF_TAG.make, EXIF_TAG.gpsIfd]));

    const [file] = expectOk(await door.upload([{ name: 'IMG_0001.jpg', data: photo }]));
    expect(file).toMatchObject({ fileType: 'Image', width: 40, height: 60, fileName: 'IMG_0001.jpg' });
    for (const url of [file!.url, file!.thumbnailUrl!]) {
      const bytes = fs.readFileSync(mediaPath(gw, url));
      const meta = await sharp(bytes).metadata();
      expect(meta, url).toMatchObject({ width: 40, height: 60 });
      expect(meta.orientation, url).toBeUndefined();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam')), url).toBe(false);
      // Upright: the sensor's top (red) is now on the right.
      expect(isRed(await pixel(bytes, 35, 30)), url).toBe(true);
      expect(isBlue(await pixel(bytes, 4, 30)), url).toBe(true);
    }
    // What /media serves is the cleaned file.
    const served = Buffer.from(await (await fetch(`${gw.url}${signedUrl(gw, file!.url)}`)).arrayBuffer());
    expect(served.equals(fs.readFileSync(mediaPath(gw, file!.url)))).toBe(true);
  });

  it.each([
    // The sensor's quadrants: red top left, green top right, blue bottom left, yellow bottom right (60 x 40).
    [3, 'turned 180 degrees', [60, 40], ['yellow', 'blue', 'green', 'red']],
    [5, 'mirrored and turned 270 degrees (transposed)', [40, 60], ['red', 'blue', 'green', 'yellow']],
    [6, 'turned 90 degrees clockwise', [40, 60], ['blue', 'red', 'yellow', 'green']],
    [7, 'mirrored and turned 90 degrees (transversed)', [40, 60], ['yellow', 'green', 'blue', 'red']],
    [8, 'turned 270 degrees clockwise', [40, 60], ['green', 'yellow', 'red', 'blue']],
  ] as const)('EXIF orientation %i (%s) comes out upright, photo and thumbnail', async (orientation, _how, [width, height], corners) => {
    const [file] = expectOk(await door.upload([{ name: `orientation-${orientation}.jpg`, data: await quadrantPhoto(orientation) }]));
    expect(file).toMatchObject({ width, height });
    for (const url of [file!.url, file!.thumbnailUrl!]) {
      const bytes = fs.readFileSync(mediaPath(gw, url));
      const meta = await sharp(bytes).metadata();
      expect(meta, url).toMatchObject({ width, height });
      expect(meta.orientation, url).toBeUndefined();
      // Top left, top right, bottom left, bottom right, each at the middle of its quadrant.
      const seen = [];
      for (const [x, y] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const)
        seen.push(colourName(await pixel(bytes, Math.floor(width * x), Math.floor(height * y))));
      expect(seen, url).toEqual(corners);
    }
  });

  it('keeps every frame of an animated GIF, and makes its thumbnail of the first frame', async () => {
    const [file] = expectOk(await door.upload([{ name: 'candle.gif', data: await animatedGif() }]));
    expect(file).toMatchObject({ fileType: 'Image', width: 40, height: 30 });
    const main = fs.readFileSync(mediaPath(gw, file!.url));
    expect(await sharp(main, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      width: 40,
      pageHeight: 30,
      delay: [100, 200, 300],
      loop: 0,
    });
    expect(await frameColours(main)).toEqual(['red', 'green', 'yellow']);
    const thumbnail = fs.readFileSync(mediaPath(gw, file!.thumbnailUrl!));
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(isRed(await pixel(thumbnail, 5, 15))).toBe(true);
    expect(isBlue(await pixel(thumbnail, 35, 15))).toBe(true);
  });

  it('makes a thumbnail of at most 480 pixels for a large image', async () => {
    const [file] = expectOk(await door.upload([{ name: 'wide.png', data: await solidImage(1200, 600) }]));
    expect(file).toMatchObject({ width: 1200, height: 600 });
    expect(await sharp(mediaPath(gw, file!.thumbnailUrl!)).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 240 });
  });

  it('refuses a decompression bomb (a 12 KB PNG of 100 megapixels) and stores nothing; the same PNG at a normal size passes', async () => {
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 10_000, height: 10_000, format: 'png' });
    const before = await stored();
    expect(await door.upload([{ name: 'small.png', data: bomb }])).toEqual({
      ok: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: M.invalidFormat,
    });
    expect(await stored()).toEqual(before);
    expect(incoming()).toEqual([]);
    expect(expectOk(await door.upload([{ name: 'normal.png', data: pngBomb(2000, 1000) }]))).toEqual([
      expect.objectContaining({ fileType: 'Image', width: 2000, height: 1000 }),
    ]);
  });

  it('accepts a pdf as Application, stored as sent, with or without isAllowAllMedia', async () => {
    for (const allowAll of [undefined, false, true]) {
      const [file] = expectOk(await door.upload([{ name: 'Order of Service.pdf', data: pdf() }], { allowAll }));
      expect(file).toEqual({
        url: expect.stringMatching(/\.pdf$/),
        thumbnailUrl: null,
        fileType: 'Application',
        fileName: 'Order of Service.pdf',
        width: null,
        height: null,
      });
      expect(fs.readFileSync(mediaPath(gw, file!.url)).equals(pdf())).toBe(true);
      const served = await fetch(`${gw.url}${signedUrl(gw, file!.url)}`);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    }
  });

  it('accepts a .docx only with isAllowAllMedia=true', async () => {
    for (const allowAll of [undefined, false]) {
      const before = await stored();
      expect(await door.upload([{ name: 'eulogy.docx', data: docx() }], { allowAll })).toEqual({
        ok: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: M.invalidFormat,
      });
      expect(await stored()).toEqual(before);
    }
    const [file] = expectOk(await door.upload([{ name: 'eulogy.docx', data: docx() }], { allowAll: true }));
    expect(file).toEqual({
      url: expect.stringMatching(/\.docx$/),
      thumbnailUrl: null,
      fileType: 'Application',
      fileName: 'eulogy.docx',
      width: null,
      height: null,
    });
    // A program is never a document.
    expect(await door.upload([{ name: 'eulogy.docx', data: windowsProgram() }], { allowAll: true })).toMatchObject({
      ok: false,
      message: M.invalidFormat,
    });
  });

  it('accepts uploads from visitors and signed-in people alike', async () => {
    for (const token of [undefined, tokens.arranger, tokens.staff]) {
      expect(expectOk(await door.upload([{ name: 'a.png', data: await solidImage() }], { token }))).toHaveLength(1);
    }
  });
});

describe('GraphQL multipart needs the CSRF preflight header', () => {
  it('refuses a multipart request without Apollo-Require-Preflight and stores nothing', async () => {
    const before = await stored();
    const res = await gqlUpload(gw, [{ name: 'a.png', data: await solidImage() }], { preflight: false });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.['code']).toBe('BAD_REQUEST');
    expect(await stored()).toEqual(before);
  });
});

describe('file names from the client', () => {
  /** A file name that decodes (RFC 5987) to quotes, line breaks and a header of its own. */
  const EVIL = `filename*=UTF-8''evil%22name%0D%0ASet-Cookie%3A%20session%3D1%0D%0AX-Injected%3A%20yes.png`;

  /** A visitor's raw multipart upload: with a solved captcha (a form field on REST, a variable on GraphQL). */
  async function sendRaw(url: string, parts: Parameters<typeof rawMultipart>[0], headers: Record<string, string> = {}) {
    const captcha = await gw.visitorCaptcha();
    if (url.endsWith('/graphql')) {
      const operations = JSON.parse(String(parts[0]!.data));
      parts = [
        { ...parts[0]!, data: JSON.stringify({ ...operations, variables: { ...operations.variables, captcha } }) },
        ...parts.slice(1),
      ];
    } else {
      parts = [{ name: 'captcha', data: captcha }, ...parts];
    }
    const { body, contentType } = rawMultipart(parts);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: new Uint8Array(body) });
    return { status: res.status, body: (await res.json()) as any };
  }

  it.each(['REST', 'GraphQL'])('through %s: are cleaned, and a download cannot inject headers', async (door) => {
    const image = await solidImage();
    let uploaded: UploadedFile;
    if (door === 'REST') {
      const res = await sendRaw(`${gw.url}/api/v1/memories/upload`, [
        { name: 'file', disposition: `form-data; name="file"; ${EVIL}`, data: image, type: 'image/png' },
      ]);
      expect(res.status).toBe(200);
      uploaded = res.body.data.files[0];
    } else {
      const res = await sendRaw(
        `${gw.url}/graphql`,
        [
          {
            name: 'operations',
            data: JSON.stringify({
              query:
                'mutation ($files: [Upload!]!, $captcha: String) { uploadMedia(files: $files, captcha: $captcha) { url thumbnailUrl fileType fileName width height } }',
              variables: { files: [null] },
            }),
          },
          { name: 'map', data: JSON.stringify({ 0: ['variables.files.0'] }) },
          { name: '0', disposition: `form-data; name="0"; ${EVIL}`, data: image, type: 'image/png' },
        ],
        { 'apollo-require-preflight': 'true' },
      );
      expect(res.status).toBe(200);
      uploaded = res.body.data.uploadMedia[0];
    }
    // No quotes, no control characters: the name as a person would read it.
    expect(uploaded.fileName).toBe('evilnameSet-Cookie: session=1X-Injected: yes.png');

    const memory = await share(gw, { files: [{ fileUrl: uploaded.url, fileType: 'Image' }] });
    await setStatus(gw, tokens.staff, memory.id, 'Accepted');
    const res = await fetch(`${gw.url}/api/v1/memories/file/${memory.files[0]!.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-injected')).toBeNull();
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="evilnameSet-Cookie: session=1X-Injected: yes.png"');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(mediaPath(gw, uploaded.url)))).toBe(true);
  });

  it('a name with a path, quotes and letters outside Latin-1 is downloaded under a safe, encoded name', async () => {
    // C:\Users\x\Éléonore 李 "Nana".png, sent as RFC 5987 UTF-8.
    const name = `filename*=UTF-8''${encodeURIComponent('C:\\Users\\x\\Éléonore 李 "Nana".png')}`;
    const res = await sendRaw(`${gw.url}/api/v1/memories/upload`, [
      { name: 'file', disposition: `form-data; name="file"; ${name}`, data: await solidImage(), type: 'image/png' },
    ]);
    const file = res.body.data.files[0] as UploadedFile;
    expect(file.fileName).toBe('Éléonore 李 Nana.png');
    const memory = await share(gw, { files: [{ fileUrl: file.url, fileType: 'Image' }] });
    await setStatus(gw, tokens.staff, memory.id, 'Accepted');
    const download = await fetch(`${gw.url}/api/v1/memories/file/${memory.files[0]!.id}/download`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="?l?onore ? Nana.png"; filename*=UTF-8''%C3%89l%C3%A9onore%20%E6%9D%8E%20Nana.png`,
    );
  });
});

describe('rotation', () => {
  /** The four ways to turn an image: GraphQL and REST, for the family and for admin. */
  const ROTATORS = [
    {
      name: 'the family through GraphQL',
      rotate: (m: MemoryView, fileId: number, angle: number) => gql(tokens.arranger, m.id, fileId, angle, OPI.eleanor),
    },
    { name: 'admin through GraphQL', rotate: (m: MemoryView, fileId: number, angle: number) => gql(tokens.admin, m.id, fileId, angle) },
    {
      name: 'the family through REST /memories/{opi}/{memoryId}/rotateImage',
      rotate: async (m: MemoryView, fileId: number, angle: number) =>
        rest(await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/rotateImage`, { fileId, rotationAngle: angle }, tokens.arranger)),
    },
    {
      name: 'admin through REST /admin/memory/{id}/rotateImage',
      rotate: async (m: MemoryView, fileId: number, angle: number) =>
        rest(
          await gw.rest(
            'POST',
            `/admin/memory/${m.id}/rotateImage`,
            { fileType: 'Image', fileUrl: '', fileId, rotationAngle: angle, memoryId: m.id },
            tokens.admin,
          ),
        ),
    },
  ];
  type Turned = { ok: true; message: string; memory: MemoryView } | { ok: false; code: string; message: string };
  async function gql(token: string, id: number, fileId: number, angle: number, opi?: string): Promise<Turned> {
    const res = await gw.gql(Q.rotate, { id, fileId, angle, opi }, token);
    const error = res.body.errors?.[0];
    if (error) return { ok: false, code: String(error.extensions?.['code']), message: error.message };
    const result = gqlData(res).rotateMemoryImage;
    return { ok: true, message: result.message, memory: result.memory };
  }
  function rest(res: Awaited<ReturnType<TestGateway['rest']>>): Turned {
    if (res.status !== 200) {
      const body = expectRestError(res, res.status);
      return { ok: false, code: String(body.code), message: body.message };
    }
    return { ok: true, message: res.body.message, memory: expectRestSuccess(res, 200, res.body.message) };
  }

  async function approvedWithTwoTone(): Promise<MemoryView> {
    const [file] = expectOk(await DOORS[0].upload([{ name: 'two-tone.png', data: await twoToneImage(40, 30) }]));
    const m = await share(gw, { files: [{ fileUrl: file!.url, fileType: 'Image' }] });
    await setStatus(gw, tokens.staff, m.id, 'Accepted');
    return m;
  }

  it.each(ROTATORS)('$name: 90, 180, 270 and back to 0; the original is kept and each replaced copy removed', async ({ rotate }) => {
    const m = await approvedWithTwoTone();
    const file = m.files[0]!;
    const original = fs.readFileSync(mediaPath(gw, file.originalUrl));
    let previous: { src: string; thumbnailUrl: string } | null = null;
    for (const [angle, width, height] of [
      [90, 30, 40],
      [180, 40, 30],
      [270, 30, 40],
      [0, 40, 30],
    ] as const) {
      const turned = await rotate(m, file.id, angle);
      expect(turned).toMatchObject({ ok: true, message: M.rotated });
      const now = unsigned((turned as Extract<Turned, { ok: true }>).memory.files[0]!);
      expect(now).toMatchObject({ id: file.id, rotationAngle: angle, width, height, originalUrl: file.originalUrl });
      expect(now.src).not.toBe(file.originalUrl);
      const bytes = fs.readFileSync(mediaPath(gw, now.src));
      expect(await sharp(bytes).metadata()).toMatchObject({ width, height });
      expect(await sharp(mediaPath(gw, now.thumbnailUrl)).metadata()).toMatchObject({ width, height });
      // Turned clockwise from the upright original (red on the left).
      const where = {
        0: [
          [2, 15],
          [37, 15],
        ],
        90: [
          [15, 2],
          [15, 37],
        ],
        180: [
          [37, 15],
          [2, 15],
        ],
        270: [
          [15, 37],
          [15, 2],
        ],
      }[angle];
      expect(isRed(await pixel(bytes, where[0]![0]!, where[0]![1]!)), `red at ${angle}`).toBe(true);
      expect(isBlue(await pixel(bytes, where[1]![0]!, where[1]![1]!)), `blue at ${angle}`).toBe(true);
      if (previous) for (const url of [previous.src, previous.thumbnailUrl]) expect(onDisk(gw, url), `${url} replaced`).toBe(false);
      previous = { src: now.src, thumbnailUrl: now.thumbnailUrl };
      expect(fs.readFileSync(mediaPath(gw, file.originalUrl)).equals(original)).toBe(true);
    }
    const [row] = await gw.sql('select rotation_angle, width, height, src from memory_file where id = $1', [file.id]);
    expect(row).toMatchObject({ rotation_angle: 0, width: 40, height: 30, src: previous!.src });
  });

  it.each(ROTATORS)('$name: turns an animated GIF frame by frame, keeping its frames in order and their timing', async ({ rotate }) => {
    const [upload] = expectOk(await DOORS[0].upload([{ name: 'candle.gif', data: await animatedGif() }]));
    const m = await share(gw, { files: [{ fileUrl: upload!.url, fileType: 'Image' }] });
    await setStatus(gw, tokens.staff, m.id, 'Accepted');
    const file = m.files[0]!;
    for (const [angle, width, height, redAt, blueAt] of [
      [90, 30, 40, [15, 5], [15, 35]],
      [180, 40, 30, [35, 15], [5, 15]],
      [270, 30, 40, [15, 35], [15, 5]],
      [0, 40, 30, [5, 15], [35, 15]],
    ] as const) {
      const turned = await rotate(m, file.id, angle);
      expect(turned, `${angle}`).toMatchObject({ ok: true, message: M.rotated });
      const now = unsigned((turned as Extract<Turned, { ok: true }>).memory.files[0]!);
      expect(now).toMatchObject({ rotationAngle: angle, width, height });
      const main = fs.readFileSync(mediaPath(gw, now.src));
      expect(await sharp(main, { animated: true }).metadata()).toMatchObject({
        format: 'gif',
        pages: 3,
        width,
        pageHeight: height,
        delay: [100, 200, 300],
        loop: 0,
      });
      expect(await frameColours(main)).toEqual(['red', 'green', 'yellow']);
      // The first frame (red left, blue right when upright), turned clockwise, in the file and in its thumbnail.
      const thumbnail = fs.readFileSync(mediaPath(gw, now.thumbnailUrl));
      expect(await sharp(thumbnail).metadata()).toMatchObject({ width, height });
      for (const image of [main, thumbnail]) {
        expect(isRed(await pixel(image, redAt[0], redAt[1])), `red at ${angle}`).toBe(true);
        expect(isBlue(await pixel(image, blueAt[0], blueAt[1])), `blue at ${angle}`).toBe(true);
      }
    }
  });

  it.each(ROTATORS)('$name: refuses any other angle and leaves the image as it was', async ({ rotate }) => {
    const m = await approvedWithTwoTone();
    const file = m.files[0]!;
    for (const angle of [45, -90, 360, 91]) {
      expect(await rotate(m, file.id, angle)).toEqual({ ok: false, code: 'BAD_USER_INPUT', message: M.rotationAngle });
    }
    expect((await gw.sql('select rotation_angle, src from memory_file where id = $1', [file.id]))[0]).toEqual({
      rotation_angle: 0,
      src: file.src,
    });
  });
});

/** A camera photo of 60 x 40 in four coloured quadrants (red, green / blue, yellow), stored with the given EXIF orientation. */
async function quadrantPhoto(orientation: number): Promise<Buffer> {
  const quadrant = (background: string) =>
    sharp({ create: { width: 30, height: 20, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#000000' } })
    .composite([
      { input: await quadrant('#ff0000'), top: 0, left: 0 },
      { input: await quadrant('#00ff00'), top: 0, left: 30 },
      { input: await quadrant('#0000ff'), top: 20, left: 0 },
      { input: await quadrant('#ffff00'), top: 20, left: 30 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .toBuffer();
}

function colourName([r, g, b]: [number, number, number]): string {
  const on = (v: number) => v > 180;
  const off = (v: number) => v < 80;
  if (on(r) && off(g) && off(b)) return 'red';
  if (off(r) && on(g) && off(b)) return 'green';
  if (off(r) && off(g) && on(b)) return 'blue';
  if (on(r) && on(g) && off(b)) return 'yellow';
  return `rgb(${r},${g},${b})`;
}

/**
 * A 3-frame animated GIF of 40 x 30: the first frame red on the left half and blue on the right, then green, then
 * yellow; shown 100, 200 and 300 ms, looping for ever.
 */
async function animatedGif(): Promise<Buffer> {
  const solid = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const frames = [await twoToneImage(40, 30), await solid('#00ff00'), await solid('#ffff00')];
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 200, 300], loop: 0 })
    .toBuffer();
}

/** The colour at the centre of each frame of a GIF (the first frame is two-toned: answered red when its red half is where it started). */
async function frameColours(gif: Buffer): Promise<string[]> {
  const { pages = 1 } = await sharp(gif).metadata();
  const names: string[] = [];
  for (let page = 0; page < pages; page++) {
    const { data, info } = await sharp(gif, { page }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // Frame 0 is judged by its average: red and blue halves; the others are solid.
    const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    names.push(
      page === 0 && (r > 180 || b > 180) && g < 80
        ? 'red'
        : r > 180 && g > 180 && b < 80
          ? 'yellow'
          : g > 180 && r < 80 && b < 80
            ? 'green'
            : `rgb(${r},${g},${b})`,
    );
  }
  return names;
}

describe('deleting a file', () => {
  it.each([
    [
      'GraphQL',
      async (m: MemoryView, fileId: number) => {
        const result = gqlData(await gw.gql(Q.deleteFile, { id: m.id, fileId }, tokens.arranger)).deleteMemoryFile;
        return { message: result.message, memory: result.memory as MemoryView };
      },
    ],
    [
      'REST /memories/{opi}/{memoryId}/file/{fileId}',
      async (m: MemoryView, fileId: number) => {
        const res = await gw.rest('DELETE', `/memories/${OPI.eleanor}/${m.id}/file/${fileId}`, undefined, tokens.arranger);
        return { message: res.body.message, memory: expectRestSuccess(res, 200, M.mediaDeleted) as MemoryView };
      },
    ],
    [
      'REST /admin/memory/{id}/file/{fileId}',
      async (m: MemoryView, fileId: number) => {
        const res = await gw.rest('DELETE', `/admin/memory/${m.id}/file/${fileId}`, undefined, tokens.staff);
        return { message: res.body.message, memory: expectRestSuccess(res, 200, M.mediaDeleted) as MemoryView };
      },
    ],
  ] as const)(
    'through %s removes it from the memory and from storage (a rotated copy too), and keeps the others',
    async (_door, remove) => {
      const uploads = expectOk(
        await DOORS[1].upload([
          { name: 'one.png', data: await solidImage() },
          { name: 'two.png', data: await solidImage() },
        ]),
      );
      const m = await share(gw, { files: uploads.map((u) => ({ fileUrl: u.url, fileType: 'Image' })) });
      const [first, second] = m.files;
      const rotated = gqlData(await gw.gql(Q.rotate, { id: m.id, fileId: first!.id, angle: 90 }, tokens.staff)).rotateMemoryImage.memory
        .files[0];
      const gone = [first!.originalUrl, uploads[0]!.thumbnailUrl!, rotated.src, rotated.thumbnailUrl];
      for (const url of gone) expect(onDisk(gw, url)).toBe(true);

      const { message, memory } = await remove(m, first!.id);
      expect(message).toBe(M.mediaDeleted);
      expect(memory.files.map((f) => f.id)).toEqual([second!.id]);
      for (const url of gone) expect(onDisk(gw, url), url).toBe(false);
      expect(onDisk(gw, second!.src)).toBe(true);
      expect(await gw.sql('select id from memory_file where memory_id = $1', [m.id])).toEqual([{ id: second!.id }]);
      const again = await gw.gql(Q.deleteFile, { id: m.id, fileId: first!.id }, tokens.arranger);
      expect(again.body.errors?.[0]).toMatchObject({ message: 'File does not exist', extensions: { code: 'NOT_FOUND' } });
    },
  );
});

describe('the upload size limit (MAX_UPLOAD_BYTES, here 1 MB)', () => {
  const LIMIT = 1024 * 1024;
  let small: TestGateway;
  let smallMedia: string;
  let scratch: string;
  const savedTmp = process.env['TMPDIR'];

  beforeAll(async () => {
    smallMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-limit-media-'));
    small = await startTestGateway({ env: { MEDIA_DIR: smallMedia, MAX_UPLOAD_BYTES: String(LIMIT) } });
    // fs-capacitor (both doors buffer each file part through it) writes capacitor-*.tmp into os.tmpdir(): a private one here.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-limit-tmp-'));
    process.env['TMPDIR'] = scratch;
    expect(os.tmpdir()).toBe(scratch);
  });
  afterAll(async () => {
    if (savedTmp === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = savedTmp;
    await small?.stop();
    fs.rmSync(smallMedia, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const bigPdf = (bytes: number) => Buffer.concat([pdf(), Buffer.alloc(bytes - pdf().length, 0x20)]);
  const storedFiles = () => filesUnder(smallMedia).filter((f) => !f.startsWith('.incoming'));
  async function expectNothingLeft(storedBefore: string[]) {
    await eventually(
      () => filesUnder(scratch).length === 0 && filesUnder(path.join(smallMedia, '.incoming')).length === 0,
      'temporary files removed',
    ).catch(() => undefined);
    expect(filesUnder(scratch), 'capacitor files left in the temporary directory').toEqual([]);
    expect(filesUnder(path.join(smallMedia, '.incoming')), 'files left in MEDIA_DIR/.incoming').toEqual([]);
    expect(storedFiles()).toEqual(storedBefore);
    expect((await small.sql('select count(*)::int as n from media_upload'))[0].n).toBe(0);
  }

  it("the setting reaches the gateway; the default is the spec's 500 MB", () => {
    expect(small.config.MAX_UPLOAD_BYTES).toBe(LIMIT);
    expect(gw.config.MAX_UPLOAD_BYTES).toBe(524_288_000);
  });

  it('REST: a 2 MB file is cut off with 413, alone or after a good file, and nothing is kept', async () => {
    const before = storedFiles();
    for (const files of [
      [{ name: 'big.pdf', data: bigPdf(2 * LIMIT) }],
      [
        { name: 'ok.png', data: await solidImage() },
        { name: 'big.pdf', data: bigPdf(2 * LIMIT) },
      ],
    ]) {
      const res = await small.rest('POST', '/memories/upload', restUploadForm(files));
      const body = expectRestError(res, 413, M.tooLarge1MB);
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
      await expectNothingLeft(before);
    }
  });

  it('GraphQL: a 2 MB file is refused with PAYLOAD_TOO_LARGE, and nothing is kept', async () => {
    const before = storedFiles();
    for (const files of [
      [{ name: 'big.pdf', data: bigPdf(2 * LIMIT) }],
      [
        { name: 'ok.png', data: await solidImage() },
        { name: 'big.pdf', data: bigPdf(2 * LIMIT) },
      ],
    ]) {
      const res = await gqlUpload(small, files);
      expect(res.body.errors?.[0], JSON.stringify(res.body)).toMatchObject({
        message: M.tooLarge1MB,
        extensions: { code: 'PAYLOAD_TOO_LARGE' },
      });
      expect(res.body.data ?? null).toBeNull();
      await expectNothingLeft(before);
    }
  });

  it('a file just under the limit is taken through both doors, and its temporary files go too', async () => {
    const data = bigPdf(LIMIT - 1024);
    const viaRest = expectRestSuccess(
      await small.rest('POST', '/memories/upload', restUploadForm([{ name: 'fits.pdf', data }])),
      200,
      M.uploaded,
    );
    const viaGraphql = gqlData(await gqlUpload(small, [{ name: 'fits.pdf', data }])).uploadMedia;
    for (const url of [viaRest.URL[0]!, viaGraphql[0]!.url])
      expect(fs.statSync(path.join(smallMedia, url.replace(/^\/media\//, ''))).size).toBe(data.length);
    await eventually(() => filesUnder(scratch).length === 0, 'temporary files removed').catch(() => undefined);
    expect(filesUnder(scratch)).toEqual([]);
    expect(filesUnder(path.join(smallMedia, '.incoming'))).toEqual([]);
  });
});
