import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Decedent } from '../decedent/index.js';

/**
 * One incoming memory or Contact Family message as the screening saw it: its plain text, the sender's address and
 * network, the score at arrival and, once a moderator decided, its label (the latest decision wins). The duplicate,
 * history and burst rules read these rows, and the classifier trains on the labelled ones. Written with SQL by
 * ScreeningService (record, decide) in the caller's transaction.
 */
@Entity({ tableName: 'screened_text' })
@Index({ properties: ['network', 'createdAt'] })
@Index({ properties: ['kind', 'itemId'] })
export class ScreenedText {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  kind!: 'memory' | 'message';

  /** The memory's or family message's id. */
  @Property({ type: 'integer', nullable: true })
  itemId?: number | null;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade', index: true })
  decedent!: Ref<Decedent>;

  /** Plain text, whitespace folded, link targets of the HTML kept (GIN trigram index in the migration). */
  @Property({ type: 'text' })
  text!: string;

  /** The sender's address, lower-cased; null once forgotten (screening.retention.ts). */
  @Property({ type: 'text', nullable: true })
  @Index()
  email?: string | null;

  /** The sender's /24 (IPv4) or /48 (IPv6) network, e.g. 203.0.113.0/24; null when the address is unknown or forgotten. */
  @Property({ type: 'text', nullable: true })
  network?: string | null;

  @Property({ type: 'smallint', nullable: true })
  score?: number | null;

  @Property({ type: 'text', nullable: true })
  label?: 'ok' | 'reject' | null;

  @Property({ type: 'timestamptz', nullable: true })
  labelledAt?: Date | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  @Index()
  createdAt!: Opt<Date>;
}

/** A trained classifier (wink naive Bayes, exported JSON); the newest row is the one in use. */
@Entity({ tableName: 'screening_model' })
export class ScreeningModel {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  trainedAt!: Opt<Date>;

  /** Texts it was trained on (seed set and labelled rows). */
  @Property({ type: 'integer' })
  samples!: number;

  @Property({ type: 'json' })
  model!: unknown;
}
