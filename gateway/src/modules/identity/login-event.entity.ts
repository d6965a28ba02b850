import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@memorial/schema';
import { User } from './user.entity.js';

/**
 * Every sign-in and failed attempt, for the staff Login Report. Kept apart from login_attempt, which serves the
 * throttle and is swept after the security retention period; this is the record staff read back.
 */
@Entity({ tableName: 'login_event' })
@Index({ properties: ['createdAt'] })
export class LoginEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** The account, when the e-mail belongs to one; kept as the e-mail when the account is later removed. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  user?: Ref<User> | null;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** The role signed in as (or tried). */
  @Property({ type: 'string', length: 20 })
  role!: Role;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** Records one sign-in or failed attempt with the caller's next flush (the login path's one call). */
export function recordLoginEvent(
  em: EntityManager,
  event: { user: User | null; email: string; role: Role; ip: string; succeeded: boolean },
): void {
  em.persist(em.create(LoginEvent, { ...event, email: event.email.slice(0, 254) }));
}
