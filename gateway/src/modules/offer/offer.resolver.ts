import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { ServiceInterestResult, ServiceOffer } from './offer.types.js';
import { OfferService } from './offer.service.js';

@Resolver()
export class OfferResolver {
  @Query(() => [ServiceOffer], { description: "Available Services with this family's answers." })
  @Allow('arranger', 'admin', 'cl-arranger')
  services(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<ServiceOffer[]> {
    return ctx.service(OfferService).list(opi);
  }

  @Mutation(() => ServiceInterestResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  answerService(
    @Arg('opi', () => String) opi: string,
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('isInterested', () => Boolean, { nullable: true }) isInterested: boolean | null,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<ServiceInterestResult> {
    return ctx.service(OfferService).answer(opi, serviceId, { isInterested, note });
  }
}
