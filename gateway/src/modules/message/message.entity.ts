import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Decedent } from '../decedent/index.js';

/** A visitor's message to the family (Contact Family): kept as the plain text it was typed in, escaped wherever it is shown. */
@Entity({ tableName: 'family_message' })
@Index({ properties: ['decedent', 'createdAt'] })
@ObjectType('FamilyMessage')
export class FamilyMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  /** The visitor's address: the family's reply goes there. */
  @Property({ type: 'string', length: 254 })
  @Field(() => String)
  email!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  message!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Opt<Date> = new Date();
}
