import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Decedent } from '../decedent/index.js';
import { User } from '../identity/index.js';

/**
 * One transfer of a loved one's case from one family member to another (Transfer Loved Ones). The names and
 * addresses are kept as they were, so the record still reads right after an account changes or is removed.
 */
@Entity({ tableName: 'account_transfer' })
export class AccountTransfer {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  @Index()
  decedent!: Ref<Decedent>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  fromUser?: Ref<User> | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  toUser?: Ref<User> | null;

  @Property({ type: 'string', length: 120 })
  fromName!: string;

  @Property({ type: 'string', length: 254 })
  fromEmail!: string;

  @Property({ type: 'string', length: 120 })
  toName!: string;

  @Property({ type: 'string', length: 254 })
  toEmail!: string;

  /** The receiver had no account: the transfer made one, and mailed a link to set its password. */
  @Property({ type: 'boolean' })
  receiverCreated!: boolean;

  /** The giver's address (as the abuse limits see it). */
  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
