import type { DomainModule } from '../module.js';
import { IdentityResolver, UserResolver } from './identity.resolver.js';
import { identityRoutes } from './identity.rest.js';
import { IdentityService } from './identity.service.js';
import { LoginAttempt, PasswordReset, Session } from './session.entity.js';
import { User } from './user.entity.js';
import { LoginEvent } from './login-event.entity.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';
import { ProfileService } from './profile.service.js';
import { SsoIdentity, SsoSession } from './sso.entity.js';
import { SsoResolver } from './sso.resolver.js';
import { SsoService } from './sso.js';

export const identityModule: DomainModule = {
  name: 'identity',
  resolvers: [IdentityResolver, UserResolver, AccountResolver, SsoResolver],
  entities: [User, Session, LoginAttempt, PasswordReset, SsoIdentity, SsoSession, LoginEvent],
  routes: [...identityRoutes, ...accountRoutes],
  services: [IdentityService, ProfileService, SsoService],
};

// For other modules: the person, the sign-in's records, and what a module that mails a link needs.
export { User } from './user.entity.js';
export { LoginEvent } from './login-event.entity.js';
export { hashPassword, issueResetToken, resetLink } from './identity.service.js';
export { MessageResult } from './identity.types.js';
export { RoleEnum } from './role.enum.js';
