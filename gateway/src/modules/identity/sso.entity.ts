import { Entity, Index, ManyToOne, OneToOne, PrimaryKeyProp, Property, PrimaryKey, Unique, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { Session } from './session.entity.js';

/** A provider's user (issuer and subject) known as one of ours: linked by the verified e-mail on the first sign-in. */
@Entity({ tableName: 'sso_identity' })
@Unique({ properties: ['issuer', 'subject'] })
export class SsoIdentity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 500 })
  issuer!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/**
 * A session opened through the provider: its ID token (the id_token_hint that ends the provider's session at sign-out)
 * and the single-use ticket the web app trades for the session's token (only its SHA-256 is kept).
 */
@Entity({ tableName: 'sso_session' })
export class SsoSession {
  [PrimaryKeyProp]?: 'session';

  @OneToOne(() => Session, { primary: true, ref: true, deleteRule: 'cascade', owner: true })
  session!: Ref<Session>;

  @Property({ type: 'text', hidden: true })
  idToken!: string;

  @Property({ type: 'string', length: 64 })
  @Index()
  ticketHash!: string;

  @Property({ type: 'timestamptz' })
  ticketExpiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  ticketUsedAt?: Date | null;

  /** The site origin the sign-in came back to: the provider returns there after ending its session. */
  @Property({ type: 'string', length: 200 })
  origin!: string;
}
