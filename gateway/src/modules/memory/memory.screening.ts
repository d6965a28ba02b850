import { MEMORY_NOTICES, rejectRule, SCREENING_NOTICES, t } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import { requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { CaseAccessService } from '../case/index.js';
import type { Decedent } from '../decedent/index.js';
import { ScreeningService, SELECTION_MAX } from '../screening/index.js';
import { publishMemoryEvent } from './memory.changes.js';
import { Memory } from './memory.entity.js';
import { MemoryService } from './memory.service.js';
import type { BulkMemoryResult } from './memory.types.js';

/**
 * The screening actions on a selection of memories (issue 32): reject as spam, and release the held ones to the family.
 * A selection is all or nothing as to who may act on it; within it, a memory the action does not apply to (one no longer
 * pending, one not held) is left as it is, and a selection with none it applies to is refused (CONFLICT).
 */
export class MemoryScreeningService {
  constructor(private readonly ctx: RequestScope) {}

  /**
   * The spec's reject flow for a selection: the reason is required as for one memory (the same rule and message); the
   * pending ones (held or not) become Rejected in one transaction, each published, and the classifier learns 'reject'.
   */
  async rejectAsSpam(opi: string | null, memoryIds: readonly number[], rejectedReason: string): Promise<BulkMemoryResult> {
    const memories = await this.actable(opi, memoryIds);
    const reason = validInput(rejectRule, { rejectedReason }).rejectedReason;
    // Already rejected (or approved meanwhile): left as it is; rejecting a rejected memory again is not a decision.
    const pending = memories.filter((m) => m.status === 'Pending');
    if (!pending.length) throw new DomainError('CONFLICT', t(SCREENING_NOTICES, 'nothingToReject'));
    await this.ctx.em.transactional(async (em) => {
      for (const m of pending) {
        m.status = 'Rejected';
        m.rejectedReason = reason;
      }
      await this.ctx.service(ScreeningService).decide(em, 'memory', pending, 'reject');
      for (const m of pending) await publishMemoryEvent(this.ctx, em, 'STATUS_CHANGED', m, m.decedent.getEntity());
    });
    // No mail to the sharers (the single reject mails its sharer): a spammer gets no sign that anyone read the post.
    return { message: t(SCREENING_NOTICES, 'rejectedAsSpam', { count: pending.length }), memories: pending };
  }

  /**
   * Held memories released: no longer held (still Pending), each published as EDITED, the classifier told 'ok', and the
   * family then mailed about each as about any pending memory (every family arranger, as at share).
   */
  async release(opi: string | null, memoryIds: readonly number[]): Promise<BulkMemoryResult> {
    const memories = await this.actable(opi, memoryIds);
    const held = memories.filter((m) => m.held);
    if (!held.length) throw new DomainError('CONFLICT', t(SCREENING_NOTICES, 'noMemoryHeld'));
    await this.ctx.em.transactional(async (em) => {
      await this.ctx.service(ScreeningService).decide(em, 'memory', held, 'ok');
      for (const m of held) await publishMemoryEvent(this.ctx, em, 'EDITED', m, m.decedent.getEntity());
    });
    const sharing = this.ctx.service(MemoryService);
    for (const m of held) void sharing.mailFamilyAboutPending(m.decedent.getEntity(), m);
    return { message: t(SCREENING_NOTICES, 'memoriesReleased', { count: held.length }), memories: held };
  }

  /**
   * The selected memories, when the viewer may moderate every one (as actableMemory for one): a missing one, or one of
   * another decedent than the opi given, is NOT_FOUND; one of a decedent the viewer may not act for, FORBIDDEN.
   */
  private async actable(opi: string | null, memoryIds: readonly number[]): Promise<Memory[]> {
    requireViewer(this.ctx);
    const ids = [...new Set(memoryIds)];
    if (!ids.length) throw new DomainError('BAD_USER_INPUT', t(SCREENING_NOTICES, 'noMemorySelected'));
    if (ids.length > SELECTION_MAX)
      throw new DomainError('BAD_USER_INPUT', t(SCREENING_NOTICES, 'tooManySelected', { max: SELECTION_MAX }));
    const memories = await this.ctx.em.find(Memory, { id: { $in: ids } }, { populate: ['decedent'], orderBy: { id: 'asc' } });
    if (memories.length !== ids.length || (opi && memories.some((m) => m.decedent.getEntity().opi !== opi)))
      throw DomainError.notFound(t(MEMORY_NOTICES, 'memoryMissing'));
    const decedents = new Map<number, Decedent>(memories.map((m) => [m.decedent.id, m.decedent.getEntity()]));
    const access = this.ctx.service(CaseAccessService);
    for (const decedent of decedents.values()) if (!(await access.canAct(decedent))) throw DomainError.forbidden();
    return memories;
  }
}
