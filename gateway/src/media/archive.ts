import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
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

/**
 * Opens a zip held in memory and answers its parts by name, inflated, refusing a zip bomb while reading
 * it: the directory's entry count and every declared size are checked before a byte is inflated, and
 * the bytes actually inflated are counted as they stream, so headers that lie (a part declared at 1 KB
 * that inflates to 600 MB) stop at the limit too. Never more than limits.maxUnpackedBytes is inflated.
 */
export async function readArchive(data: Buffer, limits: ArchiveLimits, refuse: ArchiveRefusals): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer>();
  try {
    const zip = await yauzl.fromBufferPromise(data, { validateEntrySizes: true, strictFileNames: true });
    if (zip.entryCount > limits.maxEntries) throw refuse.tooManyEntries();
    let count = 0;
    let declared = 0;
    let inflated = 0;
    for await (const entry of zip.eachEntry()) {
      if (++count > limits.maxEntries) throw refuse.tooManyEntries();
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw refuse.tooLarge();
      if (entry.fileName.endsWith('/')) continue;
      if (parts.has(entry.fileName)) throw refuse.invalid();
      const part = await inflate(await zip.openReadStreamPromise(entry), limits.maxUnpackedBytes - inflated, refuse);
      inflated += part.length;
      parts.set(entry.fileName, part);
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw INFLATES_PAST_DECLARED.test(String((e as Error)?.message)) ? refuse.tooLarge() : refuse.invalid();
  }
  return parts;
}

/** One part's bytes, counted as they are inflated: past budget the stream is dropped (and stops inflating). */
async function inflate(stream: Readable, budget: number, refuse: ArchiveRefusals): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop (a refusal or the stream's own error) destroys the stream.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) throw refuse.tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
