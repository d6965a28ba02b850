import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { ObituaryIndex } from './directory.types.js';
import { DirectoryService } from './directory.service.js';

@Resolver()
export class DirectoryResolver {
  @Query(() => ObituaryIndex, {
    description:
      "Find a loved one: a funeral home's public obituaries, newest death first, 20 a page; search by name forgives accents and small misspellings.",
  })
  @Allow('public')
  obituaryIndex(
    @Arg('home', () => String, { description: "The funeral home's code (CFS, ACC...)." }) home: string,
    @Arg('search', () => String, { nullable: true }) search: string | null | undefined,
    @Arg('page', () => Int, { nullable: true, description: '1-based; below 1 is 1, past the last is the last.' })
    page: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<ObituaryIndex> {
    return ctx.service(DirectoryService).obituaryIndex(home, search, page);
  }
}
