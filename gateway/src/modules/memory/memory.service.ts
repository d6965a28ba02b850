import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  check, checkVideoLinks, fieldErrorsOf, editMemoryRule, editTitleRule, MEDIA_MESSAGES, MEMORY_MESSAGES, MEMORY_NOTICES, rejectRule, shareMemoryRule,
} from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { sanitizeRichText } from '../../html.js';
import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { intake, type IncomingFile, type StoredMedia } from '../../media/intake.js';
import { processImage } from '../../media/images.js';
import { MediaUpload } from '../../media/media-upload.entity.js';
import { keyOfUrl } from '../../media/storage.js';
import { VideoPreviews } from '../../media/video-metadata.js';
import { ArrangerCase, Decedent } from '../decedent/decedent.entity.js';
import { fullName, pageSlug } from '../decedent/decedent.service.js';
import { User } from '../identity/user.entity.js';
import { Memory, MemoryFile, type MemoryStatus } from './memory.entity.js';
import type {
  GalleryFile, MemoryChangeResult, MemoryEventKind, MemoryFileInput, MemoryPage, MemoryStatusChange, ShareMemoryInput, StaffMemoryArgs,
  UploadedFile, VideoPreview,
} from './memory.types.js';
import { DecedentService } from '../decedent/decedent.service.js';
import { decedentLoaders } from '../decedent/decedent.loaders.js';

/** One preview cache per gateway (its deps), not per request. */
const previews = new WeakMap<object, VideoPreviews>();

export const MEMORY_CHANNEL = 'memory_events';
/** The spec's page size. */
export const PAGE_SIZE = 100;

/** Which moderation decisions each status allows. Deleting is allowed from every status. */
const TRANSITIONS: Record<MemoryStatus, readonly MemoryStatus[]> = {
  Pending: ['Accepted', 'Rejected'],
  Accepted: ['Pending'],
  Rejected: ['Accepted', 'Pending'],
};

const STATUS_NOTICE: Record<MemoryStatus, (from: MemoryStatus) => string> = {
  Accepted: () => MEMORY_NOTICES.approved,
  Rejected: () => MEMORY_NOTICES.rejected,
  Pending: () => MEMORY_NOTICES.unApproved,
};

export interface MemoryEventPayload { kind: MemoryEventKind; memoryId: number; opi: string; decedentId: number; status: MemoryStatus | null; title: string | null; at: string }

export class MemoryService {
  constructor(private readonly ctx: RequestScope) {}

  // ---- public reads ----

  /** Approved memories; hidden ones only for those who may manage the page (so they can show them again). */
  async listPublic(opi: string, memoryType?: number | null, page = 1): Promise<Memory[]> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const manager = await this.ctx.service(DecedentService).canAct(decedent);
    return this.ctx.em.find(
      Memory,
      { decedent: decedent.id, status: 'Accepted', ...(manager ? {} : { isPrivate: false }), ...(memoryType ? { memoryType } : {}) },
      { orderBy: { dateOfMemory: 'desc', id: 'desc' }, limit: PAGE_SIZE, offset: (Math.max(1, page) - 1) * PAGE_SIZE },
    );
  }

  /** A memory by id: public when approved and not hidden, otherwise only for those who may moderate it. */
  async getOne(id: number): Promise<Memory> {
    const memory = await this.ctx.em.findOne(Memory, { id }, { populate: ['decedent'] });
    if (!memory) throw DomainError.notFound(MEMORY_NOTICES.memoryMissing);
    const decedent = memory.decedent.getEntity();
    if (await this.ctx.service(DecedentService).canAct(decedent)) return memory;
    await this.ctx.service(DecedentService).getVisible(decedent.opi);
    if (memory.status !== 'Accepted' || memory.isPrivate) throw DomainError.notFound(MEMORY_NOTICES.memoryMissing);
    return memory;
  }

  async gallery(opi: string): Promise<GalleryFile[]> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const files = await this.ctx.em.find(
      MemoryFile,
      { memory: { decedent: decedent.id, status: 'Accepted', isPrivate: false } },
      { orderBy: { id: 'asc' } },
    );
    return files.map(toGalleryFile);
  }

  /** An uploaded file to download, under the same visibility as its memory. */
  async fileForDownload(fileId: number): Promise<{ key: string; name: string; mimeType: string }> {
    const file = Number.isSafeInteger(fileId) ? await this.ctx.em.findOne(MemoryFile, { id: fileId }) : null;
    if (!file || file.isLink) throw DomainError.notFound(MEMORY_NOTICES.fileMissing);
    await this.getOne(file.memory.id);
    const key = keyOfUrl(file.src);
    if (!key) throw DomainError.notFound(MEMORY_NOTICES.fileMissing);
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
    if (errors || !link) throw DomainError.invalid({ videoLinks: MEMORY_MESSAGES.invalidLink });
    let cache = previews.get(this.ctx.deps);
    if (!cache) previews.set(this.ctx.deps, (cache = new VideoPreviews(this.ctx.deps.videoLookup)));
    const found = await cache.get(link, this.ctx.ip);
    if (found === 'limited') throw new DomainError('RATE_LIMITED', MEDIA_MESSAGES.tooManyLookups);
    if (found === 'missing') throw DomainError.invalid({ videoLinks: MEMORY_MESSAGES.linkMissing });
    return { url: link, ...found };
  }

  async share(opi: string, input: ShareMemoryInput): Promise<Memory> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const viewer = this.ctx.viewer;
    const publicForm = !viewer;
    // A family member who has not accepted the policy may not share here, whatever the form holds: refused before the input is read.
    if (viewer?.role === 'arranger' && !(await this.ctx.service(DecedentService).haveAcceptedPolicy(decedent))) {
      throw new DomainError('FORBIDDEN', MEMORY_NOTICES.policyRequired);
    }
    const { valid, person } = await this.readSubmission(input);
    const linkErrors = this.checkFileLinks(input.files, publicForm);
    if (linkErrors) throw DomainError.invalid(linkErrors);
    // A visitor's acceptance is a box on the form itself.
    if (!viewer && !input.acceptedPolicy) throw new DomainError('FORBIDDEN', MEMORY_NOTICES.policyRequired);
    const key = input.idempotencyKey?.slice(0, 80) || null;
    if (key) {
      const existing = await this.ctx.em.findOne(Memory, { decedent: decedent.id, idempotencyKey: key });
      if (existing) return existing;
    }
    const links = await this.lookUpLinks(input.files);
    try {
      const memory = await this.ctx.em.transactional(async (em) => {
        const m = em.create(Memory, {
          decedent, title: valid.title, memory: sanitizeRichText(valid.memory), memoryType: valid.memoryType, dateOfMemory: valid.dateOfMemory,
          relationship: valid.relationship ?? null, memoryByPerson: viewer ? em.getReference(User, viewer.userId) : null,
          memoryByPersonFirstName: person.firstName, memoryByPersonLastName: person.lastName, personEmail: person.email,
          personPhone: person.phone, personAddress: person.address, idempotencyKey: key,
        });
        // The memory first: a retry racing this one waits on its idempotency key (and then answers this memory), not on the uploads' locks.
        await em.flush();
        await this.attachFiles(em, m, input.files, links);
        await em.flush();
        await this.publish(em, 'SUBMITTED', m, decedent);
        return m;
      });
      void this.mailFamilyAboutPending(decedent, memory);
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
   * The submission checked, and who shared it. A signed-in caller may send the short form (title, memory, memoryType,
   * files, without memoryAddingPerson): the account is the sharer, and the memory is dated today unless a date is given.
   * A visitor sends the full submission; a missing person gets the spec's messages for each of its fields.
   */
  private async readSubmission(input: ShareMemoryInput) {
    const viewer = this.ctx.viewer;
    if (viewer && !input.memoryAddingPerson) {
      const parsed = shareMemoryRule().omit({ memoryAddingPerson: true })
        .safeParse({ ...input, dateOfMemory: input.dateOfMemory ?? new Date().toISOString().slice(0, 10) });
      if (!parsed.success) throw DomainError.invalid(fieldErrorsOf(parsed.error));
      const user = await this.ctx.em.findOneOrFail(User, { id: viewer.userId });
      return {
        valid: parsed.data,
        person: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: null, address: null },
      };
    }
    const parsed = shareMemoryRule().safeParse({ ...input, memoryAddingPerson: input.memoryAddingPerson ?? {} });
    if (!parsed.success) throw DomainError.invalid(fieldErrorsOf(parsed.error));
    const p = parsed.data.memoryAddingPerson;
    return {
      valid: parsed.data,
      person: {
        firstName: p.firstName.trim(), lastName: p.lastName.trim(), email: p.email.trim(), phone: p.phoneNumber?.replace(/\D/g, '') || null,
        address: (p.address ?? null) as Memory['personAddress'],
      },
    };
  }

  /** Files the family or staff add: at least one (spec: No valid file), and their links in an accepted form, https, once each. */
  private checkAdded(files: MemoryFileInput[], uploads: IncomingFile[]) {
    if (!files.length && !uploads.length) throw DomainError.invalid({ files: MEDIA_MESSAGES.invalidFormat });
    const errors = this.checkFileLinks(files, false);
    if (errors) throw DomainError.invalid(errors);
  }

  private checkFileLinks(files: MemoryFileInput[], publicForm: boolean): Record<string, string> | null {
    const links = files.filter((f) => f.fileType === 'Video' && /^https?:\/\//.test(f.fileUrl)).map((f) => f.fileUrl);
    return links.length ? checkVideoLinks(links.join(' '), publicForm).errors : null;
  }

  private async lookUpLinks(files: MemoryFileInput[]) {
    const found = new Map<string, { title: string | null; thumbnailUrl: string | null; embedUrl: string }>();
    for (const f of files) {
      if (f.fileType !== 'Video' || !/^https:\/\//.test(f.fileUrl)) continue;
      const meta = await this.ctx.deps.videoLookup(f.fileUrl);
      if (meta === 'missing') throw DomainError.invalid({ videoLinks: MEMORY_MESSAGES.linkMissing });
      found.set(f.fileUrl, meta);
    }
    return found;
  }

  /**
   * Turns uploaded URLs and video links into the memory's files; the gateway's own records decide each file's type.
   * Runs in the transaction that writes the memory (em): the uploads are claimed under row locks, taken together in
   * one order (two memories claiming the same uploads wait for each other, they do not deadlock), so an upload is
   * claimed once, and the upload sweep (which skips locked rows) never removes one being claimed.
   */
  private async attachFiles(em: EntityManager, memory: Memory, files: MemoryFileInput[], links: Map<string, { title: string | null; thumbnailUrl: string | null; embedUrl: string }>) {
    const urls = files.filter((f) => !links.has(f.fileUrl)).map((f) => f.fileUrl);
    const unclaimed = new Map(
      (urls.length ? await em.find(MediaUpload, { url: { $in: urls }, claimedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } }) : [])
        .map((u) => [u.url, u]),
    );
    for (const f of files) {
      const link = links.get(f.fileUrl);
      if (link) {
        // Shown through its embed link (also when the provider would not describe it); the link as given stays the original.
        em.create(MemoryFile, { memory, fileType: 'Video', src: link.embedUrl, originalUrl: f.fileUrl, thumbnailUrl: link.thumbnailUrl, isLink: true, linkTitle: link.title });
        continue;
      }
      const upload = unclaimed.get(f.fileUrl);
      if (!upload) throw DomainError.invalid({ files: MEMORY_NOTICES.fileMissing });
      unclaimed.delete(f.fileUrl); // the same upload twice in one memory: the second is not there any more
      upload.claimedAt = new Date();
      em.create(MemoryFile, {
        memory, fileType: upload.kind, src: upload.url, originalUrl: upload.url, thumbnailUrl: upload.thumbnailUrl, width: upload.width,
        height: upload.height, fileName: upload.fileName, mimeType: upload.mimeType, size: upload.size,
      });
    }
  }

  // ---- uploads ----

  /**
   * Receives files in order, dropping empty ones. One bad file refuses the whole request and keeps none of it.
   * Open to visitors (the public share form); a file is only shown once a memory claims it.
   */
  async upload(files: IncomingFile[], allowAll: boolean): Promise<UploadedFile[]> {
    const stored: StoredMedia[] = [];
    const storage = this.ctx.deps.storage;
    try {
      for (const file of files) {
        const media = await intake(storage, file, { allowAll, maxBytes: this.ctx.deps.config.MAX_UPLOAD_BYTES });
        if (media) stored.push(media);
      }
    } catch (e) {
      await Promise.all(stored.flatMap((m) => [storage.remove(m.storageKey), m.thumbnailKey ? storage.remove(m.thumbnailKey) : null]));
      throw e;
    }
    // No file parts, or only empty ones: nothing usable was sent (spec: No valid file).
    if (!stored.length) throw DomainError.invalid({ files: MEDIA_MESSAGES.invalidFormat });
    for (const m of stored) {
      this.ctx.em.create(MediaUpload, {
        url: m.url, storageKey: m.storageKey, thumbnailUrl: m.thumbnailUrl, thumbnailKey: m.thumbnailKey, kind: m.kind, mimeType: m.mimeType,
        size: String(m.size), width: m.width, height: m.height, fileName: m.fileName,
      });
    }
    await this.ctx.em.flush();
    return stored.map((m) => ({ url: m.url, fileUrl: m.url, originalFileUrl: m.url, thumbnailUrl: m.thumbnailUrl, fileType: m.kind, fileName: m.fileName, width: m.width, height: m.height }));
  }

  /** Files sent with an add request go through the upload path, then are attached like any upload. */
  private async received(uploads: IncomingFile[]): Promise<MemoryFileInput[]> {
    if (!uploads.length) return [];
    return (await this.upload(uploads, false)).map((u) => ({ fileUrl: u.url, fileType: u.fileType }));
  }

  // ---- moderation ----

  /** The approval list: 1 Pending for Approval, 2 Rejected. */
  async approvalList(opi: string, filter: number): Promise<Memory[]> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const status: MemoryStatus = filter === 2 ? 'Rejected' : 'Pending';
    return this.ctx.em.find(Memory, { decedent: decedent.id, status }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async staffList(args: StaffMemoryArgs): Promise<MemoryPage> {
    const decedent = await this.ctx.service(DecedentService).getActable(args.opi);
    const pageSize = Math.min(Math.max(1, args.pageSize), PAGE_SIZE);
    const page = Math.max(1, args.page);
    const search = args.search?.trim();
    const like = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
    const [memories, total] = await this.ctx.em.findAndCount(
      Memory,
      {
        decedent: decedent.id,
        ...(args.status ? { status: args.status } : {}),
        ...(args.memoryType ? { memoryType: args.memoryType } : {}),
        ...(like ? { $or: [{ title: { $ilike: like } }, { memory: { $ilike: like } }, { memoryByPersonFirstName: { $ilike: like } }, { memoryByPersonLastName: { $ilike: like } }] } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { memories, total, page, pageSize };
  }

  async changeStatus(opi: string | null, memoryId: number, to: MemoryStatusChange, rejectedReason?: string | null): Promise<MemoryChangeResult> {
    if (to === 'Deleted') return this.remove(opi, memoryId);
    const { memory, decedent } = await this.actable(opi, memoryId);
    const from: MemoryStatus = memory.status;
    if (from === 'Rejected' && to === 'Rejected') throw new DomainError('CONFLICT', MEMORY_NOTICES.alreadyRejected);
    if (!TRANSITIONS[from].includes(to)) throw new DomainError('CONFLICT', MEMORY_NOTICES.transitionRefused(from, to));
    if (to === 'Rejected') {
      const errors = check(rejectRule, { rejectedReason: rejectedReason ?? '' });
      if (errors) throw DomainError.invalid(errors);
    }
    await this.ctx.em.transactional(async (em) => {
      memory.status = to;
      memory.rejectedReason = to === 'Rejected' ? rejectedReason!.trim() : null;
      await em.flush();
      await this.publish(em, 'STATUS_CHANGED', memory, decedent);
    });
    if (to === 'Accepted' || to === 'Rejected') void this.mailSharerAboutDecision(decedent, memory);
    return { message: STATUS_NOTICE[to](from), memory };
  }

  async remove(opi: string | null, memoryId: number): Promise<MemoryChangeResult> {
    const { memory, decedent } = await this.actable(opi, memoryId);
    const files = await this.ctx.em.find(MemoryFile, { memory: memory.id });
    const keys = await this.ctx.em.transactional(async (em) => {
      await this.publish(em, 'DELETED', memory, decedent);
      const stored = await this.forgetUploads(em, files);
      await em.nativeDelete(MemoryFile, { memory: memory.id });
      await em.nativeDelete(Memory, { id: memory.id });
      return stored;
    });
    await this.removeStored(keys);
    return { message: MEMORY_NOTICES.deleted, memory: null };
  }

  async setHidden(opi: string | null, memoryId: number, isPrivate: boolean): Promise<MemoryChangeResult> {
    const { memory, decedent } = await this.actable(opi, memoryId);
    await this.edit(memory, decedent, () => { memory.isPrivate = isPrivate; });
    return { message: isPrivate ? MEMORY_NOTICES.hidden : MEMORY_NOTICES.shown, memory };
  }

  async editTitle(opi: string | null, memoryId: number, title: string): Promise<MemoryChangeResult> {
    const { memory, decedent } = await this.actable(opi, memoryId);
    const errors = check(editTitleRule, { title });
    if (errors) throw DomainError.invalid(errors);
    await this.edit(memory, decedent, () => { memory.title = title.trim(); });
    return { message: MEMORY_NOTICES.titleEdited, memory };
  }

  async editMemory(opi: string | null, memoryId: number, text: string): Promise<MemoryChangeResult> {
    const { memory, decedent } = await this.actable(opi, memoryId);
    const errors = check(editMemoryRule, { memory: text });
    if (errors) throw DomainError.invalid(errors);
    await this.edit(memory, decedent, () => { memory.memory = sanitizeRichText(text); });
    return { message: MEMORY_NOTICES.memoryEdited, memory };
  }

  /** Adds uploaded files (their URLs), video links, and files sent in this request (uploads, the legacy multipart form). */
  async addFiles(opi: string | null, memoryId: number, given: MemoryFileInput[], uploads: IncomingFile[] = []): Promise<MemoryChangeResult> {
    const { memory, decedent } = await this.actable(opi, memoryId);
    this.checkAdded(given, uploads);
    const links = await this.lookUpLinks(given);
    const files = [...given, ...(await this.received(uploads))];
    await this.edit(memory, decedent, (em) => this.attachFiles(em, memory, files, links));
    const onlyLinks = files.every((f) => links.has(f.fileUrl));
    return { message: onlyLinks ? MEDIA_MESSAGES.videoUploaded : MEDIA_MESSAGES.uploaded, memory };
  }

  /** Media the family adds to the gallery without a story: an approved memory of media only. */
  async addOnlyMedia(opi: string, given: MemoryFileInput[], uploads: IncomingFile[] = []): Promise<MemoryChangeResult> {
    const viewer = requireViewer(this.ctx);
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    this.checkAdded(given, uploads);
    const links = await this.lookUpLinks(given);
    const files = [...given, ...(await this.received(uploads))];
    const user = await this.ctx.em.findOneOrFail(User, { id: viewer.userId });
    const memory = await this.ctx.em.transactional(async (em) => {
      const m = em.create(Memory, {
        decedent, title: '', memory: '', memoryType: 1, dateOfMemory: new Date().toISOString().slice(0, 10), status: 'Accepted',
        memoryByPerson: user, memoryByPersonFirstName: user.firstName, memoryByPersonLastName: user.lastName, personEmail: user.email,
      });
      await this.attachFiles(em, m, files, links);
      await em.flush();
      await this.publish(em, 'SUBMITTED', m, decedent);
      return m;
    });
    return { message: MEDIA_MESSAGES.shared, memory };
  }

  async deleteFile(opi: string | null, memoryId: number, fileId: number): Promise<MemoryChangeResult> {
    const { memory, decedent } = await this.actable(opi, memoryId);
    const file = await this.ctx.em.findOne(MemoryFile, { id: fileId, memory: memory.id });
    if (!file) throw DomainError.notFound(MEMORY_NOTICES.fileMissing);
    let keys: string[] = [];
    await this.edit(memory, decedent, async (em) => {
      keys = await this.forgetUploads(em, [file]);
      em.remove(file);
    });
    await this.removeStored(keys);
    return { message: MEDIA_MESSAGES.deleted, memory };
  }

  /** Turns an image by 90, 180 or 270 degrees from its upright form; the original stays as uploaded. */
  async rotate(opi: string | null, memoryId: number, fileId: number, angle: number): Promise<MemoryChangeResult> {
    const { memory, decedent } = await this.actable(opi, memoryId);
    const file = await this.ctx.em.findOne(MemoryFile, { id: fileId, memory: memory.id });
    if (!file) throw DomainError.notFound(MEMORY_NOTICES.fileMissing);
    if (![0, 90, 180, 270].includes(angle)) throw DomainError.invalid({ rotationAngle: MEMORY_NOTICES.rotationAngle });
    const originalKey = keyOfUrl(file.originalUrl);
    if (file.fileType !== 'Image' || !originalKey) throw DomainError.invalid({ fileId: MEMORY_NOTICES.onlyImagesRotate });
    const storage = this.ctx.deps.storage;
    const original = await streamToBuffer(storage.read(originalKey));
    const image = await processImage(original, file.mimeType ?? 'image/jpeg', angle);
    const id = crypto.randomUUID();
    const key = `memories/${id}.${image.ext}`;
    const thumbKey = `memories/${id}.thumb.jpg`;
    await storage.putBuffer(key, image.main);
    await storage.putBuffer(thumbKey, image.thumbnail);
    const previous = { src: file.src, thumbnailUrl: file.thumbnailUrl };
    await this.edit(memory, decedent, () => {
      Object.assign(file, { src: storage.url(key), thumbnailUrl: storage.url(thumbKey), rotationAngle: angle, width: image.width, height: image.height });
    });
    // A previous rotation's files are no longer referenced; the upload's own files stay with the original.
    const previousKey = keyOfUrl(previous.src);
    if (previousKey && previousKey !== originalKey) {
      await storage.remove(previousKey);
      const previousThumb = previous.thumbnailUrl ? keyOfUrl(previous.thumbnailUrl) : null;
      if (previousThumb) await storage.remove(previousThumb);
    }
    return { message: MEDIA_MESSAGES.rotated, memory };
  }

  // ---- live moderation ----

  /** The moderation stream: a family member follows one decedent it may act for; staff follow one or all. */
  async events(opi: string | null): Promise<AsyncIterableIterator<MemoryEventPayload>> {
    const viewer = requireViewer(this.ctx);
    let decedentId: number | null = null;
    if (opi) decedentId = (await this.ctx.service(DecedentService).getActable(opi)).id;
    else if (!isStaff(viewer)) throw DomainError.forbidden();
    const source = this.ctx.deps.events.subscribe<MemoryEventPayload>(MEMORY_CHANNEL);
    return filtered(source, (e) => decedentId === null || e.decedentId === decedentId);
  }

  /** The sharer's contact details are for the family with access and staff only. */
  async canSeeContact(memory: Memory): Promise<boolean> {
    if (!this.ctx.viewer) return false;
    const decedent = await this.ctx.loaders(decedentLoaders).decedentById.load(memory.decedent.id);
    return !!decedent && this.ctx.service(DecedentService).canAct(decedent);
  }

  // ---- helpers ----

  /** A memory the viewer may moderate; with an opi, it must belong to that decedent. */
  private async actable(opi: string | null, memoryId: number): Promise<{ memory: Memory; decedent: Decedent }> {
    requireViewer(this.ctx);
    const memory = await this.ctx.em.findOne(Memory, { id: memoryId }, { populate: ['decedent'] });
    if (!memory || (opi && memory.decedent.getEntity().opi !== opi)) throw DomainError.notFound(MEMORY_NOTICES.memoryMissing);
    const decedent = memory.decedent.getEntity();
    if (!(await this.ctx.service(DecedentService).canAct(decedent))) throw DomainError.forbidden();
    return { memory, decedent };
  }

  /** One change of a memory in one transaction (em, for anything the change loads, writes or deletes), published as EDITED. */
  private async edit(memory: Memory, decedent: Decedent, change: (em: EntityManager) => void | Promise<void>) {
    await this.ctx.em.transactional(async (em) => {
      await change(em);
      memory.updatedAt = new Date();
      await em.flush();
      await this.publish(em, 'EDITED', memory, decedent);
    });
  }

  /** Sent in the transaction of em: subscribers hear of the change once it committed, never of one that rolled back. */
  private async publish(em: EntityManager, kind: MemoryEventKind, memory: Memory, decedent: Decedent) {
    const payload: MemoryEventPayload = {
      kind, memoryId: memory.id, opi: decedent.opi, decedentId: decedent.id, status: kind === 'DELETED' ? null : memory.status,
      title: memory.title.slice(0, 200), at: new Date().toISOString(),
    };
    await this.ctx.deps.events.publish(em, MEMORY_CHANNEL, payload);
  }

  /**
   * In the transaction that deletes these files: their upload records are deleted too (a deleted file leaves no
   * record behind). Answers every storage key of the files, their rotated copies and the uploads' thumbnails
   * (a rotated image no longer points at its upload's own thumbnail), to remove once the transaction committed.
   */
  private async forgetUploads(em: EntityManager, files: MemoryFile[]): Promise<string[]> {
    const originals = files.filter((f) => !f.isLink && keyOfUrl(f.originalUrl)).map((f) => f.originalUrl);
    const uploads = originals.length ? await em.find(MediaUpload, { url: { $in: originals } }) : [];
    if (uploads.length) await em.nativeDelete(MediaUpload, { id: { $in: uploads.map((u) => u.id) } });
    return [
      ...files.flatMap((f) => [f.src, f.originalUrl, f.thumbnailUrl]).map((u) => (u ? keyOfUrl(u) : null)),
      ...uploads.flatMap((u) => [u.storageKey, u.thumbnailKey]),
    ].filter((k): k is string => !!k);
  }

  /** Removes stored files; one already gone is no error. */
  private async removeStored(keys: string[]) {
    const storage = this.ctx.deps.storage;
    await Promise.all([...new Set(keys)].map((k) => storage.remove(k)));
  }

  private async mailFamilyAboutPending(decedent: Decedent, memory: Memory) {
    const { deps } = this.ctx;
    try {
      const em = deps.orm.em.fork();
      const cases = await em.find(ArrangerCase, { decedent: decedent.id }, { populate: ['user'] });
      const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
      const link = `${base}/obituaries/app/memories/${pageSlug(decedent)}/${decedent.opi}?memory=${memory.id}`;
      for (const c of cases) {
        const user = c.user.getEntity();
        await deps.mailer.send({
          to: user.email,
          subject: `A memory of ${fullName(decedent)} is waiting for your approval`,
          text: `Hello ${user.firstName},\n\n${memory.memoryByPersonFirstName} ${memory.memoryByPersonLastName} shared a memory, "${memory.title}", on the family website of ${fullName(decedent)}. It will be posted once you approve it:\n${link}\n`,
        });
      }
    } catch (err) {
      deps.logger.error({ err, memoryId: memory.id }, 'could not mail the family about a pending memory');
    }
  }

  private async mailSharerAboutDecision(decedent: Decedent, memory: Memory) {
    const { deps } = this.ctx;
    const approved = memory.status === 'Accepted';
    try {
      await deps.mailer.send({
        to: memory.personEmail,
        subject: approved ? `Your memory of ${fullName(decedent)} has been posted` : `About your memory of ${fullName(decedent)}`,
        text: approved
          ? `Dear ${memory.memoryByPersonFirstName},\n\nThank you for sharing "${memory.title}". The family has approved it, and it now appears on the memorial page of ${fullName(decedent)}.\n`
          : `Dear ${memory.memoryByPersonFirstName},\n\nThank you for sharing "${memory.title}". The family has decided not to post it on the memorial page of ${fullName(decedent)}.\n\nThe reason given: ${memory.rejectedReason}\n`,
      });
    } catch (err) {
      deps.logger.error({ err, memoryId: memory.id }, 'could not mail the sharer about the decision');
    }
  }
}

/** Passes on the events that match; returning the filter returns the source (the subscription ends). */
function filtered<T>(source: AsyncIterableIterator<T>, keep: (e: T) => boolean): AsyncIterableIterator<T> {
  const it: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const r = await source.next();
        if (r.done || keep(r.value)) return r;
      }
    },
    return: () => source.return!(),
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

function toGalleryFile(f: MemoryFile): GalleryFile {
  return {
    id: f.id, memoryId: f.memory.id, fileType: f.fileType, src: f.src, thumbnailUrl: f.thumbnailUrl, fileName: f.fileName, rotationAngle: f.rotationAngle,
    width: f.width, height: f.height, isLink: f.isLink, linkTitle: f.linkTitle,
  };
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
