import { Args, Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Role } from '@memorial/schema';
import { RoleEnum } from './role.enum.js';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { User } from './user.entity.js';
import { LoginArgs, LoginResult, MessageResult } from './identity.types.js';
import { IdentityService } from './identity.service.js';
import { RevisionService, recordKey } from '../revision/index.js';

@Resolver()
export class IdentityResolver {
  @Mutation(() => LoginResult, { description: 'Sign in as one of the roles the person holds.' })
  @Allow('public')
  login(@Args(() => LoginArgs) args: LoginArgs, @Ctx() ctx: RequestScope): Promise<LoginResult> {
    return ctx.service(IdentityService).login(args);
  }

  @Mutation(() => MessageResult, { description: 'Ends this session; its token stops working at once.' })
  @Allow('signed-in')
  async logout(@Ctx() ctx: RequestScope): Promise<MessageResult> {
    return { message: await ctx.service(IdentityService).logout() };
  }

  @Query(() => User)
  @Allow('signed-in')
  me(@Ctx() ctx: RequestScope): Promise<User> {
    return ctx.service(IdentityService).me();
  }

  @Mutation(() => MessageResult)
  @Allow('public')
  async forgotPassword(
    @Arg('email', () => String) email: string,
    @Arg('captcha', () => String, { nullable: true, description: 'A solved captcha (the altcha payload); required.' })
    captcha: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MessageResult> {
    return { message: await ctx.service(IdentityService).forgotPassword({ email, captcha }) };
  }

  @Query(() => Boolean, { description: 'Whether a password reset token can still be used.' })
  @Allow('public')
  verifyResetToken(@Arg('token', () => String) token: string, @Ctx() ctx: RequestScope): Promise<boolean> {
    return ctx.service(IdentityService).verifyResetToken(token);
  }

  @Mutation(() => MessageResult)
  @Allow('public')
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: RequestScope,
  ): Promise<MessageResult> {
    return { message: await ctx.service(IdentityService).resetPassword({ token, password }) };
  }
}

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => RoleEnum, { nullable: true, description: "The role this session signed in with (on the viewer's own record only)." })
  role(@Root() user: User, @Ctx() ctx: RequestScope): Role | null {
    return ctx.viewer?.userId === user.id ? ctx.viewer.role : null;
  }

  @FieldResolver(() => Int, {
    description: "The current version of the person's Personal Details: a profile save sends the version its form was loaded at.",
  })
  version(@Root() user: User, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(RevisionService).load(recordKey('profile', user.id));
  }
}
