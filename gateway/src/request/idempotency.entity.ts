import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';

/** One Idempotency-Key of one caller (request/idempotency.ts reads and writes these rows in SQL of its own). */
@Entity({ tableName: 'idempotency_key' })
export class IdempotencyKey {
  /** Whose key: `user:{id}`, or for a visitor `visitor:{the operation's root fields}`. */
  @PrimaryKey({ type: 'string', length: 120 })
  scope!: string;

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  /** SHA-256 of the operation and its variables: the same key for another request is refused. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  /** 'pending' while the first request runs, 'done' once its answer is kept. */
  @Property({ type: 'string', length: 10, default: 'pending' })
  state: Opt<string> = 'pending';

  /** The first request's data, answered again to the same key. */
  @Property({ type: 'json', nullable: true })
  answer?: unknown;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;
}
