import argon2 from 'argon2';
import {
  ACCOUNT_MESSAGES,
  changePasswordRule,
  funeralHomeFor,
  isLocale,
  LANGUAGE_TEXTS,
  profileRule,
  t,
  type Locale,
} from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { requireViewer } from '../../request/access.js';
import { AbuseService } from '../../abuse/index.js';
import { RevisionService, recordKey } from '../revision/index.js';
import { passwordChangedMail } from '../../mail/templates/password-changed.js';
import { SESSIONS_ENDED_CHANNEL, type SessionsEnded } from './identity.service.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

/** A chosen language: undefined leaves it as it is, null or '' clears it; anything but en or es is refused. */
function languageOf(value: string | null | undefined): Locale | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!isLocale(value)) throw DomainError.invalid({ language: t(LANGUAGE_TEXTS, 'languageInvalid') });
  return value;
}

/** The signed-in person's own account: Personal Details and Change Password (arrangements-portal 2.11, 5.9). */
export class ProfileService {
  constructor(private readonly ctx: RequestScope) {}

  private async viewerUser(): Promise<User> {
    const viewer = requireViewer(this.ctx);
    const user = await this.ctx.em.findOne(User, { id: viewer.userId });
    if (!user) throw DomainError.unauthenticated();
    return user;
  }

  /**
   * Saves the Personal Details. The first save ends the new-user state (the first-time /profile). `version`: the
   * profile's version the form was loaded at; a save made from an older one (another tab's save came first) is
   * refused (409) and changes nothing; none saves over it.
   */
  async updateProfile(
    input: { firstName: string; lastName: string; middleName?: string | null; title?: string | null; language?: string | null },
    version?: number | null,
  ): Promise<{ message: string; user: User }> {
    const valid = validInput(profileRule, input);
    const language = languageOf(input.language);
    const user = await this.viewerUser();
    // The person has no funeral home of their own: the time is told on the default home's clock.
    await this.ctx.service(RevisionService).claim(recordKey('profile', user.id), version, 'profile', funeralHomeFor(null).timeZone);
    user.firstName = valid.firstName;
    user.lastName = valid.lastName;
    user.middleName = valid.middleName || null;
    user.title = valid.title || null;
    if (language !== undefined) user.language = language;
    user.isNewUser = false;
    await this.ctx.em.flush();
    return { message: t(ACCOUNT_MESSAGES, 'profileSaved'), user };
  }

  /**
   * Checks the old password, sets the new one, and signs out every other session of the person (this one stays).
   * Wrong old passwords are counted per account and address (AbuseService 'passwordCheck'), so a stolen session
   * cannot guess its way to the password; past the limit every try is refused until the window passes.
   */
  async changePassword(input: { password: string; newPassword: string }): Promise<string> {
    validInput(changePasswordRule, input);
    const viewer = requireViewer(this.ctx);
    const abuse = this.ctx.service(AbuseService);
    await abuse.refuseWhileOver('passwordCheck', { userId: viewer.userId });
    const user = await this.viewerUser();
    if (!(await argon2.verify(user.passwordHash, input.password))) {
      await abuse.failed('passwordCheck', { userId: viewer.userId });
      throw DomainError.invalid({ password: t(ACCOUNT_MESSAGES, 'oldPasswordWrong') });
    }
    if (input.newPassword === input.password) throw DomainError.invalid({ newPassword: t(ACCOUNT_MESSAGES, 'sameAsOld') });
    const passwordHash = await argon2.hash(input.newPassword);
    const { deps } = this.ctx;
    await this.ctx.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { passwordHash });
      const others = await em.find(Session, { user: user.id, revokedAt: null, id: { $ne: viewer.sessionId } }, { fields: ['id'] });
      if (others.length === 0) return;
      await em.nativeUpdate(Session, { id: { $in: others.map((s) => s.id) } }, { revokedAt: new Date() });
      // Each ended session by its id: a { userId } notice would also close this session's own sockets.
      for (const s of others) await deps.events.publish(em, SESSIONS_ENDED_CHANNEL, { sessionId: s.id } satisfies SessionsEnded);
    });
    try {
      await deps.mailer.send({
        to: user.email,
        ...passwordChangedMail({
          language: user.language,
          firstName: user.firstName,
          at: new Date(),
          resetLink: `${deps.config.siteOrigin}/obituaries/`,
        }),
      });
    } catch (err) {
      // The password is changed whatever happens to the notice; only the error's kind is logged (no address).
      const e = err as { name?: unknown; code?: unknown };
      deps.logger.error({ error: { name: e?.name, code: e?.code }, userId: user.id }, 'could not mail the password change notice');
    }
    return t(ACCOUNT_MESSAGES, 'passwordChanged');
  }
}
