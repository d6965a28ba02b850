import { Field, ObjectType } from 'type-graphql';
import { ArrangerCase } from './case.entity.js';

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
