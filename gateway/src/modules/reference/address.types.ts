import { Field, InputType, ObjectType } from 'type-graphql';

/** A postal address as every form of the spec has it; country, state and county come from the linked lists. */
@ObjectType('Address')
@InputType('AddressInput')
export class Address {
  @Field(() => String, { nullable: true }) line1?: string | null;
  @Field(() => String, { nullable: true }) line2?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) county?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) zipcode?: string | null;
}
