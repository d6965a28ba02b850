import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { CaseStatusEnum } from './case-status.enum.js';
import { User } from '../identity/index.js';

/**
 * The decedent a case is for, as this module reads it: its id (and, to say who may see it, whether it is private).
 * The Decedent entity is the decedent module's, which builds on this one (it asks this module who may see or change a
 * decedent); the relation names it by its entity name, so this module does not import it.
 */
export interface CaseDecedent {
  id: number;
}

/** An arranger acting for a decedent; closed cases stay in the family history. */
@Entity({ tableName: 'arranger_case' })
@Unique({ properties: ['user', 'decedent'] })
@ObjectType('ArrangerCase')
export class ArrangerCase {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({ entity: 'Decedent', ref: true, deleteRule: 'cascade' })
  @Index()
  decedent!: Ref<CaseDecedent>;

  @Enum({ items: () => Object.values(CaseStatusEnum), type: 'string', default: 'active' })
  @Field(() => CaseStatusEnum)
  status: Opt<'active' | 'closed'> = 'active';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

@Entity({ tableName: 'policy_acceptance' })
@Unique({ properties: ['user', 'decedent'] })
export class PolicyAcceptance {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({ entity: 'Decedent', ref: true, deleteRule: 'cascade' })
  decedent!: Ref<CaseDecedent>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  acceptedAt: Opt<Date> = new Date();
}
