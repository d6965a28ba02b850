import { editMemoryRule, editTitleRule, MEMORY_NOTICES, rejectRule, t } from '@memorial/schema';
import { QueryOrder, type QueryOrderMap } from '@mikro-orm/core';
import { DomainError, validInput } from '../../errors.js';
import { sanitizeVisitorText } from '../../html.js';
import { memoryDecisionMail } from '../../mail/templates/memory-decision.js';
import { isStaff, requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import type { Decedent } from '../decedent/index.js';
import { DecedentService, fullName } from '../decedent/index.js';
import { ScreeningService, type ModerationSort, type ScreeningLevel } from '../screening/index.js';
import { actableMemory, changeMemory, MEMORY_CHANNEL, publishMemoryEvent, type MemoryEventPayload } from './memory.changes.js';
import { Memory, MemoryFile, type MemoryStatus } from './memory.entity.js';
import { MemoryMediaService } from './memory.media.js';
import { PUSH, pushTo, type Pushable } from '../../realtime/event-bus.js';
import { PAGE_SIZE } from './memory.service.js';
import {
  MEMORY_STATUS_NUMBERS,
  type MemoryChangeResult,
  type MemoryPage,
  type MemoryStatusChange,
  type StaffMemoryArgs,
} from './memory.types.js';

/** Which moderation decisions each status allows. Deleting is allowed from every status. */
const TRANSITIONS: Record<MemoryStatus, readonly MemoryStatus[]> = {
  Pending: ['Accepted', 'Rejected'],
  Accepted: ['Pending'],
  Rejected: ['Accepted', 'Pending'],
};

const STATUS_NOTICE: Record<MemoryStatus, (from: MemoryStatus) => string> = {
  Accepted: () => t(MEMORY_NOTICES, 'approved'),
  Rejected: () => t(MEMORY_NOTICES, 'rejected'),
  Pending: () => t(MEMORY_NOTICES, 'unApproved'),
};

/** The family's and staff's moderation: lists to approve, decisions, edits, deletion, and the live stream of changes. */
export class MemoryModerationService {
  constructor(private readonly ctx: RequestScope) {}

  private get media() {
    return this.ctx.service(MemoryMediaService);
  }

  /**
   * The approval list: 1 Pending for Approval (held ones too, screening.held), 2 Rejected; newest first or highest risk
   * first, and only one screening level when asked.
   */
  async approvalList(opi: string, filter: number, screening: ScreeningFilter = {}): Promise<Memory[]> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const status = MEMORY_STATUS_NUMBERS[filter];
    if (!status) throw new DomainError('BAD_USER_INPUT', t(MEMORY_NOTICES, 'approvalStatus'));
    return this.ctx.em.find(
      Memory,
      { decedent: decedent.id, status, ...screeningWhere(screening) },
      { orderBy: moderationOrder(screening.sort) },
    );
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
        ...screeningWhere(args),
        ...(like
          ? {
              $or: [
                { title: { $ilike: like } },
                { memory: { $ilike: like } },
                { memoryByPersonFirstName: { $ilike: like } },
                { memoryByPersonLastName: { $ilike: like } },
              ],
            }
          : {}),
      },
      { orderBy: moderationOrder(args.sort), limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { memories, total, page, pageSize };
  }

  async changeStatus(
    opi: string | null,
    memoryId: number,
    to: MemoryStatusChange,
    rejectedReason?: string | null,
  ): Promise<MemoryChangeResult> {
    if (to === 'Deleted') return this.remove(opi, memoryId);
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    const from: MemoryStatus = memory.status;
    if (from === 'Rejected' && to === 'Rejected') throw new DomainError('CONFLICT', t(MEMORY_NOTICES, 'alreadyRejected'));
    if (!TRANSITIONS[from].includes(to)) throw new DomainError('CONFLICT', t(MEMORY_NOTICES, 'transitionRefused', { from, to }));
    if (to === 'Rejected') {
      validInput(rejectRule, { rejectedReason: rejectedReason ?? '' });
    }
    await this.ctx.em.transactional(async (em) => {
      memory.status = to;
      memory.rejectedReason = to === 'Rejected' ? rejectedReason!.trim() : null;
      // Approving or rejecting is a decision: it ends a hold and teaches the classifier (issue 32), and flushes the change.
      if (to === 'Pending') await em.flush();
      else await this.ctx.service(ScreeningService).decide(em, 'memory', [memory], to === 'Accepted' ? 'ok' : 'reject');
      await publishMemoryEvent(this.ctx, em, 'STATUS_CHANGED', memory, decedent);
    });
    if (to === 'Accepted' || to === 'Rejected') void this.mailSharerAboutDecision(decedent, memory);
    return { message: STATUS_NOTICE[to](from), memory };
  }

  async remove(opi: string | null, memoryId: number): Promise<MemoryChangeResult> {
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    const files = await this.ctx.em.find(MemoryFile, { memory: memory.id });
    const keys = await this.ctx.em.transactional(async (em) => {
      await publishMemoryEvent(this.ctx, em, 'DELETED', memory, decedent);
      const stored = await this.media.forgetUploads(em, files);
      await em.nativeDelete(MemoryFile, { memory: memory.id });
      await em.nativeDelete(Memory, { id: memory.id });
      return stored;
    });
    await this.media.removeStored(keys);
    return { message: t(MEMORY_NOTICES, 'deleted'), memory: null };
  }

  async setHidden(opi: string | null, memoryId: number, isPrivate: boolean): Promise<MemoryChangeResult> {
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    await changeMemory(this.ctx, memory, decedent, () => {
      memory.isPrivate = isPrivate;
    });
    return { message: isPrivate ? t(MEMORY_NOTICES, 'hidden') : t(MEMORY_NOTICES, 'shown'), memory };
  }

  async editTitle(opi: string | null, memoryId: number, title: string): Promise<MemoryChangeResult> {
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    validInput(editTitleRule, { title });
    await changeMemory(this.ctx, memory, decedent, () => {
      memory.title = title.trim();
    });
    return { message: t(MEMORY_NOTICES, 'titleEdited'), memory };
  }

  async editMemory(opi: string | null, memoryId: number, text: string): Promise<MemoryChangeResult> {
    const { memory, decedent } = await actableMemory(this.ctx, opi, memoryId);
    validInput(editMemoryRule, { memory: text });
    await changeMemory(this.ctx, memory, decedent, () => {
      memory.memory = sanitizeVisitorText(text);
    });
    return { message: t(MEMORY_NOTICES, 'memoryEdited'), memory };
  }

  /** The moderation stream: a family member follows one decedent it may act for; staff follow one or all. */
  async events(opi: string | null): Promise<AsyncIterableIterator<MemoryEventPayload>> {
    const viewer = requireViewer(this.ctx);
    let decedentId: number | null = null;
    if (opi) decedentId = (await this.ctx.service(DecedentService).getActable(opi)).id;
    else if (!isStaff(viewer)) throw DomainError.forbidden();
    const source = this.ctx.deps.events.subscribe<MemoryEventPayload>(MEMORY_CHANNEL);
    return filtered(source, (e) => decedentId === null || e.decedentId === decedentId);
  }

  private async mailSharerAboutDecision(decedent: Decedent, memory: Memory) {
    const { deps } = this.ctx;
    // The language the sharer used; the page's for a memory shared before that was kept, or by a caller who named none.
    const language = memory.sharerLanguage ?? decedent.pageLanguage ?? 'en';
    try {
      await deps.mailer.send({
        to: memory.personEmail,
        ...memoryDecisionMail({
          language,
          approved: memory.status === 'Accepted',
          firstName: memory.memoryByPersonFirstName,
          title: memory.title,
          decedentName: fullName(decedent, language),
          reason: memory.rejectedReason ?? null,
        }),
      });
    } catch (err) {
      deps.logger.error({ err, memoryId: memory.id }, 'could not mail the sharer about the decision');
    }
  }
}

/** The moderation lists' screening arguments (issue 32). */
interface ScreeningFilter {
  sort?: ModerationSort | null;
  level?: ScreeningLevel | null;
  held?: boolean | null;
}

const screeningWhere = ({ level, held }: ScreeningFilter): { screeningLevel?: ScreeningLevel; held?: boolean } => ({
  ...(level ? { screeningLevel: level } : {}),
  ...(held == null ? {} : { held }),
});

/** NEWEST: most recently shared first. RISK: highest score first (never screened last), then newest. */
const moderationOrder = (sort: ModerationSort | null | undefined): QueryOrderMap<Memory>[] =>
  sort === 'RISK'
    ? [{ screeningScore: QueryOrder.DESC_NULLS_LAST }, { createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }]
    : [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }];

/** Passes on the events that match, read or pushed; returning the filter returns the source (the subscription ends). */
function filtered<T>(source: AsyncIterableIterator<T>, keep: (e: T) => boolean): AsyncIterableIterator<T> {
  const it: Pushable<T> = {
    [PUSH]: (deliver) =>
      pushTo(source, (e) => {
        if (keep(e)) deliver(e);
      }),
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
