import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { Decedent } from '../decedent/index.js';
import type { DecedentLike } from '../decedent/index.js';
import { PageViewDayCount, PageViewResult, PageViewStats } from './pageview.types.js';
import { PageViewService } from './pageview.service.js';

@Resolver()
export class PageViewResolver {
  @Mutation(() => PageViewResult, {
    description: 'Counts one view of the public page; the page sends it once each time it loads the decedent.',
  })
  @Allow('public')
  recordPageView(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<PageViewResult> {
    return ctx.service(PageViewService).record(opi);
  }

  @Query(() => PageViewStats, { description: "Views of the decedent's public page (the family with access and staff)." })
  @Allow('arranger', 'admin', 'cl-arranger')
  pageViews(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<PageViewStats> {
    return ctx.service(PageViewService).statsFor(opi);
  }
}

@Resolver(() => Decedent)
export class DecedentPageViewResolver {
  @FieldResolver(() => PageViewStats, {
    nullable: true,
    description: 'Views of the public page (the family with access and staff; FORBIDDEN to anyone else).',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  pageViews(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<PageViewStats> {
    return ctx.service(PageViewService).statsOf(d);
  }
}

@Resolver(() => PageViewStats)
export class PageViewStatsResolver {
  @FieldResolver(() => Int, { description: 'Every view counted.' })
  total(@Root() stats: PageViewStats, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(PageViewService).total(stats);
  }

  @FieldResolver(() => Int, { description: 'Views today and the 29 days before (America/Los_Angeles).' })
  last30Days(@Root() stats: PageViewStats, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(PageViewService).recent(stats);
  }

  @FieldResolver(() => [PageViewDayCount], {
    description: 'The views of each of the last 30 days, oldest first, days without a view included.',
  })
  days(@Root() stats: PageViewStats, @Ctx() ctx: RequestScope): Promise<PageViewDayCount[]> {
    return ctx.service(PageViewService).days(stats);
  }
}
