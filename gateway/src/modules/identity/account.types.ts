import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

@InputType('ProfileInput', { description: 'Personal Details: firstName and lastName required; title Mr, Mrs or Ms.' })
export class ProfileInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'en or es: the language of your screens and e-mails; null or empty: not chosen; absent: unchanged.',
  })
  language?: string | null;
}

@ObjectType('ProfileResult')
export class ProfileResult {
  @Field(() => String) message!: string;
  @Field(() => User) user!: User;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String, { description: 'The current (old) password.' }) password!: string;
  @Field(() => String, { description: '6 to 20 characters.' }) newPassword!: string;
}
