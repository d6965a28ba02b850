import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { KeyObject } from 'node:crypto';
import { currentLocale, isLocale, LANGUAGE_TEXTS, SUBSCRIPTION_MESSAGES, subscribeRule, t } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { AbuseService } from '../../abuse/abuse.service.js';
import { DecedentService, fullName } from '../decedent/index.js';
import type { SubscribeCheck, SubscribeInput, SubscribeResult, UnsubscribeResult } from './subscription.types.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/** The zone of the mails' times when the visitor's browser did not say (the funeral homes' own). */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export class SubscriptionService {
  constructor(private readonly ctx: RequestScope) {}

  /**
   * Stay Updated. Visitors solve a captcha; every caller is rate limited per address and per page. The same
   * mailbox (any case) subscribes once per decedent: the insert meets the unique index and keeps the one row,
   * whichever of two racing requests comes first (the time zone and the language follow the latest request). The
   * mails' language is the one named, else the request's (issue 31).
   */
  async subscribe(opi: string, input: SubscribeInput): Promise<SubscribeResult> {
    const { email, timeZone } = validInput(subscribeRule, { email: input.email, timeZone: input.timeZone ?? undefined });
    const language = input.language || currentLocale();
    if (!isLocale(language)) throw DomainError.invalid({ language: t(LANGUAGE_TEXTS, 'languageInvalid') });
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const abuse = this.ctx.service(AbuseService);
    if (!this.ctx.viewer) await abuse.requireCaptcha(input.captcha);
    await abuse.limit('subscribe', { decedentId: decedent.id });
    const rows = await this.ctx.em.getConnection().execute<Array<{ created: boolean }>>(
      `insert into subscriber (decedent_id, email, email_key, time_zone, language, nonce) values (?, ?, ?, ?, ?, ?)
       on conflict on constraint subscriber_decedent_email_unique
         do update set time_zone = excluded.time_zone, language = excluded.language
       returning (xmax = 0) as created`,
      [decedent.id, email, email.toLowerCase(), timeZone ?? DEFAULT_TIME_ZONE, language, randomBytes(16).toString('base64url')],
    );
    return { message: t(SUBSCRIPTION_MESSAGES, 'subscribed'), email, created: rows[0]!.created };
  }

  /**
   * checkCountForCaptcha: visitors always solve a captcha (public writes do, DESIGN "Abuse"); signed-in people
   * do not. `allowed` and `remaining` read this address's and this page's subscribe counters without counting.
   */
  async check(opi: string): Promise<SubscribeCheck> {
    const decedent = await this.ctx.service(DecedentService).getVisible(opi);
    const left = await this.ctx.service(AbuseService).remaining('subscribe', { decedentId: decedent.id });
    return { captchaRequired: !this.ctx.viewer, allowed: left.address > 0 && left.decedent !== 0, remaining: left.address };
  }

  /** getCountOfSubscribers: the family with access and staff. */
  async count(opi: string): Promise<number> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const rows = await this.ctx.em
      .getConnection()
      .execute<Array<{ n: string }>>('select count(*) as n from subscriber where decedent_id = ?', [decedent.id]);
    return Number(rows[0]!.n);
  }

  unsubscribe(token: string): Promise<UnsubscribeResult> {
    return unsubscribeWithToken(this.ctx.em, this.ctx.deps.tokens.secret, token);
  }
}

/**
 * Ends the subscription an unsubscribe link names (its reminder rows go with it). A link works once: afterwards
 * its subscription no longer exists. A token not signed here is refused without looking anything up.
 */
export async function unsubscribeWithToken(em: EntityManager, secret: KeyObject, token: string): Promise<UnsubscribeResult> {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw DomainError.invalid({ token: t(SUBSCRIPTION_MESSAGES, 'unsubscribeInvalid') });
  const rows = await em.getConnection().execute<Array<{ first_name: string | null; middle_name: string | null; last_name: string | null }>>(
    `delete from subscriber s using decedent d where s.id = ? and s.nonce = ? and d.id = s.decedent_id
     returning d.first_name, d.middle_name, d.last_name`,
    [named.id, named.nonce],
  );
  const row = rows[0];
  if (!row) throw DomainError.notFound(t(SUBSCRIPTION_MESSAGES, 'unsubscribeUsed'));
  const decedentName = fullName({ firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name });
  return { message: t(SUBSCRIPTION_MESSAGES, 'unsubscribed', { name: decedentName }), decedentName };
}
