import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkVideoLinks, MEDIA_MESSAGES, MEMORY_MESSAGES, MEMORY_NOTICES, t } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { intake, type IncomingFile, type StoredMedia } from '../../media/intake.js';
import { processImage } from '../../media/images.js';
import { MediaUpload } from '../../media/media-upload.entity.js';
import { bareMediaUrl, keyOfUrl } from '../../media/storage.js';
import { requireViewer } from '../../request/access.js';
import { AbuseService } from '../../abuse/index.js';
import type { RequestScope } from '../../request/scope.js';
import { MediaAccessService } from '../decedent/index.js';
import { DecedentService } from '../decedent/index.js';
import { User } from '../identity/index.js';
import { actableMemory, changeMemory, publishMemoryEvent } from './memory.changes.js';
import { Memory, MemoryFile } from './memory.entity.js';
import type { MemoryChangeResult, MemoryFileInput, UploadedFile } from './memory.types.js';

type VideoLink = { title: string | null; thumbnailUrl: string | null; embedUrl: string };

/** A memory's media: uploads, files and video links attached to memories, deleted and rotated, and their stored files. */
export class MemoryMediaService {
  constructor(private readonly ctx: RequestScope) {}

  /** Files the family or staff add: at least one (spec: No valid file), and their links in an accepted form, https, once each. */
  private checkAdded(files: MemoryFileInput[], uploads: IncomingFile[]) {
    if (!files.length && !uploads.length) throw DomainError.invalid({ files: t(MEDIA_MESSAGES, 'invalidFormat') });
    const errors = this.checkFileLinks(files, false);
    if (errors) throw DomainError.invalid(errors);
  }

  checkFileLinks(files: MemoryFileInput[], publicForm: boolean): Record<string, string> | null {
    const links = files.filter((f) => f.fileType === 'Video' && /^https?:\/\//.test(f.fileUrl)).map((f) => f.fileUrl);
    return links.length ? checkVideoLinks(links.join(' '), publicForm).errors : null;
  }

  async lookUpLinks(files: MemoryFileInput[]) {
    const found = new Map<string, VideoLink>();
    for (const f of files) {
      if (f.fileType !== 'Video' || !/^https:\/\//.test(f.fileUrl)) continue;
      const meta = await this.ctx.deps.videoLookup(f.fileUrl);
      if (meta === 'missing') throw DomainError.invalid({ videoLinks: t(MEMORY_MESSAGES, 'linkMissing') });
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
  async attachFiles(em: EntityManager, memory: Memory, given: MemoryFileInput[], links: Map<string, VideoLink>) {
    const files = given.map((f) => ({ ...f, fileUrl: bareMediaUrl(f.fileUrl) }));
    const urls = files.filter((f) => !links.has(f.fileUrl)).map((f) => f.fileUrl);
    const unclaimed = new Map(
      (urls.length
        ? await em.find(
            MediaUpload,
            { url: { $in: urls }, claimedAt: null },
            { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
          )
        : []
      ).map((u) => [u.url, u]),
    );
    for (const f of files) {
      const link = links.get(f.fileUrl);
      if (link) {
        // Shown through its embed link (also when the provider would not describe it); the link as given stays the original.
        em.create(MemoryFile, {
          memory,
          fileType: 'Video',
          src: link.embedUrl,
          originalUrl: f.fileUrl,
          thumbnailUrl: link.thumbnailUrl,
          isLink: true,
          linkTitle: link.title,
        });
        continue;
      }
      const upload = unclaimed.get(f.fileUrl);
      if (!upload) throw DomainError.invalid({ files: t(MEMORY_NOTICES, 'fileMissing') });
      unclaimed.delete(f.fileUrl); // the same upload twice in one memory: the second is not there any more
      upload.claimedAt = new Date();
      em.create(MemoryFile, {
        memory,
        fileType: upload.kind,
        src: upload.url,
        originalUrl: upload.url,
        thumbnailUrl: upload.thumbnailUrl,
        width: upload.width,
        height: upload.height,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        size: upload.size,
      });
    }
  }

  // ---- uploads ----

  /**
   * A visitor's upload request costs a solved captcha (one per request, however many files), counts against the
   * per-address upload limit, and must fit the quota of unclaimed uploads per address. The family and staff,
   * signed in, are not asked.
   */
  async admitPublicUpload(files: number, captcha: string | null | undefined): Promise<void> {
    if (this.ctx.viewer) return;
    const abuse = this.ctx.service(AbuseService);
    await abuse.requireCaptcha(captcha);
    await abuse.limit('upload');
    await abuse.checkUploadQuota(files);
  }

  /**
   * Receives files in order, dropping empty ones. One bad file refuses the whole request and keeps none of it.
   * Open to visitors (the public share form); a file is only shown once a memory claims it.
   */
  async upload(files: IncomingFile[], allowAll: boolean): Promise<UploadedFile[]> {
    const stored: StoredMedia[] = [];
    const storage = this.ctx.deps.storage;
    try {
      for (const file of files) {
        const media = await intake(storage, file, { allowAll, maxBytes: this.ctx.deps.config.MAX_UPLOAD_BYTES, av: this.ctx.deps.av });
        if (media) stored.push(media);
      }
    } catch (e) {
      await Promise.all(stored.flatMap((m) => [storage.remove(m.storageKey), m.thumbnailKey ? storage.remove(m.thumbnailKey) : null]));
      throw e;
    }
    // No file parts, or only empty ones: nothing usable was sent (spec: No valid file).
    if (!stored.length) throw DomainError.invalid({ files: t(MEDIA_MESSAGES, 'invalidFormat') });
    for (const m of stored) {
      this.ctx.em.create(MediaUpload, {
        url: m.url,
        storageKey: m.storageKey,
        thumbnailUrl: m.thumbnailUrl,
        thumbnailKey: m.thumbnailKey,
        kind: m.kind,
        mimeType: m.mimeType,
        size: String(m.size),
        width: m.width,
        height: m.height,
        fileName: m.fileName,
        ip: this.ctx.viewer ? null : this.ctx.ip,
      });
    }
    await this.ctx.em.flush();
    // The URLs name the upload (the client sends them back; /media serves nothing by them); the thumbnail is signed for the uploader's preview.
    const access = this.ctx.service(MediaAccessService);
    return Promise.all(
      stored.map(async (m) => ({
        url: m.url,
        fileUrl: m.url,
        originalFileUrl: m.url,
        thumbnailUrl: await access.uploadUrl(m.thumbnailUrl),
        fileType: m.kind,
        fileName: m.fileName,
        width: m.width,
        height: m.height,
      })),
    );
  }

  /** Files sent with an add request go through the upload path, then are attached like any upload. */
  private async received(uploads: IncomingFile[]): Promise<MemoryFileInput[]> {
    if (!uploads.length) return [];
    return (await this.upload(uploads, false)).map((u) => ({ fileUrl: u.url, fileType: u.fileType }));
  }

  /** Adds uploaded files (their URLs), video links, and files sent in this request (uploads, the legacy multipart form). */
  async addFiles(
    opi: string | null,
    memoryId: number,
    given: MemoryFileInput[],
    uploads: IncomingFile[] = [],
  ): Promise<MemoryChangeResult> {
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    this.checkAdded(given, uploads);
    const links = await this.lookUpLinks(given);
    const files = [...given, ...(await this.received(uploads))];
    await changeMemory(this.ctx, memory, decedent, (em) => this.attachFiles(em, memory, files, links));
    const onlyLinks = files.every((f) => links.has(f.fileUrl));
    return { message: onlyLinks ? t(MEDIA_MESSAGES, 'videoUploaded') : t(MEDIA_MESSAGES, 'uploaded'), memory };
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
        decedent,
        title: '',
        memory: '',
        memoryType: 1,
        dateOfMemory: new Date().toISOString().slice(0, 10),
        status: 'Accepted',
        memoryByPerson: user,
        memoryByPersonFirstName: user.firstName,
        memoryByPersonLastName: user.lastName,
        personEmail: user.email,
      });
      await this.attachFiles(em, m, files, links);
      await em.flush();
      await publishMemoryEvent(this.ctx, em, 'SUBMITTED', m, decedent);
      return m;
    });
    return { message: t(MEDIA_MESSAGES, 'shared'), memory };
  }

  async deleteFile(opi: string | null, memoryId: number, fileId: number): Promise<MemoryChangeResult> {
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    const file = await this.ctx.em.findOne(MemoryFile, { id: fileId, memory: memory.id });
    if (!file) throw DomainError.notFound(t(MEMORY_NOTICES, 'fileMissing'));
    let keys: string[] = [];
    await changeMemory(this.ctx, memory, decedent, async (em) => {
      keys = await this.forgetUploads(em, [file]);
      em.remove(file);
    });
    await this.removeStored(keys);
    return { message: t(MEDIA_MESSAGES, 'deleted'), memory };
  }

  /** Turns an image by 90, 180 or 270 degrees from its upright form; the original stays as uploaded. */
  async rotate(opi: string | null, memoryId: number, fileId: number, angle: number): Promise<MemoryChangeResult> {
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    const file = await this.ctx.em.findOne(MemoryFile, { id: fileId, memory: memory.id });
    if (!file) throw DomainError.notFound(t(MEMORY_NOTICES, 'fileMissing'));
    if (![0, 90, 180, 270].includes(angle)) throw DomainError.invalid({ rotationAngle: t(MEMORY_NOTICES, 'rotationAngle') });
    const originalKey = keyOfUrl(file.originalUrl);
    if (file.fileType !== 'Image' || !originalKey) throw DomainError.invalid({ fileId: t(MEMORY_NOTICES, 'onlyImagesRotate') });
    const storage = this.ctx.deps.storage;
    const original = await streamToBuffer(storage.read(originalKey));
    const image = await processImage(original, file.mimeType ?? 'image/jpeg', angle);
    const id = crypto.randomUUID();
    const key = `memories/${id}.${image.ext}`;
    const thumbKey = `memories/${id}.thumb.jpg`;
    await storage.putBuffer(key, image.main);
    await storage.putBuffer(thumbKey, image.thumbnail);
    const previous = { src: file.src, thumbnailUrl: file.thumbnailUrl };
    await changeMemory(this.ctx, memory, decedent, () => {
      Object.assign(file, {
        src: storage.url(key),
        thumbnailUrl: storage.url(thumbKey),
        rotationAngle: angle,
        width: image.width,
        height: image.height,
      });
    });
    // A previous rotation's files are no longer referenced; the upload's own files stay with the original.
    const previousKey = keyOfUrl(previous.src);
    if (previousKey && previousKey !== originalKey) {
      await storage.remove(previousKey);
      const previousThumb = previous.thumbnailUrl ? keyOfUrl(previous.thumbnailUrl) : null;
      if (previousThumb) await storage.remove(previousThumb);
    }
    return { message: t(MEDIA_MESSAGES, 'rotated'), memory };
  }

  /**
   * In the transaction that deletes these files: their upload records are deleted too (a deleted file leaves no
   * record behind). Answers every storage key of the files, their rotated copies and the uploads' thumbnails
   * (a rotated image no longer points at its upload's own thumbnail), to remove once the transaction committed.
   */
  async forgetUploads(em: EntityManager, files: MemoryFile[]): Promise<string[]> {
    const originals = files.filter((f) => !f.isLink && keyOfUrl(f.originalUrl)).map((f) => f.originalUrl);
    const uploads = originals.length ? await em.find(MediaUpload, { url: { $in: originals } }) : [];
    if (uploads.length) await em.nativeDelete(MediaUpload, { id: { $in: uploads.map((u) => u.id) } });
    return [
      ...files.flatMap((f) => [f.src, f.originalUrl, f.thumbnailUrl]).map((u) => (u ? keyOfUrl(u) : null)),
      ...uploads.flatMap((u) => [u.storageKey, u.thumbnailKey]),
    ].filter((k): k is string => !!k);
  }

  /** Removes stored files; one already gone is no error. */
  async removeStored(keys: string[]) {
    const storage = this.ctx.deps.storage;
    await Promise.all([...new Set(keys)].map((k) => storage.remove(k)));
  }
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
