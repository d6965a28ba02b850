import {
  PROGRAM_MAX_BYTES,
  PROGRAM_MESSAGES,
  funeralHomeFor,
  megabytes,
  programTemplatePageRule,
  programTemplateRule,
  currentLocale,
  t,
  type Locale,
} from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import { readLimited, safeFileName, type IncomingFile } from '../../media/intake.js';
import { keyOfUrl } from '../../media/storage.js';
import { signMediaUrl } from '../../media/signed-urls.js';
import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { ProgramCard } from './program.entity.js';
import type { Decedent } from '../decedent/index.js';
import { DecedentService, fullName } from '../decedent/index.js';
import { User } from '../identity/index.js';
import { programSubmittedMail } from '../../mail/templates/program-submitted.js';
import { PROGRAM_TEMPLATES, buildProgramDocx, renderPreview, templateById, type ProgramTemplate } from './templates.js';
import { programPreviewHtml, readProgramDocx, storedProgramPreview } from './program.document.js';
import type {
  ProgramCardPreview,
  ProgramCardResult,
  ProgramCardTemplate,
  ProgramCardTemplatePage,
  ProgramCardView,
} from './program.types.js';
import { CaseAccessService, caseArrangers } from '../case/index.js';
import { RevisionService, recordKey } from '../revision/index.js';

/** Previews are drawn once per process and language and kept in storage (they depend only on the template and the language). */
const previewsReady = new WeakMap<object, Map<Locale, Promise<void>>>();

/**
 * The service program card (arrangements-portal 2.7, 4.4): step 1 picks a template, step 2 downloads it
 * filled in, and the family uploads the edited .docx and submits it. The lock is the decedent's
 * programStatus (set by staff); while locked nothing changes, for anyone.
 */
export class ProgramService {
  constructor(private readonly ctx: RequestScope) {}

  async templates(args: { limit?: number | null; offset?: number | null }): Promise<ProgramCardTemplatePage> {
    const { limit, offset } = validInput(programTemplatePageRule, { limit: args.limit ?? undefined, offset: args.offset ?? undefined });
    const page = PROGRAM_TEMPLATES.slice(offset * limit, offset * limit + limit);
    return { items: await Promise.all(page.map((t) => this.template(t))), total: PROGRAM_TEMPLATES.length, limit, offset };
  }

  async get(opi: string): Promise<ProgramCardView> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    return this.view(decedent, await this.card(decedent));
  }

  /** `version`: the card's version the form was loaded at (a save made from an older one is refused); none saves over it. */
  async choose(opi: string, templateId: number, version?: number | null): Promise<ProgramCardResult> {
    const { decedent } = await this.changeable(opi);
    const id = validInput(programTemplateRule, { templateId }).templateId;
    const template = templateById(id);
    if (!template) throw DomainError.invalid({ templateId: t(PROGRAM_MESSAGES, 'templateUnknown') });
    await this.claim(decedent, version);
    const em = this.ctx.em;
    const card = (await this.card(decedent)) ?? em.create(ProgramCard, { decedent, templateName: template.name });
    // A new template replaces the current program (the 'Confirm Change' the screen asks first).
    const old = card.fileUrl;
    Object.assign(card, {
      templateId: template.id,
      templateName: template.name,
      fileUrl: null,
      fileName: null,
      previewHtml: null,
      submittedAt: null,
    });
    this.stamp(card);
    await em.flush();
    await this.removeStored(old);
    return { message: t(PROGRAM_MESSAGES, 'templateSelected'), programCard: await this.view(decedent, card) };
  }

  async upload(opi: string, file: IncomingFile | null, moreFiles = 0, version?: number | null): Promise<ProgramCardResult> {
    const { decedent } = await this.changeable(opi);
    if (moreFiles > 0) throw DomainError.invalid({ file: t(PROGRAM_MESSAGES, 'singleFile') });
    const card = await this.card(decedent);
    if (!card?.templateId) throw DomainError.invalid({ templateId: t(PROGRAM_MESSAGES, 'templateMissing') });
    if (!file) throw DomainError.invalid({ file: t(PROGRAM_MESSAGES, 'fileRequired') });
    const data = await readLimited(file, PROGRAM_MAX_BYTES, () =>
      DomainError.invalid({ file: t(PROGRAM_MESSAGES, 'tooLarge', { size: megabytes(PROGRAM_MAX_BYTES) }) }),
    );
    // Unpacked once, under limits (a zip bomb is refused here, before anything is stored); the preview is made now and kept.
    const parts = await readProgramDocx(data);
    const previewHtml = await programPreviewHtml(parts);
    if (previewHtml === null)
      this.ctx.deps.logger.warn({ opi: decedent.opi }, 'the uploaded program has no preview: mammoth cannot read it');
    // Before the file is stored: a refused upload leaves nothing behind.
    await this.claim(decedent, version);
    const key = `programs/${decedent.id}/${crypto.randomUUID()}.docx`;
    await this.ctx.deps.storage.putBuffer(key, data);
    const old = card.fileUrl;
    Object.assign(card, {
      fileUrl: this.ctx.deps.storage.url(key),
      fileName: safeFileName(file.filename),
      previewHtml: previewHtml ?? '',
      submittedAt: null,
    });
    this.stamp(card);
    await this.ctx.em.flush();
    await this.removeStored(old);
    return { message: t(PROGRAM_MESSAGES, 'uploaded'), programCard: await this.view(decedent, card) };
  }

  /** Sends the uploaded program to the case's arranger by e-mail, as the certificate's submit does. */
  async submit(opi: string): Promise<ProgramCardResult> {
    const { decedent, viewer } = await this.changeable(opi);
    const card = await this.card(decedent);
    if (!card?.fileUrl) throw new DomainError('BAD_USER_INPUT', t(PROGRAM_MESSAGES, 'uploadFirst'));
    const em = this.ctx.em;
    // Once only: a new template or upload clears submittedAt, so a card still submitted is the same program again (a
    // double tap, a retry, three at once), which mails nobody. One conditional statement lets the first through.
    const marked = await em.nativeUpdate(ProgramCard, { id: card.id, submittedAt: null }, { submittedAt: new Date() });
    await em.refresh(card);
    if (!marked) return { message: t(PROGRAM_MESSAGES, 'submitted'), programCard: await this.view(decedent, card) };
    this.stamp(card);
    // Committed first: the submission stands whatever happens to the mail.
    await em.flush();
    const sender = await em.findOneOrFail(User, { id: viewer.userId });
    const base = this.ctx.deps.config.siteOrigin;
    const details = {
      senderName: `${sender.firstName} ${sender.lastName}`,
      opi: decedent.opi,
      funeralHome: funeralHomeFor(decedent.locationCode).name,
      templateName: card.templateName,
      fileName: card.fileName ?? 'program.docx',
      reviewLink: `${base}/obituaries/admin/${decedent.opi}/programCreation`,
    };
    const recipients = await caseArrangers(this.ctx, decedent);
    // Each in their own language (the request's when they chose none).
    const sent = await Promise.allSettled(
      recipients.map((r) =>
        this.ctx.deps.mailer.send({
          to: r.email,
          ...programSubmittedMail({ ...details, decedentName: fullName(decedent, r.language ?? undefined), language: r.language }),
        }),
      ),
    );
    for (const [i, r] of sent.entries())
      if (r.status === 'rejected')
        this.ctx.deps.logger.error({ err: r.reason, opi: decedent.opi, recipient: i + 1 }, 'could not mail the arranger');
    return { message: t(PROGRAM_MESSAGES, 'submitted'), programCard: await this.view(decedent, card) };
  }

  /** Staff lock the card (the decedent's programStatus) or open it again. */
  async setLock(opi: string, isLocked: boolean): Promise<ProgramCardResult> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    decedent.programStatus = isLocked;
    await this.ctx.em.flush();
    return {
      message: isLocked ? t(PROGRAM_MESSAGES, 'lockedSet') : t(PROGRAM_MESSAGES, 'unlockedSet'),
      programCard: await this.view(decedent, await this.card(decedent)),
    };
  }

  /** The uploaded program as sanitised HTML, as made at upload: the document is not opened again. */
  async preview(opi: string): Promise<ProgramCardPreview> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const card = await this.card(decedent);
    const key = card?.fileUrl ? keyOfUrl(card.fileUrl) : null;
    if (!card || !key) return { html: '', fileName: null };
    const html = card.previewHtml ?? (await storedProgramPreview(this.ctx, card, key));
    return { html, fileName: card.fileName ?? null };
  }

  private async changeable(opi: string) {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    if (decedent.programStatus) throw new DomainError('LOCKED', t(PROGRAM_MESSAGES, 'locked'));
    await this.ctx.service(CaseAccessService).requireAcceptedPolicy(decedent);
    return { decedent, viewer };
  }

  /** Claims the card's next version, after the checks and before the write: a save made from an older version is refused (409). */
  private claim(decedent: Decedent, version: number | null | undefined) {
    return this.ctx
      .service(RevisionService)
      .claim(recordKey('programCard', decedent.id), version, 'programCard', funeralHomeFor(decedent.locationCode).timeZone);
  }

  private card(decedent: Decedent) {
    return this.ctx.em.findOne(ProgramCard, { decedent: decedent.id }, { populate: ['updatedBy'] });
  }

  private stamp(card: ProgramCard) {
    card.updatedBy = this.ctx.em.getReference(User, requireViewer(this.ctx).userId, { wrapped: true });
    card.updatedAt = new Date();
  }

  private async removeStored(url: string | null | undefined) {
    const key = url ? keyOfUrl(url) : null;
    if (key) await this.ctx.deps.storage.remove(key);
  }

  private sign(key: string, audience: 'public' | 'restricted') {
    return signMediaUrl(this.ctx.deps.tokens.secret, key, audience);
  }

  private async template(t: ProgramTemplate): Promise<ProgramCardTemplate> {
    const locale = currentLocale();
    await this.ensurePreviews(locale);
    return {
      id: t.id,
      name: t.name,
      previewFrontImageUrl: await this.sign(previewKey(t, 'front', locale), 'public'),
      previewBackImageUrl: await this.sign(previewKey(t, 'back', locale), 'public'),
    };
  }

  /** The previews in a language, drawn once per store (their texts are the template's fixed texts in that language). */
  private ensurePreviews(locale: Locale): Promise<void> {
    const storage = this.ctx.deps.storage;
    const drawn = previewsReady.get(storage) ?? new Map<Locale, Promise<void>>();
    previewsReady.set(storage, drawn);
    let ready = drawn.get(locale);
    if (!ready) {
      ready = (async () => {
        for (const t of PROGRAM_TEMPLATES)
          for (const side of ['front', 'back'] as const) {
            const key = previewKey(t, side, locale);
            if (!(await storage.exists(key))) await storage.putBuffer(key, await renderPreview(t, side));
          }
      })();
      ready.catch(() => drawn.delete(locale));
      drawn.set(locale, ready);
    }
    return ready;
  }

  private async view(decedent: Decedent, card: ProgramCard | null): Promise<ProgramCardView> {
    const staff = isStaff(this.ctx.viewer);
    const template = card?.templateId ? templateById(card.templateId) : null;
    let templateFileUrl: string | null = null;
    if (template) {
      // The download is made for the decedent as they are now (names and dates may have been corrected).
      const key = `programs/${decedent.id}/template-${template.id}${localeSuffix(currentLocale())}.docx`;
      await this.ctx.deps.storage.putBuffer(
        key,
        await buildProgramDocx(template, {
          name: programName(decedent),
          dateOfBirth: decedent.dateOfBirth,
          dateOfDeath: decedent.dateOfDeath,
          funeralHome: funeralHomeFor(decedent.locationCode).name,
        }),
      );
      templateFileUrl = await this.sign(key, 'restricted');
    }
    const fileKey = card?.fileUrl ? keyOfUrl(card.fileUrl) : null;
    const by = staff && card?.updatedBy ? await card.updatedBy.load() : null;
    return {
      opi: decedent.opi,
      programCardTemplate: template ? await this.template(template) : null,
      templateFileUrl,
      fileUrl: fileKey ? await this.sign(fileKey, 'restricted') : null,
      fileName: card?.fileName ?? null,
      isLocked: decedent.programStatus,
      submittedAt: card?.submittedAt ?? null,
      lastEditedBy: staff && by ? `${by.firstName} ${by.lastName}` : null,
      lastEditedAt: staff && card ? card.updatedAt : null,
      maxFileBytes: PROGRAM_MAX_BYTES,
      version: await this.ctx.service(RevisionService).load(recordKey('programCard', decedent.id)),
    };
  }
}

/** English keeps the keys it always had; another language's files are apart (`-es`), so both can be asked at once. */
const localeSuffix = (locale: Locale) => (locale === 'en' ? '' : `-${locale}`);
const previewKey = (t: ProgramTemplate, side: 'front' | 'back', locale: Locale) =>
  `program-templates/${t.id}-${side}${localeSuffix(locale)}.png`;

/** The name on the program: the given names and the last name, without the prefix. */
export const programName = (d: Pick<Decedent, 'firstName' | 'middleName' | 'lastName'>) =>
  [d.firstName, d.middleName, d.lastName].filter(Boolean).join(' ');
