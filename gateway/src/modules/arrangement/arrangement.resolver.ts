import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { ArrangementSummary } from './arrangement.types.js';
import { ArrangementService } from './arrangement.service.js';

@Resolver()
export class ArrangementResolver {
  @Query(() => ArrangementSummary, { description: 'The arrangements summary screen (family: all cards; staff: the staff cards).' })
  @Allow('arranger', 'admin', 'cl-arranger')
  arrangementSummary(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<ArrangementSummary> {
    return ctx.service(ArrangementService).summary(opi);
  }
}
