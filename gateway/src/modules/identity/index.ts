import type { DomainModule } from '../module.js';
import { IdentityResolver, UserResolver } from './identity.resolver.js';
import { identityRoutes } from './identity.rest.js';
import { IdentityService } from './identity.service.js';
import { LoginAttempt, PasswordReset, Session } from './session.entity.js';
import { User } from './user.entity.js';

export const identityModule: DomainModule = {
  name: 'identity',
  resolvers: [IdentityResolver, UserResolver],
  entities: [User, Session, LoginAttempt, PasswordReset],
  routes: identityRoutes,
  services: [IdentityService],
};
