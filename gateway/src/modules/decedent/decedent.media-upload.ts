import { LockMode } from '@mikro-orm/core';
import { OBITUARY_MEDIA_LIMITS, OBITUARY_MEDIA_MESSAGES, OBITUARY_MEDIA_TYPES, t } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { intake, type IncomingFile, type IntakeOptions, type StoredMedia } from '../../media/intake.js';
import { keyOfUrl } from '../../media/storage.js';
import { isStaff } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { Decedent } from './decedent.entity.js';
import { DecedentService } from './decedent.service.js';

/** The page's files a change may replace. */
type PageFiles = Pick<Decedent, 'pictureUrl' | 'bannerUrl' | 'originalBannerUrl' | 'audioFileUrl'>;
const PAGE_FILES = ['pictureUrl', 'bannerUrl', 'originalBannerUrl', 'audioFileUrl'] as const;

export interface PageMediaResult {
  message: string;
  decedent: Decedent;
}

/**
 * The obituary's profile photo, banner and audio message (memorial-portal 1, 4, 5; arrangements-portal 4.1, 5.7,
 * 7.5): for staff and the family with access to this decedent, while the obituary is not locked. Files go through
 * the media pipeline (type from the bytes, images re-encoded upright without metadata, audio remuxed without tags)
 * into storage; the page's fields point at them, and the files they replace are removed once that is committed.
 */
export class DecedentMediaUploadService {
  constructor(private readonly ctx: RequestScope) {}

  uploadPhoto(opi: string, file: IncomingFile): Promise<PageMediaResult> {
    return this.replace(
      opi,
      [{ file, options: this.photo() }],
      ([photo]) => ({ pictureUrl: photo!.url }),
      t(OBITUARY_MEDIA_MESSAGES, 'photoUploaded'),
    );
  }

  uploadAudio(opi: string, file: IncomingFile): Promise<PageMediaResult> {
    const options: Partial<IntakeOptions> = { accept: OBITUARY_MEDIA_TYPES.audio, maxBytes: this.ctx.deps.config.MAX_UPLOAD_BYTES };
    return this.replace(opi, [{ file, options }], ([audio]) => ({ audioFileUrl: audio!.url }), t(OBITUARY_MEDIA_MESSAGES, 'audioUploaded'));
  }

  /** The cropped banner, and the picture it was cropped from when sent (kept to crop again); without one, the banner is its own original. */
  uploadBanner(opi: string, file: IncomingFile, original: IncomingFile | null): Promise<PageMediaResult> {
    const options = this.banner();
    const files = original
      ? [
          { file, options },
          { file: original, options },
        ]
      : [{ file, options }];
    return this.replace(
      opi,
      files,
      ([banner, from]) => ({ bannerUrl: banner!.url, originalBannerUrl: (from ?? banner)!.url }),
      t(OBITUARY_MEDIA_MESSAGES, 'bannerSaved'),
    );
  }

  private photo(): Partial<IntakeOptions> {
    return {
      accept: OBITUARY_MEDIA_TYPES.photo,
      maxBytes: OBITUARY_MEDIA_LIMITS.photoBytes,
      tooLargeMessage: t(OBITUARY_MEDIA_MESSAGES, 'photoTooLarge'),
      invalidMessage: t(OBITUARY_MEDIA_MESSAGES, 'photoInvalid'),
    };
  }

  private banner(): Partial<IntakeOptions> {
    return {
      accept: OBITUARY_MEDIA_TYPES.banner,
      maxBytes: OBITUARY_MEDIA_LIMITS.bannerBytes,
      tooLargeMessage: t(OBITUARY_MEDIA_MESSAGES, 'bannerTooLarge'),
    };
  }

  /** Staff and the family with access; the lock holds for everyone (arrangements-portal 6: read-only for all). */
  private async editable(opi: string): Promise<Decedent> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    this.checkLock(decedent);
    return decedent;
  }

  private checkLock(decedent: Decedent) {
    if (!decedent.obituaryIsLocked) return;
    throw new DomainError('LOCKED', t(OBITUARY_MEDIA_MESSAGES, isStaff(this.ctx.viewer) ? 'lockedForStaff' : 'locked'));
  }

  /**
   * Takes the files in (all or none), then, holding the decedent's row, checks the lock again, points the page at
   * the new files and commits; the files they replaced are removed after the commit. Two uploads at once follow
   * each other on the row lock, so the second one removes the first one's files and none are left behind.
   */
  private async replace(
    opi: string,
    files: Array<{ file: IncomingFile; options: Partial<IntakeOptions> }>,
    fields: (stored: StoredMedia[]) => Partial<PageFiles>,
    message: string,
  ): Promise<PageMediaResult> {
    const { id } = await this.editable(opi);
    const storage = this.ctx.deps.storage;
    const stored: StoredMedia[] = [];
    const removeStored = () => Promise.all(stored.map((m) => storage.remove(m.storageKey)));
    try {
      for (const { file, options } of files) {
        const media = await intake(storage, file, {
          allowAll: false,
          av: this.ctx.deps.av,
          folder: 'decedents',
          thumbnail: false,
          ...options,
        });
        // An empty file is no file of an accepted type.
        if (!media) throw new DomainError('UNSUPPORTED_MEDIA', options.invalidMessage ?? t(OBITUARY_MEDIA_MESSAGES, 'invalidFormat'));
        stored.push(media);
      }
    } catch (e) {
      await removeStored();
      throw e;
    }
    const next = fields(stored);
    let replaced: string[] = [];
    try {
      await this.ctx.em.transactional(async (em) => {
        const decedent = await em.findOneOrFail(Decedent, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        this.checkLock(decedent);
        const before = PAGE_FILES.filter((f) => f in next).map((f) => decedent[f]);
        Object.assign(decedent, next);
        // The files no field points at any more (the demo's banner is also its own original: it goes once, when both are replaced).
        const kept = new Set(PAGE_FILES.map((f) => decedent[f]));
        replaced = before.filter((u): u is string => !!u && !kept.has(u));
      });
    } catch (e) {
      await removeStored();
      throw e;
    }
    await Promise.all(
      [...new Set(replaced)]
        .map((u) => keyOfUrl(u))
        .filter((k): k is string => !!k)
        .map((k) => storage.remove(k)),
    );
    const decedent = await this.ctx.em.findOneOrFail(Decedent, { id }, { refresh: true });
    return { message, decedent };
  }
}
