import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { Decedent, type DecedentLike } from '../decedent/index.js';
import { ArrangementStep, ArrangementSummary } from './arrangement.types.js';
import { ArrangementService } from './arrangement.service.js';

@Resolver()
export class ArrangementResolver {
  @Query(() => ArrangementSummary, { description: 'The arrangements summary screen (family: all cards; staff: the staff cards).' })
  @Allow('arranger', 'admin', 'cl-arranger')
  arrangementSummary(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<ArrangementSummary> {
    return ctx.service(ArrangementService).summary(opi);
  }
}

/** The staff's list of decedents shows each one's steps as the staff's summary does (the same rule, one place). */
@Resolver(() => Decedent)
export class DecedentStepsResolver {
  @FieldResolver(() => [ArrangementStep], {
    nullable: true,
    description: "Staff only (null for others): the staff's step cards of this decedent, as on the staff's arrangements summary.",
  })
  arrangementSteps(@Root() decedent: DecedentLike, @Ctx() ctx: RequestScope): Promise<ArrangementStep[] | null> {
    return ctx.service(ArrangementService).staffSteps(decedent);
  }
}
