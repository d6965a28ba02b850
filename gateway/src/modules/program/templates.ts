import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageBorderDisplay,
  PageBorderOffsetFrom,
  PageBreak,
  Paragraph,
  TabStopType,
  TextRun,
  type IParagraphOptions,
} from 'docx';
import esc from 'escape-html';
import sharp from 'sharp';
import { PROGRAM_TEMPLATE_TEXTS, currentLocale, t as text, writtenDate, type MessageKey } from '@memorial/schema';

/**
 * The service program templates (arrangements-portal 2.7, 3): real .docx files made here with the
 * docx package, one layout in several palettes and type faces. A program is a folded sheet of four
 * pages: the cover ('In Loving Memory', the name and dates), the order of service, readings and
 * pallbearers, and the family's acknowledgement on the back. The family downloads it with the
 * decedent's name and dates filled in, edits it in any word processor and uploads it back.
 */
export interface ProgramTemplate {
  id: number;
  name: string;
  /** The cover's line above the name: a key of PROGRAM_TEMPLATE_TEXTS. */
  title: TextKey;
  /** Accent (headings, rules) and text colours, hex without '#'. */
  accent: string;
  ink: string;
  /** The paper tint of the previews. */
  paper: string;
  /** Heading and body type faces (common to Word, LibreOffice and Google Docs). */
  headingFont: string;
  bodyFont: string;
  /** The ornament between sections. */
  ornament: string;
}

export const PROGRAM_TEMPLATES: readonly ProgramTemplate[] = [
  {
    id: 1,
    name: 'Classic Ivory',
    title: 'title1',
    accent: '9A7B3F',
    ink: '2F2A24',
    paper: 'FBF7EE',
    headingFont: 'Georgia',
    bodyFont: 'Georgia',
    ornament: '\u2766',
  },
  {
    id: 2,
    name: 'Garden Rose',
    title: 'title2',
    accent: 'A4485E',
    ink: '3A2A2E',
    paper: 'FCF3F4',
    headingFont: 'Palatino Linotype',
    bodyFont: 'Georgia',
    ornament: '\u273F',
  },
  {
    id: 3,
    name: 'Evening Navy',
    title: 'title3',
    accent: '1F3A5F',
    ink: '1E2430',
    paper: 'F3F5F9',
    headingFont: 'Times New Roman',
    bodyFont: 'Times New Roman',
    ornament: '\u2727',
  },
  {
    id: 4,
    name: 'Sage Meadow',
    title: 'title4',
    accent: '4F6B4A',
    ink: '26301F',
    paper: 'F4F7F0',
    headingFont: 'Cambria',
    bodyFont: 'Calibri',
    ornament: '\u2767',
  },
  {
    id: 5,
    name: 'Dove Grey',
    title: 'title5',
    accent: '5E6470',
    ink: '22252A',
    paper: 'F6F6F7',
    headingFont: 'Garamond',
    bodyFont: 'Garamond',
    ornament: '\u2014 \u2727 \u2014',
  },
  {
    id: 6,
    name: 'Ocean Calm',
    title: 'title6',
    accent: '236E73',
    ink: '1C2B2D',
    paper: 'F0F7F7',
    headingFont: 'Book Antiqua',
    bodyFont: 'Calibri',
    ornament: '\u2248',
  },
];

export const templateById = (id: number) => PROGRAM_TEMPLATES.find((t) => t.id === id) ?? null;

/** What the download fills in. */
export interface ProgramPerson {
  name: string;
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
  funeralHome: string;
}

/** A calendar day in the program's language (June 2, 1941; 2 de junio de 1941), or '' when it is no date. */
function printedDate(iso: string | null | undefined): string {
  const locale = currentLocale();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (locale === 'en' || !m) return writtenDate(iso);
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** June 2, 1941 – March 14, 2026; an unknown date stays a blank to fill in. */
const programDate = (iso: string | null | undefined) => printedDate(iso) || '________';
export const lifeDates = (p: ProgramPerson) => `${programDate(p.dateOfBirth)} \u2013 ${programDate(p.dateOfDeath)}`;

type TextKey = MessageKey<typeof PROGRAM_TEMPLATE_TEXTS>;

/** The order of service: each part and who leads it (keys of PROGRAM_TEMPLATE_TEXTS). */
const ORDER: Array<[TextKey, TextKey]> = [
  ['prelude', 'instrumentalMusic'],
  ['welcome', 'officiant'],
  ['openingPrayer', 'officiant'],
  ['hymn', 'firstHymn'],
  ['firstReading', 'psalm23'],
  ['eulogy', 'familyMember'],
  ['reflections', 'friendsAndFamily'],
  ['hymn', 'secondHymn'],
  ['closingPrayer', 'officiant'],
  ['recessional', 'instrumentalMusic'],
];

const PALLBEARERS = 6;

/** A fixed text of the templates in the program's language. */
const say = (key: TextKey, values?: Record<string, string>) => text(PROGRAM_TEMPLATE_TEXTS, key, values);

/** The paragraph makers of a template: its fonts, ink and accent. */
function writersOf(t: ProgramTemplate) {
  const pt = (n: number) => n * 2; // docx sizes are half-points
  const run = (
    text: string,
    o: { size?: number; bold?: boolean; italics?: boolean; color?: string; font?: string; allCaps?: boolean } = {},
  ) =>
    new TextRun({
      text,
      font: o.font ?? t.bodyFont,
      size: pt(o.size ?? 11),
      bold: o.bold,
      italics: o.italics,
      color: o.color ?? t.ink,
      allCaps: o.allCaps,
    });
  const para = (children: TextRun[], o: Partial<IParagraphOptions> = {}) =>
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, ...o, children });
  const heading = (text: string) =>
    para([run(text, { size: 15, font: t.headingFont, color: t.accent, allCaps: true, bold: true })], {
      spacing: { before: 240, after: 160 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: t.accent, space: 4 } },
    });
  const ornament = () => para([run(t.ornament, { size: 16, color: t.accent })], { spacing: { before: 200, after: 200 } });
  const pageBreak = () => new Paragraph({ children: [new PageBreak()] });
  return { run, para, heading, ornament, pageBreak };
}

/** The program's four pages: the cover, the order of service, the readings and the back. */
function pagesOf(t: ProgramTemplate, person: ProgramPerson) {
  const { run, para, heading, ornament } = writersOf(t);
  const cover = [
    para([run('', {})], { spacing: { before: 1800 } }),
    para([run(say('inLovingMemory'), { size: 18, font: t.headingFont, italics: true, color: t.accent })]),
    ornament(),
    para([run(person.name, { size: 30, font: t.headingFont, bold: true })], { spacing: { after: 200 } }),
    para([run(lifeDates(person), { size: 13, font: t.headingFont })]),
    ornament(),
    para([run(say(t.title), { size: 14, font: t.headingFont, italics: true })]),
    para([run(say('serviceWhen'), { size: 11, color: t.accent })], { spacing: { before: 600 } }),
    para([run(say('servicePlace'), { size: 11, color: t.accent })]),
  ];
  const order = [
    heading(say('orderOfService')),
    ...ORDER.map(
      ([part, who]) =>
        new Paragraph({
          spacing: { after: 140 },
          tabStops: [{ type: TabStopType.RIGHT, position: 7200, leader: 'dot' }],
          children: [run(say(part), { bold: true }), run(`\t${say(who)}`, { italics: true })],
        }),
    ),
    ornament(),
    para([run(say('officiant'), { bold: true, color: t.accent })]),
    para([run(say('officiantName'), {})]),
  ];
  const readings = [
    heading(say('readings')),
    para([run(say('psalm23'), { bold: true, size: 12, font: t.headingFont })]),
    ...say('psalm23Text')
      .split('\n')
      .map((line) => para([run(line, { italics: true })], { spacing: { after: 80 } })),
    heading(say('pallbearers')),
    ...Array.from({ length: PALLBEARERS }, () => para([run(say('pallbearerName'))], { spacing: { after: 60 } })),
  ];
  const back = [
    heading(say('acknowledgement')),
    para([run(say('acknowledgementText'), { size: 12 })], { spacing: { after: 240 } }),
    ornament(),
    para([run(person.name, { size: 14, font: t.headingFont, bold: true })]),
    para([run(lifeDates(person), { size: 11 })]),
    para([run(say('interment'), { bold: true, color: t.accent })], { spacing: { before: 480 } }),
    para([run(say('intermentPlace'))]),
    para([run(say('entrustedTo', { funeralHome: person.funeralHome }), { size: 10, italics: true, color: t.accent })], {
      spacing: { before: 720 },
    }),
  ];
  return { cover, order, readings, back };
}

/** The .docx of a template with the person filled in (letter paper, half-letter pages separated by page breaks). */
export async function buildProgramDocx(t: ProgramTemplate, person: ProgramPerson): Promise<Buffer> {
  const { run, para, pageBreak } = writersOf(t);
  const { cover, order, readings, back } = pagesOf(t, person);
  // The double frame the previews show, on every page.
  const edge = { style: BorderStyle.DOUBLE, size: 6, color: t.accent, space: 24 };
  const doc = new Document({
    creator: person.funeralHome,
    title: say('documentTitle', { name: person.name }),
    description: say('documentDescription', { template: t.name }),
    styles: { default: { document: { run: { font: t.bodyFont, color: t.ink } } } },
    sections: [
      {
        // Half letter (5.5 x 8.5 in), the folded program's page.
        properties: {
          page: {
            size: { width: 7920, height: 12240 },
            margin: { top: 720, bottom: 720, left: 720, right: 720 },
            borders: {
              pageBorders: { display: PageBorderDisplay.ALL_PAGES, offsetFrom: PageBorderOffsetFrom.PAGE },
              pageBorderTop: edge,
              pageBorderRight: edge,
              pageBorderBottom: edge,
              pageBorderLeft: edge,
            },
          },
        },
        footers: { default: new Footer({ children: [para([run(t.ornament, { size: 9, color: t.accent })])] }) },
        children: [...cover, pageBreak(), ...order, pageBreak(), ...readings, pageBreak(), ...back],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/**
 * A thumbnail of the template's cover (front) or of its back, drawn as SVG after the .docx's layout
 * (same texts, colours, faces and order) and rendered to PNG with sharp: 300 x 464, the half-letter ratio.
 */
export function previewSvg(t: ProgramTemplate, side: 'front' | 'back'): string {
  const W = 300,
    H = 464;
  const a = `#${t.accent}`,
    ink = `#${t.ink}`;
  const serif = `${t.headingFont}, Georgia, 'DejaVu Serif', serif`;
  const line = (y: number, w = 120) =>
    `<line x1="${(W - w) / 2}" y1="${y}" x2="${(W + w) / 2}" y2="${y}" stroke="${a}" stroke-width="1.2"/>`;
  const text = (y: number, s: string, size: number, o: { fill?: string; italic?: boolean; bold?: boolean; caps?: boolean } = {}) =>
    `<text x="${W / 2}" y="${y}" text-anchor="middle" font-family="${esc(serif)}" font-size="${size}" fill="${o.fill ?? ink}"${o.italic ? ' font-style="italic"' : ''}${o.bold ? ' font-weight="bold"' : ''}${o.caps ? ' letter-spacing="2"' : ''}>${esc(o.caps ? s.toUpperCase() : s)}</text>`;
  const bars = (y: number, n: number, gap = 12) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<rect x="${W * 0.18 + (i % 2 ? 10 : 0)}" y="${y + i * gap}" width="${W * 0.64 - (i % 2 ? 20 : 0)}" height="3" rx="1.5" fill="${ink}" opacity="0.28"/>`,
    ).join('');
  const frame = `<rect x="0" y="0" width="${W}" height="${H}" fill="#${t.paper}"/><rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${a}" stroke-width="1.5"/><rect x="19" y="19" width="${W - 38}" height="${H - 38}" fill="none" stroke="${a}" stroke-width="0.6"/>`;
  const body =
    side === 'front'
      ? [
          text(120, say('inLovingMemory'), 22, { fill: a, italic: true }),
          line(142),
          text(190, say('fullName'), 26, { bold: true }),
          text(218, say('datesPlaceholder'), 11),
          line(244),
          text(274, say(t.title), 14, { italic: true }),
          text(360, say('serviceWhen'), 10, { fill: a }),
          text(378, say('servicePlace'), 10, { fill: a }),
        ].join('')
      : [
          text(70, say('acknowledgement'), 14, { fill: a, bold: true, caps: true }),
          line(82, 180),
          bars(104, 7),
          text(222, say('fullName'), 15, { bold: true }),
          text(240, say('datesPlaceholder'), 9),
          text(300, say('interment'), 11, { fill: a, bold: true }),
          bars(312, 1),
          text(410, say('entrustedToHome'), 8, { fill: a, italic: true }),
        ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${frame}${body}</svg>`;
}

export const renderPreview = (t: ProgramTemplate, side: 'front' | 'back') =>
  sharp(Buffer.from(previewSvg(t, side)), { density: 144 })
    .resize(300, 464)
    .png()
    .toBuffer();
