import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ServiceOffer', { description: "A service with this decedent family's answer." })
export class ServiceOffer {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String) imageUrl!: string;
  @Field(() => Boolean, { nullable: true, description: 'True, false, or null when not answered yet.' }) isInterested!: boolean | null;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@ObjectType('ServiceInterestResult')
export class ServiceInterestResult {
  @Field(() => String) message!: string;
  @Field(() => ServiceOffer) service!: ServiceOffer;
}
