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
import { ssoRoutes } from './sso.routes.js';
import { loadTokenSecret } from './secret.js';
import { startSecuritySweep } from './security-sweep.js';

export const identityModule: DomainModule = {
  name: 'identity',
  resolvers: [IdentityResolver, UserResolver, AccountResolver, SsoResolver],
  entities: [User, Session, LoginAttempt, PasswordReset, SsoIdentity, SsoSession, LoginEvent],
  routes: [...identityRoutes, ...accountRoutes],
  services: [IdentityService, ProfileService, SsoService],
  // The cl-arranger's single sign-on: browser redirects, before the legacy rows.
  http: { beforeRest: ssoRoutes },
  startupDeps: (config) => ({ tokens: { secret: loadTokenSecret(config), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE } }),
  tasks: ({ deps: { orm, logger, config } }) => ({
    securitySweep: startSecuritySweep({
      orm,
      logger,
      retentionDays: config.SECURITY_RETENTION_DAYS,
      everyMs: config.SECURITY_SWEEP_MINUTES * 60_000,
    }),
  }),
};

export type { SecuritySweep } from './security-sweep.js';

// For other modules: the person, the sign-in's records, and what a module that mails a link needs.
export { User } from './user.entity.js';
export { issueResetToken, resetLink } from './identity.service.js';
export { MessageResult } from './identity.types.js';
