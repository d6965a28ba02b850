import { z } from 'zod';
import { CERTIFICATE_MESSAGES } from './certificate.js';
import { PROGRAM_MESSAGES } from './program.js';

/**
 * The prayer card (arrangements-portal 2.6, 3, 4.3, 5, 9): a standard 2.5 x 4.25 in card of four pages,
 * each drawn at 456 x 775 CSS px on screen and rendered at 750 x 1275 px (300 dpi) for print.
 */

/** The editor's fonts (spec 5): self-hosted, with free equivalents for the proprietary ones (`family` is the CSS stack). */
export const PRAYER_FONTS = {
  arial: { label: 'Arial', family: "Arimo, Arial, 'Liberation Sans', sans-serif" },
  comicsans: { label: 'Comic Sans', family: "'Comic Neue', 'Comic Sans MS', cursive" },
  couriernew: { label: 'Courier New', family: "'Courier Prime', 'Courier New', monospace" },
  georgia: { label: 'Georgia', family: 'Gelasio, Georgia, serif' },
  helvetica: { label: 'Helvetica', family: 'Inter, Helvetica, Arial, sans-serif' },
  lucida: { label: 'Lucida', family: "'Source Sans 3', 'Lucida Sans', sans-serif" },
  playball: { label: 'Playball', family: 'Playball, cursive' },
  cinzel: { label: 'Cinzel', family: 'Cinzel, serif' },
  roboto: { label: 'Roboto', family: 'Roboto, sans-serif' },
  robotoslab: { label: 'Roboto Slab', family: "'Roboto Slab', serif" },
  lato: { label: 'Lato', family: 'Lato, sans-serif' },
  martel: { label: 'Martel', family: 'Martel, serif' },
} as const;
export type PrayerFont = keyof typeof PRAYER_FONTS;
export const PRAYER_FONT_KEYS = Object.keys(PRAYER_FONTS) as PrayerFont[];

/** Sizes 12 to 28 and 32 points (spec 5). */
export const PRAYER_SIZES = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32] as const;
/** The legacy client's size names: the poem's class fs26 and the footer's 'large' (spec 9). */
export const PRAYER_SIZE_NAMES: Record<string, number> = { small: 14, medium: 18, large: 22, fs26: 26 };
export const PRAYER_DEFAULT_SIZES = {
  heading: 20,
  name: 24,
  dates: 18,
  poem: 26,
  poemTitle: 22,
  footer: PRAYER_SIZE_NAMES['large']!,
} as const;

export const PRAYER_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type PrayerAlign = (typeof PRAYER_ALIGNS)[number];

/** Text field types (spec 3). */
export const PRAYER_FIELD_TYPES = ['title', 'content', 'poem', 'footer', 'heading1', 'heading2', 'textarea', 'group'] as const;
export type PrayerFieldType = (typeof PRAYER_FIELD_TYPES)[number];

/** The four pages of a card, in order. */
export const PRAYER_PAGES = [
  { index: 0, name: 'Front Cover', label: 'Page 1 Front Cover' },
  { index: 1, name: 'Inside Left', label: 'Page 2 Inside Left' },
  { index: 2, name: 'Inside Right', label: 'Page 3 Inside Right' },
  { index: 3, name: 'Back Cover', label: 'Page 4 Back Cover' },
] as const;

/**
 * One page's geometry: on screen, the text area's limit, how its fields stack (line height, px between fields, px
 * above the footer: the editor's layout and the server's fitting both read them), and the printed PNG (2.5 x 4.25 in
 * at 300 dpi).
 */
export const PRAYER_PAGE = {
  width: 456,
  height: 775,
  textHeightLimit: 738,
  lineWidth: 400,
  lineHeight: 1.3,
  fieldGap: 6,
  footGap: 12,
  png: { width: 750, height: 1275 },
  inches: { width: 2.5, height: 4.25 },
} as const;

/** The uploaded photo (spec 5): cropped at 187:322, zoom 0.1 to 2; kept at print height 1275 px. */
export const PRAYER_CUSTOM_IMAGE = {
  width: 187,
  height: 322,
  aspect: 187 / 322,
  minZoom: 0.1,
  maxZoom: 2,
  zoomStep: 0.1,
  types: ['png', 'jpg', 'jpeg'] as const,
  mimeTypes: ['image/png', 'image/jpeg'] as const,
  maxBytes: 15 * 1_048_576,
  printHeight: 1275,
} as const;

/** The submitted pages: one PNG per page, template_{n}.png, 1 to 4 of them. */
export const PRAYER_SUBMIT = { minPages: 1, maxPages: 4, maxPageBytes: 8 * 1_048_576, maxWidth: 3000, maxHeight: 5100 } as const;

/** Length caps of what a card holds (the editor's 738 px limit keeps real cards far below them). */
export const PRAYER_LIMITS = {
  fieldText: 3000,
  fieldName: 60,
  fieldsPerPage: 30,
  poemTitle: 200,
  poemContent: 6000,
  finalContent: 20000,
  coordinates: 500,
  subType: 40,
  line: 200,
  /** A text field's order on its page. */
  priority: 100,
  /** Pages of a card (indexes 0 to pages - 1). */
  pages: 4,
} as const;

const mb = (bytes: number) => Number((bytes / 1_048_576).toFixed(2));

/** Texts of the prayer card (spec 2.6, 5, 8), and plain sentences for what the spec leaves unsaid. */
/** The heading a card starts with, above the decedent's name and dates (arrangements-portal 8). */
export const PRAYER_DEFAULT_HEADING = 'In Loving Memory of';

/** The designer's labels and steps the spec quotes (arrangements-portal 2.6, 4.3). */
export const PRAYER_DESIGNER_TEXTS = {
  step1: 'Step 1: Choose a card or upload your own photo',
  step1Chosen: 'Step 1: Your prayer card',
  step2: 'Step 2: Select or enter a poem',
  step2Hint: 'Press EDIT CARD to choose a poem and the location, or to write your own words on any page.',
  step2Editing: 'Choose a poem and the location, or click any text on the page to change it.',
  selectPoem: 'Select Poem',
  selectLocation: 'Select Location',
  editCard: 'EDIT CARD',
  cancel: 'CANCEL',
  saveCard: 'SAVE CARD',
  lastEditedBy: 'Last edited by',
  lastEditedAt: 'Last edited at',
} as const;

export const PRAYER_MESSAGES = {
  submitted: 'Prayer Card Submitted Successfully To The Arranger',
  textLimit: 'Max text limit reached try reducing the characters',
  /** A submitted page whose text runs outside the card's safe area (the editor's text box), named by its label. */
  pageTextOutside: (label: string) => `${label}: Max text limit reached try reducing the characters`,
  locked: CERTIFICATE_MESSAGES.locked,
  saved: 'Prayer card saved',
  templateChosen: 'Prayer card template selected',
  imageUploaded: 'Prayer card image uploaded',
  changeConfirmTitle: 'Change Prayer Card',
  changeConfirm: 'Choosing another card replaces the current design, its text and its photo. Do you want to continue?',
  lockedSet: 'The prayer card is now locked.',
  unlockedSet: 'The prayer card is now unlocked.',
  templateUnknown: 'The prayer card template does not exist.',
  templateFirst: 'Please choose a prayer card template or upload a photo first.',
  poemUnknown: 'The poem does not exist.',
  locationUnknown: 'The location must be one of the funeral homes.',
  imageRequired: 'Please choose an image to upload.',
  imageType: 'Only png, jpg and jpeg images are allowed',
  imageTooLarge: (maxBytes: number = PRAYER_CUSTOM_IMAGE.maxBytes) => PROGRAM_MESSAGES.tooLarge(maxBytes),
  imageUnreadable: 'The image could not be read. Please choose another png or jpg file.',
  coordinates: "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
  pagesRequired: 'Please send the rendered pages of the card (1 to 4 PNG images).',
  pagesTooMany: `A prayer card has at most ${PRAYER_LIMITS.pages} pages.`,
  pageName: 'Each page must be named template_1.png to template_4.png.',
  pageNotPng: (name: string) => `${name} is not a PNG image.`,
  pagePixels: (name: string) => `${name} is too large: a page is at most 3000 x 5100 px (four times print resolution).`,
  pageShape: (name: string) => `${name} must be a portrait page of the card's shape, 2.5 x 4.25 in (750 x 1275 px).`,
  pageTooLarge: (name: string, maxBytes: number = PRAYER_SUBMIT.maxPageBytes) => `${name} is larger than ${mb(maxBytes)} Mb.`,
  pageIndex: `The page must be 0 to ${PRAYER_LIMITS.pages - 1} (Front Cover, Inside Left, Inside Right, Back Cover).`,
  pageTwice: 'Each page may be sent once.',
  font: `The font must be one of ${PRAYER_FONT_KEYS.join(', ')}.`,
  size: 'The size must be 12 to 28 or 32.',
  align: 'The alignment must be left, center, right or justify.',
  fieldType: `The text field type must be one of ${PRAYER_FIELD_TYPES.join(', ')}.`,
  tooLong: (field: string, max: number) => `${field} may be at most ${max} characters.`,
  tooManyFields: `A page has at most ${PRAYER_LIMITS.fieldsPerPage} text fields.`,
  fieldNameRequired: 'Each text field needs a name.',
  priority: `The priority must be a whole number from 0 to ${PRAYER_LIMITS.priority}.`,
  notText: (field: string) => `${field} must be text.`,
  fieldShape: 'Each text field must have a type, name, text, priority, font, size, bold, italic, underline and align.',
  pageFields: 'Each page must have an index and a list of text fields.',
  pagesList: 'The pages must be a list of pages, each with an index and its text fields.',
  notSubmitted: 'The prayer card has not been submitted yet.',
} as const;

const bool = z.boolean({ error: 'Bold, italic and underline must be true or false.' });

/** One text field of a page (spec 3). */
export const prayerTextFieldRule = z.object(
  {
    type: z.enum(PRAYER_FIELD_TYPES, { error: PRAYER_MESSAGES.fieldType }),
    subType: z
      .string({ error: PRAYER_MESSAGES.notText('The subType') })
      .max(PRAYER_LIMITS.subType, PRAYER_MESSAGES.tooLong('The subType', PRAYER_LIMITS.subType))
      .nullish(),
    name: z
      .string({ error: PRAYER_MESSAGES.fieldNameRequired })
      .trim()
      .min(1, PRAYER_MESSAGES.fieldNameRequired)
      .max(PRAYER_LIMITS.fieldName, PRAYER_MESSAGES.tooLong('The text field name', PRAYER_LIMITS.fieldName)),
    text: z
      .string({ error: PRAYER_MESSAGES.notText('The text of a field') })
      .max(PRAYER_LIMITS.fieldText, PRAYER_MESSAGES.tooLong('The text of a field', PRAYER_LIMITS.fieldText)),
    priority: z
      .number({ error: PRAYER_MESSAGES.priority })
      .int(PRAYER_MESSAGES.priority)
      .min(0, PRAYER_MESSAGES.priority)
      .max(PRAYER_LIMITS.priority, PRAYER_MESSAGES.priority),
    font: z.enum(PRAYER_FONT_KEYS as [PrayerFont, ...PrayerFont[]], { error: PRAYER_MESSAGES.font }),
    size: z.number({ error: PRAYER_MESSAGES.size }).refine((n) => (PRAYER_SIZES as readonly number[]).includes(n), PRAYER_MESSAGES.size),
    bold: bool,
    italic: bool,
    underline: bool,
    align: z.enum(PRAYER_ALIGNS, { error: PRAYER_MESSAGES.align }),
    line: z
      .number({ error: 'The line must be a whole number.' })
      .int('The line must be a whole number.')
      .min(0, 'The line must be a whole number.')
      .max(PRAYER_LIMITS.line, 'The line must be a whole number.')
      .nullish(),
  },
  { error: PRAYER_MESSAGES.fieldShape },
);
export type PrayerTextFieldInput = z.input<typeof prayerTextFieldRule>;

export const prayerPageRule = z.object(
  {
    index: z
      .number({ error: PRAYER_MESSAGES.pageIndex })
      .int(PRAYER_MESSAGES.pageIndex)
      .min(0, PRAYER_MESSAGES.pageIndex)
      .max(PRAYER_LIMITS.pages - 1, PRAYER_MESSAGES.pageIndex),
    textFields: z
      .array(prayerTextFieldRule, { error: PRAYER_MESSAGES.pageFields })
      .max(PRAYER_LIMITS.fieldsPerPage, PRAYER_MESSAGES.tooManyFields),
  },
  { error: PRAYER_MESSAGES.pageFields },
);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: PRAYER_MESSAGES.notText(label) })
    .max(max, PRAYER_MESSAGES.tooLong(label, max))
    .nullish();

/** A crop 'x,y,width,height' in the photo's pixels (react-easy-crop's croppedAreaPixels), or the same as JSON. */
export const PRAYER_COORDINATES_PATTERN = /^\s*-?\d+(\.\d+)?(\s*,\s*-?\d+(\.\d+)?){3}\s*$/;
export function parseCoordinates(value: string): { x: number; y: number; width: number; height: number } | null {
  let parts: number[] | null = null;
  if (PRAYER_COORDINATES_PATTERN.test(value)) parts = value.split(',').map((s) => Number(s.trim()));
  else {
    try {
      const o = JSON.parse(value) as Record<string, unknown>;
      if (o && typeof o === 'object') parts = ['x', 'y', 'width', 'height'].map((k) => Number(o[k]));
    } catch {
      /* not JSON: refused below */
    }
  }
  if (!parts || parts.some((n) => !Number.isFinite(n))) return null;
  const [x, y, width, height] = parts as [number, number, number, number];
  if (width <= 0 || height <= 0 || x < 0 || y < 0) return null;
  return { x, y, width, height };
}
export const prayerCoordinatesRule = z
  .string({ error: PRAYER_MESSAGES.coordinates })
  .max(PRAYER_LIMITS.coordinates, PRAYER_MESSAGES.coordinates)
  .refine((s) => s.trim() === '' || parseCoordinates(s) !== null, PRAYER_MESSAGES.coordinates);

/** Saving a card (savePrayerCard / POST /prayer-card/{id}). */
export const prayerCardRule = z.object({
  /** Optional: a template to start from first (the legacy POST sends the whole card with its templateId). */
  templateId: z
    .number({ error: PRAYER_MESSAGES.templateUnknown })
    .int(PRAYER_MESSAGES.templateUnknown)
    .positive(PRAYER_MESSAGES.templateUnknown)
    .nullish(),
  pages: z
    .array(prayerPageRule, { error: PRAYER_MESSAGES.pagesList })
    .max(PRAYER_LIMITS.pages, PRAYER_MESSAGES.pagesTooMany)
    .refine((pages) => new Set(pages.map((p) => p.index)).size === pages.length, PRAYER_MESSAGES.pageTwice),
  poemId: z.number({ error: PRAYER_MESSAGES.poemUnknown }).int(PRAYER_MESSAGES.poemUnknown).positive(PRAYER_MESSAGES.poemUnknown).nullish(),
  poemTitle: optionalText('The poem title', PRAYER_LIMITS.poemTitle),
  poemContent: optionalText('The poem', PRAYER_LIMITS.poemContent),
  finalContent: optionalText('The final content', PRAYER_LIMITS.finalContent),
  locationId: z
    .number({ error: PRAYER_MESSAGES.locationUnknown })
    .int(PRAYER_MESSAGES.locationUnknown)
    .positive(PRAYER_MESSAGES.locationUnknown)
    .nullish(),
  coordinates: prayerCoordinatesRule.nullish(),
});
export type PrayerCardInputShape = z.input<typeof prayerCardRule>;

/** Step 1: the chosen template. */
export const prayerTemplateRule = z.object({
  templateId: z
    .number({ error: PRAYER_MESSAGES.templateUnknown })
    .int(PRAYER_MESSAGES.templateUnknown)
    .positive(PRAYER_MESSAGES.templateUnknown),
});

/** A submitted page's file name: template_1.png .. template_4.png (page index n - 1). */
export const PRAYER_PAGE_FILE = /^template_([1-4])\.png$/i;

/** What the browser can check before uploading a photo: the name's type and the size (the gateway checks the content). */
export function prayerImageProblem(file: { name: string; size: number }, maxBytes: number = PRAYER_CUSTOM_IMAGE.maxBytes): string | null {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return PRAYER_MESSAGES.imageType;
  if (file.size > maxBytes) return PRAYER_MESSAGES.imageTooLarge(maxBytes);
  return null;
}
