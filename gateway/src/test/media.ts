import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { stored, zipOf } from './zip.js';
import sharp from 'sharp';
import type { GqlResponse, TestGateway } from './gateway.js';

/**
 * Files for upload tests, made here byte by byte or with sharp, and the two
 * upload doors: GraphQL multipart (the GraphQL multipart request spec) and the
 * legacy REST multipart route.
 */

export interface TestFile {
  name: string;
  data: Buffer | string;
  type?: string;
}

/** A solid image of one colour. */
export const solidImage = (width = 40, height = 30, format: 'png' | 'jpeg' | 'gif' = 'png', background = '#a33') => {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return image[format]().toBuffer();
};

/**
 * A camera photo as stored on the sensor: 60 x 40 pixels, the top half red and
 * the bottom half blue, with EXIF orientation 6 (shown turned 90 degrees
 * clockwise: 40 x 60, red on the right) and a GPS position.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#000000' } })
    .composite([
      { input: red, top: 0, left: 0 },
      { input: blue, top: 20, left: 0 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 28/1 0/1' },
    })
    .toBuffer();
}

/** The tags of the first image directory (IFD0) of an EXIF block as sharp reports it ("Exif\0\0" + TIFF). */
export function exifIfd0Tags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}
export const EXIF_TAG = { orientation: 0x0112, make: 0x010f, gpsIfd: 0x8825 } as const;

/** The RGB colour at a pixel of an image. */
export async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid, fully decodable 1-bit greyscale PNG of
 * width x height black pixels. 10000 x 10000 (100 megapixels) is about 12 KB.
 */
export function pngBomb(width = 10_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed bits
  const raw = Buffer.alloc(row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip archive with stored (uncompressed) entries. */
export const storedZip = (entries: Array<{ name: string; data: string }>): Buffer => zipOf(entries.map((e) => stored(e.name, e.data)));

/** A minimal Word document (Office Open XML), as file-type recognises one. */
export const docx = () =>
  storedZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: 'word/document.xml',
      data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Eulogy</w:t></w:r></w:p></w:body></w:document>',
    },
  ]);

/** A one-page pdf. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** The start of a Linux program (ELF) and of a Windows one (PE: MZ header, PE signature at 0x80). */
export function elfProgram(): Buffer {
  const b = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b);
  b.writeUInt16LE(2, 16); // ET_EXEC
  b.writeUInt16LE(0x3e, 18); // x86-64
  return b;
}
export function windowsProgram(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x14c, 0x84); // i386
  return b;
}

const blobOf = (f: TestFile) => new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], f.type ? { type: f.type } : {});

/** The legacy upload body: repeated parts named file (and a visitor's solved captcha, the form field captcha). */
export function restUploadForm(files: TestFile[], captcha?: string): FormData {
  const body = new FormData();
  if (captcha !== undefined) body.append('captcha', captcha);
  for (const f of files) body.append('file', blobOf(f), f.name);
  return body;
}

export const UPLOAD_MEDIA =
  'mutation ($files: [Upload!]!, $all: Boolean, $captcha: String) { uploadMedia(files: $files, isAllowAllMedia: $all, captcha: $captcha) { url thumbnailUrl fileType fileName width height } }';

/** A GraphQL multipart request (operations, map, then one part per file). */
export function graphqlUploadForm(files: TestFile[], allowAll?: boolean, query = UPLOAD_MEDIA, captcha?: string | null): FormData {
  const body = new FormData();
  const variables = { files: files.map(() => null), ...(allowAll === undefined ? {} : { all: allowAll }), ...(captcha ? { captcha } : {}) };
  body.append('operations', JSON.stringify({ query, variables }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
  files.forEach((f, i) => body.append(String(i), blobOf(f), f.name));
  return body;
}

export interface UploadedFile {
  url: string;
  thumbnailUrl: string | null;
  fileType: string;
  fileName: string;
  width: number | null;
  height: number | null;
}

/**
 * Uploads through GraphQL, with the CSRF preflight header unless told otherwise. A visitor (no token) comes as a
 * new visitor with a solved captcha unless one is given (null: none).
 */
export async function gqlUpload(
  gw: TestGateway,
  files: TestFile[],
  opts: { allowAll?: boolean; token?: string; preflight?: boolean; captcha?: string | null } = {},
): Promise<GqlResponse<{ uploadMedia: UploadedFile[] }>> {
  const captcha = opts.captcha !== undefined ? opts.captcha : opts.token ? null : await gw.visitorCaptcha();
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: {
      ...(opts.preflight === false ? {} : { 'apollo-require-preflight': 'true' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: graphqlUploadForm(files, opts.allowAll, UPLOAD_MEDIA, captcha),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text), headers: res.headers };
  } catch {
    throw new Error(`/graphql answered ${res.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
}

/** The files below a directory (recursively), as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A short silent PCM WAV (8 kHz, mono, 16-bit). */
export function wav(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** An image of two colours side by side: red on the left half, blue on the right. */
export async function twoToneImage(width = 40, height = 30): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, top: 0, left: half }])
    .png()
    .toBuffer();
}

export const isRed = ([r, g, b]: [number, number, number]) => r > 180 && g < 80 && b < 80;
export const isBlue = ([r, g, b]: [number, number, number]) => b > 180 && r < 80 && g < 80;

/**
 * A multipart body written by hand, for part headers a browser would not send
 * (e.g. an RFC 5987 filename* that decodes to quotes and line breaks).
 */
export function rawMultipart(
  parts: Array<{ name: string; disposition?: string; filename?: string; data: Buffer | string; type?: string }>,
): { body: Buffer; contentType: string } {
  const boundary = `----memorial-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.disposition ?? `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`, 'latin1'),
    );
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data, 'utf8') : p.data, Buffer.from('\r\n', 'latin1'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
