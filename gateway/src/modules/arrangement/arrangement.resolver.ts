import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Allow } from '../../graphql/access.js';
import { ArrangementSummary } from './arrangement.types.js';

@Resolver()
export class ArrangementResolver {
  @Query(() => ArrangementSummary, { description: 'The arrangements summary screen (family: all cards; staff: the staff cards).' })
  @Allow('arranger', 'admin', 'cl-arranger')
  arrangementSummary(@Arg('opi', () => String) opi: string, @Ctx() ctx: Context): Promise<ArrangementSummary> {
    return ctx.arrangements.summary(opi);
  }
}
