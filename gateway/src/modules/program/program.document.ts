import JSZip from 'jszip';
import mammoth from 'mammoth';
import {
  DOCX_MIME,
  PROGRAM_MAX_BYTES,
  PROGRAM_MAX_MARKUP_BYTES,
  PROGRAM_MAX_PARTS,
  PROGRAM_MAX_UNPACKED_BYTES,
  PROGRAM_MESSAGES,
  t,
} from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { sanitizeRichText } from '../../html.js';
import { readArchive, type ArchiveRefusals } from '../../media/archive.js';
import { readLimited } from '../../media/intake.js';
import type { RequestScope } from '../../request/scope.js';
import { ProgramCard } from './program.entity.js';

/** The program's refusals: a bomb or a crowd of parts is too large (413); anything else is not a Word document. */
const REFUSALS: ArchiveRefusals = {
  tooLarge: () =>
    new DomainError(
      'TOO_LARGE',
      t(PROGRAM_MESSAGES, 'unpackedTooLarge', { size: String(Math.round(PROGRAM_MAX_UNPACKED_BYTES / 1_048_576)) }),
    ),
  tooManyEntries: () => new DomainError('TOO_LARGE', t(PROGRAM_MESSAGES, 'tooManyParts', { maxParts: String(PROGRAM_MAX_PARTS) })),
  invalid: () => DomainError.invalid({ file: t(PROGRAM_MESSAGES, 'onlyDocx') }),
};

/** The parts a converter parses: XML and relationships. */
const MARKUP = /\.(xml|rels)$/i;

/** A Word document's parts, unpacked once under the limits. */
export type DocxParts = Map<string, Buffer>;

/**
 * A Word document by its content, not its name: a zip (unpacked within the limits, or refused with 413)
 * holding word/document.xml whose [Content_Types].xml declares the main document part, with at most
 * PROGRAM_MAX_MARKUP_BYTES of XML. A renamed zip, exe or .doc is not one.
 */
export async function readProgramDocx(data: Buffer): Promise<DocxParts> {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw REFUSALS.invalid();
  const parts = await readArchive(data, { maxEntries: PROGRAM_MAX_PARTS, maxUnpackedBytes: PROGRAM_MAX_UNPACKED_BYTES }, REFUSALS);
  const types = parts.get('[Content_Types].xml')?.toString('utf8');
  if (!parts.has('word/document.xml') || !types?.includes(`${DOCX_MIME}.main+xml`)) throw REFUSALS.invalid();
  // What mammoth parses (pictures are not read): its cost grows with these bytes, so they have their own limit.
  let markup = 0;
  for (const [name, bytes] of parts) if (MARKUP.test(name)) markup += bytes.length;
  if (markup > PROGRAM_MAX_MARKUP_BYTES)
    throw new DomainError(
      'TOO_LARGE',
      t(PROGRAM_MESSAGES, 'markupTooLarge', { size: String(Math.round(PROGRAM_MAX_MARKUP_BYTES / 1_048_576)) }),
    );
  return parts;
}

/**
 * The program as sanitised HTML (mammoth), from parts already unpacked under the limits: they are packed
 * again without compression, so mammoth reads exactly those bytes and inflates nothing. Pictures are left
 * out (the preview shows the text; sanitising would drop them anyway). Answers null when mammoth cannot
 * read the document.
 */
export async function programPreviewHtml(parts: DocxParts): Promise<string | null> {
  const zip = new JSZip();
  for (const [name, data] of parts) zip.file(name, data);
  const buffer = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  try {
    const { value } = await mammoth.convertToHtml({ buffer }, { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) });
    return sanitizeRichText(value);
  } catch {
    return null;
  }
}

/**
 * The preview of a program stored before previews were kept (the column is null): the stored .docx is
 * converted once, under the same limits as an upload, and the result is kept, so the next preview reads
 * the row. A document refused by the limits (an old upload of a bomb) keeps an empty preview. Written
 * with a plain UPDATE, so that neither the card's edit stamp nor its version moves, and only while the
 * card still holds that file without a preview.
 */
export async function storedProgramPreview(ctx: RequestScope, card: ProgramCard, key: string): Promise<string> {
  let data: Buffer;
  try {
    data = await readLimited({ filename: key, createReadStream: () => ctx.deps.storage.read(key) }, PROGRAM_MAX_BYTES, REFUSALS.tooLarge);
  } catch (err) {
    // Not kept: the storage may answer next time.
    ctx.deps.logger.warn({ err, key }, 'the stored program could not be read for its preview');
    return '';
  }
  let html = '';
  try {
    html = (await programPreviewHtml(await readProgramDocx(data))) ?? '';
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    ctx.deps.logger.warn({ key, reason: err.message }, 'the stored program was refused for its preview');
  }
  await ctx.em.nativeUpdate(ProgramCard, { id: card.id, fileUrl: card.fileUrl, previewHtml: null }, { previewHtml: html });
  return html;
}
