import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkVideoLinks, MEDIA_MESSAGES, MEMORY_MESSAGES, MEMORY_NOTICES, shareMemoryRule, t } from '@memorial/schema';
import { AbuseService } from '../../abuse/index.js';
import { DomainError, validInput } from '../../errors.js';
import { sanitizeVisitorText } from '../../html.js';
import type { RequestScope } from '../../request/scope.js';
import { digestOf, repeatSince, underLock } from '../../request/idempotency.js';
import { memoryPendingMail } from '../../mail/templates/memory-pending.js';
import { keyOfUrl } from '../../media/storage.js';
import { VideoPreviews } from '../../media/video-metadata.js';
import { CaseAccessService, ArrangerCase } from '../case/index.js';
import { type Decedent } from '../decedent/index.js';
import { decedentLoaders } from '../decedent/index.js';
import { MediaAccessService } from '../decedent/index.js';
import { DecedentService, fullName, pageSlug } from '../decedent/index.js';
import { User } from '../identity/index.js';
import { ScreeningService, storedScreening } from '../screening/index.js';
import { publishMemoryEvent } from './memory.changes.js';
import { Memory, MemoryFile } from './memory.entity.js';
import { MemoryMediaService } from './memory.media.js';
import type { GalleryFile, ShareMemoryInput, VideoPreview } from './memory.types.js';
import { memoryLoaders } from './memory.loaders.js';
import { publicMemoriesColumn, type MemoryLike, type MemoryRow } from './memory.rows.js';

/** One preview cache per gateway (its deps), not per request. */
const previews = new WeakMap<object, VideoPreviews>();

/** The spec's page size. */
export const PAGE_SIZE = 100;

/** Reading memories (public lists, one memory, the gallery, downloads) and sharing one. */
export class MemoryService {
  constructor(private readonly ctx: RequestScope) {}

  private get media() {
    return this.ctx.service(MemoryMediaService);
  }

  // ---- public reads ----

  /**
   * Approved memories; hidden ones only for those who may manage the page (so they can show them again).
   * Read as plain rows (memory.rows.ts): a read-only list, 100 a page, that nothing flushes.
   */
  async listPublic(opi: string, memoryType?: number | null, page = 1): Promise<MemoryRow[]> {
    const { list: rows } = await this.ctx.service(DecedentService).readVisibleWith(opi, (manager) =>
      publicMemoriesColumn({
        withHidden: manager,
        memoryType: memoryType ?? null,
        limit: PAGE_SIZE,
        offset: (Math.max(1, page) - 1) * PAGE_SIZE,
      }),
    );
    // Their files came in the same statement: the files loader has them, so each memory resolves at once, not
    // through a promise per memory (most of a page's time in GraphQL was waiting on 100 of them).
    const loaders = this.ctx.loaders(memoryLoaders);
    for (const { memory, files } of rows) loaders.primeFiles(memory.id, files);
    return rows.map((r) => r.memory);
  }

  /** A memory by id: public when approved and not hidden, otherwise only for those who may moderate it. */
  async getOne(id: number): Promise<Memory> {
    const memory = await this.ctx.em.findOne(Memory, { id }, { populate: ['decedent'] });
    if (!memory) throw DomainError.notFound(t(MEMORY_NOTICES, 'memoryMissing'));
    const decedent = memory.decedent.getEntity();
    if (await this.ctx.service(CaseAccessService).canAct(decedent)) return memory;
    await this.ctx.service(DecedentService).getVisible(decedent.opi);
    if (memory.status !== 'Accepted' || memory.isPrivate) throw DomainError.notFound(t(MEMORY_NOTICES, 'memoryMissing'));
    return memory;
  }

  async gallery(opi: string): Promise<GalleryFile[]> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const files = await this.ctx.em.find(
      MemoryFile,
      { memory: { decedent: decedent.id, status: 'Accepted', isPrivate: false } },
      { orderBy: { id: 'asc' } },
    );
    const access = this.ctx.service(MediaAccessService);
    return Promise.all(
      files.map(async (f) => {
        const memory = await f.memory.loadOrFail();
        return {
          ...toGalleryFile(f),
          memoryTitle: memory.title,
          src: await access.memoryFileUrl(memory, f.src),
          thumbnailUrl: await access.memoryFileUrl(memory, f.thumbnailUrl),
        };
      }),
    );
  }

  /** An uploaded file to download, under the same visibility as its memory. */
  async fileForDownload(fileId: number): Promise<{ key: string; name: string; mimeType: string }> {
    const file = Number.isSafeInteger(fileId) ? await this.ctx.em.findOne(MemoryFile, { id: fileId }) : null;
    if (!file || file.isLink) throw DomainError.notFound(t(MEMORY_NOTICES, 'fileMissing'));
    await this.getOne(file.memory.id);
    const key = keyOfUrl(file.src);
    if (!key) throw DomainError.notFound(t(MEMORY_NOTICES, 'fileMissing'));
    return { key, name: file.fileName ?? key.split('/').pop()!, mimeType: file.mimeType ?? 'application/octet-stream' };
  }

  // ---- sharing ----

  /**
   * A video link's preview (title, thumbnail, embed link) from its provider, for the forms. A link in no accepted
   * form gets Invalid URL format (visitors: YouTube and Vimeo only); a video the provider does not know (400, 404)
   * URL doesn't exists; a private one (401) or a provider that does not answer, just its embed link.
   */
  async videoPreview(url: string): Promise<VideoPreview> {
    const link = url.trim();
    const { errors } = checkVideoLinks(link, !this.ctx.viewer);
    if (errors || !link) throw DomainError.invalid({ videoLinks: t(MEMORY_MESSAGES, 'invalidLink') });
    let cache = previews.get(this.ctx.deps);
    if (!cache) previews.set(this.ctx.deps, (cache = new VideoPreviews(this.ctx.deps.videoLookup)));
    const found = await cache.get(link, this.ctx.ip);
    if (found === 'limited') throw new DomainError('RATE_LIMITED', t(MEDIA_MESSAGES, 'tooManyLookups'));
    if (found === 'missing') throw DomainError.invalid({ videoLinks: t(MEMORY_MESSAGES, 'linkMissing') });
    return { url: link, ...found };
  }

  async share(opi: string, input: ShareMemoryInput): Promise<Memory> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const viewer = this.ctx.viewer;
    const publicForm = !viewer;
    // A family member who has not accepted the policy may not share here, whatever the form holds: refused before the input is read.
    if (viewer?.role === 'arranger' && !(await this.ctx.service(CaseAccessService).policyAccepted(decedent))) {
      throw new DomainError('FORBIDDEN', t(MEMORY_NOTICES, 'policyRequired'));
    }
    const { valid, person } = await this.readSubmission(input);
    const linkErrors = this.media.checkFileLinks(input.files, publicForm);
    if (linkErrors) throw DomainError.invalid(linkErrors);
    // A visitor's acceptance is a box on the form itself.
    if (!viewer && !input.acceptedPolicy) throw new DomainError('FORBIDDEN', t(MEMORY_NOTICES, 'policyRequired'));
    const key = input.idempotencyKey?.slice(0, 80) || null;
    if (key) {
      const existing = await this.ctx.em.findOne(Memory, { decedent: decedent.id, idempotencyKey: key });
      if (existing) return existing;
    }
    // Once only, without a key (of the input, or the Idempotency-Key header, which name a submission themselves): the
    // same memory (every field and file) from the same sender, an account or a visitor's solved captcha, is one.
    // Equal shares take a lock named by their digest: one waiting for another (three at once) answers its memory, and
    // a visitor's retry of a memory with its used captcha (a double tap) answers the memory that captcha shared.
    const digest = digestOf({
      valid,
      person,
      files: (input.files ?? []).map((f) => ({ ...f })),
      sender: viewer ? viewer.userId : { proof: input.captcha ?? null },
    });
    const lock = `memory:${decedent.id}:${digest}`;
    const keyed = !!key || this.ctx.idempotencyKey !== null;
    const same = { decedent: decedent.id, submissionDigest: digest, createdAt: { $gte: repeatSince() } };
    try {
      const { memory, made } = await underLock(this.ctx.em, lock, async (em, waited) => {
        const earlier = () => (keyed ? Promise.resolve(null) : em.findOne(Memory, same));
        const repeated = waited ? await earlier() : null;
        if (repeated) return { memory: repeated, made: false };
        // A visitor's submission costs a solved captcha (after the input is checked, so a fix of a field does not
        // need a new one; after a retry was answered above) and counts against the limits per address and decedent.
        const retried = viewer ? null : await this.guardVisitor(decedent, input.captcha, earlier);
        if (retried) return { memory: retried, made: false };
        return { memory: await this.save(em, decedent, { valid, person, key, digest, files: input.files }), made: true };
      });
      // Likely spam is held: the family is not mailed (staff see it live, with its reasons) until someone releases it.
      if (made && !memory.held) void this.mailFamilyAboutPending(decedent, memory);
      return memory;
    } catch (e) {
      // Two retries raced: the other one wrote it; answer that one.
      if (key && e instanceof UniqueConstraintViolationException) {
        // The failed insert is still in this request's unit of work (the next query would flush it again): forget it.
        this.ctx.em.clear();
        const existing = await this.ctx.em.findOne(Memory, { decedent: decedent.id, idempotencyKey: key });
        if (existing) return existing;
      }
      throw e;
    }
  }

  /**
   * Writes a shared memory in the lock's transaction (em): screened first (issue 32: its score, level and reasons kept
   * with it; likely spam held), then saved with its files, the screened text recorded for later checks, and published.
   */
  private async save(em: EntityManager, decedent: Decedent, { valid, person, key, digest, files }: Submission): Promise<Memory> {
    const viewer = this.ctx.viewer;
    const links = await this.media.lookUpLinks(files);
    const memory = sanitizeVisitorText(valid.memory);
    const screened = { kind: 'memory' as const, text: `${valid.title}\n${memory}`, decedent, email: person.email };
    const outcome = await this.ctx.service(ScreeningService).screen(screened);
    const m = em.create(Memory, {
      decedent,
      title: valid.title,
      memory,
      memoryType: valid.memoryType,
      dateOfMemory: valid.dateOfMemory,
      relationship: valid.relationship ?? null,
      memoryByPerson: viewer ? em.getReference(User, viewer.userId) : null,
      memoryByPersonFirstName: person.firstName,
      memoryByPersonLastName: person.lastName,
      personEmail: person.email,
      personPhone: person.phone,
      sharerLanguage: this.ctx.namedLocale,
      personAddress: person.address,
      idempotencyKey: key,
      submissionDigest: digest,
      // A visitor's acceptance lives in their browser: the server keeps it with what it was given for.
      policyAcceptedAt: viewer ? null : new Date(),
      ...storedScreening(outcome),
    });
    // The memory first: a retry racing this one waits on its idempotency key (and then answers this memory), not on the uploads' locks.
    await em.flush();
    await this.media.attachFiles(em, m, files, links);
    await em.flush();
    await this.ctx.service(ScreeningService).record(em, { ...screened, itemId: m.id, outcome });
    await publishMemoryEvent(this.ctx, em, 'SUBMITTED', m, decedent);
    return m;
  }

  /**
   * A visitor's share costs a solved captcha and counts against the limits. A used captcha with the memory it shared
   * (a double tap, a retry) answers that memory: `earlier`, the same memory from the same captcha.
   */
  private async guardVisitor(decedent: Decedent, captcha: string | null | undefined, earlier: () => Promise<Memory | null>) {
    const abuse = this.ctx.service(AbuseService);
    try {
      await abuse.requireCaptcha(captcha);
    } catch (refusal) {
      const first = await earlier();
      if (first) return first;
      throw refusal;
    }
    await abuse.limit('memoryShare', { decedentId: decedent.id });
    return null;
  }

  /**
   * The submission checked, and who shared it. A signed-in caller may send the short form (title, memory, memoryType,
   * files, without memoryAddingPerson): the account is the sharer, and the memory is dated today unless a date is given.
   * A visitor sends the full submission; a missing person gets the spec's messages for each of its fields.
   */
  private async readSubmission(input: ShareMemoryInput) {
    const viewer = this.ctx.viewer;
    if (viewer && !input.memoryAddingPerson) {
      const valid = validInput(shareMemoryRule().omit({ memoryAddingPerson: true }), {
        ...input,
        dateOfMemory: input.dateOfMemory ?? new Date().toISOString().slice(0, 10),
      });
      const user = await this.ctx.em.findOneOrFail(User, { id: viewer.userId });
      return {
        valid,
        person: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: null, address: null },
      };
    }
    const valid = validInput(shareMemoryRule(), { ...input, memoryAddingPerson: input.memoryAddingPerson ?? {} });
    const p = valid.memoryAddingPerson;
    return {
      valid,
      person: {
        firstName: p.firstName.trim(),
        lastName: p.lastName.trim(),
        email: p.email.trim(),
        phone: p.phoneNumber?.replace(/\D/g, '') || null,
        address: (p.address ?? null) as Memory['personAddress'],
      },
    };
  }

  /** The sharer's contact details are for the family with access and staff only. */
  async canSeeContact(memory: MemoryLike): Promise<boolean> {
    if (!this.ctx.viewer) return false;
    const decedent = await this.ctx.loaders(decedentLoaders).decedentById.load(memory.decedent.id);
    return !!decedent && this.ctx.service(CaseAccessService).canAct(decedent);
  }

  /** Every family arranger of the decedent is told of a memory waiting for approval (at share, or once released). */
  async mailFamilyAboutPending(decedent: Decedent, memory: Memory) {
    const { deps } = this.ctx;
    try {
      const em = deps.orm.em.fork();
      const cases = await em.find(ArrangerCase, { decedent: decedent.id }, { populate: ['user'] });
      const base = deps.config.siteOrigin;
      const link = `${base}/obituaries/app/memories/${pageSlug(decedent)}/${decedent.opi}?memory=${memory.id}`;
      for (const c of cases) {
        const user = c.user.getEntity();
        await deps.mailer.send({
          to: user.email,
          ...memoryPendingMail({
            language: user.language,
            firstName: user.firstName,
            sharerName: `${memory.memoryByPersonFirstName} ${memory.memoryByPersonLastName}`,
            title: memory.title,
            decedentName: fullName(decedent, user.language ?? undefined),
            link,
          }),
        });
      }
    } catch (err) {
      deps.logger.error({ err, memoryId: memory.id }, 'could not mail the family about a pending memory');
    }
  }
}

/** A checked submission as save() writes it. */
interface Submission {
  valid: { title: string; memory: string; memoryType: number; dateOfMemory: string; relationship?: number | null };
  person: { firstName: string; lastName: string; email: string; phone: string | null; address: Memory['personAddress'] };
  key: string | null;
  digest: string;
  files: ShareMemoryInput['files'];
}

function toGalleryFile(f: MemoryFile): Omit<GalleryFile, 'memoryTitle'> {
  return {
    id: f.id,
    memoryId: f.memory.id,
    fileType: f.fileType,
    src: f.src,
    thumbnailUrl: f.thumbnailUrl,
    fileName: f.fileName,
    rotationAngle: f.rotationAngle,
    width: f.width,
    height: f.height,
    isLink: f.isLink,
    linkTitle: f.linkTitle,
  };
}
