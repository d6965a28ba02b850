import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, Writable, type Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES, megabytes, t } from '@memorial/schema';
import { DomainError } from '../errors.js';
import { sniff, type FileKind, type Sniffed } from './file-types.js';
import { processImage } from './images.js';
import { checkSharedDocument } from './archive.js';
import type { AvMetadataStripper } from './av-metadata.js';
import type { Storage } from './storage.js';

export interface StoredMedia {
  url: string;
  storageKey: string;
  thumbnailUrl: string | null;
  thumbnailKey: string | null;
  kind: FileKind;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  fileName: string;
}

/** How one intake is done; the defaults are the memories' (any allowed type, the configured limit, a thumbnail). */
export interface IntakeOptions {
  allowAll: boolean;
  maxBytes?: number;
  av: AvMetadataStripper;
  /** Only these MIME types (decided from the bytes), of those the allow-list takes. */
  accept?: readonly string[];
  /** The storage folder of the key (memories by default). */
  folder?: string;
  /** Whether an image gets a stored thumbnail (yes by default). */
  thumbnail?: boolean;
  /** The refusals' words, where a screen has its own (the profile photo's, the banner's). */
  tooLargeMessage?: string;
  invalidMessage?: string;
}

/** What both doors hand over for one file part: graphql-upload's FileUpload shape. */
export interface IncomingFile {
  filename: string;
  createReadStream(): Readable;
}

/**
 * An upload's bytes in memory, for the small files a card keeps whole (a .docx, a card photo, a rendered page);
 * past maxBytes the stream stops with the caller's refusal (counted while streaming, never read whole first).
 */
export async function readLimited(file: IncomingFile, maxBytes: number, tooLarge: () => DomainError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    await pipeline(
      file.createReadStream(),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > maxBytes) return done(tooLarge());
          chunks.push(chunk);
          done();
        },
      }),
    );
  } catch (e) {
    if (e instanceof DomainError) throw e;
    // graphql-upload and the REST parser stop the stream with a 413 past their own limit.
    if ((e as { status?: number }).status === 413 || /exceeds|truncated|limit/i.test(String((e as Error).message))) throw tooLarge();
    throw e;
  }
  return Buffer.concat(chunks);
}

/**
 * Streams file to the temporary file temp, counting bytes: past maxBytes (here or in the door's own parser) it
 * fails with tooLarge(). Answers the size.
 */
async function streamToTemp(file: IncomingFile, temp: string, maxBytes: number, tooLarge: () => DomainError): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(size > maxBytes ? tooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(file.createReadStream(), counter, fs.createWriteStream(temp));
  } catch (e) {
    if (e instanceof DomainError) throw e;
    // graphql-upload and the REST parser both stop the stream with a 413 when the limit is passed.
    if ((e as { status?: number }).status === 413 || /exceeds|truncated|limit/i.test(String((e as Error).message))) throw tooLarge();
    throw e;
  }
  return size;
}

/** Where a stored file goes and what it is called. */
interface Placement {
  folder: string;
  id: string;
  fileName: string;
}

/** Re-encodes the image in temp and stores it, with its thumbnail unless thumbnail is false. */
async function storeImage(
  storage: Storage,
  temp: string,
  mime: string,
  { folder, id, fileName }: Placement,
  thumbnail: boolean | undefined,
  invalid: () => DomainError,
): Promise<StoredMedia> {
  let image;
  try {
    image = await processImage(temp, mime);
  } catch {
    // Corrupt data, or more pixels than allowed (a decompression bomb).
    throw invalid();
  }
  const key = `${folder}/${id}.${image.ext}`;
  const thumbKey = thumbnail === false ? null : `${folder}/${id}.thumb.jpg`;
  await storage.putBuffer(key, image.main);
  if (thumbKey) await storage.putBuffer(thumbKey, image.thumbnail);
  return {
    url: storage.url(key),
    storageKey: key,
    thumbnailUrl: thumbKey ? storage.url(thumbKey) : null,
    thumbnailKey: thumbKey,
    kind: 'Image',
    mimeType: mime,
    size: image.main.length,
    width: image.width,
    height: image.height,
    fileName,
  };
}

/** What a stored file that is not an image is: no thumbnail, no dimensions. */
function notAnImage(storage: Storage, key: string, type: Sniffed, size: number, fileName: string): StoredMedia {
  return {
    url: storage.url(key),
    storageKey: key,
    thumbnailUrl: null,
    thumbnailKey: null,
    kind: type.kind,
    mimeType: type.mime,
    size,
    width: null,
    height: null,
    fileName,
  };
}

/**
 * Streams one uploaded file to a temporary file, counting bytes (the size limit
 * is enforced while streaming), decides its type from its bytes, re-encodes
 * images, remuxes video and audio without their metadata (both can carry where
 * they were made), and moves it into storage. Answers null for an empty file,
 * which is dropped. Nothing is left in the temporary directory, whatever happens.
 */
export async function intake(storage: Storage, file: IncomingFile, opts: IntakeOptions): Promise<StoredMedia | null> {
  const maxBytes = opts.maxBytes ?? MAX_UPLOAD_BYTES;
  const tooLarge = () =>
    new DomainError('TOO_LARGE', opts.tooLargeMessage ?? t(MEDIA_MESSAGES, 'tooLargeFor', { size: megabytes(maxBytes) }));
  const invalid = () => new DomainError('UNSUPPORTED_MEDIA', opts.invalidMessage ?? t(MEDIA_MESSAGES, 'invalidFormat'));
  const folder = opts.folder ?? 'memories';
  const temp = path.join(storage.tempDir, crypto.randomUUID());
  const stripped = `${temp}.stripped`;
  try {
    const size = await streamToTemp(file, temp, maxBytes, tooLarge);
    if (size === 0) return null;
    const type = await sniff(temp, opts.allowAll);
    if (!type || (opts.accept && !opts.accept.includes(type.mime))) throw invalid();
    // A .docx, .xlsx or .odt is a zip: a bomb is refused here, before anyone downloads and opens it.
    await checkSharedDocument(temp, type.mime, invalid);
    const id = crypto.randomUUID();
    const fileName = safeFileName(file.filename);
    if (type.kind === 'Image') return await storeImage(storage, temp, type.mime, { folder, id, fileName }, opts.thumbnail, invalid);
    const key = `${folder}/${id}.${type.ext}`;
    if (type.kind === 'Video' || type.kind === 'Audio') {
      // Disk to disk, in the media directory: a 500 MB film is never held in memory.
      const failure = await opts.av.strip(temp, stripped, type.mime);
      if (failure === 'unavailable') throw new DomainError('UNAVAILABLE', t(MEDIA_MESSAGES, 'videoAudioUnavailable'));
      // Its first bytes looked right, but ffmpeg cannot read it: as for any file of another type.
      if (failure) throw invalid();
      const { size: strippedSize } = await fsp.stat(stripped);
      await storage.putFile(key, stripped);
      return notAnImage(storage, key, type, strippedSize, fileName);
    }
    await storage.putFile(key, temp);
    return notAnImage(storage, key, type, size, fileName);
  } finally {
    await Promise.all([fsp.rm(temp, { force: true }), fsp.rm(stripped, { force: true })]);
  }
}

/** A display name for a client's file name: no path, no control characters, at most 255 characters. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? 'file')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters in a file name would break the Content-Disposition header
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return (base || 'file').slice(-255);
}
