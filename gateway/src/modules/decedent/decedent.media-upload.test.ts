import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { OPI, startTestGateway, type GqlResponse, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, expectRestError, expectRestSuccess, gqlData, gqlError } from '../../test/expect.js';
import {
  cameraPhoto,
  exifIfd0Tags,
  EXIF_TAG,
  filesUnder,
  isBlue,
  isRed,
  pdf,
  pixel,
  solidImage,
  wav,
  type TestFile,
} from '../../test/media.js';
import { contract } from '../../test/contract.js';
import { mediaPath, onDisk, unsigned } from '../../test/memories.js';

/**
 * The obituary's profile photo, banner and audio message, through GraphQL (multipart) and the legacy
 * POST /obituary/{id}/upload/{kind} and POST /obituary/{id}/life-of/banner-image/upload: who may, the lock,
 * the types and sizes of each kind with the spec's messages, what is stored (upright, without metadata) and
 * that a replaced file leaves nothing behind. Each gateway here has its own MEDIA_DIR.
 */

const M = {
  photoUploaded: 'Profile photo uploaded successfully',
  photoInvalid: 'Upload Valid File format(images/*)',
  photoTooLarge: 'Upload an image with size less than 20MB',
  bannerTooLarge: 'File too large, Max file size is 20 MB.',
  invalidFormat: 'Invalid File Format. Please check the file type and upload again.',
  bannerSaved: 'Banner Updated Successfully',
  audioUploaded: 'Audio message uploaded successfully',
  locked: 'This section has been locked by your arranger. Please contact your arranger for any changes or additions.',
  lockedForStaff: 'The obituary is locked. Unlock it to make changes.',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
} as const;

const PAGE_URLS = 'pictureUrl bannerUrl originalBannerUrl audioFileUrl';
const UPLOAD = `mutation ($opi: String!, $kind: ObituaryUploadKind!, $file: Upload!) { uploadObituaryMedia(opi: $opi, kind: $kind, file: $file) { message decedent { opi ${PAGE_URLS} } } }`;
const BANNER = `mutation ($opi: String!, $file: Upload!, $original: Upload) { uploadBanner(opi: $opi, file: $file, original: $original) { message decedent { opi ${PAGE_URLS} } } }`;

let gw: TestGateway;
let mediaDir: string;
let tokens: Record<'arranger' | 'family2' | 'admin' | 'staff', string>;
let mp3: Buffer;

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-page-media-'));
  // The demo's stored files (portrait, banner, audio message), so that replacing them shows they go.
  fs.cpSync(inject('mediaDir'), mediaDir, { recursive: true });
  gw = await startTestGateway({ env: { MEDIA_DIR: mediaDir } });
  const [arranger, family2, admin, staff] = await gw.demoLogins();
  tokens = { arranger, family2, admin, staff };
  // A real MP3 with an ID3 title and a location tag, made by ffmpeg (as the gateway needs ffmpeg for audio anyway).
  const out = path.join(mediaDir, '..', `${path.basename(mediaDir)}-tone.mp3`);
  await promisify(execFile)('ffmpeg', [
    '-nostdin',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    '-metadata',
    'title=Secret title',
    '-metadata',
    'location=+37.6759-122.4556/',
    '-id3v2_version',
    '3',
    '-y',
    out,
  ]);
  mp3 = fs.readFileSync(out);
  fs.rmSync(out);
}, 60_000);
afterAll(async () => {
  await gw?.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await gw.sql('update decedent set obituary_is_locked = false');
});

const blobOf = (f: TestFile) => new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], f.type ? { type: f.type } : {});

/** A GraphQL multipart request with the CSRF preflight header. */
async function gqlFiles(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, TestFile>,
  token?: string,
): Promise<GqlResponse> {
  const body = new FormData();
  const names = Object.keys(files);
  body.append('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) } }));
  body.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
  names.forEach((n, i) => body.append(String(i), blobOf(files[n]!), files[n]!.name));
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await res.text();
  expectNoInternals(text);
  return { status: res.status, body: JSON.parse(text), headers: res.headers };
}

function form(parts: Record<string, TestFile | undefined>): FormData {
  const body = new FormData();
  for (const [name, f] of Object.entries(parts)) if (f) body.append(name, blobOf(f), f.name);
  return body;
}

type Outcome = { ok: true; message: string; urls: Record<string, string | null> } | { ok: false; code: string; message: string };
type Kind = 'image' | 'audio';

/** The two doors of each kind, answering one shape. */
const DOORS = {
  graphql: {
    async upload(kind: Kind, file: TestFile, token?: string, opi: string = OPI.eleanor): Promise<Outcome> {
      const res = await gqlFiles(UPLOAD, { opi, kind }, { file }, token);
      const error = res.body.errors?.[0];
      if (error) return { ok: false, code: String(error.extensions?.['code']), message: error.message };
      const { message, decedent } = gqlData(res).uploadObituaryMedia;
      return { ok: true, message, urls: decedent };
    },
    async banner(file: TestFile, original?: TestFile, token?: string, opi: string = OPI.eleanor): Promise<Outcome> {
      const res = await gqlFiles(BANNER, { opi }, original ? { file, original } : { file }, token);
      const error = res.body.errors?.[0];
      if (error) return { ok: false, code: String(error.extensions?.['code']), message: error.message };
      const { message, decedent } = gqlData(res).uploadBanner;
      return { ok: true, message, urls: decedent };
    },
  },
  rest: {
    async upload(kind: Kind, file: TestFile, token?: string, opi: string = OPI.eleanor): Promise<Outcome> {
      const res = await gw.rest('POST', `/obituary/${opi}/upload/${kind}`, form({ file }), token);
      if (res.status !== 200) {
        const body = expectRestError(res, res.status);
        return { ok: false, code: String(body.code), message: body.message };
      }
      const data = expectRestSuccess(res, 200, res.body.message);
      expect(Object.keys(data).sort()).toEqual(['audioFileUrl', 'pictureUrl']);
      return { ok: true, message: res.body.message, urls: data };
    },
    async banner(file: TestFile, original?: TestFile, token?: string, opi: string = OPI.eleanor): Promise<Outcome> {
      const res = await gw.rest('POST', `/obituary/${opi}/life-of/banner-image/upload`, form({ file, files: original }), token);
      if (res.status !== 200) {
        const body = expectRestError(res, res.status);
        return { ok: false, code: String(body.code), message: body.message };
      }
      const data = expectRestSuccess(res, 200, res.body.message);
      expect(Object.keys(data).sort()).toEqual(['bannerUrl', 'originalBannerUrl']);
      return { ok: true, message: res.body.message, urls: data };
    },
  },
} as const;

function ok(outcome: Outcome): Extract<Outcome, { ok: true }> {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  return outcome as Extract<Outcome, { ok: true }>;
}

/** What the page holds now, as stored (bare /media paths). */
async function stored(opi: string = OPI.eleanor) {
  const [row] = await gw.sql<{
    picture_url: string | null;
    banner_url: string | null;
    original_banner_url: string | null;
    audio_file_url: string | null;
  }>('select picture_url, banner_url, original_banner_url, audio_file_url from decedent where opi = $1', [opi]);
  return row!;
}
const decedentFiles = () => filesUnder(path.join(mediaDir, 'decedents'));
const incoming = () => filesUnder(path.join(mediaDir, '.incoming'));
/** 20 MB and one byte: over the limit whatever the bytes are. */
const overTwentyMB = () => Buffer.alloc(20 * 1_048_576 + 1, 0xff);

describe.each(['graphql', 'rest'] as const)('through %s', (doorName) => {
  const door = DOORS[doorName];

  describe('the profile photo', () => {
    it('is stored upright, without EXIF or GPS, and replaces the previous one, whose file is removed', async () => {
      const before = await stored();
      expect(onDisk(gw, before.picture_url!)).toBe(true);
      const photo = await cameraPhoto();
      const outcome = ok(await door.upload('image', { name: 'grandma.jpg', data: photo, type: 'image/jpeg' }, tokens.arranger));
      expect(outcome.message).toBe(M.photoUploaded);
      const after = await stored();
      expect(after.picture_url).toMatch(/^\/media\/decedents\/[\w-]+\.jpg$/);
      expect(unsigned(outcome.urls['pictureUrl'])).toBe(after.picture_url);
      // Signed for the viewer: /media serves it with the URL the answer gave.
      const served = await fetch(`${gw.url}${outcome.urls['pictureUrl']}`);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      // Stored 60 x 40 with orientation 6: turned upright, 40 x 60, red on the right.
      expect([meta.width, meta.height]).toEqual([40, 60]);
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif, 'no EXIF block at all').toBeUndefined();
      expect(exifIfd0Tags(meta.exif)).not.toContain(EXIF_TAG.gpsIfd);
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
      expect(isRed(await pixel(bytes, 35, 30))).toBe(true);
      expect(isBlue(await pixel(bytes, 4, 30))).toBe(true);
      // The one before (the demo portrait, or the other door's upload) is gone from storage.
      expect(onDisk(gw, before.picture_url!)).toBe(false);
      expect(decedentFiles()).toContain(path.basename(after.picture_url!));
      expect(incoming()).toEqual([]);
    });

    it('takes a png', async () => {
      const outcome = ok(await door.upload('image', { name: 'portrait.png', data: await solidImage(220, 320, 'png') }, tokens.admin));
      expect(outcome.message).toBe(M.photoUploaded);
      expect((await stored()).picture_url).toMatch(/\.png$/);
    });

    it.each([
      ['a text file renamed .jpg', { name: 'photo.jpg', data: 'just some words, not a picture', type: 'image/jpeg' }],
      ['a pdf', { name: 'obituary.pdf', data: pdf(), type: 'application/pdf' }],
      ['a gif (png and jpeg only)', { name: 'portrait.gif', data: Buffer.alloc(0), type: 'image/gif' }],
      ['an audio file', { name: 'portrait.jpg', data: wav(), type: 'image/jpeg' }],
      ['an empty file', { name: 'empty.jpg', data: '', type: 'image/jpeg' }],
    ])('refuses %s: Upload Valid File format(images/*), and nothing changes', async (_what, file) => {
      const data = file.name.endsWith('.gif') ? await solidImage(20, 20, 'gif') : file.data;
      const before = await stored();
      const files = decedentFiles();
      const outcome = await door.upload('image', { ...file, data }, tokens.arranger);
      expect(outcome).toEqual({ ok: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: M.photoInvalid });
      expect(await stored()).toEqual(before);
      expect(decedentFiles()).toEqual(files);
      expect(incoming()).toEqual([]);
    });

    it('refuses a file over 20 MB: Upload an image with size less than 20MB', async () => {
      const before = await stored();
      const files = decedentFiles();
      const outcome = await door.upload('image', { name: 'huge.jpg', data: overTwentyMB(), type: 'image/jpeg' }, tokens.arranger);
      expect(outcome).toEqual({ ok: false, code: 'PAYLOAD_TOO_LARGE', message: M.photoTooLarge });
      expect(await stored()).toEqual(before);
      expect(decedentFiles()).toEqual(files);
      expect(incoming()).toEqual([]);
    });
  });

  describe('the audio message', () => {
    it('takes a wav and an mp3 (tags removed), each replacing the one before; the photo stays', async () => {
      const before = await stored();
      const first = ok(await door.upload('audio', { name: 'message.wav', data: wav(4000), type: 'audio/wav' }, tokens.arranger));
      expect(first.message).toBe(M.audioUploaded);
      const afterWav = await stored();
      expect(afterWav.audio_file_url).toMatch(/^\/media\/decedents\/[\w-]+\.wav$/);
      expect(afterWav.picture_url).toBe(before.picture_url);
      const second = ok(await door.upload('audio', { name: 'message.mp3', data: mp3, type: 'audio/mpeg' }, tokens.staff));
      expect(second.message).toBe(M.audioUploaded);
      const afterMp3 = await stored();
      expect(afterMp3.audio_file_url).toMatch(/\.mp3$/);
      expect(onDisk(gw, afterWav.audio_file_url!)).toBe(false);
      const bytes = fs.readFileSync(mediaPath(gw, afterMp3.audio_file_url!));
      expect(bytes.includes(Buffer.from('Secret title'))).toBe(false);
      expect(bytes.includes(Buffer.from('+37.6759'))).toBe(false);
    });

    it.each([
      ['a text file renamed .mp3', { name: 'song.mp3', data: 'la la la', type: 'audio/mpeg' }],
      ['a pdf', { name: 'song.pdf', data: pdf(), type: 'application/pdf' }],
      ['a picture', { name: 'song.wav', data: 'png', type: 'audio/wav' }],
    ])('refuses %s: Invalid File Format', async (_what, file) => {
      const data = file.data === 'png' ? await solidImage() : file.data;
      const before = await stored();
      const outcome = await door.upload('audio', { ...file, data }, tokens.arranger);
      expect(outcome).toEqual({ ok: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: M.invalidFormat });
      expect(await stored()).toEqual(before);
      expect(incoming()).toEqual([]);
    });
  });

  describe('the banner', () => {
    it('keeps the cropped banner and the original beside it; the ones before are removed', async () => {
      const before = await stored();
      for (const old of [before.banner_url, before.original_banner_url]) expect(onDisk(gw, old!)).toBe(true);
      const outcome = ok(
        await door.banner(
          { name: 'banner.jpg', data: await solidImage(1500, 350, 'jpeg', '#365'), type: 'image/jpeg' },
          { name: 'garden.jpg', data: await cameraPhoto(), type: 'image/jpeg' },
          tokens.arranger,
        ),
      );
      expect(outcome.message).toBe(M.bannerSaved);
      const after = await stored();
      expect(after.banner_url).toMatch(/^\/media\/decedents\/[\w-]+\.jpg$/);
      expect(after.original_banner_url).toMatch(/^\/media\/decedents\/[\w-]+\.jpg$/);
      expect(after.original_banner_url).not.toBe(after.banner_url);
      expect(unsigned(outcome.urls)).toMatchObject({ bannerUrl: after.banner_url, originalBannerUrl: after.original_banner_url });
      expect((await sharp(mediaPath(gw, after.banner_url!)).metadata()).width).toBe(1500);
      // The original is kept as sent, upright and without its metadata.
      const original = await sharp(mediaPath(gw, after.original_banner_url!)).metadata();
      expect([original.width, original.height, original.exif]).toEqual([40, 60, undefined]);
      for (const old of [before.banner_url, before.original_banner_url]) expect(onDisk(gw, old!)).toBe(false);
      expect(incoming()).toEqual([]);
    });

    it('without an original, the banner is its own original; a gif is taken', async () => {
      const before = await stored();
      const outcome = ok(
        await door.banner({ name: 'banner.gif', data: await solidImage(300, 70, 'gif'), type: 'image/gif' }, undefined, tokens.staff),
      );
      expect(outcome.message).toBe(M.bannerSaved);
      const after = await stored();
      expect(after.banner_url).toMatch(/\.gif$/);
      expect(after.original_banner_url).toBe(after.banner_url);
      for (const old of [before.banner_url, before.original_banner_url]) expect(onDisk(gw, old!)).toBe(false);
    });

    it.each([
      ['a text file renamed .jpg', { name: 'banner.jpg', data: 'words', type: 'image/jpeg' }],
      ['a pdf', { name: 'banner.pdf', data: pdf(), type: 'application/pdf' }],
    ])('refuses %s as the banner or as its original: Invalid File Format, nothing stored', async (_what, bad) => {
      const before = await stored();
      const files = decedentFiles();
      const good = { name: 'fine.png', data: await solidImage(300, 70, 'png') };
      for (const [file, original] of [
        [bad, good],
        [good, bad],
      ] as const) {
        expect(await door.banner(file, original, tokens.arranger)).toEqual({
          ok: false,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: M.invalidFormat,
        });
      }
      expect(await stored()).toEqual(before);
      expect(decedentFiles()).toEqual(files);
      expect(incoming()).toEqual([]);
    });

    it('refuses a banner over 20 MB: File too large, Max file size is 20 MB.', async () => {
      const before = await stored();
      const files = decedentFiles();
      expect(await door.banner({ name: 'huge.png', data: overTwentyMB(), type: 'image/png' }, undefined, tokens.admin)).toEqual({
        ok: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: M.bannerTooLarge,
      });
      expect(await stored()).toEqual(before);
      expect(decedentFiles()).toEqual(files);
    });
  });

  describe('who may', () => {
    const photo = async (): Promise<TestFile> => ({ name: 'p.png', data: await solidImage(22, 32, 'png') });

    it('a visitor may not: signed in is required, nothing is read or stored', async () => {
      const before = await stored();
      const files = decedentFiles();
      for (const outcome of [
        await door.upload('image', await photo()),
        await door.upload('audio', { name: 'a.wav', data: wav() }),
        await door.banner(await photo()),
      ]) {
        expect(outcome.ok).toBe(false);
        expect((outcome as { code: string }).code).toBe('UNAUTHENTICATED');
      }
      expect(await stored()).toEqual(before);
      expect(decedentFiles()).toEqual(files);
    });

    it("another family may not change this decedent's page (nor see a private one)", async () => {
      const before = await stored();
      const files = decedentFiles();
      expect(await door.upload('image', await photo(), tokens.family2)).toEqual({ ok: false, code: 'FORBIDDEN', message: M.forbidden });
      expect(await door.banner(await photo(), undefined, tokens.family2)).toEqual({ ok: false, code: 'FORBIDDEN', message: M.forbidden });
      // The arranger of Eleanor on the other family's private page: PRIVATE, as for a page they may not see.
      expect(await door.upload('audio', { name: 'a.wav', data: wav() }, tokens.arranger, OPI.okaforPrivate)).toEqual({
        ok: false,
        code: 'PRIVATE',
        message: M.privatePage,
      });
      expect(await stored()).toEqual(before);
      expect(decedentFiles()).toEqual(files);
    });

    it('the family with access, admin and cl-arranger may; the family of a closed case too', async () => {
      for (const token of [tokens.arranger, tokens.admin, tokens.staff])
        expect(ok(await door.upload('image', await photo(), token)).message).toBe(M.photoUploaded);
      expect(ok(await door.upload('image', await photo(), tokens.arranger, OPI.thomas)).message).toBe(M.photoUploaded);
      expect(ok(await door.upload('image', await photo(), tokens.family2, OPI.okaforPrivate)).message).toBe(M.photoUploaded);
    });

    it('a missing decedent is NOT_FOUND', async () => {
      const outcome = await door.upload('image', await photo(), tokens.admin, OPI.missing);
      expect(outcome).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    });

    it('while the obituary is locked nobody may: the family is told to contact the arranger, staff to unlock it', async () => {
      await gw.sql('update decedent set obituary_is_locked = true where opi = $1', [OPI.eleanor]);
      const before = await stored();
      const files = decedentFiles();
      expect(await door.upload('image', await photo(), tokens.arranger)).toEqual({ ok: false, code: 'LOCKED', message: M.locked });
      expect(await door.upload('audio', { name: 'a.wav', data: wav() }, tokens.arranger)).toEqual({
        ok: false,
        code: 'LOCKED',
        message: M.locked,
      });
      expect(await door.banner(await photo(), undefined, tokens.arranger)).toEqual({ ok: false, code: 'LOCKED', message: M.locked });
      for (const token of [tokens.admin, tokens.staff]) {
        expect(await door.upload('image', await photo(), token)).toEqual({ ok: false, code: 'LOCKED', message: M.lockedForStaff });
        expect(await door.banner(await photo(), undefined, token)).toEqual({ ok: false, code: 'LOCKED', message: M.lockedForStaff });
      }
      // Another family is refused for who they are, before the lock is mentioned.
      expect(await door.upload('image', await photo(), tokens.family2)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      expect(await stored()).toEqual(before);
      expect(decedentFiles()).toEqual(files);
      await gw.sql('update decedent set obituary_is_locked = false where opi = $1', [OPI.eleanor]);
      expect(ok(await door.upload('image', await photo(), tokens.arranger)).message).toBe(M.photoUploaded);
    });
  });
});

describe('what visitors get', () => {
  it('hear the audio message of a public page (the demo has one on Thomas’s page); a private page gives no file', async () => {
    const res = await gw.gql<{ decedent: { audioFileUrl: string; obituary: { audioFileUrl: string } } }>(
      'query ($opi: String!) { decedent(opi: $opi) { audioFileUrl obituary { audioFileUrl } } }',
      { opi: OPI.thomas },
    );
    const { decedent } = gqlData(res);
    expect(decedent.audioFileUrl).toMatch(/^\/media\/decedents\/[\w-]+\.wav\?sig=/);
    expect(decedent.obituary.audioFileUrl).toBe(decedent.audioFileUrl);
    const served = await fetch(`${gw.url}${decedent.audioFileUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^audio\/(wav|wave|x-wav)/);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    // Without the signature /media serves nothing.
    expect((await fetch(`${gw.url}${unsigned(decedent.audioFileUrl)}`)).status).toBe(404);
    // The private page's files are not handed to a visitor at all.
    gqlError(await gw.gql('query ($opi: String!) { decedent(opi: $opi) { audioFileUrl } }', { opi: OPI.okaforPrivate }), 'PRIVATE');
  });
});

contract('POST', '/obituary/:id/upload/:kind', () => {
  it('answers the message and the page URLs in the envelope', async () => {
    const res = await gw.rest(
      'POST',
      `/obituary/${OPI.eleanor}/upload/image`,
      form({ file: { name: 'p.jpg', data: await solidImage(22, 32, 'jpeg') } }),
      tokens.arranger,
    );
    const data = expectRestSuccess(res, 200, M.photoUploaded);
    expect(unsigned(data.pictureUrl)).toBe((await stored()).picture_url);
  });

  it('refuses another kind, and a form without a file, in plain words', async () => {
    const wrongKind = await gw.rest(
      'POST',
      `/obituary/${OPI.eleanor}/upload/video`,
      form({ file: { name: 'v.wav', data: wav() } }),
      tokens.arranger,
    );
    expect(expectRestError(wrongKind, 400).message).toMatch(/kind/);
    const noFile = await gw.rest('POST', `/obituary/${OPI.eleanor}/upload/audio`, new FormData(), tokens.arranger);
    expect(expectRestError(noFile, 400).message).toMatch(/file/);
  });

  it('needs a session: 401 for a visitor', async () => {
    expectRestError(await gw.rest('POST', `/obituary/${OPI.eleanor}/upload/audio`, form({ file: { name: 'a.wav', data: wav() } })), 401);
  });
});

contract('POST', '/obituary/:id/life-of/banner-image/upload', () => {
  it('answers message, bannerUrl and originalBannerUrl', async () => {
    const res = await gw.rest(
      'POST',
      `/obituary/${OPI.eleanor}/life-of/banner-image/upload`,
      form({
        file: { name: 'b.png', data: await solidImage(300, 70, 'png') },
        files: { name: 'o.png', data: await solidImage(600, 400, 'png') },
      }),
      tokens.admin,
    );
    const data = expectRestSuccess(res, 200, M.bannerSaved);
    const row = await stored();
    expect(unsigned(data)).toEqual({ bannerUrl: row.banner_url, originalBannerUrl: row.original_banner_url });
  });

  it('refuses a form without the banner (file)', async () => {
    const res = await gw.rest(
      'POST',
      `/obituary/${OPI.eleanor}/life-of/banner-image/upload`,
      form({ files: { name: 'o.png', data: await solidImage() } }),
      tokens.admin,
    );
    expect(expectRestError(res, 400).message).toMatch(/file/);
  });
});
