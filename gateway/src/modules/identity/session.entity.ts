import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import type { Role } from '@memorial/schema';
import { User } from './user.entity.js';

/** One signed-in session; its id is the token's jti, so logout can revoke it. */
@Entity({ tableName: 'user_session' })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 20 })
  role!: Role;

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** Failed and successful sign-ins, for throttling per account and per address. */
@Entity({ tableName: 'login_attempt' })
@Index({ properties: ['email', 'createdAt'] })
@Index({ properties: ['ip', 'createdAt'] })
export class LoginAttempt {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'boolean' })
  succeeded!: boolean;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** A single-use password reset token; only its SHA-256 is stored. */
@Entity({ tableName: 'password_reset' })
export class PasswordReset {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64 })
  @Index()
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
