import type { DomainModule } from '../module.js';
import { IdentityResolver, UserResolver } from './identity.resolver.js';
import { identityRoutes } from './identity.rest.js';
import { IdentityService } from './identity.service.js';
import { LoginAttempt, PasswordReset, Session } from './session.entity.js';
import { User } from './user.entity.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';
import { ProfileService } from './profile.service.js';
import { TransferService } from './transfer.service.js';
import { AccountTransfer } from './transfer.entity.js';
import { SsoIdentity, SsoSession } from './sso.entity.js';
import { SsoResolver } from './sso.resolver.js';
import { SsoService } from './sso.js';

export const identityModule: DomainModule = {
  name: 'identity',
  resolvers: [IdentityResolver, UserResolver, AccountResolver, SsoResolver],
  entities: [User, Session, LoginAttempt, PasswordReset, AccountTransfer, SsoIdentity, SsoSession],
  routes: [...identityRoutes, ...accountRoutes],
  services: [IdentityService, ProfileService, TransferService, SsoService],
};
