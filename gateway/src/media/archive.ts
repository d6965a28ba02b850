import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { MAX_DOCUMENT_PARTS, MAX_DOCUMENT_UNPACKED_BYTES, MEDIA_MESSAGES, t } from '@memorial/schema';
import { DomainError } from '../errors.js';

/** How much a zip-based document (.docx, .xlsx, .odt...) may hold once unpacked. */
export interface ArchiveLimits {
  /** Parts (entries) of the archive, as its directory declares them and as read. */
  maxEntries: number;
  /** Bytes of all parts together once inflated, as declared and as actually inflated. */
  maxUnpackedBytes: number;
}

/** The refusals, in the words of the screen the document was sent from. */
export interface ArchiveRefusals {
  /** More bytes once unpacked than allowed, declared or actual, or an entry that inflates past its own declared size. */
  tooLarge(): DomainError;
  tooManyEntries(): DomainError;
  /** Not a readable zip: truncated, encrypted, an unknown compression method, a part named twice... */
  invalid(): DomainError;
}

/** yauzl's words for a part whose data inflates to more than its headers declared (validateEntrySizes). */
const INFLATES_PAST_DECLARED = /^too many bytes in the stream/;

/** Office Open XML and OpenDocument types (as sniffed from the bytes): each is a zip inside. */
const ZIP_BASED = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

/**
 * A document shared with a memory (isAllowAllMedia), stored as it came: when it is a zip inside, it is
 * unpacked once, counting, within the shared documents' limits (413 past them); anything else passes.
 */
export async function checkSharedDocument(filePath: string, mime: string, invalid: () => DomainError): Promise<void> {
  if (!ZIP_BASED.has(mime)) return;
  await checkArchiveFile(
    filePath,
    { maxEntries: MAX_DOCUMENT_PARTS, maxUnpackedBytes: MAX_DOCUMENT_UNPACKED_BYTES },
    {
      tooLarge: () =>
        new DomainError(
          'TOO_LARGE',
          t(MEDIA_MESSAGES, 'documentUnpackedTooLarge', { size: String(Math.round(MAX_DOCUMENT_UNPACKED_BYTES / 1_048_576)) }),
        ),
      tooManyEntries: () => new DomainError('TOO_LARGE', t(MEDIA_MESSAGES, 'documentTooManyParts', { parts: String(MAX_DOCUMENT_PARTS) })),
      invalid,
    },
  );
}

/**
 * Opens a zip held in memory and answers its parts by name, inflated, refusing a zip bomb while reading
 * it: the directory's entry count and every declared size are checked before a byte is inflated, and
 * the bytes actually inflated are counted as they stream, so headers that lie (a part declared at 1 KB
 * that inflates to 600 MB) stop at the limit too. Never more than limits.maxUnpackedBytes is inflated.
 */
export async function readArchive(data: Buffer, limits: ArchiveLimits, refuse: ArchiveRefusals): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  await walk(yauzl.fromBufferPromise(data, OPTIONS), limits, refuse, (name, bytes) => {
    if (parts.has(name)) throw refuse.invalid();
    parts.set(name, bytes);
  });
  return parts;
}

/**
 * Checks a zip on disk (an upload kept as it is, e.g. a document shared with a memory) the same way,
 * inflating every part to count its bytes and keeping none: a bomb is refused, whoever opens it later.
 */
async function checkArchiveFile(filePath: string, limits: ArchiveLimits, refuse: ArchiveRefusals): Promise<void> {
  await walk(yauzl.openPromise(filePath, OPTIONS), limits, refuse);
}

const OPTIONS: yauzl.Options = { validateEntrySizes: true };

async function walk(
  opening: Promise<yauzl.ZipFile>,
  limits: ArchiveLimits,
  refuse: ArchiveRefusals,
  keep?: (name: string, bytes: Buffer) => void,
): Promise<void> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await opening;
    if (zip.entryCount > limits.maxEntries) throw refuse.tooManyEntries();
    let count = 0;
    let declared = 0;
    let inflated = 0;
    for await (const entry of zip.eachEntry()) {
      if (++count > limits.maxEntries) throw refuse.tooManyEntries();
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw refuse.tooLarge();
      if (entry.fileName.endsWith('/')) continue;
      const part = await inflate(await zip.openReadStreamPromise(entry), limits.maxUnpackedBytes - inflated, refuse, !!keep);
      inflated += part.size;
      keep?.(entry.fileName, part.bytes);
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw INFLATES_PAST_DECLARED.test(String((e as Error)?.message)) ? refuse.tooLarge() : refuse.invalid();
  } finally {
    zip?.close();
  }
}

/** One part's bytes (when kept), counted as they are inflated: past budget the stream is dropped (and stops inflating). */
async function inflate(stream: Readable, budget: number, refuse: ArchiveRefusals, keep: boolean) {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop (a refusal or the stream's own error) destroys the stream.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) throw refuse.tooLarge();
    if (keep) chunks.push(chunk);
  }
  return { size, bytes: Buffer.concat(chunks) };
}
