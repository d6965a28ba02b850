import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { ArrangerCase, Decedent } from './decedent.entity.js';

@ObjectType('ObituaryView', { description: 'The obituary as the memorial page shows it.' })
export class ObituaryView {
  @Field(() => String, { description: 'Sanitised HTML; empty when none was written.' }) obituary!: string;
  @Field(() => String) displayName!: string;
  @Field(() => String, { description: 'The first 160 characters of the obituary text, for the page description.' }) description!: string;
  @Field(() => String, { nullable: true }) prefix?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) dateOfDeath?: string | null;
  @Field(() => String, { nullable: true }) audioFileUrl?: string | null;
}

@ObjectType('MyCases')
export class MyCases {
  @Field(() => [ArrangerCase]) activeCases!: ArrangerCase[];
  @Field(() => [ArrangerCase]) closedCases!: ArrangerCase[];
}

@ObjectType('PrivacyResult')
export class PrivacyResult {
  @Field(() => Boolean) isPrivate!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType('PolicyResult')
export class PolicyResult {
  @Field(() => Boolean) haveAcceptPolicy!: boolean;
}

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
