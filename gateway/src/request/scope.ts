import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Locale, Role } from '@memorial/schema';
import type { Config } from '../config.js';
import type { DomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import type { Storage } from '../media/storage.js';
import type { AvMetadataStripper } from '../media/av-metadata.js';
import type { VideoLookup } from '../media/video-metadata.js';
import type { EventBus } from '../realtime/event-bus.js';
// Types only: nothing of these modules runs when a scope is made (structure.test.ts checks request/ has no value import of modules/).
import type { TokenSettings } from '../modules/identity/tokens.js';
import type { SsnCipher } from '../modules/certificate/ssn-cipher.js';

export interface Viewer {
  userId: number;
  role: Role;
  sessionId: string;
  /** Epoch ms the session's token stops working. */ expiresAt: number;
}

/** What lives for the whole process and is shared by every request. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  mailer: Mailer;
  tokens: TokenSettings;
  storage: Storage;
  /** Removes metadata (a location among it) from uploaded video and audio. */
  av: AvMetadataStripper;
  events: EventBus;
  videoLookup: VideoLookup;
  ssn: SsnCipher;
}

/** A module's service: built from the request scope, once per request, when first asked for. */
export type ServiceClass<T = object> = new (scope: RequestScope) => T;
/** A module's batch loaders over the request's EntityManager. */
export type LoaderFactory<T = object> = (em: EntityManager) => T;

/**
 * Everything one request (or one WebSocket operation) works with, whichever door it came
 * through: who asks, its own EntityManager, and its services and loaders, each made on first use.
 * It is the GraphQL context, and the one argument of every service.
 */
export class RequestScope {
  private readonly made = new Map<ServiceClass | LoaderFactory, unknown>();

  constructor(
    readonly deps: AppDeps,
    readonly em: EntityManager,
    readonly viewer: Viewer | null,
    /** Set when a token was sent but cannot be used; fields that need a viewer throw it. */
    readonly authError: DomainError | null,
    readonly ip: string,
    /** The Idempotency-Key header as sent (request/idempotency.ts reads it for mutations), null without one. */
    readonly idempotencyKey: string | null = null,
    /** The language the request named (Accept-Language, among ours), null when it named none (i18n/locale.ts namedLocale). */
    readonly namedLocale: Locale | null = null,
  ) {}

  /** This request's instance of a service. */
  service<T extends object>(type: ServiceClass<T>): T {
    if (!this.made.has(type)) this.made.set(type, new type(this));
    return this.made.get(type) as T;
  }

  /** This request's loaders of a module: they batch and cache within this request only. */
  loaders<T extends object>(factory: LoaderFactory<T>): T {
    if (!this.made.has(factory)) this.made.set(factory, factory(this.em));
    return this.made.get(factory) as T;
  }
}
