import type { EntityManager } from '@mikro-orm/postgresql';
import { MEMORY_NOTICES, t } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import type { Decedent } from '../decedent/index.js';
import { Memory, type MemoryStatus } from './memory.entity.js';
import type { MemoryEventKind } from './memory.types.js';
import { CaseAccessService } from '../case/index.js';

// How a memory changes, for moderation and media alike: who may change it, one change per transaction, and its event.

export const MEMORY_CHANNEL = 'memory_events';

export interface MemoryEventPayload {
  kind: MemoryEventKind;
  memoryId: number;
  opi: string;
  decedentId: number;
  status: MemoryStatus | null;
  title: string | null;
  at: string;
  /** Its stored screening (issue 32), for the moderators' live view; null once deleted. */
  screening: StoredScreening | null;
}

/** A memory's stored screening as an event carries it: a NOTIFY payload stays small (at most 5 hosts a reason). */
type StoredScreening = Pick<Memory, 'screeningScore' | 'screeningLevel' | 'screeningReasons' | 'held'>;
const screeningOfMemory = (m: Memory): StoredScreening => ({
  screeningScore: m.screeningScore ?? null,
  screeningLevel: m.screeningLevel ?? null,
  screeningReasons: m.screeningReasons?.map((r) => (r.hosts ? { ...r, hosts: r.hosts.slice(0, 5) } : r)) ?? null,
  held: m.held,
});

/** A memory the viewer may moderate; with an opi, it must belong to that decedent. */
export async function actableMemory(
  scope: RequestScope,
  opi: string | null,
  memoryId: number,
): Promise<{ memory: Memory; decedent: Decedent }> {
  requireViewer(scope);
  const memory = await scope.em.findOne(Memory, { id: memoryId }, { populate: ['decedent'] });
  if (!memory || (opi && memory.decedent.getEntity().opi !== opi)) throw DomainError.notFound(t(MEMORY_NOTICES, 'memoryMissing'));
  const decedent = memory.decedent.getEntity();
  if (!(await scope.service(CaseAccessService).canAct(decedent))) throw DomainError.forbidden();
  return { memory, decedent };
}

/** One change of a memory in one transaction (em, for anything the change loads, writes or deletes), published as EDITED. */
export async function changeMemory(
  scope: RequestScope,
  memory: Memory,
  decedent: Decedent,
  change: (em: EntityManager) => void | Promise<void>,
) {
  await scope.em.transactional(async (em) => {
    await change(em);
    memory.updatedAt = new Date();
    await em.flush();
    await publishMemoryEvent(scope, em, 'EDITED', memory, decedent);
  });
}

/** Sent in the transaction of em: subscribers hear of the change once it committed, never of one that rolled back. */
export async function publishMemoryEvent(
  scope: RequestScope,
  em: EntityManager,
  kind: MemoryEventKind,
  memory: Memory,
  decedent: Decedent,
) {
  const payload: MemoryEventPayload = {
    kind,
    memoryId: memory.id,
    opi: decedent.opi,
    decedentId: decedent.id,
    status: kind === 'DELETED' ? null : memory.status,
    title: memory.title.slice(0, 200),
    at: new Date().toISOString(),
    screening: kind === 'DELETED' ? null : screeningOfMemory(memory),
  };
  await scope.deps.events.publish(em, MEMORY_CHANNEL, payload);
}
