import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forgotPasswordRule, loginRule, MESSAGES, resetPasswordRule, t, type Role } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { underLock } from '../../request/idempotency.js';
import { requireViewer } from '../../request/access.js';
import { passwordResetMail } from '../../mail/templates/password-reset.js';
import { AbuseService, LOGIN_LIMITS } from '../../abuse/index.js';
import { signToken } from './tokens.js';
import { recordLoginEvent } from './login-event.entity.js';
import { User } from './user.entity.js';
import { LoginAttempt, PasswordReset, Session } from './session.entity.js';
import type { LoginResult } from './identity.types.js';

/** Failed sign-ins allowed in the window before the account, or the address, is held back. */
/** Sessions ended before their time (logout, a new password): every replica closes their sockets. */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
export type SessionsEnded = { sessionId: string } | { userId: number };

const RESET_TOKEN_MINUTES = 60;
/**
 * Reset mails one account may be sent in the window: enough for a lost mail, too few to flood an inbox. Within
 * `repeatSeconds` of a link, a request again (a double tap, a retry, three at once) is the same request: one mail.
 */
export const RESET_MAILS = { windowMinutes: 15, perAccount: 3, repeatSeconds: 60 } as const;
/** Compared against when the account does not exist, so timing does not tell. */
const DUMMY_HASH = argon2.hash('not-a-real-password');

export class IdentityService {
  constructor(private readonly ctx: RequestScope) {}

  async login(input: { role: Role; email: string; password: string; remember: boolean; captcha?: string | null }): Promise<LoginResult> {
    validInput(loginRule, input);
    const { em, deps } = this.ctx;
    const email = input.email.trim().toLowerCase();
    await this.throttle(email, input.captcha);

    const user = await em.findOne(User, { email });
    const passwordOk = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH), input.password);
    // A wrong password and a role the person does not hold get the same answer.
    const ok = !!user && passwordOk && user.roles.includes(input.role);
    em.persist(em.create(LoginAttempt, { email, ip: this.ctx.ip, succeeded: ok }));
    recordLoginEvent(em, { user, email, role: input.role, ip: this.ctx.ip, succeeded: ok });
    if (!ok) {
      await em.flush();
      throw new DomainError('INVALID_CREDENTIALS', t(MESSAGES, 'invalidCredentials'));
    }
    const lifeMs = input.remember ? deps.config.REMEMBER_DAYS * 86_400_000 : deps.config.SESSION_HOURS * 3_600_000;
    const expiresAt = new Date(Date.now() + lifeMs);
    const session = em.create(Session, { id: crypto.randomUUID(), user, role: input.role, expiresAt });
    user.lastLoginAt = new Date();
    await em.flush();
    const token = await signToken(deps.tokens, { userId: user.id, role: input.role, sessionId: session.id }, expiresAt);
    return { token, role: input.role, isNewUser: user.isNewUser, language: user.language ?? null, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Failed sign-ins raise the price, they never lock the owner out: past LOGIN_LIMITS on the account or from the
   * address, each try needs a solved captcha (checked before the password, so guessing costs a captcha a guess).
   * Only an address far past its limit is refused outright for the window.
   */
  private async throttle(email: string, captcha: string | null | undefined) {
    const since = new Date(Date.now() - LOGIN_LIMITS.windowMinutes * 60_000);
    const [byAccount, byAddress] = await Promise.all([
      this.ctx.em.count(LoginAttempt, { email, succeeded: false, createdAt: { $gte: since } }),
      this.ctx.em.count(LoginAttempt, { ip: this.ctx.ip, succeeded: false, createdAt: { $gte: since } }),
    ]);
    if (byAddress >= LOGIN_LIMITS.refuseAfterPerAddress) throw new DomainError('RATE_LIMITED', t(MESSAGES, 'tooManyAttempts'));
    if (byAccount >= LOGIN_LIMITS.captchaAfter || byAddress >= LOGIN_LIMITS.captchaAfterPerAddress) {
      await this.ctx.service(AbuseService).requireCaptcha(captcha);
    }
  }

  async logout(): Promise<string> {
    const viewer = requireViewer(this.ctx);
    await this.ctx.em.transactional(async (em) => {
      await em.nativeUpdate(Session, { id: viewer.sessionId }, { revokedAt: new Date() });
      await this.ctx.deps.events.publish(em, SESSIONS_ENDED_CHANNEL, { sessionId: viewer.sessionId } satisfies SessionsEnded);
    });
    return t(MESSAGES, 'loggedOut');
  }

  async me(): Promise<User> {
    const viewer = requireViewer(this.ctx);
    const user = await this.ctx.em.findOne(User, { id: viewer.userId });
    if (!user) throw DomainError.unauthenticated();
    return user;
  }

  /** Always answers the same text, so the form does not reveal which addresses have accounts. */
  async forgotPassword(input: { email: string; captcha?: string | null }): Promise<string> {
    validInput(forgotPasswordRule, { email: input.email });
    const abuse = this.ctx.service(AbuseService);
    await abuse.requireCaptcha(input.captcha);
    await abuse.limit('forgotPassword');
    const { em, deps } = this.ctx;
    const user = await em.findOne(User, { email: input.email.trim().toLowerCase() });
    // Once only: the account's requests are taken one after another (a lock named by the account), so of concurrent
    // ones the first issues the link and the others find it issued. Committed before the mail.
    const token =
      user &&
      (await underLock(em, `reset:${user.id}`, async (tx) => {
        if (!(await this.mayMailReset(tx, user))) return null;
        const issued = issueResetToken(tx, user, RESET_TOKEN_MINUTES);
        await tx.flush();
        return issued;
      }));
    if (user && token) {
      const link = resetLink(deps.config.siteOrigin, token);
      await deps.mailer.send({
        to: user.email,
        ...passwordResetMail({ language: user.language, firstName: user.firstName, link, minutes: RESET_TOKEN_MINUTES }),
      });
    }
    return t(MESSAGES, 'forgotPasswordSent');
  }

  /** Held back silently: the answer must not differ, or it would tell which addresses have accounts. */
  private async mayMailReset(em: EntityManager, user: User) {
    // A token expires RESET_TOKEN_MINUTES after it was made, so "made within the window" is "expires after this".
    const madeAfter = (seconds: number) => new Date(Date.now() + (RESET_TOKEN_MINUTES * 60 - seconds) * 1000);
    const inWindow = await em.count(PasswordReset, { user: user.id, expiresAt: { $gt: madeAfter(RESET_MAILS.windowMinutes * 60) } });
    if (inWindow >= RESET_MAILS.perAccount) return false;
    return (await em.count(PasswordReset, { user: user.id, expiresAt: { $gt: madeAfter(RESET_MAILS.repeatSeconds) }, usedAt: null })) === 0;
  }

  async verifyResetToken(token: string): Promise<boolean> {
    return !!(await this.findResetToken(token));
  }

  async resetPassword(input: { token: string; password: string }): Promise<string> {
    validInput(resetPasswordRule, input);
    const reset = await this.findResetToken(input.token);
    if (!reset) throw new DomainError('BAD_USER_INPUT', t(MESSAGES, 'resetLinkInvalid'));
    const passwordHash = await argon2.hash(input.password);
    await this.ctx.em.transactional(async (em) => {
      // The token is claimed by the statement that marks it used: of two resets with one link, one wins.
      const claimed = await em.nativeUpdate(PasswordReset, { id: reset.id, usedAt: null }, { usedAt: new Date() });
      if (claimed !== 1) throw new DomainError('BAD_USER_INPUT', t(MESSAGES, 'resetLinkInvalid'));
      await em.nativeUpdate(User, { id: reset.user.id }, { passwordHash });
      // A new password ends every session opened with the old one.
      await em.nativeUpdate(Session, { user: reset.user.id, revokedAt: null }, { revokedAt: new Date() });
      await this.ctx.deps.events.publish(em, SESSIONS_ENDED_CHANNEL, { userId: reset.user.id } satisfies SessionsEnded);
    });
    return t(MESSAGES, 'passwordReset');
  }

  private async findResetToken(token: string) {
    if (!token) return null;
    return this.ctx.em.findOne(PasswordReset, { tokenHash: sha256(token), usedAt: null, expiresAt: { $gt: new Date() } });
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A single-use token that sets the user's password within `minutes` (the reset link; also the link a new account
 * made by a transfer is sent): only its SHA-256 is stored. Persisted with the caller's next flush.
 */
export function issueResetToken(em: EntityManager, user: User, minutes: number): string {
  const token = randomBytes(32).toString('base64url');
  em.create(PasswordReset, { user, tokenHash: sha256(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
  return token;
}

/** The web app's landing screen opens the new-password form for a token. */
export const resetLink = (origin: string, token: string) => `${origin}/obituaries/?resetToken=${encodeURIComponent(token)}`;

export const hashPassword = (password: string) => argon2.hash(password);
