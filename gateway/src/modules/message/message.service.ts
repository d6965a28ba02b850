import { CONTACT_MESSAGES, contactFamilyRule, EVENT_MESSAGES, isTimeZone, SCREENING_NOTICES, t } from '@memorial/schema';
import { AbuseService } from '../../abuse/abuse.service.js';
import { DomainError, validInput } from '../../errors.js';
import { familyMessageMail } from '../../mail/templates/family-message.js';
import type { RequestScope } from '../../request/scope.js';
import { digestOf, repeatSince, underLock } from '../../request/idempotency.js';
import { CaseAccessService, ArrangerCase } from '../case/index.js';
import { type Decedent } from '../decedent/index.js';
import type { DecedentLike } from '../decedent/index.js';
import { DecedentService, fullName, pageSlug } from '../decedent/index.js';
import { ScreeningService, SELECTION_MAX, storedScreening } from '../screening/index.js';
import { FamilyMessage } from './message.entity.js';
import type {
  ContactFamilyHiddenResult,
  DeleteFamilyMessageResult,
  FamilyMessageCount,
  FamilyMessageInput,
  ReleaseFamilyMessagesResult,
  SendFamilyMessageResult,
} from './message.types.js';

/** Counts the family's messages, and those since midnight in the asked zone, in one statement. */
const COUNT_SQL = `select count(*)::int as count,
    count(*) filter (where created_at >= (date_trunc('day', now() at time zone ?) at time zone ?))::int as today
  from family_message where decedent_id = ?`;

/** The asked IANA zone (the one rule every door uses), UTC when none is asked for. */
function validTimeZone(zone: string | null | undefined): string {
  const name = zone?.trim() || 'UTC';
  if (!isTimeZone(name)) throw DomainError.invalid({ timezone: t(EVENT_MESSAGES, 'timeZoneInvalid') });
  return name;
}

/** Contact Family: visitors write to the family; the family with access (and staff) read, delete and hide the form. */
export class FamilyMessageService {
  constructor(private readonly ctx: RequestScope) {}

  private get decedents() {
    return this.ctx.service(DecedentService);
  }

  private get access() {
    return this.ctx.service(CaseAccessService);
  }

  /**
   * Whether the viewer is offered the form: a page with a family arranger when the family has not hidden it,
   * and always the signed-in family with access (who may see what visitors would send).
   */
  async isOpenTo(decedent: DecedentLike): Promise<boolean> {
    const viewer = this.ctx.viewer;
    if (viewer?.role === 'arranger' && (await this.access.canAct(decedent))) return true;
    return !decedent.hideContactFamily && (await this.decedents.hasFamilyArranger(decedent));
  }

  /**
   * A visitor's message: saved first, then mailed to every family arranger with Reply-To the visitor.
   * A failing mail does not lose the message (the family reads it on the website).
   */
  async send(opi: string, input: FamilyMessageInput): Promise<SendFamilyMessageResult> {
    const decedent = await this.decedents.getVisible(opi);
    // Refused before anything else is looked at: a hidden form takes no messages, and none is saved.
    if (!(await this.isOpenTo(decedent))) throw DomainError.forbidden(t(CONTACT_MESSAGES, 'closed'));
    const valid = validInput(contactFamilyRule, { email: input.email ?? undefined, message: input.message ?? undefined });
    await this.guard(decedent, input.captcha ?? null);
    // Once only: without an Idempotency-Key (which names a message itself), the same message from the same address to
    // the same page within the window is the one already sent (a double tap, three at once): equal messages take a
    // lock named by their digest, one after another; one is saved.
    const same = { decedent: decedent.id, email: valid.email, message: valid.message, createdAt: { $gte: repeatSince() } };
    const keyed = this.ctx.idempotencyKey !== null;
    const row = await underLock(this.ctx.em, `contact:${decedent.id}:${digestOf([valid.email, valid.message])}`, async (em) => {
      if (!keyed && (await em.count(FamilyMessage, same))) return null;
      // Screened before it is saved (issue 32): its score, level and reasons kept with it, likely spam held.
      const screening = this.ctx.service(ScreeningService);
      const screened = { kind: 'message' as const, text: valid.message, decedent, email: valid.email };
      const outcome = await screening.screen(screened);
      const made = em.create(FamilyMessage, {
        decedent,
        email: valid.email,
        message: valid.message,
        ...storedScreening(outcome),
      });
      await em.flush();
      await screening.record(em, { ...screened, itemId: made.id, outcome });
      return made;
    });
    // A held message waits under Held in the family's messages, unmailed; the visitor is answered the same either way.
    if (row && !row.held) await this.mailFamily(decedent, row);
    return { message: t(CONTACT_MESSAGES, 'sent') };
  }

  /**
   * A visitor's message costs a solved captcha (after the input is checked, so fixing a field does not need a new
   * one); every message counts against the limits per address and per decedent (abuse/limits.ts).
   */
  private async guard(decedent: Decedent, captcha: string | null): Promise<void> {
    const abuse = this.ctx.service(AbuseService);
    if (!this.ctx.viewer) await abuse.requireCaptcha(captcha);
    await abuse.limit('contactFamily', { decedentId: decedent.id });
  }

  /** The family's messages, newest first: held ones too (screening.held), which the family's screen keeps apart. */
  async list(opi: string): Promise<FamilyMessage[]> {
    const decedent = await this.decedents.getActable(opi);
    return this.ctx.em.find(FamilyMessage, { decedent: decedent.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async count(opi: string, timeZone?: string | null): Promise<FamilyMessageCount> {
    const zone = validTimeZone(timeZone);
    const decedent = await this.decedents.getActable(opi);
    const em = this.ctx.em;
    const [row] = await em
      .getConnection()
      .execute<FamilyMessageCount[]>(COUNT_SQL, [zone, zone, decedent.id], 'all', em.getTransactionContext());
    return { count: row?.count ?? 0, today: row?.today ?? 0 };
  }

  /**
   * Deletes one of this decedent's messages; another decedent's is NOT_FOUND, as a missing one is. Deleting a held
   * message is a decision: the classifier learns 'reject' (issue 32).
   */
  async delete(opi: string, id: number): Promise<DeleteFamilyMessageResult> {
    const decedent = await this.decedents.getActable(opi);
    const found = await this.ctx.em.findOne(FamilyMessage, { id, decedent: decedent.id });
    if (!found) throw DomainError.notFound(t(CONTACT_MESSAGES, 'missing'));
    await this.ctx.em.transactional(async (em) => {
      if (found.held) await this.ctx.service(ScreeningService).decide(em, 'message', [found], 'reject');
      await em.nativeDelete(FamilyMessage, { id: found.id });
    });
    return { id, message: t(CONTACT_MESSAGES, 'deleted') };
  }

  /**
   * Held messages released (issue 32): no longer held, the classifier told 'ok', then mailed to the family as any message.
   * A message of another decedent is NOT_FOUND, as a missing one; a selection with none held is refused (CONFLICT).
   */
  async release(opi: string, ids: readonly number[]): Promise<ReleaseFamilyMessagesResult> {
    const decedent = await this.decedents.getActable(opi);
    const unique = [...new Set(ids)];
    if (!unique.length) throw new DomainError('BAD_USER_INPUT', t(SCREENING_NOTICES, 'noMessageSelected'));
    if (unique.length > SELECTION_MAX)
      throw new DomainError('BAD_USER_INPUT', t(SCREENING_NOTICES, 'tooManySelected', { max: SELECTION_MAX }));
    const found = await this.ctx.em.find(FamilyMessage, { id: { $in: unique }, decedent: decedent.id }, { orderBy: { id: 'asc' } });
    if (found.length !== unique.length) throw DomainError.notFound(t(CONTACT_MESSAGES, 'missing'));
    const held = found.filter((m) => m.held);
    if (!held.length) throw new DomainError('CONFLICT', t(SCREENING_NOTICES, 'noMessageHeld'));
    await this.ctx.em.transactional(async (em) => {
      await this.ctx.service(ScreeningService).decide(em, 'message', held, 'ok');
    });
    for (const m of held) await this.mailFamily(decedent, m);
    return { message: t(SCREENING_NOTICES, 'messagesReleased', { count: held.length }), messages: held };
  }

  async setHidden(opi: string, hide: boolean): Promise<ContactFamilyHiddenResult> {
    const decedent = await this.decedents.getActable(opi);
    decedent.hideContactFamily = hide;
    await this.ctx.em.flush();
    return { hideContactFamily: hide, message: t(CONTACT_MESSAGES, 'hidden', { hide }) };
  }

  private async mailFamily(decedent: Decedent, message: FamilyMessage) {
    const { deps } = this.ctx;
    try {
      const cases = await this.ctx.em.find(ArrangerCase, { decedent: decedent.id }, { populate: ['user'] });
      const base = deps.config.siteOrigin;
      const link = `${base}/obituaries/app/memories/${pageSlug(decedent)}/${decedent.opi}?tab=messages`;
      for (const c of cases) {
        const user = c.user.getEntity();
        await deps.mailer.send({
          to: user.email,
          replyTo: message.email,
          ...familyMessageMail({
            language: user.language,
            firstName: user.firstName,
            decedentName: fullName(decedent, user.language ?? undefined),
            email: message.email,
            message: message.message,
            link,
          }),
        });
      }
    } catch (err) {
      // No addresses or text in the log: an SMTP error's own message can quote the recipient, so only its kind is kept.
      const e = err as { name?: unknown; code?: unknown; responseCode?: unknown };
      deps.logger.error(
        { error: { name: e?.name, code: e?.code, responseCode: e?.responseCode }, familyMessageId: message.id },
        "could not mail the family a visitor's message",
      );
    }
  }
}
