import { z } from 'zod';
import { NAMESPACE, says, t } from '../i18n/index.js';
import { megabytes } from '../messages.js';

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

/** Texts of the prayer card (spec 2.6, 5, 8), and plain sentences for what the spec leaves unsaid. */
/** The heading a card starts with, above the decedent's name and dates (arrangements-portal 8). */
export const PRAYER_DEFAULT_HEADING = 'In Loving Memory of';

/**
 * The fixed texts of the card templates (arrangements-portal 8): the heading, the placeholders, each template's line on
 * the front and verse on the back (public domain: the King James Version; in Spanish the Reina-Valera 1909). A card
 * takes them in the language it is designed in: the layout shown until it is saved follows the reader's language, and
 * a saved card keeps the words it was saved with.
 */
export const PRAYER_TEMPLATE_TEXTS = {
  [NAMESPACE]: 'prayerTemplates',
  heading: PRAYER_DEFAULT_HEADING,
  placeholderName: 'Full Name',
  placeholderDates: 'Date of Birth \u2013 Date of Death',
  front1: 'Forever in Our Hearts',
  back1: 'Blessed are they that mourn: for they shall be comforted.\nMatthew 5:4',
  front2: 'Peace I Leave with You',
  back2: 'Peace I leave with you, my peace I give unto you.\nJohn 14:27',
  front3: 'Safe Harbour',
  back3: 'He maketh the storm a calm, so that the waves thereof are still.\nPsalm 107:29',
  front4: 'I Will Lift Up Mine Eyes',
  back4: 'I will lift up mine eyes unto the hills, from whence cometh my help.\nPsalm 121:1',
  front5: 'Consider the Lilies',
  back5: 'Consider the lilies of the field, how they grow.\nMatthew 6:28',
  front6: 'May You Rest in Peace',
  back6: 'May the road rise to meet you, may the wind be always at your back.\nTraditional Irish blessing',
  front7: 'A Time for Every Season',
  back7: 'To every thing there is a season, and a time to every purpose under the heaven.\nEcclesiastes 3:1',
  front8: 'Until We Meet Again',
  back8: 'And God shall wipe away all tears from their eyes.\nRevelation 21:4',
} as const;

/** The designer's labels and steps the spec quotes (arrangements-portal 2.6, 4.3). */
export const PRAYER_DESIGNER_TEXTS = {
  [NAMESPACE]: 'prayerDesigner',
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
  /** A page's name (PRAYER_PAGES), by its index as text. */
  pageName: '{index, select, 0 {Front Cover} 1 {Inside Left} 2 {Inside Right} 3 {Back Cover} other {Page {number}}}',
  /** A page's label (PRAYER_PAGES), by its index as text. */
  pageLabel:
    '{index, select, 0 {Page 1 Front Cover} 1 {Page 2 Inside Left} 2 {Page 3 Inside Right} 3 {Page 4 Back Cover} other {Page {number}}}',
} as const;

/** The prayer card's screens (arrangements-portal 2.6, 4.3): what the spec leaves unsaid, in plain words. */
export const PRAYER_SCREEN_TEXTS = {
  [NAMESPACE]: 'prayerScreen',
  title: 'Create Prayer Card',
  lead: 'Choose a card or your own photograph, add a poem or prayer, and make every page your own. Your arranger prints it for the service.',
  leaveWarning: 'You have changed the prayer card without saving. If you leave now, the changes will be lost.',
  lockedView: 'The family can view the card but not change it.',
  unlockedView: 'The family can change the card until you lock it.',
  lockSwitch: 'Lock the prayer card',
  lockedTitle: 'Locked',
  choosePoem: 'Choose a poem',
  noPoem: 'No poem has that title',
  chooseLocation: 'Choose the location',
  done: 'Done',
  designYourCard: 'Design your card',
  submittedByFamily: 'Submitted by the family',
  submittedToArranger: 'Submitted to your arranger',
  pagesOfCard: 'Pages of the card',
  preview: 'Preview Card',
  previewPages: 'Prayer card pages',
  pageOfCount: '{label} ({at} of {count})',
  asItPrints: '{label}, as it prints',
  drawing: 'Drawing the pages at print quality\u2026',
  drawFailed: 'The pages could not be drawn. Close the preview and try again.',
  previousPage: 'Previous page',
  previous: 'Previous',
  nextPage: 'Next page',
  next: 'Next',
  submitFailed: 'The card could not be drawn for printing. Please try again.',
  preparingPage: 'Preparing page {page} of {total}',
  sending: 'Sending the card to your arranger: {percent}%',
  submit: 'Submit to Arranger',
  submitting: 'Submitting the prayer card',
  printLocked: 'The printable card is not available while the card is locked.',
  download: 'Download printable card',
  print: 'Print',
  printableOnce: 'Printable once the family submits the card.',
  printOpens: 'Print (opens the printable PDF)',
  ownPhoto: 'Your card uses your own photo.',
  yourCardIs: 'Your card:',
  changeCard: 'Change Prayer Card',
  cancel: 'Cancel',
  yesChange: 'Yes, change it',
  chooseTitle: 'Choose a prayer card',
  chooseTemplate: 'Choose {name}',
  yourCard: 'Your card',
  chooseCard: 'Choose a card',
  loadingCards: 'Loading the cards',
  orUpload: 'or upload your own photo',
  uploading: 'Uploading your photo: {progress}%',
  uploadProgress: 'Photo upload progress',
  photoHint: 'The card is 2.5 x 4.25 inches; a photo at least 750 x 1275 pixels prints sharpest.',
  uploadPhoto: 'Upload your own photo',
  photoHelp: 'A PNG or JPEG photo; you choose the part that fills the front of the card.',
  cropTitle: 'Crop your prayer card photo',
  textStyle: 'Text style',
  styling: 'Styling: {field}',
  selectedText: 'the selected text',
  selectToStyle: 'Select a text on the page to style it.',
  font: 'Font',
  size: 'Size',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  alignment: 'Alignment',
  alignLeft: 'Left',
  alignCenter: 'Center',
  alignRight: 'Right',
  alignJustify: 'Justify',
  pageNotDrawn: 'The page could not be drawn.',
  /**
   * A text field's name on screen (the text box's accessible name, the toolbar's line): the templates' fields by name,
   * else `{words}`, the field's own name in words ('poemTitle': 'Poem title'), else its type's.
   */
  fieldLabel:
    '{name, select, frontTitle {Front title} heading {Heading} name {Name} dates {Dates} poemTitle {Poem title} poem {Poem} verse {Verse} location {Location} other {{type, select, other {{words}}}}}',
} as const;

export const PRAYER_MESSAGES = {
  [NAMESPACE]: 'prayer',
  submitted: 'Prayer Card Submitted Successfully To The Arranger',
  textLimit: 'Max text limit reached try reducing the characters',
  /** A submitted page whose text runs outside the card's safe area (the editor's text box), named by its label. */
  pageTextOutside: '{label}: Max text limit reached try reducing the characters',
  locked: 'This section is now locked. Please contact your arranger for changes.',
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
  /** `{size}`: megabytes(maxBytes). */
  imageTooLarge: 'Max file size allowed is {size} Mb',
  imageUnreadable: 'The image could not be read. Please choose another png or jpg file.',
  coordinates: "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
  pagesRequired: 'Please send the rendered pages of the card (1 to 4 PNG images).',
  pagesTooMany: 'A prayer card has at most 4 pages.',
  pageName: 'Each page must be named template_1.png to template_4.png.',
  pageNotPng: '{name} is not a PNG image.',
  pagePixels: '{name} is too large: a page is at most 3000 x 5100 px (four times print resolution).',
  pageShape: "{name} must be a portrait page of the card's shape, 2.5 x 4.25 in (750 x 1275 px).",
  /** `{size}`: megabytes(maxBytes). */
  pageTooLarge: '{name} is larger than {size} Mb.',
  pageIndex: 'The page must be 0 to 3 (Front Cover, Inside Left, Inside Right, Back Cover).',
  pageTwice: 'Each page may be sent once.',
  font: `The font must be one of ${PRAYER_FONT_KEYS.join(', ')}.`,
  size: 'The size must be 12 to 28 or 32.',
  align: 'The alignment must be left, center, right or justify.',
  fieldType: `The text field type must be one of ${PRAYER_FIELD_TYPES.join(', ')}.`,
  /** `{max}`: the limit as written (a string: no grouping). */
  subTypeTooLong: 'The subType may be at most {max} characters.',
  fieldNameTooLong: 'The text field name may be at most {max} characters.',
  fieldTextTooLong: 'The text of a field may be at most {max} characters.',
  poemTitleTooLong: 'The poem title may be at most {max} characters.',
  poemTooLong: 'The poem may be at most {max} characters.',
  finalContentTooLong: 'The final content may be at most {max} characters.',
  subTypeNotText: 'The subType must be text.',
  fieldTextNotText: 'The text of a field must be text.',
  poemTitleNotText: 'The poem title must be text.',
  poemNotText: 'The poem must be text.',
  finalContentNotText: 'The final content must be text.',
  tooManyFields: 'A page has at most 30 text fields.',
  fieldNameRequired: 'Each text field needs a name.',
  priority: 'The priority must be a whole number from 0 to 100.',
  fieldShape: 'Each text field must have a type, name, text, priority, font, size, bold, italic, underline and align.',
  pageFields: 'Each page must have an index and a list of text fields.',
  pagesList: 'The pages must be a list of pages, each with an index and its text fields.',
  notSubmitted: 'The prayer card has not been submitted yet.',
  boolean: 'Bold, italic and underline must be true or false.',
  line: 'The line must be a whole number.',
} as const;

const bool = z.boolean(says(PRAYER_MESSAGES, 'boolean'));

/** One text field of a page (spec 3). */
export const prayerTextFieldRule = z.object(
  {
    type: z.enum(PRAYER_FIELD_TYPES, says(PRAYER_MESSAGES, 'fieldType')),
    subType: z
      .string(says(PRAYER_MESSAGES, 'subTypeNotText'))
      .max(PRAYER_LIMITS.subType, says(PRAYER_MESSAGES, 'subTypeTooLong', { max: String(PRAYER_LIMITS.subType) }))
      .nullish(),
    name: z
      .string(says(PRAYER_MESSAGES, 'fieldNameRequired'))
      .trim()
      .min(1, says(PRAYER_MESSAGES, 'fieldNameRequired'))
      .max(PRAYER_LIMITS.fieldName, says(PRAYER_MESSAGES, 'fieldNameTooLong', { max: String(PRAYER_LIMITS.fieldName) })),
    text: z
      .string(says(PRAYER_MESSAGES, 'fieldTextNotText'))
      .max(PRAYER_LIMITS.fieldText, says(PRAYER_MESSAGES, 'fieldTextTooLong', { max: String(PRAYER_LIMITS.fieldText) })),
    priority: z
      .number(says(PRAYER_MESSAGES, 'priority'))
      .int(says(PRAYER_MESSAGES, 'priority'))
      .min(0, says(PRAYER_MESSAGES, 'priority'))
      .max(PRAYER_LIMITS.priority, says(PRAYER_MESSAGES, 'priority')),
    font: z.enum(PRAYER_FONT_KEYS as [PrayerFont, ...PrayerFont[]], says(PRAYER_MESSAGES, 'font')),
    size: z
      .number(says(PRAYER_MESSAGES, 'size'))
      .refine((n) => (PRAYER_SIZES as readonly number[]).includes(n), says(PRAYER_MESSAGES, 'size')),
    bold: bool,
    italic: bool,
    underline: bool,
    align: z.enum(PRAYER_ALIGNS, says(PRAYER_MESSAGES, 'align')),
    line: z
      .number(says(PRAYER_MESSAGES, 'line'))
      .int(says(PRAYER_MESSAGES, 'line'))
      .min(0, says(PRAYER_MESSAGES, 'line'))
      .max(PRAYER_LIMITS.line, says(PRAYER_MESSAGES, 'line'))
      .nullish(),
  },
  says(PRAYER_MESSAGES, 'fieldShape'),
);
export type PrayerTextFieldInput = z.input<typeof prayerTextFieldRule>;

export const prayerPageRule = z.object(
  {
    index: z
      .number(says(PRAYER_MESSAGES, 'pageIndex'))
      .int(says(PRAYER_MESSAGES, 'pageIndex'))
      .min(0, says(PRAYER_MESSAGES, 'pageIndex'))
      .max(PRAYER_LIMITS.pages - 1, says(PRAYER_MESSAGES, 'pageIndex')),
    textFields: z
      .array(prayerTextFieldRule, says(PRAYER_MESSAGES, 'pageFields'))
      .max(PRAYER_LIMITS.fieldsPerPage, says(PRAYER_MESSAGES, 'tooManyFields')),
  },
  says(PRAYER_MESSAGES, 'pageFields'),
);

const optionalText = (field: 'poemTitle' | 'poem' | 'finalContent', max: number) =>
  z
    .string(says(PRAYER_MESSAGES, `${field}NotText`))
    .max(max, says(PRAYER_MESSAGES, `${field}TooLong`, { max: String(max) }))
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
  .string(says(PRAYER_MESSAGES, 'coordinates'))
  .max(PRAYER_LIMITS.coordinates, says(PRAYER_MESSAGES, 'coordinates'))
  .refine((s) => s.trim() === '' || parseCoordinates(s) !== null, says(PRAYER_MESSAGES, 'coordinates'));

/** Saving a card (savePrayerCard / POST /prayer-card/{id}). */
export const prayerCardRule = z.object({
  /** Optional: a template to start from first (the legacy POST sends the whole card with its templateId). */
  templateId: z
    .number(says(PRAYER_MESSAGES, 'templateUnknown'))
    .int(says(PRAYER_MESSAGES, 'templateUnknown'))
    .positive(says(PRAYER_MESSAGES, 'templateUnknown'))
    .nullish(),
  pages: z
    .array(prayerPageRule, says(PRAYER_MESSAGES, 'pagesList'))
    .max(PRAYER_LIMITS.pages, says(PRAYER_MESSAGES, 'pagesTooMany'))
    .refine((pages) => new Set(pages.map((p) => p.index)).size === pages.length, says(PRAYER_MESSAGES, 'pageTwice')),
  poemId: z
    .number(says(PRAYER_MESSAGES, 'poemUnknown'))
    .int(says(PRAYER_MESSAGES, 'poemUnknown'))
    .positive(says(PRAYER_MESSAGES, 'poemUnknown'))
    .nullish(),
  poemTitle: optionalText('poemTitle', PRAYER_LIMITS.poemTitle),
  poemContent: optionalText('poem', PRAYER_LIMITS.poemContent),
  finalContent: optionalText('finalContent', PRAYER_LIMITS.finalContent),
  locationId: z
    .number(says(PRAYER_MESSAGES, 'locationUnknown'))
    .int(says(PRAYER_MESSAGES, 'locationUnknown'))
    .positive(says(PRAYER_MESSAGES, 'locationUnknown'))
    .nullish(),
  coordinates: prayerCoordinatesRule.nullish(),
});
export type PrayerCardInputShape = z.input<typeof prayerCardRule>;

/** Step 1: the chosen template. */
export const prayerTemplateRule = z.object({
  templateId: z
    .number(says(PRAYER_MESSAGES, 'templateUnknown'))
    .int(says(PRAYER_MESSAGES, 'templateUnknown'))
    .positive(says(PRAYER_MESSAGES, 'templateUnknown')),
});

/** A submitted page's file name: template_1.png .. template_4.png (page index n - 1). */
export const PRAYER_PAGE_FILE = /^template_([1-4])\.png$/i;

/** What the browser can check before uploading a photo: the name's type and the size (the gateway checks the content). */
export function prayerImageProblem(file: { name: string; size: number }, maxBytes: number = PRAYER_CUSTOM_IMAGE.maxBytes): string | null {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return t(PRAYER_MESSAGES, 'imageType');
  if (file.size > maxBytes) return t(PRAYER_MESSAGES, 'imageTooLarge', { size: megabytes(maxBytes) });
  return null;
}
