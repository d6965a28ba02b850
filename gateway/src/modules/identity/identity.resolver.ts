import { Args, Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Role } from '@memorial/schema';
import { RoleEnum } from '../../graphql/scalars.js';
import type { Context } from '../../graphql/context.js';
import { Allow } from '../../graphql/access.js';
import { User } from './user.entity.js';
import { LoginArgs, LoginResult, MessageResult, WebsiteAccess } from './identity.types.js';

@Resolver()
export class IdentityResolver {
  @Mutation(() => LoginResult, { description: 'Sign in as one of the roles the person holds.' })
  @Allow('public')
  login(@Args(() => LoginArgs) args: LoginArgs, @Ctx() ctx: Context): Promise<LoginResult> {
    return ctx.identity.login(args);
  }

  @Mutation(() => MessageResult, { description: 'Ends this session; its token stops working at once.' })
  @Allow('signed-in')
  async logout(@Ctx() ctx: Context): Promise<MessageResult> {
    return { message: await ctx.identity.logout() };
  }

  @Query(() => User)
  @Allow('signed-in')
  me(@Ctx() ctx: Context): Promise<User> {
    return ctx.identity.me();
  }

  @Mutation(() => MessageResult)
  @Allow('public')
  async forgotPassword(@Arg('email', () => String) email: string, @Ctx() ctx: Context): Promise<MessageResult> {
    return { message: await ctx.identity.forgotPassword({ email }) };
  }

  @Query(() => Boolean, { description: 'Whether a password reset token can still be used.' })
  @Allow('public')
  verifyResetToken(@Arg('token', () => String) token: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.identity.verifyResetToken(token);
  }

  @Mutation(() => MessageResult)
  @Allow('public')
  async resetPassword(@Arg('token', () => String) token: string, @Arg('password', () => String) password: string, @Ctx() ctx: Context): Promise<MessageResult> {
    return { message: await ctx.identity.resetPassword({ token, password }) };
  }

  @Query(() => WebsiteAccess, { description: 'Whether the viewer may manage the family website of this decedent.' })
  @Allow('signed-in')
  async websiteAccess(@Arg('opi', () => String) opi: string, @Ctx() ctx: Context): Promise<WebsiteAccess> {
    return { hasAccess: await ctx.decedents.hasWebsiteAccess(opi) };
  }
}

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => RoleEnum, { nullable: true, description: 'The role this session signed in with (on the viewer\'s own record only).' })
  role(@Root() user: User, @Ctx() ctx: Context): Role | null {
    return ctx.viewer?.userId === user.id ? ctx.viewer.role : null;
  }
}
