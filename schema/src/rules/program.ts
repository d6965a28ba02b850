import { z } from 'zod';
import { NAMESPACE, says, t } from '../i18n/index.js';
import { megabytes } from '../messages.js';

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
  [NAMESPACE]: 'program',
  onlyDocx: 'Only .docx files are allowed',
  /** `{size}`: megabytes(maxBytes). */
  tooLarge: 'Max file size allowed is {size} Mb',
  uploaded: 'ProgramCard Uploaded Successfully',
  submitted: 'ProgramCard Submited Successfully',
  confirmChangeTitle: 'Confirm Change',
  confirmChange: 'Selecting a template will replace the current program card.',
  locked: 'This section is now locked. Please contact your arranger for changes.',
  /** Not in the spec: the gateway's answers for a step taken out of order. */
  templateSelected: 'Program template selected',
  templateMissing: 'Please select a program template first.',
  templateUnknown: 'The template does not exist.',
  uploadFirst: 'Please upload your edited program before you submit it.',
  fileRequired: 'Please choose a .docx file to upload.',
  singleFile: 'Please upload a single .docx file.',
  /** `{size}`: whole megabytes, as a string. */
  unpackedTooLarge:
    'This .docx holds more than {size} MB once unpacked, which is more than a program can be. Please save it again from Word (pictures compressed) and upload it again.',
  markupTooLarge:
    'This .docx holds more than {size} MB of text and layout, which is more than a program can be. Please shorten it, or save it again from Word, and upload it again.',
  /** `{maxParts}`: as a string (1000, not 1,000). */
  tooManyParts:
    'This .docx is made of more than {maxParts} parts, which is more than a program can be. Please save it again from Word and upload it again.',
  lockedSet: 'The program card is now locked.',
  unlockedSet: 'The program card is now unlocked.',
  /** The template list's page (0-based offset, as the legacy client sends it). */
  limit: 'limit must be a number from 1 to {max}',
  offset: 'offset must be a page number from 0',
} as const;

/**
 * The fixed texts of the program templates (arrangements-portal 2.7, 3): the .docx the family downloads and the
 * previews, in the language the program is designed in (the request's). The reading is Psalm 23, in the King James
 * Version and in the Reina-Valera 1909 (both public domain), one verse a line.
 */
export const PROGRAM_TEMPLATE_TEXTS = {
  [NAMESPACE]: 'programTemplates',
  inLovingMemory: 'In Loving Memory',
  title1: 'A Celebration of Life',
  title2: 'Forever in Our Hearts',
  title3: 'A Service of Remembrance',
  title4: 'Celebrating a Life Well Lived',
  title5: 'In Remembrance',
  title6: 'Peace Be With You',
  serviceWhen: 'Date and time of the service',
  servicePlace: 'Place of the service',
  orderOfService: 'Order of Service',
  prelude: 'Prelude',
  instrumentalMusic: 'Instrumental music',
  welcome: 'Welcome',
  officiant: 'Officiant',
  openingPrayer: 'Opening Prayer',
  hymn: 'Hymn',
  firstHymn: '\u201CAmazing Grace\u201D',
  firstReading: 'First Reading',
  psalm23: 'Psalm 23',
  eulogy: 'Eulogy',
  familyMember: 'Family member',
  reflections: 'Reflections',
  friendsAndFamily: 'Friends and family',
  secondHymn: '\u201CAbide with Me\u201D',
  closingPrayer: 'Closing Prayer',
  recessional: 'Recessional',
  officiantName: 'Name of the officiant',
  readings: 'Readings',
  psalm23Text: `The Lord is my shepherd; I shall not want.
He maketh me to lie down in green pastures: he leadeth me beside the still waters.
He restoreth my soul: he leadeth me in the paths of righteousness for his name\u2019s sake.
Yea, though I walk through the valley of the shadow of death, I will fear no evil: for thou art with me; thy rod and thy staff they comfort me.
Thou preparest a table before me in the presence of mine enemies: thou anointest my head with oil; my cup runneth over.
Surely goodness and mercy shall follow me all the days of my life: and I will dwell in the house of the Lord for ever.`,
  pallbearers: 'Pallbearers',
  pallbearerName: 'Name of pallbearer',
  acknowledgement: 'Acknowledgement',
  acknowledgementText:
    'The family wishes to express their heartfelt gratitude for the many acts of kindness, the prayers, flowers and words of comfort shared during this time. Your love and support will always be remembered.',
  interment: 'Interment',
  intermentPlace: 'Place of interment',
  entrustedTo: 'Arrangements entrusted to {funeralHome}',
  entrustedToHome: 'Arrangements entrusted to the funeral home',
  fullName: 'Full Name',
  datesPlaceholder: 'Month Day, Year \u2013 Month Day, Year',
  documentTitle: '{name} \u2013 service program',
  documentDescription: 'Service program ({template})',
} as const;

/** The service program's screen (arrangements-portal 2.7, 4.4). */
export const PROGRAM_SCREEN_TEXTS = {
  [NAMESPACE]: 'programScreen',
  title: 'Create Service Program',
  lead: "Choose a design, download it with your loved one's name and dates already filled in, make it your own in any word processor, and upload it back for your arranger.",
  lastEdited: 'Last edited by {name} at {when}',
  notEdited: 'Not edited yet',
  lockSwitch: 'Lock the program card',
  selected: 'Selected',
  front: '{name}: front',
  back: '{name}: back',
  use: 'Use {name}',
  step1: 'Step 1: Choose a program template',
  yourTemplate: 'Your template:',
  nextPage: 'Next page',
  previousPage: 'Previous page',
  page: 'Page {number}',
  uploadLabel: 'Upload your edited program (.docx)',
  uploadProgress: 'Upload progress',
  step2: 'Step 2: Download, edit and upload your program',
  download: 'Download {name} (.docx)',
  uploaded: 'Uploaded:',
  submittedToArranger: 'Submitted to your arranger',
  submit: 'Submit to Arranger',
  preview: 'Preview of the uploaded program',
  lockedTitle: 'Locked',
  cancel: 'Cancel',
  confirmChange: 'Confirm Change',
} as const;

/** Step 1: the chosen template. */
export const programTemplateRule = z.object({
  templateId: z.coerce
    .number(says(PROGRAM_MESSAGES, 'templateUnknown'))
    .int(says(PROGRAM_MESSAGES, 'templateUnknown'))
    .positive(says(PROGRAM_MESSAGES, 'templateUnknown')),
});
export type ProgramTemplateInput = z.input<typeof programTemplateRule>;

const LIMIT_MESSAGE = says(PROGRAM_MESSAGES, 'limit', { max: String(PROGRAM_TEMPLATES_PER_PAGE_MAX) });
const OFFSET_MESSAGE = says(PROGRAM_MESSAGES, 'offset');
export const programTemplatePageRule = z.object({
  limit: z.coerce
    .number(LIMIT_MESSAGE)
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PROGRAM_TEMPLATES_PER_PAGE_MAX, LIMIT_MESSAGE)
    .default(PROGRAM_TEMPLATES_PER_PAGE),
  offset: z.coerce.number(OFFSET_MESSAGE).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
});
export type ProgramTemplatePageInput = z.input<typeof programTemplatePageRule>;

/** What the browser can check before sending: the name and the size (the gateway checks the content). */
export function programFileProblem(file: { name: string; size: number }, maxBytes = PROGRAM_MAX_BYTES): string | null {
  if (!/\.docx$/i.test(file.name)) return t(PROGRAM_MESSAGES, 'onlyDocx');
  if (file.size > maxBytes) return t(PROGRAM_MESSAGES, 'tooLarge', { size: megabytes(maxBytes) });
  return null;
}
