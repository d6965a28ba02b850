import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { MessageResult } from '../identity/index.js';
import { AccountTransferView, TransferAccountInput, TransferReceiver } from './transfer.types.js';
import { TransferService } from './transfer.service.js';

/** Transfer Loved Ones (family only): the receiver look-up, the transfer, and the history. */
@Resolver()
export class TransferResolver {
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
