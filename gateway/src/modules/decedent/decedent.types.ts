import { Field, ObjectType } from 'type-graphql';
import { ArrangerCase } from './decedent.entity.js';

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
