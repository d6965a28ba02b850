import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FamilyMessage } from './message.entity.js';

@InputType('FamilyMessageInput', {
  description: "The Contact Family form: the visitor's e-mail, a message of at most 500 characters, and a solved captcha.",
})
export class FamilyMessageInput {
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => String, { nullable: true, description: 'The captcha solution (altcha payload).' }) captcha?: string | null;
}

@ObjectType('SendFamilyMessageResult')
export class SendFamilyMessageResult {
  @Field(() => String) message!: string;
}

@ObjectType('DeleteFamilyMessageResult')
export class DeleteFamilyMessageResult {
  @Field(() => Int) id!: number;
  @Field(() => String) message!: string;
}

@ObjectType('ContactFamilyHiddenResult')
export class ContactFamilyHiddenResult {
  @Field(() => Boolean) hideContactFamily!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType('FamilyMessageCount')
export class FamilyMessageCount {
  @Field(() => Int, { description: 'Every message the family has.' }) count!: number;
  @Field(() => Int, { description: 'Those received since midnight in the asked time zone.' }) today!: number;
}

@ObjectType('ReleaseFamilyMessagesResult', { description: 'Held messages released to the family: the notice, and the messages.' })
export class ReleaseFamilyMessagesResult {
  @Field(() => String) message!: string;
  @Field(() => [FamilyMessage]) messages!: FamilyMessage[];
}
