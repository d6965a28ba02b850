import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, expectRestError, expectRestSuccess, gqlData } from '../../test/expect.js';
import { filesUnder, gqlUpload, restUploadForm, solidImage, type TestFile, type UploadedFile } from '../../test/media.js';
import { Q, type MemoryView } from '../../test/memories.js';

/**
 * Video and audio lose their metadata on upload, as photos do: a phone's recording says where it was made
 * (QuickTime ©xyz, com.apple.quicktime.location.ISO6709, ID3 and RIFF tags). Files are made here with Debian's
 * ffmpeg, uploaded through both doors, attached to a memory as a family would, fetched back through /media
 * with the URL the memory answers, and read with ffprobe. Without ffmpeg the gateway takes no video or audio.
 */

const run = promisify(execFile);
const M = {
  invalidFormat: 'Invalid File Format. Please check the file type and upload again.',
  unavailable: 'Video and audio files cannot be uploaded at the moment. Photos can still be uploaded.',
  uploaded: 'Media Uploaded Successfully',
} as const;
const PLACE = '+48.8584+002.2945/';
const PLACE_3D = '+48.8584+002.2945+035.000/';
/** Tags that say where or when a recording was made, in the spellings ffprobe reports them. */
const TELLING = /location|xyz|iso6709|creation_time|date|gps|comment|title|artist|encoder|make|model/i;

let work: string;
let mediaDir: string;
let gw: TestGateway;
let family: string;

async function ffmpeg(...args: string[]) {
  await run('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 30_000 });
}

interface Probe {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
  streams: Array<{
    codec_type: string;
    codec_name: string;
    disposition: { attached_pic: number };
    duration?: string;
    r_frame_rate: string;
    tags?: Record<string, string>;
    width?: number;
    height?: number;
    sample_rate?: string;
    channels?: number;
  }>;
  chapters: unknown[];
}
async function probe(file: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_format',
    '-show_streams',
    '-show_chapters',
    '-print_format',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as Probe;
}
const allTags = (p: Probe) => [p.format.tags ?? {}, ...p.streams.map((s) => s.tags ?? {})].flatMap((t) => Object.entries(t));

/** Test recordings (1 s), each carrying a location, a date and a title, made once. */
const SAMPLES: Array<{ name: string; make: (out: string) => string[] }> = [
  {
    // The keys/mdta form iPhones write, with a chapter and a cover picture besides.
    name: 'walk.mp4',
    make: (out) => [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:rate=25:duration=1',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      '-metadata',
      `location=${PLACE}`,
      '-metadata',
      `com.apple.quicktime.location.ISO6709=${PLACE_3D}`,
      '-metadata',
      'creation_time=2024-05-01T10:00:00Z',
      '-metadata',
      'title=At the tower',
      '-metadata:s:v:0',
      'creation_time=2024-05-01T10:00:00Z',
      '-movflags',
      'use_metadata_tags',
      out,
    ],
  },
  {
    // The classic QuickTime user data atom ©xyz.
    name: 'garden.mov',
    make: (out) => [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x48:rate=30:duration=1',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:duration=1',
      '-c:v',
      'mpeg4',
      '-c:a',
      'aac',
      '-shortest',
      '-metadata',
      `location=${PLACE}`,
      '-metadata',
      'creation_time=2024-05-01T10:00:00Z',
      '-metadata',
      'make=Apple',
      '-metadata',
      'model=iPhone 15',
      out,
    ],
  },
  {
    // ID3v2 (TXXX location, date, comment), an ID3v1 trailer, and a cover picture (a JPEG could carry its own GPS).
    name: 'hymn.mp3',
    make: (out) => [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:size=16x16:duration=0.04',
      '-map',
      '0',
      '-map',
      '1',
      '-frames:v',
      '1',
      '-c:v',
      'mjpeg',
      '-disposition:v',
      'attached_pic',
      '-c:a',
      'libmp3lame',
      '-id3v2_version',
      '3',
      '-metadata',
      `location=${PLACE}`,
      '-metadata',
      'date=2024-05-01',
      '-metadata',
      'comment=Recorded at +48.8584+002.2945',
      '-metadata',
      'title=Hymn',
      '-write_id3v1',
      '1',
      out,
    ],
  },
  {
    // RIFF INFO.
    name: 'voice.wav',
    make: (out) => [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-metadata',
      `comment=Recorded at ${PLACE}`,
      '-metadata',
      'title=Voice',
      out,
    ],
  },
];
const made = new Map<string, Buffer>();

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-av-'));
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memorial-av-media-'));
  await Promise.all(
    SAMPLES.map(async (s) => {
      await ffmpeg(...s.make(path.join(work, s.name)));
      made.set(s.name, fs.readFileSync(path.join(work, s.name)));
    }),
  );
  gw = await startTestGateway({ env: { MEDIA_DIR: mediaDir } });
  family = await gw.login(DEMO.arranger, 'arranger');
}, 60_000);
afterAll(async () => {
  await gw?.stop();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

type Outcome = { ok: true; files: UploadedFile[] } | { ok: false; code: string; message: string };

const DOORS = [
  {
    name: 'GraphQL multipart (uploadMedia)',
    async upload(g: TestGateway, files: TestFile[]): Promise<Outcome> {
      const res = await gqlUpload(g, files);
      expectNoInternals(JSON.stringify(res.body));
      const error = res.body.errors?.[0];
      if (error) return { ok: false, code: String(error.extensions?.['code']), message: error.message };
      return { ok: true, files: gqlData(res).uploadMedia };
    },
  },
  {
    name: 'REST POST /memories/upload',
    async upload(g: TestGateway, files: TestFile[]): Promise<Outcome> {
      const res = await g.rest('POST', '/memories/upload', restUploadForm(files));
      if (res.status !== 200) {
        const body = expectRestError(res, res.status);
        return { ok: false, code: `${res.status} ${body.code}`, message: body.message };
      }
      return { ok: true, files: expectRestSuccess(res, 200, M.uploaded).files };
    },
  },
] as const;

function expectOk(outcome: Outcome): UploadedFile[] {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  return (outcome as Extract<Outcome, { ok: true }>).files;
}

/** The family adds the uploads to the gallery, and each file is fetched through /media with the URL the memory answers. */
async function publishAndFetch(uploads: UploadedFile[]): Promise<string[]> {
  const res = await gw.gql<{ addOnlyMedia: { memory: MemoryView } }>(
    Q.onlyMedia,
    { opi: OPI.eleanor, files: uploads.map((u) => ({ fileUrl: u.url, fileType: u.fileType })) },
    family,
  );
  const { memory } = gqlData(res).addOnlyMedia;
  expect(memory.files).toHaveLength(uploads.length);
  return Promise.all(
    memory.files.map(async (f, i) => {
      const served = await fetch(`${gw.url}${f['src']}`);
      expect(served.status, f['src']).toBe(200);
      const file = path.join(work, `served-${crypto.randomUUID()}-${uploads[i]!.fileName}`);
      fs.writeFileSync(file, Buffer.from(await served.arrayBuffer()));
      return file;
    }),
  );
}

const incoming = () => filesUnder(path.join(mediaDir, '.incoming'));

describe.each(DOORS)('video and audio through $name', (door) => {
  it('stores mp4, mov, mp3 and wav without location, dates or tags, their streams untouched', async () => {
    const originals = await Promise.all(SAMPLES.map((s) => probe(path.join(work, s.name))));
    // The test files really carry what must go.
    expect(originals[0]!.format.tags).toMatchObject({
      'com.apple.quicktime.location.ISO6709': PLACE_3D,
      location: PLACE,
      creation_time: expect.any(String),
    });
    expect(originals[1]!.format.tags).toMatchObject({ location: PLACE, creation_time: expect.any(String) });
    expect(originals[2]!.format.tags).toMatchObject({ location: PLACE, date: '2024-05-01' });
    expect(originals[2]!.streams.map((s) => [s.codec_type, s.disposition.attached_pic])).toEqual([
      ['audio', 0],
      ['video', 1],
    ]);
    expect(originals[3]!.format.tags).toMatchObject({ comment: `Recorded at ${PLACE}` });

    const uploads = expectOk(
      await door.upload(
        gw,
        SAMPLES.map((s) => ({ name: s.name, data: made.get(s.name)! })),
      ),
    );
    expect(uploads.map((u) => [u.fileType, u.fileName, u.thumbnailUrl])).toEqual([
      ['Video', 'walk.mp4', null],
      ['Video', 'garden.mov', null],
      ['Audio', 'hymn.mp3', null],
      ['Audio', 'voice.wav', null],
    ]);
    expect(uploads.map((u) => path.extname(u.url))).toEqual(['.mp4', '.mov', '.mp3', '.wav']);
    const served = await publishAndFetch(uploads);
    for (const [i, file] of served.entries()) {
      const name = SAMPLES[i]!.name;
      const before = originals[i]!;
      const after = await probe(file);
      // Cover pictures go; every other stream stays.
      before.streams = before.streams.filter((s) => !s.disposition.attached_pic);
      expect(
        allTags(after).filter(([k, v]) => TELLING.test(k) || v.includes('48.8584')),
        name,
      ).toEqual([]);
      expect(after.chapters, name).toEqual([]);
      const bytes = fs.readFileSync(file);
      for (const secret of ['48.8584', '©xyz', 'ISO6709', 'iPhone', 'Hymn', 'At the tower'])
        expect(bytes.includes(Buffer.from(secret, 'latin1')), `${name}: ${secret}`).toBe(false);
      // The same container and streams: codecs, sizes, rates, and duration within one frame (or 1 ms of audio).
      expect(after.format.format_name, name).toBe(before.format.format_name);
      const shape = (p: Probe) =>
        p.streams.map((s) => ({
          type: s.codec_type,
          codec: s.codec_name,
          width: s.width,
          height: s.height,
          rate: s.sample_rate,
          channels: s.channels,
        }));
      expect(shape(after), name).toEqual(shape(before));
      for (const [j, s] of after.streams.entries()) {
        const [num, den] = before.streams[j]!.r_frame_rate.split('/').map(Number);
        const frame = s.codec_type === 'video' ? den! / num! : 0.001;
        expect(
          Math.abs(Number(s.duration ?? after.format.duration) - Number(before.streams[j]!.duration ?? before.format.duration)),
          `${name} ${s.codec_type}`,
        ).toBeLessThanOrEqual(frame + 1e-6);
      }
    }
    // Both the stored file and the scratch copy are gone from the temporary directory.
    expect(incoming()).toEqual([]);
  });

  it('refuses a file that begins like an mp4 or an mp3 but that ffmpeg cannot read, with the unsupported-format message, and keeps nothing', async () => {
    const mp4 = made.get('walk.mp4')!;
    // ftyp box intact, the rest garbage: the type sniffed is video/mp4, but there is no moov.
    const brokenMp4 = Buffer.concat([mp4.subarray(0, 32), Buffer.alloc(4096, 0xab)]);
    const brokenMp3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0)]);
    const before = filesUnder(mediaDir);
    for (const [name, data] of [
      ['broken.mp4', brokenMp4],
      ['broken.mp3', brokenMp3],
    ] as const) {
      const outcome = await door.upload(gw, [
        { name: 'good.png', data: await solidImage() },
        { name, data },
      ]);
      expect(outcome, name).toEqual({
        ok: false,
        code: door.name.startsWith('REST') ? '415 UNSUPPORTED_MEDIA_TYPE' : 'UNSUPPORTED_MEDIA_TYPE',
        message: M.invalidFormat,
      });
    }
    expect(filesUnder(mediaDir)).toEqual(before);
  });
});

describe.each([
  ['a path where nothing is', path.join(os.tmpdir(), 'no-such-ffmpeg')],
  ['a program that is not ffmpeg (exits 0, writes nothing)', '/bin/true'],
])('without ffmpeg: FFMPEG_PATH is %s', (_what, ffmpegPath) => {
  let bare: TestGateway;
  const logs: string[] = [];
  beforeAll(async () => {
    bare = await startTestGateway({ env: { FFMPEG_PATH: ffmpegPath }, logs });
  });
  afterAll(() => bare?.stop());

  it('warns once at start, refuses video and audio through both doors in plain words, and still takes photos', async () => {
    const warnings = logs.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => /ffmpeg/i.test(l.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40); // warn
    for (const door of DOORS) {
      for (const name of ['walk.mp4', 'hymn.mp3']) {
        const outcome = await door.upload(bare, [{ name, data: made.get(name)! }]);
        expect(outcome, `${door.name} ${name}`).toEqual({
          ok: false,
          code: door.name.startsWith('REST') ? '503 SERVICE_UNAVAILABLE' : 'SERVICE_UNAVAILABLE',
          message: M.unavailable,
        });
      }
      const [photo] = expectOk(await door.upload(bare, [{ name: 'photo.png', data: await solidImage() }]));
      expect(photo).toMatchObject({ fileType: 'Image', fileName: 'photo.png' });
    }
    // Asking again does not log again.
    expect(logs.filter((l) => /ffmpeg/i.test(l))).toHaveLength(1);
  });
});
