import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { LockMode, ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ACCOUNT_MESSAGES, t, transferAccountRule, verifyUserEmailRule } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { requireViewer } from '../../request/access.js';
import { AbuseService } from '../../abuse/index.js';
import { transferGivenMail, transferReceivedMail, transferWelcomeMail } from '../../mail/templates/account-transferred.js';
import { ArrangerCase, PolicyAcceptance } from '../case/index.js';
import { Decedent, DecedentService, fullName } from '../decedent/index.js';
import { issueResetToken, resetLink, User } from '../identity/index.js';
import { AccountTransfer } from './transfer.entity.js';
import { repeatSince } from '../../request/idempotency.js';

/** The largest id of a serial column (PostgreSQL integer). */
const MAX_SERIAL = 2_147_483_647;

/** How long the link a new receiver gets to set their password works (single use, like a reset link). */
export const WELCOME_LINK_DAYS = 7;

export interface TransferReceiver {
  firstName: string | null;
  lastName: string | null;
  isNewUser: boolean;
}
export interface TransferView {
  id: number;
  direction: 'given' | 'received';
  opi: string;
  decedentName: string;
  otherName: string;
  createdAt: Date;
}

const personName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Transfer Loved Ones (arrangements-portal 4.8, 7.7): a family member hands a loved one's case to another
 * person, who gets an account when they have none. Only a signed-in arranger may ask (the resolvers say so);
 * the look-up tells whether an address has an account, so it is rate limited per account and address.
 */
export class TransferService {
  constructor(private readonly ctx: RequestScope) {}

  /** Who the address belongs to: an existing person's names (locked in the form), or a new user. */
  async lookup(input: { email: string }): Promise<TransferReceiver> {
    const { email } = validInput(verifyUserEmailRule, input);
    const viewer = requireViewer(this.ctx);
    await this.ctx.service(AbuseService).limit('transferLookup', { userId: viewer.userId });
    const user = await this.ctx.em.findOne(User, { email: email.toLowerCase() }, { fields: ['firstName', 'lastName'] });
    return user
      ? { firstName: user.firstName, lastName: user.lastName, isNewUser: false }
      : { firstName: null, lastName: null, isNewUser: true };
  }

  async transfer(input: { decedentId: string; email: string; firstName: string; lastName: string }): Promise<string> {
    const valid = validInput(transferAccountRule, input);
    const viewer = requireViewer(this.ctx);
    const email = valid.email.toLowerCase();
    await this.ctx.service(AbuseService).limit('accountTransfer', { userId: viewer.userId });
    const opi = await this.opiOf(valid.decedentId);
    // Once only: the same transfer again (a double tap, a retry) after it was made is answered as it was, and mails nobody.
    if (await this.madeAlready(opi, viewer.userId, email)) return t(ACCOUNT_MESSAGES, 'transferred');
    // 404 for no such loved one, 403 when it is not this person's.
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const giver = await this.ctx.em.findOneOrFail(User, { id: viewer.userId });
    if (email === giver.email) throw DomainError.invalid({ email: t(ACCOUNT_MESSAGES, 'transferToSelf') });

    let outcome: { receiver: User; created: boolean; token: string | null } | null;
    try {
      outcome = await this.move(decedent, giver, { ...valid, email });
    } catch (e) {
      // Two transfers made the same new account at once: the second finds it made.
      if (!(e instanceof UniqueConstraintViolationException)) throw e;
      outcome = await this.move(decedent, giver, { ...valid, email });
    }
    // Null: a concurrent equal transfer was first, and has told both.
    if (outcome) await this.notify(decedent, giver, outcome);
    return t(ACCOUNT_MESSAGES, 'transferred');
  }

  /**
   * The loved one's opi, named by its onePortalId or by its numeric id as the case list (GET /decedent) gives it, which
   * legacy clients send. Digits that are no decedent's id stay as they are: an opi, or missing (404) like any other.
   */
  private async opiOf(decedentId: string): Promise<string> {
    const id = /^\d{1,10}$/.test(decedentId) ? Number(decedentId) : NaN;
    if (!(id <= MAX_SERIAL)) return decedentId;
    const found = await this.ctx.em.findOne(Decedent, { id }, { fields: ['opi'], disableIdentityMap: true });
    return found?.opi ?? decedentId;
  }

  /** Whether this giver gave this loved one to this address within the window, and holds its case no more. */
  private async madeAlready(opi: string, giverId: number, email: string): Promise<boolean> {
    const em = this.ctx.em;
    const made = await em.findOne(
      AccountTransfer,
      { decedent: { opi }, fromUser: giverId, toEmail: email, createdAt: { $gte: repeatSince() } },
      { fields: ['decedent'] },
    );
    return !!made && (await em.count(ArrangerCase, { user: giverId, decedent: made.decedent.id })) === 0;
  }

  /** In one transaction: the receiver (made when new), the case moved, the giver's policy acceptance dropped, the record written. */
  private async move(decedent: Decedent, giver: User, to: { email: string; firstName: string; lastName: string }) {
    return this.ctx.em.transactional(async (em) => {
      // The giver's case row, locked: of two transfers of one case at once, the second finds it gone.
      const giverCase = await em.findOne(ArrangerCase, { user: giver.id, decedent: decedent.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!giverCase) {
        // The same transfer made a moment ago by a concurrent request: done, once.
        const same = { decedent: decedent.id, fromUser: giver.id, toEmail: to.email, createdAt: { $gte: repeatSince() } };
        if (await em.count(AccountTransfer, same)) return null;
        throw DomainError.forbidden();
      }
      let receiver = await em.findOne(User, { email: to.email });
      if (receiver && !receiver.roles.includes('arranger')) throw DomainError.invalid({ email: t(ACCOUNT_MESSAGES, 'transferToStaff') });
      const created = !receiver;
      let token: string | null = null;
      if (!receiver) {
        // Nobody knows this password: the person sets their own with the mailed link.
        const passwordHash = await argon2.hash(randomBytes(32).toString('base64url'));
        receiver = em.create(User, {
          email: to.email,
          passwordHash,
          firstName: to.firstName,
          lastName: to.lastName,
          roles: ['arranger'],
          isNewUser: true,
        });
        token = issueResetToken(em, receiver, WELCOME_LINK_DAYS * 24 * 60);
        await em.flush();
      }
      const already = await em.count(ArrangerCase, { user: receiver.id, decedent: decedent.id });
      if (already) em.remove(giverCase);
      else {
        giverCase.user = ref(receiver);
        giverCase.createdAt = new Date();
      }
      await em.nativeDelete(PolicyAcceptance, { user: giver.id, decedent: decedent.id });
      em.create(AccountTransfer, {
        decedent: decedent.id,
        fromUser: giver.id,
        toUser: receiver,
        fromName: personName(giver),
        fromEmail: giver.email,
        toName: personName(receiver),
        toEmail: receiver.email,
        receiverCreated: created,
        ip: this.ctx.ip,
      });
      await em.flush();
      return { receiver, created, token };
    });
  }

  /** Both are told; a mail that fails is logged (without addresses), the transfer stands. */
  private async notify(
    decedent: Decedent,
    giver: User,
    { receiver, created, token }: { receiver: User; created: boolean; token: string | null },
  ) {
    const { deps } = this.ctx;
    const origin = deps.config.siteOrigin;
    const giverName = personName(giver);
    const mails = [
      {
        to: giver.email,
        ...transferGivenMail({
          language: giver.language,
          firstName: giver.firstName,
          decedentName: fullName(decedent, giver.language ?? undefined),
          receiverName: personName(receiver),
          receiverEmail: receiver.email,
        }),
      },
      created && token
        ? {
            to: receiver.email,
            ...transferWelcomeMail({
              language: receiver.language,
              firstName: receiver.firstName,
              decedentName: fullName(decedent, receiver.language ?? undefined),
              giverName,
              link: resetLink(origin, token),
              days: WELCOME_LINK_DAYS,
            }),
          }
        : {
            to: receiver.email,
            ...transferReceivedMail({
              language: receiver.language,
              firstName: receiver.firstName,
              decedentName: fullName(decedent, receiver.language ?? undefined),
              giverName,
              signInLink: `${origin}/obituaries/`,
            }),
          },
    ];
    const sent = await Promise.allSettled(mails.map((m) => deps.mailer.send(m)));
    for (const [i, r] of sent.entries()) {
      if (r.status === 'rejected') {
        const e = r.reason as { name?: unknown; code?: unknown };
        deps.logger.error(
          { error: { name: e?.name, code: e?.code }, opi: decedent.opi, mail: i === 0 ? 'giver' : 'receiver' },
          'could not mail a transfer notice',
        );
      }
    }
  }

  /** The transfers the signed-in person gave or received, newest first (the history under Transfer Loved Ones). */
  async history(): Promise<TransferView[]> {
    const viewer = requireViewer(this.ctx);
    const rows = await this.ctx.em.find(
      AccountTransfer,
      { $or: [{ fromUser: viewer.userId }, { toUser: viewer.userId }] },
      { populate: ['decedent'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 50 },
    );
    return rows.map((t) => {
      const given = t.fromUser?.id === viewer.userId;
      const d = t.decedent.getEntity();
      return {
        id: t.id,
        direction: given ? 'given' : 'received',
        opi: d.opi,
        decedentName: fullName(d),
        otherName: given ? t.toName : t.fromName,
        createdAt: t.createdAt,
      };
    });
  }
}
