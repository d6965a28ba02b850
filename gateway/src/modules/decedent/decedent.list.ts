import { DomainError } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { isStaff, requireViewer } from '../../request/access.js';
import { Decedent } from './decedent.entity.js';
import type { DecedentPage, StaffDecedentArgs } from './decedent.types.js';

/** The most decedents a page of the staff's list (a larger page size is read as this). */
export const STAFF_DECEDENTS_PAGE_SIZE_MAX = 100;

/** The staff's list of decedents (the Arrangements Summary list). */
export class DecedentListService {
  constructor(private readonly ctx: RequestScope) {}

  /** The staff list of decedents: search, filters (empty ones are ignored) and paging, newest death first. */
  async staffList(args: StaffDecedentArgs): Promise<DecedentPage> {
    const viewer = requireViewer(this.ctx);
    if (!isStaff(viewer)) throw DomainError.forbidden();
    const pageSize = Math.min(Math.max(1, args.pageSize), STAFF_DECEDENTS_PAGE_SIZE_MAX);
    const page = Math.max(1, args.page);
    const search = args.search?.trim();
    const like = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
    const [decedents, total] = await this.ctx.em.findAndCount(
      Decedent,
      {
        ...(like
          ? {
              $or: [
                { opi: { $ilike: like } },
                { firstName: { $ilike: like } },
                { lastName: { $ilike: like } },
                { preferredFirstName: { $ilike: like } },
              ],
            }
          : {}),
        ...(args.locationCode ? { locationCode: args.locationCode } : {}),
        ...(args.isPrivate != null ? { isPrivate: args.isPrivate } : {}),
        ...(args.isFreeze != null ? { isFreeze: args.isFreeze } : {}),
      },
      { orderBy: { dateOfDeath: 'desc nulls last', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { decedents, total, page, pageSize };
  }
}
