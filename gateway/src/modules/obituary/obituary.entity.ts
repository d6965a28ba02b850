import { Entity, ManyToOne, OneToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { Decedent } from '../decedent/index.js';
import { User } from '../identity/index.js';

@Entity({ tableName: 'obituary' })
@ObjectType('Obituary')
export class Obituary {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Decedent, { owner: true, ref: true, unique: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  /** Sanitised HTML. */
  @Property({ type: 'text', default: '' })
  @Field(() => String)
  obituary: Opt<string> = '';

  @Property({ type: 'string', length: 200, nullable: true })
  displayName?: string | null;

  /** When the family (or staff) last sent the obituary with SUBMIT TO ARRANGER; null while it is a draft (modules/obituary). */
  @Property({ type: 'timestamptz', nullable: true })
  submittedAt?: Date | null;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  submittedBy?: Ref<User> | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
