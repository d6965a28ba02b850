import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Decedent } from '../decedent/index.js';
import { User } from '../identity/index.js';

/** An optional service the funeral home offers (Available Services). */
@Entity({ tableName: 'funeral_service' })
@ObjectType('FuneralService')
export class FuneralService {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  @Property({ type: 'string', length: 120 }) @Field(() => String) name!: string;
  @Property({ type: 'text' }) @Field(() => String) description!: string;
  /** A path below the gateway host, e.g. /media/demo/services/visitation.svg. */
  @Property({ type: 'text' }) @Field(() => String) imageUrl!: string;
  @Property({ type: 'smallint', default: 0 }) sortOrder: Opt<number> = 0;
  @Property({ type: 'boolean', default: true }) isActive: Opt<boolean> = true;
}

/** A family's answer for one service: interested or not, with an optional note for the arranger. */
@Entity({ tableName: 'service_interest' })
@Unique({ properties: ['decedent', 'service'] })
export class ServiceInterest {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  @Index()
  decedent!: Ref<Decedent>;

  @ManyToOne(() => FuneralService, { ref: true, deleteRule: 'cascade' })
  service!: Ref<FuneralService>;

  @Property({ type: 'boolean' }) isInterested!: boolean;
  @Property({ type: 'text', nullable: true }) note?: string | null;
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' }) answeredBy?: Ref<User> | null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Opt<Date> = new Date();
}
