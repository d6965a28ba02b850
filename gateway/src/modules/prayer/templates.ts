import sharp from 'sharp';
import {
  PRAYER_DEFAULT_SIZES,
  PRAYER_DESIGNER_TEXTS,
  PRAYER_TEMPLATE_TEXTS,
  t as text,
  type MessageKey,
  type PrayerFont,
} from '@memorial/schema';
import type { Storage } from '../../media/storage.js';
import type { PrayerPageData } from './prayer.entity.js';
import { ART_H, ART_W, FRONT_ART, paperSvg, type ArtName } from './art.js';
import { fitPoem } from './layout.js';

/**
 * The prayer card templates (arrangements-portal 2.6, 3, 9): art made by the project (art.ts) and a
 * default layout per page. Front cover: the art with a short line in its calm top band. Inside left:
 * the heading 'In Loving Memory of', the name and the dates. Inside right: the poem (fs26, smaller when a long
 * poem needs it to fit the text box). Back
 * cover: a verse and the footer location (size 'large').
 */
export interface PrayerTemplate {
  id: number;
  name: string;
  art: ArtName;
  /** The inside pages' paper and the accent of their rules. */
  paper: string;
  accent: string;
  /** The line on the front, and the verse on the back (both public domain): keys of PRAYER_TEMPLATE_TEXTS. */
  frontText: MessageKey<typeof PRAYER_TEMPLATE_TEXTS>;
  backText: MessageKey<typeof PRAYER_TEMPLATE_TEXTS>;
  headingFont: PrayerFont;
  nameFont: PrayerFont;
  bodyFont: PrayerFont;
}

export const PRAYER_TEMPLATES: readonly PrayerTemplate[] = [
  {
    id: 1,
    name: 'Garden Roses',
    art: 'garden-roses',
    paper: '#fdf7f5',
    accent: '#a4485e',
    frontText: 'front1',
    backText: 'back1',
    headingFont: 'playball',
    nameFont: 'cinzel',
    bodyFont: 'georgia',
  },
  {
    id: 2,
    name: 'Dove at Dawn',
    art: 'dove-at-dawn',
    paper: '#fbf7fb',
    accent: '#8e7590',
    frontText: 'front2',
    backText: 'back2',
    headingFont: 'playball',
    nameFont: 'cinzel',
    bodyFont: 'lato',
  },
  {
    id: 3,
    name: 'Calm Sea',
    art: 'calm-sea',
    paper: '#f6fafb',
    accent: '#3e6f86',
    frontText: 'front3',
    backText: 'back3',
    headingFont: 'martel',
    nameFont: 'cinzel',
    bodyFont: 'georgia',
  },
  {
    id: 4,
    name: 'Mountain Sunrise',
    art: 'mountain-sunrise',
    paper: '#faf7f3',
    accent: '#4f4d70',
    frontText: 'front4',
    backText: 'back4',
    headingFont: 'robotoslab',
    nameFont: 'cinzel',
    bodyFont: 'roboto',
  },
  {
    id: 5,
    name: 'White Lilies',
    art: 'white-lilies',
    paper: '#f8faf4',
    accent: '#5f7d5a',
    frontText: 'front5',
    backText: 'back5',
    headingFont: 'playball',
    nameFont: 'martel',
    bodyFont: 'georgia',
  },
  {
    id: 6,
    name: 'Celtic Cross',
    art: 'celtic-cross',
    paper: '#f9f6ee',
    accent: '#6b7a55',
    frontText: 'front6',
    backText: 'back6',
    headingFont: 'cinzel',
    nameFont: 'cinzel',
    bodyFont: 'martel',
  },
  {
    id: 7,
    name: 'Autumn Leaves',
    art: 'autumn-leaves',
    paper: '#fcf7ee',
    accent: '#9c3b22',
    frontText: 'front7',
    backText: 'back7',
    headingFont: 'playball',
    nameFont: 'robotoslab',
    bodyFont: 'lato',
  },
  {
    id: 8,
    name: 'Starry Night',
    art: 'starry-night',
    paper: '#f7f6f2',
    accent: '#2b3a66',
    frontText: 'front8',
    backText: 'back8',
    headingFont: 'cinzel',
    nameFont: 'cinzel',
    bodyFont: 'georgia',
  },
];

export const prayerTemplateById = (id: number | null | undefined) => PRAYER_TEMPLATES.find((t) => t.id === id) ?? null;

/** The paper of a card made from the family's own photo. */
export const CUSTOM_PAPER = { key: 'custom', paper: '#fbf9f6', accent: '#7a6a58' } as const;

/** Storage keys; the version changes when the art does, so a new picture is drawn on the next start. */
const ART_VERSION = 'v2';
export const templateKeys = (id: number | string) => ({
  front: `prayer-templates/${ART_VERSION}/${id}-front.png`,
  paper: `prayer-templates/${ART_VERSION}/${id}-paper.png`,
  thumb: `prayer-templates/${ART_VERSION}/${id}-thumb.png`,
});
export const THUMB_W = 150;
export const THUMB_H = 255;

/** What the layout fills in for a decedent. */
export interface PrayerPerson {
  name: string;
  dates: string;
  location: string;
}

type Field = PrayerPageData['textFields'][number];
const field = (f: Partial<Field> & Pick<Field, 'type' | 'name' | 'text' | 'priority' | 'font' | 'size'>): Field => ({
  subType: null,
  bold: false,
  italic: false,
  underline: false,
  align: 'center',
  line: null,
  ...f,
});

/** Placeholders of the template as listed (the card replaces them with the decedent's own), in the reader's language. */
const templatePerson = (): PrayerPerson => ({
  name: text(PRAYER_TEMPLATE_TEXTS, 'placeholderName'),
  dates: text(PRAYER_TEMPLATE_TEXTS, 'placeholderDates'),
  location: '',
});

/**
 * The template's four pages, filled for a person (or the placeholders) and a poem. The fixed texts (heading, front line,
 * verse) are in the language the card is designed in: the ambient one (the request's); a saved card keeps its words.
 */
export function templatePages(
  t: PrayerTemplate,
  person: PrayerPerson = templatePerson(),
  poem: { title: string; content: string } | null = null,
): PrayerPageData[] {
  const frontText = text(PRAYER_TEMPLATE_TEXTS, t.frontText);
  return [
    { index: 0, textFields: [field({ type: 'title', name: 'frontTitle', text: frontText, priority: 1, font: t.headingFont, size: 28 })] },
    {
      index: 1,
      textFields: [
        field({
          type: 'heading1',
          name: 'heading',
          text: text(PRAYER_TEMPLATE_TEXTS, 'heading'),
          priority: 1,
          font: t.headingFont,
          size: PRAYER_DEFAULT_SIZES.heading,
          italic: t.headingFont !== 'playball',
        }),
        field({
          type: 'title',
          name: 'name',
          text: person.name,
          priority: 2,
          font: t.nameFont,
          size: PRAYER_DEFAULT_SIZES.name,
          bold: true,
        }),
        field({ type: 'heading2', name: 'dates', text: person.dates, priority: 3, font: t.bodyFont, size: PRAYER_DEFAULT_SIZES.dates }),
      ],
    },
    // The poem a size smaller at a time until the page fits the editor's text box, as the editor fits a chosen poem.
    fitPoem({
      index: 2,
      textFields: [
        field({
          type: 'heading2',
          name: 'poemTitle',
          text: poem?.title ?? '',
          priority: 1,
          font: t.headingFont,
          size: PRAYER_DEFAULT_SIZES.poemTitle,
          bold: t.headingFont !== 'playball',
        }),
        field({ type: 'poem', name: 'poem', text: poem?.content ?? '', priority: 2, font: t.bodyFont, size: PRAYER_DEFAULT_SIZES.poem }),
      ],
    }),
    {
      index: 3,
      textFields: [
        field({
          type: 'content',
          name: 'verse',
          text: text(PRAYER_TEMPLATE_TEXTS, t.backText),
          priority: 1,
          font: t.bodyFont,
          size: 18,
          italic: true,
        }),
        field({
          type: 'footer',
          name: 'location',
          text: person.location,
          priority: 2,
          font: t.bodyFont,
          size: PRAYER_DEFAULT_SIZES.footer,
        }),
      ],
    },
  ];
}

/** The custom photo card's layout: the same inside and back, the photo alone on the front. */
export function customPages(person: PrayerPerson, poem: { title: string; content: string } | null): PrayerPageData[] {
  const pages = templatePages({ ...PRAYER_TEMPLATES[0]!, headingFont: 'playball', nameFont: 'cinzel', bodyFont: 'georgia' }, person, poem);
  pages[0] = { index: 0, textFields: [] };
  return pages;
}

/** A page's name in the reader's language ('Front Cover', 'Portada'). */
export const pageName = (index: number) => text(PRAYER_DESIGNER_TEXTS, 'pageName', { index: String(index), number: String(index + 1) });

/** Draws a template's front, its paper and the thumbnail (PNG). */
export async function renderTemplateArt(t: PrayerTemplate): Promise<{ front: Buffer; paper: Buffer; thumb: Buffer }> {
  const front = await sharp(Buffer.from(FRONT_ART[t.art]())).resize(ART_W, ART_H).png({ compressionLevel: 9 }).toBuffer();
  const paper = await sharp(Buffer.from(paperSvg(t.paper, t.accent)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  const thumb = await sharp(front).resize(THUMB_W, THUMB_H).png({ compressionLevel: 9 }).toBuffer();
  return { front, paper, thumb };
}

const artReady = new WeakMap<object, Promise<void>>();

/**
 * The art is drawn into the media store once (at start-up, and again after a store is emptied), so a
 * fresh clone's `npm start` serves it like any other stored media, behind signed URLs.
 */
export function ensureTemplateArt(storage: Storage): Promise<void> {
  let ready = artReady.get(storage);
  if (!ready) {
    ready = (async () => {
      for (const t of PRAYER_TEMPLATES) {
        const keys = templateKeys(t.id);
        if ((await storage.exists(keys.front)) && (await storage.exists(keys.paper)) && (await storage.exists(keys.thumb))) continue;
        const art = await renderTemplateArt(t);
        await storage.putBuffer(keys.front, art.front);
        await storage.putBuffer(keys.paper, art.paper);
        await storage.putBuffer(keys.thumb, art.thumb);
      }
      const custom = templateKeys(CUSTOM_PAPER.key).paper;
      if (!(await storage.exists(custom)))
        await storage.putBuffer(
          custom,
          await sharp(Buffer.from(paperSvg(CUSTOM_PAPER.paper, CUSTOM_PAPER.accent)))
            .png({ compressionLevel: 9 })
            .toBuffer(),
        );
    })();
    ready.catch(() => artReady.delete(storage));
    artReady.set(storage, ready);
  }
  return ready;
}
