import { heldEntity } from '../../db/rows.js';
import { keyOfUrl } from '../../media/storage.js';
import { MEDIA_ACCESS_CHANNEL, type MediaOwner } from '../../media/revocation.js';
import { signMediaUrl, type MediaAudience } from '../../media/signed-urls.js';
import type { RequestScope } from '../../request/scope.js';
import { Decedent } from './decedent.entity.js';
import type { DecedentLike } from './decedent.rows.js';
import { decedentLoaders } from './decedent.loaders.js';
import { CaseAccessService } from '../case/index.js';

/** What a memory's file belongs to, as far as who may see it goes. */
export interface FileOwnerMemory {
  status: string;
  isPrivate: boolean;
  decedent: { id: number };
}

/**
 * THE rule of who may see a stored file, and the URLs that carry it (media/signed-urls.ts):
 * - a memory's file: everyone when the memory is approved, not hidden, on a public page; otherwise the family
 *   with access to the decedent and staff only;
 * - a page's portrait, banner and audio: everyone on a public page; on a private one, the family with access and staff;
 * - a file just uploaded (not yet part of a memory): the one who uploaded it, through the thumbnail URL the upload answered.
 * Every GraphQL field (and so every REST path) that hands out a file's URL asks here. A viewer who may not see
 * the file gets its bare path, which /media refuses.
 */
export class MediaAccessService {
  constructor(private readonly ctx: RequestScope) {}

  /**
   * The URL for this viewer. A page asks it of hundreds of files: it answers at once (no promise) when
   * the URL is not a stored file's or once the decedent and the viewer's access are known in this request.
   */
  memoryFileUrl(memory: FileOwnerMemory, url: string): string | Promise<string>;
  memoryFileUrl(memory: FileOwnerMemory, url: string | null | undefined): string | null | Promise<string | null>;
  memoryFileUrl(memory: FileOwnerMemory, url: string | null | undefined): string | null | Promise<string | null> {
    const key = url ? keyOfUrl(url) : null;
    if (!key) return url ?? null;
    const id = memory.decedent.id;
    const decedent = this.decedents.get(id) ?? this.knownDecedent(id);
    if (decedent === undefined) {
      return this.ctx
        .loaders(decedentLoaders)
        .decedentById.load(id)
        .then((d) => {
          this.decedents.set(id, d);
          return this.memoryFileUrl(memory, url);
        });
    }
    if (!decedent) return url!;
    const open = memory.status === 'Accepted' && !memory.isPrivate && !decedent.isPrivate;
    return open ? this.sign(key, 'public') : this.signIfActable(decedent, key, url!);
  }

  pageFileUrl(decedent: DecedentLike, url: string | null | undefined): string | null | Promise<string | null> {
    const key = url ? keyOfUrl(url) : null;
    if (!key) return url ?? null;
    return !decedent.isPrivate ? this.sign(key, 'public') : this.signIfActable(decedent, key, url!);
  }

  /** The uploader's own preview of an upload not yet attached to a memory. */
  uploadUrl(url: string | null): string | null {
    const key = url ? keyOfUrl(url) : null;
    return key ? this.sign(key, 'restricted') : url;
  }

  /** The decedent as this request has read it already (a page's own), if it has: its entity, else its view. */
  private knownDecedent(id: number): DecedentLike | undefined {
    const d = heldEntity(this.ctx.em, Decedent, id) ?? this.ctx.loaders(decedentLoaders).viewed.get(id);
    if (d) this.decedents.set(id, d);
    return d;
  }

  /** The decedents of memories asked about in this request (the loader's answers, kept to answer at once). */
  private readonly decedents = new Map<number, DecedentLike | null>();
  /** The viewer's access per decedent once known (CaseAccessService remembers it for the request too). */
  private readonly actable = new Map<number, boolean>();

  private signIfActable(decedent: DecedentLike, key: string, url: string): string | Promise<string> {
    const known = this.actable.get(decedent.id);
    if (known !== undefined) return known ? this.sign(key, 'restricted') : url;
    return this.ctx
      .service(CaseAccessService)
      .canAct(decedent)
      .then((can) => {
        this.actable.set(decedent.id, can);
        return can ? this.sign(key, 'restricted') : url;
      });
  }

  private sign(key: string, audience: MediaAudience): string {
    return signMediaUrl(this.ctx.deps.tokens.secret, key, audience);
  }
}

/**
 * Who may see a page's stored files (portrait, banner and its original, audio) now, for /media (media/revocation.ts):
 * everyone while the page is public. A file the page no longer points at (replaced) is held by nothing. Privacy
 * changes are announced on MEDIA_ACCESS_CHANNEL (CaseAccessService.setPrivacy).
 */
export const decedentMediaOwner: MediaOwner = {
  folder: 'decedents/',
  channels: [MEDIA_ACCESS_CHANNEL],
  async audiences(em, urls) {
    const rows = await em
      .getConnection()
      .execute<Array<{ url: string; open: boolean }>>(
        ['picture_url', 'banner_url', 'original_banner_url', 'audio_file_url']
          .map((column) => `select ${column} as url, not is_private as open from decedent where ${column} in (?)`)
          .join(' union all '),
        [[...urls], [...urls], [...urls], [...urls]],
      );
    return rows.map((r) => ({ url: r.url, audience: r.open ? 'public' : 'restricted' }));
  },
};
