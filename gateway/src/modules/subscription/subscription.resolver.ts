import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { SubscribeCheck, SubscribeInput, SubscribeResult, SubscriberCount, UnsubscribeResult } from './subscription.types.js';
import { SubscriptionService } from './subscription.service.js';

@Resolver()
export class SubscriptionResolver {
  @Mutation(() => SubscribeResult, {
    description: 'Stay Updated: e-mail reminders 24 hours and 1 hour before each upcoming service of the decedent.',
  })
  @Allow('public')
  subscribe(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => SubscribeInput) input: SubscribeInput,
    @Ctx() ctx: RequestScope,
  ): Promise<SubscribeResult> {
    return ctx.service(SubscriptionService).subscribe(opi, input);
  }

  @Query(() => SubscribeCheck, { description: 'Whether this caller must solve the captcha to subscribe now (checkCountForCaptcha).' })
  @Allow('public')
  subscribeCheck(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<SubscribeCheck> {
    return ctx.service(SubscriptionService).check(opi);
  }

  @Query(() => SubscriberCount, { description: "How many addresses receive this decedent's reminders (the family with access and staff)." })
  @Allow('arranger', 'admin', 'cl-arranger')
  async subscriberCount(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<SubscriberCount> {
    return { count: await ctx.service(SubscriptionService).count(opi) };
  }

  @Mutation(() => UnsubscribeResult, {
    description: "Ends a subscription with the token of a reminder mail's unsubscribe link (works once).",
  })
  @Allow('public')
  unsubscribe(@Arg('token', () => String) token: string, @Ctx() ctx: RequestScope): Promise<UnsubscribeResult> {
    return ctx.service(SubscriptionService).unsubscribe(token);
  }
}
