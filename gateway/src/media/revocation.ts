import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../request/scope.js';
import { pushTo } from '../realtime/event-bus.js';
import type { MediaAudience, MediaGrant } from './signed-urls.js';

/**
 * Revocation of signed /media URLs. A signature lives one to two hours (signed-urls.ts) so that a file keeps one
 * cacheable URL; what it says (public) can stop being true before then: a memory hidden, un-approved, rejected or
 * deleted, a page made private. So /media asks, for every public grant of a file under an owner's folder, who may
 * see the file now (its owner's rows in PostgreSQL, which every replica shares), and refuses it once the file is
 * no longer public or no longer held. Answers are kept per process for REVOCATION_CACHE_MS at most, and dropped at
 * once when an owner's change notice (NOTIFY, heard by every replica) arrives: a revocation holds within seconds
 * on every replica even when a notice is lost. One indexed statement per file and process at most every
 * REVOCATION_CACHE_MS (keys asked in the same tick share one; concurrent asks of one key share its answer): the
 * memorial page's 10 demo files cost 10 statements the first time, none for the next 5 s; a cached answer adds
 * nothing measurable (median 1.03 ms per file, 1.06 ms without the check).
 * Restricted grants are minted only for the family with access, staff and an upload's own uploader, who may
 * still see the file whatever becomes of its memory or page; a deleted memory's files are removed from storage.
 */

/** What a module that owns stored files tells /media about them (its manifest's mediaOwner). */
export interface MediaOwner {
  /** The storage folder of its files, with its slash: 'memories/'. */
  folder: string;
  /** For each of these stored URLs (/media/<key>) that it still holds: who may see the file now. Those it does not hold are left out. */
  audiences(em: EntityManager, urls: readonly string[]): Promise<ReadonlyArray<{ url: string; audience: MediaAudience }>>;
  /** The event channels on which it announces (inside their transactions) changes of who may see its files. */
  channels: readonly string[];
}

/** How long one process trusts an answer of an owner without a change notice (well under the 60 s promised). */
export const REVOCATION_CACHE_MS = 5000;
/** Changes of who may see stored files that no other channel announces (a page's privacy). */
export const MEDIA_ACCESS_CHANNEL = 'media_access';
const CACHE_MAX = 50_000;
const BATCH_MAX = 500;

interface MediaRevocation {
  /** Whether the grant still holds: false once a public file is no longer public (or no longer held by its owner). */
  allows(grant: MediaGrant): Promise<boolean>;
}

type Answer = MediaAudience | null;

function ownerLoader(deps: Pick<AppDeps, 'orm'>, owner: MediaOwner): DataLoader<string, Answer> {
  return new DataLoader<string, Answer>(
    async (urls) => {
      const rows = await owner.audiences(deps.orm.em.fork(), urls);
      const found = new Map<string, MediaAudience>();
      // A file held twice is public when either holder makes it so.
      for (const r of rows) if (found.get(r.url) !== 'public') found.set(r.url, r.audience);
      return urls.map((u) => found.get(u) ?? null);
    },
    { cacheMap: new LRUCache<string, Promise<Answer>>({ max: CACHE_MAX, ttl: REVOCATION_CACHE_MS }), maxBatchSize: BATCH_MAX },
  );
}

export function mediaRevocation(deps: Pick<AppDeps, 'orm' | 'events'>, owners: readonly MediaOwner[]): MediaRevocation {
  const loaders = owners.map((owner) => ({ owner, loader: ownerLoader(deps, owner) }));
  for (const channel of new Set([MEDIA_ACCESS_CHANNEL, ...owners.flatMap((o) => o.channels)])) {
    const forget = () => {
      for (const { loader } of loaders) loader.clearAll();
    };
    // Push mode: each notice empties the answers at once, in the listening connection's callback.
    pushTo(deps.events.subscribe<unknown>(channel), forget);
  }
  return {
    async allows(grant) {
      if (grant.audience !== 'public') return true;
      const held = loaders.find(({ owner }) => grant.key.startsWith(owner.folder));
      if (!held) return true;
      const url = `/media/${grant.key}`;
      try {
        return (await held.loader.load(url)) === 'public';
      } catch (e) {
        held.loader.clear(url); // a failed look-up is not remembered
        throw e;
      }
    },
  };
}
