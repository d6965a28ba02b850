import type { MediaOwner } from '../../media/revocation.js';
import { MEMORY_CHANNEL } from './memory.changes.js';

/**
 * Who may see a memory's stored files now, for /media (media/revocation.ts): everyone while the memory is approved,
 * not hidden and its page public (MediaAccessService's rule, read from the rows); otherwise only those a restricted
 * URL was signed for. A deleted memory holds no file. Its changes are announced on MEMORY_CHANNEL.
 */
export const memoryMediaOwner: MediaOwner = {
  folder: 'memories/',
  channels: [MEMORY_CHANNEL],
  async audiences(em, urls) {
    const rows = await em.getConnection().execute<Array<{ url: string; open: boolean }>>(
      `select u.url, (m.status = 'Accepted' and not m.is_private and not d.is_private) as open
       from (select f.src as url, f.memory_id from memory_file f where f.src in (?)
             union all select f.thumbnail_url, f.memory_id from memory_file f where f.thumbnail_url in (?)
             union all select f.original_url, f.memory_id from memory_file f where f.original_url in (?)) u
       join memory m on m.id = u.memory_id
       join decedent d on d.id = m.decedent_id`,
      [[...urls], [...urls], [...urls]],
    );
    return rows.map((r) => ({ url: r.url, audience: r.open ? 'public' : 'restricted' }));
  },
};
