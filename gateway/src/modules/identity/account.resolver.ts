import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { MessageResult } from './identity.types.js';
import {
  AccountTransferView,
  ChangePasswordArgs,
  ProfileInput,
  ProfileResult,
  TransferAccountInput,
  TransferReceiver,
} from './account.types.js';
import { ProfileService } from './profile.service.js';
import { TransferService } from './transfer.service.js';

/** The signed-in person's own account: profile, password, and (family only) Transfer Loved Ones. */
@Resolver()
export class AccountResolver {
  @Mutation(() => ProfileResult, { description: 'Saves Personal Details; the first save ends the new-user state.' })
  @Allow('signed-in')
  updateProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: RequestScope): Promise<ProfileResult> {
    return ctx.service(ProfileService).updateProfile(input);
  }

  @Mutation(() => MessageResult, {
    description: 'Checks the old password, sets the new one and signs out every other session of the person.',
  })
  @Allow('signed-in')
  async changePassword(@Args(() => ChangePasswordArgs) args: ChangePasswordArgs, @Ctx() ctx: RequestScope): Promise<MessageResult> {
    return { message: await ctx.service(ProfileService).changePassword(args) };
  }

  @Query(() => TransferReceiver, {
    description: 'Transfer Loved Ones: whether the e-mail has an account, and its names. Family only, rate limited.',
  })
  @Allow('arranger')
  verifyUserEmail(@Arg('email', () => String) email: string, @Ctx() ctx: RequestScope): Promise<TransferReceiver> {
    return ctx.service(TransferService).lookup({ email });
  }

  @Mutation(() => MessageResult, {
    description: "Hands a loved one's case to another person (made an account when new); the giver loses access.",
  })
  @Allow('arranger')
  async transferAccount(
    @Arg('input', () => TransferAccountInput) input: TransferAccountInput,
    @Ctx() ctx: RequestScope,
  ): Promise<MessageResult> {
    return { message: await ctx.service(TransferService).transfer(input) };
  }

  @Query(() => [AccountTransferView], { description: 'The transfers the signed-in family member gave or received, newest first.' })
  @Allow('arranger')
  myTransfers(@Ctx() ctx: RequestScope): Promise<AccountTransferView[]> {
    return ctx.service(TransferService).history();
  }
}
