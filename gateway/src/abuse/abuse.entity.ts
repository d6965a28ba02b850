import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';

/** A captcha solution already accepted: its challenge's nonce, kept until the challenge expires (a replay is refused by the key). */
@Entity({ tableName: 'captcha_use' })
export class CaptchaUse {
  @PrimaryKey({ type: 'string', length: 128 })
  id!: string;

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  usedAt: Opt<Date> = new Date();
}

/** One rate-limit counter (a rule and an address or a decedent): the hits in the window that ends at expiresAt. */
@Entity({ tableName: 'rate_limit' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'string', length: 200 })
  id!: string;

  @Property({ type: 'integer' })
  points!: number;

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;
}
