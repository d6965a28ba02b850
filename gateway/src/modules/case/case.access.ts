import { CERTIFICATE_MESSAGES, MESSAGES, t } from '@memorial/schema';
import { DomainError } from '../../errors.js';
import { MEDIA_ACCESS_CHANNEL } from '../../media/revocation.js';
import type { RequestScope } from '../../request/scope.js';
import { isStaff, requireViewer } from '../../request/access.js';
import { ArrangerCase, PolicyAcceptance, type CaseDecedent } from './case.entity.js';
import type { MyCases } from './case.types.js';

/** What access asks of a decedent: its id, and whether its page is private. A decedent entity or view fits. */
export type CaseSubject = CaseDecedent & { isPrivate: boolean };

/** The family viewer's two flags, when a statement on `decedent d` reads them with the decedent (VIEWER_FLAGS_SQL). */
export type ViewerFlags = { viewer_has_case?: boolean | null; viewer_accepted_policy?: boolean | null };
/**
 * The family viewer's two flags as columns of a statement on `decedent d` (parameters: the viewer's
 * user id, twice): a case for the decedent? the policy accepted? Read by DecedentService with the
 * decedent, and by screens that read the decedent within a statement of their own; CaseAccessService
 * remembers the answers (remember).
 */
export const VIEWER_FLAGS_SQL = `exists(select 1 from arranger_case a where a.decedent_id = d.id and a.user_id = ?) as viewer_has_case,
    exists(select 1 from policy_acceptance p where p.decedent_id = d.id and p.user_id = ?) as viewer_accepted_policy`;

/**
 * Who may see or change a family's case: the one question every service asks before it reads or writes a
 * family's data. Staff may act for every decedent, an arranger for the decedents it has a case for, a visitor
 * for none; a private page is seen only by those who may act for it. The answers are remembered for the request.
 */
export class CaseAccessService {
  constructor(private readonly ctx: RequestScope) {}

  /** Remembered for the request: lists ask it once per decedent, not once per row. */
  private readonly actableIds = new Map<number, Promise<boolean>>();
  /** The family viewer's policy acceptance per decedent, when a statement has read it (remember). */
  private readonly accepted = new Map<number, boolean>();

  /** The decedent when the viewer may see it: private without access is PRIVATE. */
  async visible<T extends CaseSubject>(decedent: T): Promise<T> {
    if (decedent.isPrivate && !(await this.canAct(decedent))) {
      // A stale token on a private page means "sign in again", not "this is private".
      if (this.ctx.authError) throw this.ctx.authError;
      throw new DomainError('PRIVATE', t(MESSAGES, 'privatePage'));
    }
    return decedent;
  }

  /** The decedent when the viewer may change it (staff, or an arranger with a case for it); else PRIVATE or FORBIDDEN. */
  async actable<T extends CaseSubject>(decedent: T): Promise<T> {
    if (!(await this.canAct(decedent)))
      throw new DomainError(
        decedent.isPrivate ? 'PRIVATE' : 'FORBIDDEN',
        decedent.isPrivate ? t(MESSAGES, 'privatePage') : t(MESSAGES, 'unauthorizedForbidden'),
      );
    return decedent;
  }

  canAct(decedent: CaseDecedent): Promise<boolean> {
    const known = this.knownAccess();
    if (known !== null) return Promise.resolve(known);
    let answer = this.actableIds.get(decedent.id);
    if (!answer) {
      answer = this.ctx.em.count(ArrangerCase, { user: this.familyViewer()!, decedent: decedent.id }).then((n) => n > 0);
      this.actableIds.set(decedent.id, answer);
    }
    return answer;
  }

  /** canAct's answer when it does not depend on the decedent: none for a visitor, all for staff; null for the family (per decedent). */
  knownAccess(): boolean | null {
    const viewer = this.ctx.viewer;
    if (!viewer) return false;
    return isStaff(viewer) ? true : null;
  }

  /** The signed-in family member's user id (not staff), else null: the parameter of VIEWER_FLAGS_SQL. */
  familyViewer(): number | null {
    const viewer = this.ctx.viewer;
    return viewer && !isStaff(viewer) ? viewer.userId : null;
  }

  /** A family viewer's flags (VIEWER_FLAGS_SQL), when a row has them, remembered for the request. */
  remember(decedentId: number, hasCase: boolean | null | undefined, accepted: boolean | null | undefined): void {
    if (this.familyViewer() === null || hasCase === undefined) return;
    if (!this.actableIds.has(decedentId)) this.actableIds.set(decedentId, Promise.resolve(hasCase === true));
    if (!this.accepted.has(decedentId)) this.accepted.set(decedentId, accepted === true);
  }

  /** Staff are never policy-gated; an arranger has accepted once per decedent. */
  async policyAccepted(decedent: CaseDecedent): Promise<boolean> {
    const viewer = this.ctx.viewer;
    if (!viewer) return false;
    if (isStaff(viewer)) return true;
    const known = this.accepted.get(decedent.id);
    if (known !== undefined) return known;
    return (await this.ctx.em.count(PolicyAcceptance, { user: viewer.userId, decedent: decedent.id })) > 0;
  }

  /**
   * The family (role arranger) must have accepted the policy before entering arrangement
   * details (certificate sections, service answers); staff are never gated (4.1, 6).
   * Reading is not gated: the summary is where the family learns it has to accept.
   */
  async requireAcceptedPolicy(decedent: CaseDecedent): Promise<void> {
    if (!(await this.policyAccepted(decedent))) throw new DomainError('FORBIDDEN', t(CERTIFICATE_MESSAGES, 'policyRequired'));
  }

  /** Records the viewer's acceptance for a decedent it may act for (actable); staff record nothing. */
  async acceptPolicy(decedent: CaseDecedent): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    if (!isStaff(viewer)) {
      await this.ctx.em.upsert(
        PolicyAcceptance,
        { user: viewer.userId, decedent: decedent.id, acceptedAt: new Date() },
        { onConflictFields: ['user', 'decedent'], onConflictAction: 'ignore' },
      );
      this.accepted.set(decedent.id, true);
    }
    return true;
  }

  /** Who may see the page: set on a decedent the viewer may act for (actable), saved at once. */
  async setPrivacy(decedent: { isPrivate: boolean }, isPrivate: boolean): Promise<{ isPrivate: boolean; message: string }> {
    decedent.isPrivate = isPrivate;
    await this.ctx.em.flush();
    // Every replica's /media forgets what it knew of the page's files at once (else within seconds: media/revocation.ts).
    await this.ctx.deps.events
      .publish(this.ctx.em, MEDIA_ACCESS_CHANNEL, {})
      .catch((err: unknown) => this.ctx.deps.logger.warn({ err }, 'could not announce a change of page privacy'));
    return { isPrivate, message: t(MESSAGES, 'privacy', { on: isPrivate }) };
  }

  async myCases(): Promise<MyCases> {
    const viewer = requireViewer(this.ctx);
    const cases = await this.ctx.em.find(
      ArrangerCase,
      { user: viewer.userId },
      { populate: ['decedent'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return { activeCases: cases.filter((c) => c.status === 'active'), closedCases: cases.filter((c) => c.status === 'closed') };
  }
}
