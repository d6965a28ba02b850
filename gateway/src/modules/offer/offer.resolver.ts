import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { ServiceInterestResult, ServiceOffer } from './service.types.js';
import { ServicesService } from './service.service.js';

@Resolver()
export class ServiceResolver {
  @Query(() => [ServiceOffer], { description: "Available Services with this family's answers." })
  @Allow('arranger', 'admin', 'cl-arranger')
  services(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<ServiceOffer[]> {
    return ctx.service(ServicesService).list(opi);
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
    return ctx.service(ServicesService).answer(opi, serviceId, { isInterested, note });
  }
}
