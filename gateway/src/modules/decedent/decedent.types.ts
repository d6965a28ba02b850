import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { Decedent } from './decedent.entity.js';

@ArgsType()
export class StaffDecedentArgs {
  @Field(() => String, { nullable: true, description: 'Matches names and the opi.' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Funeral home code.' }) locationCode?: string | null;
  @Field(() => Boolean, { nullable: true }) isPrivate?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Certificate sections locked.' }) isFreeze?: boolean | null;
  @Field(() => Int, { defaultValue: 1 }) page!: number;
  @Field(() => Int, { defaultValue: 20 }) pageSize!: number;
}

@ObjectType('DecedentPage')
export class DecedentPage {
  @Field(() => [Decedent]) decedents!: Decedent[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
