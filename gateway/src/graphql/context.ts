import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Role } from '@memorial/schema';
import { MESSAGES } from '@memorial/schema';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { verifyToken, type TokenSettings } from '../modules/identity/tokens.js';
import { IdentityService } from '../modules/identity/identity.service.js';
import { DecedentService } from '../modules/decedent/decedent.service.js';
import { MemoryService } from '../modules/memory/memory.service.js';
import { CertificateService } from '../modules/certificate/certificate.service.js';
import type { SsnCipher } from '../modules/certificate/ssn-cipher.js';
import { ServicesService } from '../modules/service/service.service.js';
import { ArrangementService } from '../modules/arrangement/arrangement.service.js';
import type { Storage } from '../media/storage.js';
import type { VideoLookup } from '../media/video-metadata.js';
import type { EventBus } from '../realtime/event-bus.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface Viewer { userId: number; role: Role; sessionId: string; /** Epoch ms the session's token stops working. */ expiresAt: number }

/** What lives for the whole process and is shared by every request. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  mailer: Mailer;
  tokens: TokenSettings;
  storage: Storage;
  events: EventBus;
  videoLookup: VideoLookup;
  ssn: SsnCipher;
}

export interface Context {
  viewer: Viewer | null;
  /** Set when a token was sent but cannot be used; fields that need a viewer throw it. */
  authError: DomainError | null;
  em: EntityManager;
  loaders: Loaders;
  ip: string;
  deps: AppDeps;
  identity: IdentityService;
  decedents: DecedentService;
  memories: MemoryService;
  certificates: CertificateService;
  services: ServicesService;
  arrangements: ArrangementService;
}

export interface RequestInfo { authorization?: string | null; ip?: string | null }

/** The one context factory, used by GraphQL over HTTP, GraphQL over WebSocket and the REST layer. */
export function createContextFactory(deps: AppDeps) {
  return async function createContext(req: RequestInfo): Promise<Context> {
    const em = deps.orm.em.fork();
    const { viewer, authError } = await authenticate(deps, em, req.authorization);
    const ctx = { viewer, authError, em, ip: req.ip ?? 'unknown', deps, loaders: createLoaders(em) } as Context;
    ctx.identity = new IdentityService(ctx);
    ctx.decedents = new DecedentService(ctx);
    ctx.memories = new MemoryService(ctx);
    ctx.certificates = new CertificateService(ctx);
    ctx.services = new ServicesService(ctx);
    ctx.arrangements = new ArrangementService(ctx);
    return ctx;
  };
}

/** Whether the token's session is still usable: not revoked, not expired (by this process's clock, as the token itself). */
const SESSION_SQL = 'select revoked_at is null and expires_at > ? as usable from user_session where id = ?';

async function authenticate(deps: AppDeps, em: EntityManager, authorization?: string | null): Promise<{ viewer: Viewer | null; authError: DomainError | null }> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return { viewer: null, authError: null };
  const claims = await verifyToken(deps.tokens, token);
  if (claims === 'expired') return { viewer: null, authError: new DomainError('SESSION_EXPIRED', MESSAGES.sessionExpired) };
  if (claims === 'invalid') return { viewer: null, authError: DomainError.unauthenticated('Invalid token') };
  // Every request of every door asks this: one plain statement, no entity (nothing in the request needs the session row).
  const [session] = await em.getConnection().execute<Array<{ usable: boolean }>>(SESSION_SQL, [new Date(), claims.sessionId], 'all');
  if (!session?.usable) {
    return { viewer: null, authError: new DomainError('SESSION_EXPIRED', MESSAGES.sessionExpired) };
  }
  return { viewer: claims, authError: null };
}
