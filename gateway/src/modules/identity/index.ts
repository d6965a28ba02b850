import type { DomainModule } from '../module.js';
import { IdentityResolver, UserResolver } from './identity.resolver.js';
import { identityRoutes } from './identity.rest.js';
import { IdentityService } from './identity.service.js';
import { LoginAttempt, PasswordReset, Session } from './session.entity.js';
import { User } from './user.entity.js';
import { SsoIdentity, SsoSession } from './sso.entity.js';
import { SsoResolver } from './sso.resolver.js';
import { SsoService } from './sso.js';

export const identityModule: DomainModule = {
  name: 'identity',
  resolvers: [IdentityResolver, UserResolver, SsoResolver],
  entities: [User, Session, LoginAttempt, PasswordReset, SsoIdentity, SsoSession],
  routes: identityRoutes,
  services: [IdentityService, SsoService],
};
