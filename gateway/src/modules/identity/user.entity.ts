import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Locale, Role } from '@memorial/schema';
import { RoleEnum } from './role.enum.js';

@Entity({ tableName: 'app_user' })
@ObjectType('User')
export class User {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  /** Stored lower-cased; logins compare lower-cased. */
  @Property({ type: 'string', length: 254 })
  @Unique()
  @Field(() => String)
  email!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 50 })
  @Field(() => String)
  firstName!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  @Field(() => String, { nullable: true })
  middleName?: string | null;

  @Property({ type: 'string', length: 50 })
  @Field(() => String)
  lastName!: string;

  @Property({ type: 'string', length: 4, nullable: true })
  @Field(() => String, { nullable: true })
  title?: string | null;

  /** The roles this person may sign in as. */
  @Property({ type: 'text[]' })
  @Field(() => [RoleEnum])
  roles!: Role[];

  /** The language this person chose in their profile ('en' or 'es'); null: not chosen (the browser's or the switch's). */
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The person's language, en or es; null when not chosen (the browser's)." })
  language?: Locale | null;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  isNewUser: Opt<boolean> = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  lastLoginAt?: Date | null;
}
