import { ArgsType, Field, ObjectType } from 'type-graphql';
import type { Role } from '@memorial/schema';
import { RoleEnum } from './role.enum.js';

@ObjectType('LoginResult')
export class LoginResult {
  @Field(() => String) token!: string;
  @Field(() => RoleEnum) role!: Role;
  @Field(() => Boolean) isNewUser!: boolean;
  @Field(() => String, { nullable: true, description: 'The language chosen in the profile (en or es): the app switches to it.' })
  language?: string | null;
  @Field(() => String, { description: 'ISO time the token stops working.' }) expiresAt!: string;
}

@ObjectType('MessageResult')
export class MessageResult {
  @Field(() => String) message!: string;
}

@ArgsType()
export class LoginArgs {
  @Field(() => RoleEnum) role!: Role;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => Boolean, { defaultValue: false, description: 'Remember me: a longer-lived token.' }) remember!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'A solved captcha (the altcha payload): asked for after repeated failed sign-ins (BAD_USER_INPUT on captcha).',
  })
  captcha?: string | null;
}
