import { z } from 'zod';
import { CERTIFICATE_MESSAGES } from './certificate.js';

/** The service program card's limits (arrangements-portal 2.7, 9): 5 templates a page; the upload limit is stated here once. */
export const PROGRAM_TEMPLATES_PER_PAGE = 5;
/** The most templates a page a client may ask for. */
export const PROGRAM_TEMPLATES_PER_PAGE_MAX = 50;
/** The edited program's size limit: a program of text and a few photos fits well under it. */
export const PROGRAM_MAX_BYTES = 10 * 1_048_576;
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/**
 * What the edited program may hold once unpacked (a .docx is a zip): a program of text and a few photos
 * is a few MB; a zip bomb (612 KB that inflates to 600 MB) is refused while it is read.
 */
export const PROGRAM_MAX_UNPACKED_BYTES = 50 * 1_048_576;
export const PROGRAM_MAX_PARTS = 1000;
/**
 * Of which text and layout (the XML parts the preview reads): a program of a few pages has a few hundred KB;
 * converting costs about 5 s and 80 MB of memory per MB, so a document of 45 MB of paragraphs (a 138 KB upload)
 * would hold the gateway for minutes.
 */
export const PROGRAM_MAX_MARKUP_BYTES = 2 * 1_048_576;

/** Texts of the service program card (arrangements-portal 4.4, 5.7, 7, 8). */
export const PROGRAM_MESSAGES = {
  onlyDocx: 'Only .docx files are allowed',
  tooLarge: (maxBytes: number) => `Max file size allowed is ${Number((maxBytes / 1_048_576).toFixed(2))} Mb`,
  uploaded: 'ProgramCard Uploaded Successfully',
  submitted: 'ProgramCard Submited Successfully',
  confirmChangeTitle: 'Confirm Change',
  confirmChange: 'Selecting a template will replace the current program card.',
  locked: CERTIFICATE_MESSAGES.locked,
  /** Not in the spec: the gateway's answers for a step taken out of order. */
  templateSelected: 'Program template selected',
  templateMissing: 'Please select a program template first.',
  templateUnknown: 'The template does not exist.',
  uploadFirst: 'Please upload your edited program before you submit it.',
  fileRequired: 'Please choose a .docx file to upload.',
  singleFile: 'Please upload a single .docx file.',
  unpackedTooLarge: (maxBytes: number) =>
    `This .docx holds more than ${Math.round(maxBytes / 1_048_576)} MB once unpacked, which is more than a program can be. Please save it again from Word (pictures compressed) and upload it again.`,
  markupTooLarge: (maxBytes: number) =>
    `This .docx holds more than ${Math.round(maxBytes / 1_048_576)} MB of text and layout, which is more than a program can be. Please shorten it, or save it again from Word, and upload it again.`,
  tooManyParts: (maxParts: number) =>
    `This .docx is made of more than ${maxParts} parts, which is more than a program can be. Please save it again from Word and upload it again.`,
  lockedSet: 'The program card is now locked.',
  unlockedSet: 'The program card is now unlocked.',
} as const;

/** Step 1: the chosen template. */
export const programTemplateRule = z.object({
  templateId: z.coerce
    .number({ error: PROGRAM_MESSAGES.templateUnknown })
    .int(PROGRAM_MESSAGES.templateUnknown)
    .positive(PROGRAM_MESSAGES.templateUnknown),
});
export type ProgramTemplateInput = z.input<typeof programTemplateRule>;

/** The template list's page (0-based offset, as the legacy client sends it). */
const LIMIT_MESSAGE = `limit must be a number from 1 to ${PROGRAM_TEMPLATES_PER_PAGE_MAX}`;
export const programTemplatePageRule = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PROGRAM_TEMPLATES_PER_PAGE_MAX, LIMIT_MESSAGE)
    .default(PROGRAM_TEMPLATES_PER_PAGE),
  offset: z.coerce
    .number({ error: 'offset must be a page number from 0' })
    .int('offset must be a page number from 0')
    .min(0, 'offset must be a page number from 0')
    .default(0),
});
export type ProgramTemplatePageInput = z.input<typeof programTemplatePageRule>;

/** What the browser can check before sending: the name and the size (the gateway checks the content). */
export function programFileProblem(file: { name: string; size: number }, maxBytes = PROGRAM_MAX_BYTES): string | null {
  if (!/\.docx$/i.test(file.name)) return PROGRAM_MESSAGES.onlyDocx;
  if (file.size > maxBytes) return PROGRAM_MESSAGES.tooLarge(maxBytes);
  return null;
}
