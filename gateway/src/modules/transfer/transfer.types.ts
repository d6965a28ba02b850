import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('TransferReceiver', {
  description: "Who an e-mail belongs to, for Transfer Loved Ones: an existing person's names, or a new user.",
})
export class TransferReceiver {
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => Boolean) isNewUser!: boolean;
}

@InputType('TransferAccountInput')
export class TransferAccountInput {
  @Field(() => String, { description: "The loved one: the decedent's onePortalId." }) decedentId!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
}

@ObjectType('AccountTransfer', { description: 'A transfer the signed-in person gave or received.' })
export class AccountTransferView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'given or received' }) direction!: 'given' | 'received';
  @Field(() => String) opi!: string;
  @Field(() => String) decedentName!: string;
  @Field(() => String, { description: 'The receiver when given, the giver when received.' }) otherName!: string;
  @Field(() => Date) createdAt!: Date;
}
