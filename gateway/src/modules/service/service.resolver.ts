import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Allow } from '../../graphql/access.js';
import { ServiceInterestResult, ServiceOffer } from './service.types.js';

@Resolver()
export class ServiceResolver {
  @Query(() => [ServiceOffer], { description: 'Available Services with this family\'s answers.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  services(@Arg('opi', () => String) opi: string, @Ctx() ctx: Context): Promise<ServiceOffer[]> {
    return ctx.services.list(opi);
  }

  @Mutation(() => ServiceInterestResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  answerService(
    @Arg('opi', () => String) opi: string,
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('isInterested', () => Boolean, { nullable: true }) isInterested: boolean | null,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: Context,
  ): Promise<ServiceInterestResult> {
    return ctx.services.answer(opi, serviceId, { isInterested, note });
  }
}
