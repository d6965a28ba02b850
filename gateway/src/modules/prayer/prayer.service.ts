import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import {
  FUNERAL_HOMES,
  LANGUAGE_TEXTS,
  PRAYER_CUSTOM_IMAGE,
  PRAYER_DESIGNER_TEXTS,
  PRAYER_MESSAGES,
  PRAYER_PAGE,
  PRAYER_PAGE_FILE,
  PRAYER_SUBMIT,
  currentLocale,
  funeralHomeFor,
  isLocale,
  megabytes,
  parseCoordinates,
  prayerCardRule,
  prayerTemplateRule,
  t,
  writtenDate,
  type FuneralHome,
  type Locale,
} from '@memorial/schema';
import { inLocale } from '../../i18n/locale.js';
import { DomainError, validInput } from '../../errors.js';
import { readLimited, type IncomingFile } from '../../media/intake.js';
import { MAX_INPUT_PIXELS } from '../../media/images.js';
import { keyOfUrl } from '../../media/storage.js';
import { signMediaUrl } from '../../media/signed-urls.js';
import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { PrayerCard, type PrayerPageData } from './prayer.entity.js';
import type { Decedent } from '../decedent/index.js';
import { DecedentService, fullName } from '../decedent/index.js';
import { User } from '../identity/index.js';
import { POEMS, poemById } from './poems.js';
import { prayerSubmittedMail } from './prayer.mail.js';
import { buildPrintPdf } from './print.js';
import { textLeavesSafeArea } from './safe-area.js';
import type {
  Poem,
  PrayerCardInput,
  PrayerCardPage,
  PrayerCardResult,
  PrayerCardTemplate,
  PrayerCardView,
  PrayerLocation,
} from './prayer.types.js';
import {
  CUSTOM_PAPER,
  PRAYER_TEMPLATES,
  customPages,
  ensureTemplateArt,
  pageName,
  prayerTemplateById,
  templateKeys,
  templatePages,
  type PrayerPerson,
  type PrayerTemplate,
} from './templates.js';
import { CaseAccessService, caseArrangers } from '../case/index.js';
import { RevisionService, recordKey } from '../revision/index.js';
import { digestOf } from '../../request/idempotency.js';

/** The template name a card made from an uploaded photo shows on the summary. */
export const CUSTOM_TEMPLATE_NAME = 'Your Own Photo';
/** The stored photo: the crop at 187:322, at print height. */
const CUSTOM_OUT = {
  width: Math.round((PRAYER_CUSTOM_IMAGE.printHeight * PRAYER_CUSTOM_IMAGE.width) / PRAYER_CUSTOM_IMAGE.height),
  height: PRAYER_CUSTOM_IMAGE.printHeight,
};
/** A submitted page must be a portrait page of the card's shape, within 4% (browsers round the canvas). */
const PAGE_ASPECT = PRAYER_PAGE.png.width / PRAYER_PAGE.png.height;

/**
 * The prayer card (arrangements-portal 2.6, 3, 4.3): a template or the family's photo, four pages of
 * text fields, a poem and the footer's funeral home; submit sends the pages the browser rendered and
 * makes the print PDF. The lock is the decedent's prayerStatus (set by staff); while locked nothing
 * changes, for anyone.
 */
export class PrayerService {
  constructor(private readonly ctx: RequestScope) {}

  async templates(): Promise<PrayerCardTemplate[]> {
    await ensureTemplateArt(this.ctx.deps.storage);
    return Promise.all(PRAYER_TEMPLATES.map((t) => this.template(t)));
  }

  async poems(): Promise<Poem[]> {
    // The reader's language first (the family designs in it), then the other one.
    const own = currentLocale();
    const ordered = [...POEMS.filter((p) => p.language === own), ...POEMS.filter((p) => p.language !== own)];
    return ordered.map((p) => ({ id: p.id, title: p.title, content: p.content, author: p.author, language: p.language }));
  }

  /** The funeral homes, the decedent's own first (the usual choice). */
  async locations(opi: string): Promise<PrayerLocation[]> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const own = funeralHomeFor(decedent.locationCode).code;
    const all = FUNERAL_HOMES.map((h, i) => ({ id: i + 1, name: h.name, address: h.address, code: h.code }));
    return [...all.filter((h) => h.code === own), ...all.filter((h) => h.code !== own)].map(({ id, name, address }) => ({
      id,
      name,
      address,
    }));
  }

  async get(opi: string): Promise<PrayerCardView> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    return this.view(decedent, await this.card(decedent));
  }

  /**
   * Step 1: starts (or restarts) the card from a template; the design, its text and any photo are replaced, the poem and location kept.
   * `version`: the card's version the form was loaded at (a save made from an older one is refused); none saves over it.
   */
  async choose(opi: string, templateId: number, version?: number | null, language?: string | null): Promise<PrayerCardResult> {
    const named = languageNamed(language);
    const { decedent } = await this.changeable(opi);
    const id = validInput(prayerTemplateRule, { templateId }).templateId;
    const template = prayerTemplateById(id);
    if (!template) throw DomainError.invalid({ templateId: t(PRAYER_MESSAGES, 'templateUnknown') });
    const card = (await this.card(decedent)) ?? this.newCard(decedent, template.name);
    if (named) card.language = named;
    const old = [card.imageUrl, ...this.submission(card)];
    Object.assign(card, {
      templateId: template.id,
      templateName: template.name,
      isCustom: false,
      imageUrl: null,
      coordinates: null,
      pages: null,
    });
    this.clearSubmission(card);
    await this.claim(decedent, version);
    this.stamp(card);
    await this.ctx.em.flush();
    await this.removeStored(old);
    return { message: t(PRAYER_MESSAGES, 'templateChosen'), card: await this.view(decedent, card) };
  }

  /** Step 1, the other way: the family's photo (png or jpeg by content), cropped at 187:322 and kept at print height. */
  async upload(
    opi: string,
    file: IncomingFile | null,
    coordinates: string | null,
    version?: number | null,
    language?: string | null,
  ): Promise<PrayerCardResult> {
    const named = languageNamed(language);
    const { decedent } = await this.changeable(opi);
    if (!file) throw DomainError.invalid({ file: t(PRAYER_MESSAGES, 'imageRequired') });
    const crop = coordinates?.trim() ? validInput(prayerCardRule.pick({ coordinates: true }), { coordinates }).coordinates : null;
    const data = await readLimited(file, PRAYER_CUSTOM_IMAGE.maxBytes, () =>
      DomainError.invalid({ file: t(PRAYER_MESSAGES, 'imageTooLarge', { size: megabytes(PRAYER_CUSTOM_IMAGE.maxBytes) }) }),
    );
    const kind = imageKind(data);
    if (!kind) throw DomainError.invalid({ file: t(PRAYER_MESSAGES, 'imageType') });
    const out = await cropPhoto(data, kind, crop ?? null);
    // Before the photo is stored: a refused upload leaves nothing behind.
    await this.claim(decedent, version);
    const key = `prayer/${decedent.id}/${crypto.randomUUID()}.${kind === 'png' ? 'png' : 'jpg'}`;
    await this.ctx.deps.storage.putBuffer(key, out);
    const card = (await this.card(decedent)) ?? this.newCard(decedent, CUSTOM_TEMPLATE_NAME);
    if (named) card.language = named;
    const old = [card.imageUrl, ...this.submission(card)];
    Object.assign(card, {
      templateId: null,
      templateName: CUSTOM_TEMPLATE_NAME,
      isCustom: true,
      imageUrl: this.ctx.deps.storage.url(key),
      coordinates: crop?.trim() || null,
      pages: null,
    });
    this.clearSubmission(card);
    this.stamp(card);
    await this.ctx.em.flush();
    await this.removeStored(old);
    return { message: t(PRAYER_MESSAGES, 'imageUploaded'), card: await this.view(decedent, card) };
  }

  /** Saves the pages, the poem and the location. A field left out keeps its value; null clears it. */
  async save(opi: string, input: PrayerCardInput, version?: number | null): Promise<PrayerCardResult> {
    const named = languageNamed(input.language);
    const { decedent } = await this.changeable(opi);
    const valid = validInput(prayerCardRule, input);
    let card = await this.card(decedent);
    if (valid.templateId != null && valid.templateId !== card?.templateId) {
      await this.choose(opi, valid.templateId, version, named);
      card = await this.card(decedent);
    }
    if (!card || (!card.templateId && !card.isCustom)) throw new DomainError('BAD_USER_INPUT', t(PRAYER_MESSAGES, 'templateFirst'));
    const relabel = this.changeLanguage(decedent, card, named);
    const poem = valid.poemId != null ? poemById(valid.poemId) : null;
    if (valid.poemId != null && !poem) throw DomainError.invalid({ poemId: t(PRAYER_MESSAGES, 'poemUnknown') });
    if (valid.locationId != null && !FUNERAL_HOMES[valid.locationId - 1])
      throw DomainError.invalid({ locationId: t(PRAYER_MESSAGES, 'locationUnknown') });
    const keep = <T>(v: T | undefined, old: T): T => (v === undefined ? old : v);
    // A chosen poem brings its title and text unless the family sent its own (an edited poem).
    const poemTitle = valid.poemTitle !== undefined ? valid.poemTitle : poem ? poem.title : card.poemTitle;
    const poemContent = valid.poemContent !== undefined ? valid.poemContent : poem ? poem.content : card.poemContent;
    const defaults = this.defaultPages(decedent, card);
    const current = new Map((card.pages ?? defaults).map((p) => [p.index, p]));
    // A page not sent follows a new poem or location (its poem, poem title and footer fields), as the editor does.
    const sent = new Set(valid.pages.map((p) => p.index));
    const locationId = keep(valid.locationId, card.locationId ?? null);
    const poemChanged = (poemTitle ?? null) !== (card.poemTitle ?? null) || (poemContent ?? null) !== (card.poemContent ?? null);
    const footer = locationId !== (card.locationId ?? null) ? personOf(decedent, locationId).location : null;
    for (const [index, page] of current) {
      if (sent.has(index)) continue;
      current.set(index, {
        index,
        textFields: page.textFields.map((f) => {
          if (poemChanged && f.type === 'poem') return { ...f, text: poemContent ?? '' };
          if (poemChanged && f.name === 'poemTitle') return { ...f, text: poemTitle ?? '' };
          if (footer !== null && f.type === 'footer') return { ...f, text: footer };
          return f;
        }),
      });
    }
    for (const page of valid.pages)
      current.set(page.index, {
        index: page.index,
        textFields: page.textFields.map((f) => ({ ...f, subType: f.subType ?? null, line: f.line ?? null })),
      });
    const old = this.submission(card);
    Object.assign(card, {
      pages: relabel([...current.values()].sort((a, b) => a.index - b.index)),
      poemId: keep(valid.poemId, card.poemId ?? null),
      poemTitle: poemTitle ?? null,
      poemContent: poemContent ?? null,
      finalContent: keep(valid.finalContent, card.finalContent ?? null),
      locationId,
      coordinates: valid.coordinates !== undefined ? valid.coordinates?.trim() || null : card.coordinates,
    });
    this.clearSubmission(card);
    await this.claim(decedent, version);
    this.stamp(card);
    await this.ctx.em.flush();
    await this.removeStored(old);
    return { message: t(PRAYER_MESSAGES, 'saved'), card: await this.view(decedent, card) };
  }

  /**
   * Takes the pages the browser rendered (template_{n}.png, 1 to 4), checks each is a PNG of the card's
   * shape, stores them re-encoded, builds the print PDF and mails the case's arranger. The PDF is built
   * here, once: the pages change only by a new submit, and every print and the family's copy then read
   * the same file instead of drawing it again.
   */
  async submit(opi: string, files: IncomingFile[]): Promise<PrayerCardResult> {
    const { decedent, viewer } = await this.changeable(opi);
    const card = await this.card(decedent);
    if (!card || (!card.templateId && !card.isCustom)) throw new DomainError('BAD_USER_INPUT', t(PRAYER_MESSAGES, 'templateFirst'));
    if (files.length < PRAYER_SUBMIT.minPages) throw DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pagesRequired') });
    if (files.length > PRAYER_SUBMIT.maxPages) throw DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pagesTooMany') });
    const pages = new Map<number, Buffer>();
    for (const file of files) {
      const name = String(file.filename ?? '');
      const m = PRAYER_PAGE_FILE.exec(name);
      if (!m) throw DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pageName') });
      const index = Number(m[1]) - 1;
      if (pages.has(index)) throw DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pageTwice') });
      const data = await readLimited(file, PRAYER_SUBMIT.maxPageBytes, () =>
        DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pageTooLarge', { name, size: megabytes(PRAYER_SUBMIT.maxPageBytes) }) }),
      );
      pages.set(index, await pagePng(data, name));
    }
    await this.refuseTextOutside(decedent, card, pages);
    // Once only: the same pages of an unchanged card again (a double tap, a retry) store, build and mail nothing.
    const digest = submissionDigest(pages);
    if (card.submittedAt && card.submittedDigest === digest)
      return { message: t(PRAYER_MESSAGES, 'submitted'), card: await this.view(decedent, card) };
    const storage = this.ctx.deps.storage;
    const folder = `prayer/${decedent.id}/${crypto.randomUUID()}`;
    const rendered: string[] = [];
    for (const [index, png] of [...pages.entries()].sort((a, b) => a[0] - b[0])) {
      const key = `${folder}/template_${index + 1}.png`;
      await storage.putBuffer(key, png);
      rendered.push(storage.url(key));
    }
    // Printed in the card's language, whoever submits it.
    const pdf = await inLocale(card.language, () =>
      buildPrintPdf({ pages, caption: `${fullName(decedent, card.language)} (${decedent.opi})` }),
    );
    const pdfKey = `${folder}/prayer-card.pdf`;
    await storage.putBuffer(pdfKey, pdf);
    // The staff on the case before this submit's own stamp replaces the card's last editor.
    const recipients = await caseArrangers(this.ctx, decedent);
    const old = this.submission(card);
    // Committed first: the submission stands whatever happens to the mail.
    if (!(await this.markSubmitted(card, { renderedPages: rendered, printUrl: storage.url(pdfKey), digest }))) {
      // A concurrent equal submission was first: its files stand, these go.
      await this.removeStored([...rendered, storage.url(pdfKey)]);
      return { message: t(PRAYER_MESSAGES, 'submitted'), card: await this.view(decedent, card) };
    }
    await this.removeStored(old);
    const sender = await this.ctx.em.findOneOrFail(User, { id: viewer.userId });
    const details = {
      senderName: `${sender.firstName} ${sender.lastName}`,
      opi: decedent.opi,
      funeralHome: funeralHomeFor(decedent.locationCode).name,
      templateName: card.templateName,
      pages: rendered.length,
      reviewLink: `${this.ctx.deps.config.siteOrigin}/obituaries/admin/${decedent.opi}/prayerCreation`,
    };
    // Each in their own language (the request's when they chose none).
    const sent = await Promise.allSettled(
      recipients.map((r) =>
        this.ctx.deps.mailer.send({
          to: r.email,
          ...prayerSubmittedMail({ ...details, decedentName: fullName(decedent, r.language ?? currentLocale()), language: r.language }),
        }),
      ),
    );
    for (const [i, r] of sent.entries())
      if (r.status === 'rejected')
        this.ctx.deps.logger.error({ err: r.reason, opi: decedent.opi, recipient: i + 1 }, 'could not mail the arranger');
    return { message: t(PRAYER_MESSAGES, 'submitted'), card: await this.view(decedent, card) };
  }

  /**
   * Stores a submission and stamps the card, in one statement that only the first of equal submissions passes (the
   * others wait on the row's lock, then find the card submitted with their digest): false when this one was not first.
   */
  private async markSubmitted(card: PrayerCard, sent: { renderedPages: string[]; printUrl: string; digest: string }): Promise<boolean> {
    const rows = await this.ctx.em.getConnection().execute<Array<{ id: number }>>(
      `update prayer_card set rendered_pages = cast(? as jsonb), print_url = ?, submitted_at = now(), submitted_digest = ?,
         updated_by_id = ?, updated_at = now()
       where id = ? and (submitted_at is null or submitted_digest is distinct from ?) returning id`,
      [JSON.stringify(sent.renderedPages), sent.printUrl, sent.digest, requireViewer(this.ctx).userId, card.id, sent.digest],
    );
    await this.ctx.em.refresh(card, { populate: ['updatedBy'] });
    return rows.length > 0;
  }

  /**
   * A page drawn on the card's art with its text outside the safe area (past the editor's text box, towards the
   * trim) is refused before anything is stored, naming the page: it would print past the card's edge.
   */
  private async refuseTextOutside(decedent: Decedent, card: PrayerCard, pages: Map<number, Buffer>) {
    const saved = new Map((card.pages ?? this.defaultPages(decedent, card)).map((p) => [p.index, p]));
    for (const [index, png] of [...pages.entries()].sort((a, b) => a[0] - b[0])) {
      if (!saved.get(index)?.textFields.some((f) => f.text.trim())) continue;
      if (await textLeavesSafeArea(png, await this.artOf(card, index))) {
        const label = t(PRAYER_DESIGNER_TEXTS, 'pageLabel', { index: String(index), number: String(index + 1) });
        throw DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pageTextOutside', { label }) });
      }
    }
  }

  /** The picture a page is drawn on: the template's front or paper, or the family's photo on the front. */
  private async artOf(card: PrayerCard, index: number): Promise<Buffer | null> {
    const template = prayerTemplateById(card.templateId);
    const keys = templateKeys(template ? template.id : CUSTOM_PAPER.key);
    const key = index > 0 ? keys.paper : template ? keys.front : card.imageUrl ? keyOfUrl(card.imageUrl) : null;
    if (!key) return null;
    await ensureTemplateArt(this.ctx.deps.storage);
    return buffer(this.ctx.deps.storage.read(key));
  }

  /** Staff lock the card (the decedent's prayerStatus) or open it again. */
  async setLock(opi: string, isLocked: boolean): Promise<PrayerCardResult> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    decedent.prayerStatus = isLocked;
    await this.ctx.em.flush();
    return {
      message: isLocked ? t(PRAYER_MESSAGES, 'lockedSet') : t(PRAYER_MESSAGES, 'unlockedSet'),
      card: await this.view(decedent, await this.card(decedent)),
    };
  }

  private async changeable(opi: string) {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    if (decedent.prayerStatus) throw new DomainError('LOCKED', t(PRAYER_MESSAGES, 'locked'));
    await this.ctx.service(CaseAccessService).requireAcceptedPolicy(decedent);
    return { decedent, viewer };
  }

  /** Claims the card's next version, last before the write: a save made from an older version is refused (409), nothing changed. */
  private claim(decedent: Decedent, version: number | null | undefined) {
    return this.ctx
      .service(RevisionService)
      .claim(recordKey('prayerCard', decedent.id), version, 'prayerCard', funeralHomeFor(decedent.locationCode).timeZone);
  }

  /** A card started now: in the request's language until a save names another. */
  private newCard(decedent: Decedent, templateName: string): PrayerCard {
    return this.ctx.em.create(PrayerCard, { decedent, templateName, language: currentLocale() });
  }

  /**
   * A save naming another language: the card takes it, and answers how its pages follow: fields (saved or sent) still
   * holding the old language's fixed words (heading, dates, template lines, placeholders) take the new one's; anything
   * the family wrote stays as written.
   */
  private changeLanguage(decedent: Decedent, card: PrayerCard, language: Locale | null) {
    const same = (pages: PrayerPageData[]) => pages;
    if (!language || language === card.language) return same;
    const before = new Map(this.defaultPages(decedent, card).map((p) => [p.index, p]));
    card.language = language;
    const after = new Map(this.defaultPages(decedent, card).map((p) => [p.index, p]));
    const fixed = (pages: Map<number, PrayerPageData>, index: number, name: string) =>
      pages.get(index)?.textFields.find((f) => f.name === name)?.text;
    return (pages: PrayerPageData[]) =>
      pages.map((page) => ({
        ...page,
        textFields: page.textFields.map((f) => {
          const now = fixed(after, page.index, f.name);
          return now !== undefined && f.text === fixed(before, page.index, f.name) ? { ...f, text: now } : f;
        }),
      }));
  }

  private card(decedent: Decedent) {
    return this.ctx.em.findOne(PrayerCard, { decedent: decedent.id }, { populate: ['updatedBy'] });
  }

  private stamp(card: PrayerCard) {
    card.updatedBy = this.ctx.em.getReference(User, requireViewer(this.ctx).userId, { wrapped: true });
    card.updatedAt = new Date();
  }

  /** The stored files of the last submission (pages and PDF). */
  private submission(card: PrayerCard): string[] {
    return [...(card.renderedPages ?? []), ...(card.printUrl ? [card.printUrl] : [])];
  }

  /** A change after a submit makes the submitted pages stale: the family submits again. */
  private clearSubmission(card: PrayerCard) {
    Object.assign(card, { renderedPages: [], printUrl: null, submittedAt: null });
  }

  private async removeStored(urls: Array<string | null | undefined>) {
    for (const url of urls) {
      const key = url ? keyOfUrl(url) : null;
      if (key) await this.ctx.deps.storage.remove(key);
    }
  }

  private sign(key: string, audience: 'public' | 'restricted') {
    return signMediaUrl(this.ctx.deps.tokens.secret, key, audience);
  }

  private async template(t: PrayerTemplate): Promise<PrayerCardTemplate> {
    const keys = templateKeys(t.id);
    const [front, paper, thumb] = await Promise.all([
      this.sign(keys.front, 'public'),
      this.sign(keys.paper, 'public'),
      this.sign(keys.thumb, 'public'),
    ]);
    return {
      id: t.id,
      templateId: t.id,
      name: t.name,
      type: 'prayer',
      imageURL: front,
      thumbnailURL: thumb,
      pages: templatePages(t).map((p) => ({
        index: p.index,
        name: pageName(p.index),
        imageURL: p.index === 0 ? front : paper,
        textFields: p.textFields,
      })),
    };
  }

  /**
   * The layout a card shows until it is saved: the template's (or the photo card's), filled for this decedent, in the
   * card's language (its heading, dates and template words), whoever reads it.
   */
  private defaultPages(decedent: Decedent, card: PrayerCard): PrayerPageData[] {
    return inLocale(card.language, () => {
      const person = personOf(decedent, card.locationId);
      const poem =
        card.poemTitle != null || card.poemContent != null ? { title: card.poemTitle ?? '', content: card.poemContent ?? '' } : null;
      const template = prayerTemplateById(card.templateId);
      if (template) return templatePages(template, person, poem);
      return card.isCustom ? customPages(person, poem) : [];
    });
  }

  private async view(decedent: Decedent, card: PrayerCard | null): Promise<PrayerCardView> {
    const staff = isStaff(this.ctx.viewer);
    const template = card ? prayerTemplateById(card.templateId) : null;
    if (template || card?.isCustom) await ensureTemplateArt(this.ctx.deps.storage);
    const photoKey = card?.isCustom && card.imageUrl ? keyOfUrl(card.imageUrl) : null;
    const front = template
      ? await this.sign(templateKeys(template.id).front, 'public')
      : photoKey
        ? await this.sign(photoKey, 'restricted')
        : null;
    const paper = template
      ? await this.sign(templateKeys(template.id).paper, 'public')
      : card?.isCustom
        ? await this.sign(templateKeys(CUSTOM_PAPER.key).paper, 'public')
        : null;
    const data = card ? (card.pages ?? this.defaultPages(decedent, card)) : [];
    const pages: PrayerCardPage[] = data.map((p) => ({
      index: p.index,
      name: pageName(p.index),
      imageURL: p.index === 0 ? front : paper,
      textFields: p.textFields,
    }));
    const by = staff && card?.updatedBy ? await card.updatedBy.load() : null;
    const signed = async (url: string | null | undefined) => {
      const key = url ? keyOfUrl(url) : null;
      return key ? this.sign(key, 'restricted') : null;
    };
    const rendered = await Promise.all((card?.renderedPages ?? []).map(signed));
    const version = await this.ctx.service(RevisionService).load(recordKey('prayerCard', decedent.id));
    return {
      opi: decedent.opi,
      templateId: card?.templateId ?? null,
      templateName: card?.templateName ?? null,
      imageURL: front,
      isCustom: card?.isCustom ?? false,
      language: card?.language ?? currentLocale(),
      coordinates: card?.coordinates ?? null,
      pages,
      poemId: card?.poemId ?? null,
      poemTitle: card?.poemTitle ?? null,
      poemContent: card?.poemContent ?? null,
      finalContent: card?.finalContent ?? null,
      locationId: card?.locationId ?? null,
      isLocked: decedent.prayerStatus,
      submittedAt: card?.submittedAt ?? null,
      renderedPageURLs: rendered.filter((u): u is string => u !== null),
      printURL: card?.submittedAt ? await signed(card.printUrl) : null,
      lastEditedBy: staff && by ? `${by.firstName} ${by.lastName}` : null,
      lastEditedAt: staff && card ? card.updatedAt : null,
      version,
    };
  }
}

/** The name, dates and footer a card is filled with: the given names and last name, 'June 2, 1941 – March 14, 2026', the funeral home. */
export function personOf(d: Decedent, locationId: number | null | undefined): PrayerPerson {
  const home: FuneralHome = (locationId ? FUNERAL_HOMES[locationId - 1] : undefined) ?? funeralHomeFor(d.locationCode);
  const dates = [cardDate(d.dateOfBirth), cardDate(d.dateOfDeath)].filter(Boolean).join(' \u2013 ');
  return { name: [d.firstName, d.middleName, d.lastName].filter(Boolean).join(' '), dates, location: `${home.name}\n${home.address}` };
}

/** A calendar day as the card prints it in the language it is designed in: June 2, 1941; 2 de junio de 1941. */
function cardDate(iso: string | null | undefined): string {
  const locale = currentLocale();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (locale === 'en' || !m) return writtenDate(iso);
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** The language a caller named ('en' or 'es'), null when none; any other value is refused in plain words. */
function languageNamed(language: string | null | undefined): Locale | null {
  if (language == null || language === '') return null;
  if (!isLocale(language)) throw DomainError.invalid({ language: t(LANGUAGE_TEXTS, 'languageInvalid') });
  return language;
}

/** png or jpeg by the first bytes, or null. */
export function imageKind(data: Buffer): 'png' | 'jpeg' | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * The photo's crop (pixels of the photo as the browser showed it, EXIF orientation applied), widened or
 * narrowed about its centre to exactly 187:322, then scaled to print height. No crop: the centre of the photo.
 */
async function cropPhoto(data: Buffer, kind: 'png' | 'jpeg', coordinates: string | null): Promise<Buffer> {
  try {
    const oriented = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .toBuffer({ resolveWithObject: true });
    const W = oriented.info.width;
    const H = oriented.info.height;
    const c = coordinates ? parseCoordinates(coordinates) : null;
    let img = sharp(oriented.data, { limitInputPixels: MAX_INPUT_PIXELS });
    if (c) {
      const left = Math.min(Math.max(0, Math.round(c.x)), W - 1);
      const top = Math.min(Math.max(0, Math.round(c.y)), H - 1);
      const width = Math.max(1, Math.min(Math.round(c.width), W - left));
      const height = Math.max(1, Math.min(Math.round(c.height), H - top));
      img = img.extract({ left, top, width, height });
    }
    img = img.resize({ width: CUSTOM_OUT.width, height: CUSTOM_OUT.height, fit: 'cover', position: 'centre' });
    return kind === 'png'
      ? await img.png({ compressionLevel: 8 }).toBuffer()
      : await img.flatten({ background: '#ffffff' }).jpeg({ quality: 92, mozjpeg: true }).toBuffer();
  } catch {
    throw DomainError.invalid({ file: t(PRAYER_MESSAGES, 'imageUnreadable') });
  }
}

/** A submitted page: a real PNG of the card's portrait shape, re-encoded (8-bit, no metadata, on white paper). */
async function pagePng(data: Buffer, name: string): Promise<Buffer> {
  const notPng = () => DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pageNotPng', { name }) });
  if (imageKind(data) !== 'png') throw notPng();
  try {
    // The header first (nothing decoded): the size is checked before a pixel is read.
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) throw notPng();
    if (meta.width > PRAYER_SUBMIT.maxWidth || meta.height > PRAYER_SUBMIT.maxHeight)
      throw DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pagePixels', { name }) });
    if (Math.abs(meta.width / meta.height - PAGE_ASPECT) / PAGE_ASPECT > 0.04)
      throw DomainError.invalid({ files: t(PRAYER_MESSAGES, 'pageShape', { name }) });
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 8 })
      .toBuffer();
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw notPng();
  }
}

/** What a submission sent: its pages, by place and content. */
function submissionDigest(pages: Map<number, Buffer>): string {
  return digestOf(
    [...pages.entries()].sort((a, b) => a[0] - b[0]).map(([index, png]) => [index, createHash('sha256').update(png).digest('hex')]),
  );
}
