import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Graph } from 'schema-dts';
import type { Locale } from '@memorial/schema';
import { OBITUARY_TEXTS, STRUCTURED_DATA_TEXTS, currentLocale, funeralHomeFor, t, translate, writtenDate } from '@memorial/schema';
import { inLocale } from '../../i18n/locale.js';
import type { RequestScope } from '../../request/scope.js';
import {
  Decedent,
  DecedentService,
  MediaAccessService,
  decedentLoaders,
  fullName,
  officialPageUrl,
  pageSlug,
  portraitPath,
} from '../decedent/index.js';
import { EventService } from '../event/index.js';
import { pageGraph } from './obituary.jsonld.js';
import { ObituaryService } from './obituary.service.js';

/** What a shared link of a page shows (Open Graph and Twitter card tags). */
export interface PageMeta {
  /** Whose page: its change notice (memorial_page_version) drops the gateways' rendered copies (pagecache/). */
  decedentId: number;
  /** The family's title for the page, else "{name} Obituary" in the language the page is rendered in. */
  title(locale: Locale): string;
  /** The obituary's text, plain, to 160 characters at a word boundary (pageDescription; memorial-portal 9). */
  description: string;
  /** The official page, absolute: every door of the page names it as its canonical address. */
  url: string;
  /** The portrait at its stable public address (decedent.portrait.ts), absolute; null when there is none. */
  image: string | null;
  /** The page's schema.org graph (JSON-LD): the Person, its visible upcoming services, the breadcrumbs, in a language. */
  jsonLd(locale: Locale): Graph;
  /** The banner as the page shows it to a visitor (the same signed address), or null: the HTML asks for it early. */
  banner: string | null;
  /** The funeral home's zone: the server renders the page's times in it (the browser then uses the visitor's). */
  timeZone: string;
  /** The language the family set for the page, or null: a visitor then gets their browser's (issue 31). */
  language: Locale | null;
}

export type PosterPaper = 'letter' | 'a4';
export interface Poster {
  name: string;
  mimeType: 'application/pdf';
  content: Buffer;
}

/**
 * Sharing the official page: its address, what a link preview shows, and the printable QR poster.
 * Families meet copies of obituaries and fake stream links; everything here points at the one official URL.
 */
export class PageShareService {
  constructor(private readonly ctx: RequestScope) {}

  /** /obituaries/name/{slug}/{opi}, absolute. */
  officialUrl(decedent: Pick<Decedent, 'firstName' | 'lastName' | 'opi'>): string {
    return officialPageUrl(this.ctx.deps.config.siteOrigin, decedent);
  }

  /**
   * The link preview of a page, as anyone (a crawler has no session) may see it: null for a missing or a
   * private page, whoever asks, so a preview never carries what the page keeps private.
   */
  async pageMeta(opi: string): Promise<PageMeta | null> {
    const decedent = await this.ctx.em.findOne(Decedent, { opi });
    if (!decedent || decedent.isPrivate) return null;
    const origin = this.ctx.deps.config.siteOrigin;
    const home = funeralHomeFor(decedent.locationCode);
    const [obituary, row, banner, events] = await Promise.all([
      this.ctx.service(ObituaryService).view(decedent),
      this.ctx.loaders(decedentLoaders).obituaryByDecedent.load(decedent.id),
      this.ctx.service(MediaAccessService).pageFileUrl(decedent, decedent.bannerUrl),
      // The services a visitor sees (hidden ones are not read), on the funeral home's clock.
      this.ctx.service(EventService).list(decedent.opi, home.timeZone),
    ]);
    const portrait = portraitPath(decedent.opi, decedent.pictureUrl);
    const image = portrait ? `${origin}${portrait}` : null;
    const url = this.officialUrl(decedent);
    const facts = {
      name: obituary.displayName,
      birthDate: decedent.dateOfBirth ?? null,
      deathDate: decedent.dateOfDeath ?? null,
      image,
      description: obituary.description,
      url,
      origin,
      home,
      events: events.upcomingEvents,
    };
    // Its words (the breadcrumb, the title, the title before the name: Sra.) in the language the page is rendered in,
    // known only once the page is read; a display name the family chose is theirs as written.
    const nameIn = (locale: Locale) => row?.displayName || fullName(decedent, locale);
    const jsonLd = (locale: Locale) => pageGraph({ ...facts, name: nameIn(locale) }, locale);
    return {
      decedentId: decedent.id,
      title: (locale: Locale) => decedent.pageTitle || translate(locale, STRUCTURED_DATA_TEXTS, 'pageTitle', { name: nameIn(locale) }),
      description: obituary.description,
      url,
      image,
      jsonLd,
      banner,
      timeZone: home.timeZone,
      language: decedent.pageLanguage ?? null,
    };
  }

  /** The printable poster of the official page: for whoever may see the page (DecedentService.getVisible). */
  async poster(opi: string, paper: PosterPaper): Promise<Poster> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const row = await this.ctx.loaders(decedentLoaders).obituaryByDecedent.load(decedent.id);
    // In the page's language when the family chose one, else the reader's.
    const locale = decedent.pageLanguage ?? currentLocale();
    const name = row?.displayName || fullName(decedent, locale);
    const url = this.officialUrl(decedent);
    const home = funeralHomeFor(decedent.locationCode);
    return inLocale(locale, () => this.renderFor(decedent, name, url, home, paper, locale));
  }

  private async renderFor(
    decedent: Decedent,
    name: string,
    url: string,
    home: ReturnType<typeof funeralHomeFor>,
    paper: PosterPaper,
    locale: Locale,
  ): Promise<Poster> {
    // The services a visitor would see, on the funeral home's clock (a poster is read at the chapel door).
    const { upcomingEvents } = await this.ctx.service(EventService).list(decedent.opi, home.timeZone);
    const services = upcomingEvents
      .filter((e) => !e.isPrivate)
      .slice(0, POSTER_SERVICES)
      .map((e) => [e.eventName, `${e.serviceDate}, ${e.beginningTime}`, e.chapelName || e.locationName].filter(Boolean).join(' · '));
    const pdf = await renderPoster({
      name,
      dates: [writtenDate(decedent.dateOfBirth, locale), writtenDate(decedent.dateOfDeath, locale)].filter(Boolean).join(' – '),
      url,
      funeralHome: home.name,
      services,
      paper,
    });
    return { name: `${pageSlug(decedent)}-poster.pdf`, mimeType: 'application/pdf', content: Buffer.from(pdf) };
  }
}

/** The upcoming services a poster lists (one page; the page itself lists them all). */
const POSTER_SERVICES = 4;

interface PosterContent {
  name: string;
  dates: string;
  url: string;
  funeralHome: string;
  services: string[];
  paper: PosterPaper;
}

const INK = rgb(0.16, 0.15, 0.13);
const MUTED = rgb(0.38, 0.36, 0.32);
const ACCENT = rgb(0.33, 0.42, 0.35);

/**
 * The standard PDF fonts write WinAnsi only: a letter outside it is written without its accent when that
 * gives one it has (Łukasz -> Lukasz is not possible, so ? is written), so a name never stops the poster.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')]
    .map((ch) => {
      if (known.has(ch.codePointAt(0)!)) return ch;
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...base].every((c) => known.has(c.codePointAt(0)!)) && base ? base : '?';
    })
    .join('');
}

/** Writes text centred at y, at most maxSize, smaller when it would not fit the width. */
function centred(page: PDFPage, font: PDFFont, raw: string, y: number, maxSize: number, width: number, color = INK): number {
  const text = printable(font, raw);
  let size = maxSize;
  while (size > 8 && font.widthOfTextAtSize(text, size) > width) size -= 0.5;
  const w = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - w) / 2, y, size, font, color });
  return size;
}

async function renderPoster(c: PosterContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(t(OBITUARY_TEXTS, 'posterTitle', { name: c.name }));
  doc.setSubject(c.url);
  doc.setCreator(c.funeralHome);
  const page = doc.addPage(c.paper === 'a4' ? PageSizes.A4 : PageSizes.Letter);
  const [serif, serifBold, sans] = await Promise.all([
    doc.embedFont(StandardFonts.TimesRoman),
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.Helvetica),
  ]);
  const { width, height } = page.getSize();
  const margin = 54;
  const text = width - 2 * margin;

  page.drawRectangle({
    x: margin / 2,
    y: margin / 2,
    width: width - margin,
    height: height - margin,
    borderColor: ACCENT,
    borderWidth: 1.5,
  });
  let y = height - 110;
  centred(page, sans, c.funeralHome.toUpperCase(), y, 11, text, MUTED);
  y -= 56;
  centred(page, serif, t(OBITUARY_TEXTS, 'posterInMemory'), y, 22, text, MUTED);
  y -= 56;
  const nameSize = centred(page, serifBold, c.name, y, 40, text);
  y -= nameSize * 0.6 + 24;
  if (c.dates) centred(page, serif, c.dates, y, 18, text, MUTED);

  // The QR code of the official page, as an image a phone camera reads from across a chapel door.
  const qrSide = c.services.length ? 168 : 216;
  const png = await QRCode.toBuffer(c.url, {
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 10,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const qr = await doc.embedPng(png);
  y -= 40 + qrSide;
  page.drawImage(qr, { x: (width - qrSide) / 2, y, width: qrSide, height: qrSide });

  y -= 34;
  centred(page, sans, t(OBITUARY_TEXTS, 'posterScan'), y, 14, text);
  y -= 22;
  centred(page, sans, c.url, y, 11, text, ACCENT);
  if (c.services.length) {
    y -= 34;
    centred(page, serifBold, t(OBITUARY_TEXTS, 'posterServices'), y, 15, text);
    for (const line of c.services) {
      y -= 19;
      centred(page, sans, line, y, 11, text);
    }
  }
  y -= 40;
  centred(page, serif, t(OBITUARY_TEXTS, 'posterShare'), y, 13, text, MUTED);
  y -= 18;
  centred(page, serif, t(OBITUARY_TEXTS, 'posterPublished', { funeralHome: c.funeralHome }), y, 13, text, MUTED);
  return doc.save();
}
