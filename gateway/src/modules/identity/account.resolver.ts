import { Arg, Args, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { MessageResult } from './identity.types.js';
import { ChangePasswordArgs, ProfileInput, ProfileResult } from './account.types.js';
import { ProfileService } from './profile.service.js';
import { VERSION_ARG } from '../revision/index.js';

/** The signed-in person's own account: profile and password (Transfer Loved Ones: modules/transfer). */
@Resolver()
export class AccountResolver {
  @Mutation(() => ProfileResult, { description: 'Saves Personal Details; the first save ends the new-user state.' })
  @Allow('signed-in')
  updateProfile(
    @Arg('input', () => ProfileInput) input: ProfileInput,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<ProfileResult> {
    return ctx.service(ProfileService).updateProfile(input, version);
  }

  @Mutation(() => MessageResult, {
    description: 'Checks the old password, sets the new one and signs out every other session of the person.',
  })
  @Allow('signed-in')
  async changePassword(@Args(() => ChangePasswordArgs) args: ChangePasswordArgs, @Ctx() ctx: RequestScope): Promise<MessageResult> {
    return { message: await ctx.service(ProfileService).changePassword(args) };
  }
}
