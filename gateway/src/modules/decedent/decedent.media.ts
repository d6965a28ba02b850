import { keyOfUrl } from '../../media/storage.js';
import { signMediaUrl, type MediaAudience } from '../../media/signed-urls.js';
import type { RequestScope } from '../../request/scope.js';
import type { Decedent } from './decedent.entity.js';
import { decedentLoaders } from './decedent.loaders.js';
import { DecedentService } from './decedent.service.js';

/** What a memory's file belongs to, as far as who may see it goes. */
export interface FileOwnerMemory { status: string; isPrivate: boolean; decedent: { id: number } }

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

  async memoryFileUrl(memory: FileOwnerMemory, url: string): Promise<string>;
  async memoryFileUrl(memory: FileOwnerMemory, url: string | null | undefined): Promise<string | null>;
  async memoryFileUrl(memory: FileOwnerMemory, url: string | null | undefined): Promise<string | null> {
    if (!url || !keyOfUrl(url)) return url ?? null;
    const decedent = await this.ctx.loaders(decedentLoaders).decedentById.load(memory.decedent.id);
    if (!decedent) return url;
    const open = memory.status === 'Accepted' && !memory.isPrivate && !decedent.isPrivate;
    return this.sign(url, open ? 'public' : (await this.ctx.service(DecedentService).canAct(decedent)) ? 'restricted' : null);
  }

  async pageFileUrl(decedent: Decedent, url: string | null | undefined): Promise<string | null> {
    if (!url || !keyOfUrl(url)) return url ?? null;
    return this.sign(url, !decedent.isPrivate ? 'public' : (await this.ctx.service(DecedentService).canAct(decedent)) ? 'restricted' : null);
  }

  /** The uploader's own preview of an upload not yet attached to a memory. */
  async uploadUrl(url: string | null): Promise<string | null> {
    return url && keyOfUrl(url) ? this.sign(url, 'restricted') : url;
  }

  private async sign(url: string, audience: MediaAudience | null): Promise<string> {
    const key = keyOfUrl(url);
    return key && audience ? signMediaUrl(this.ctx.deps.tokens.secret, key, audience) : url;
  }
}
