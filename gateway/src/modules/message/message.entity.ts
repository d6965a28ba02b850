import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Decedent } from '../decedent/index.js';
import type { ScreeningLevel, ScreeningReasonData } from '../screening/index.js';

/** A visitor's message to the family (Contact Family): kept as the plain text it was typed in, escaped wherever it is shown. */
@Entity({ tableName: 'family_message' })
@Index({ properties: ['decedent', 'createdAt'] })
@Index({ properties: ['decedent', 'held'] })
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

  /** Its screening at arrival (issue 32): score 0..100, level and reasons; null when never screened. In the graph as `screening`. */
  @Property({ type: 'smallint', nullable: true })
  screeningScore?: number | null;

  @Property({ type: 'text', nullable: true })
  screeningLevel?: ScreeningLevel | null;

  @Property({ type: 'json', nullable: true })
  screeningReasons?: ScreeningReasonData[] | null;

  /** Likely spam at arrival: kept under Held in the family's messages, not mailed until released. */
  @Property({ type: 'boolean', default: false })
  held: Opt<boolean> = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Opt<Date> = new Date();
}
