import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { Decedent, type DecedentLike } from '../decedent/index.js';
import { VERSION_ARG } from '../revision/index.js';
import { ObituaryService } from './obituary.service.js';
import { LifeOfInput, ObituaryLockResult, ObituaryStatus, ObituaryView, SaveObituaryResult } from './obituary.types.js';

@Resolver(() => Decedent)
export class ObituaryResolver {
  @FieldResolver(() => ObituaryView)
  obituary(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<ObituaryView> {
    return ctx.service(ObituaryService).view(d);
  }

  @Mutation(() => SaveObituaryResult, {
    description: 'SUBMIT TO ARRANGER: saves the obituary (HTML, sanitised; at most 50000 characters of text) and records the submission.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  submitObituary(
    @Arg('opi', () => String) opi: string,
    @Arg('obituary', () => String) obituary: string,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<SaveObituaryResult> {
    return ctx.service(ObituaryService).submit(opi, obituary, version);
  }

  @Mutation(() => SaveObituaryResult, {
    description: 'The family website dialog: the obituary (at most 20000 characters of text) and the life-of headline and description.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  saveLifeOf(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => LifeOfInput) input: LifeOfInput,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<SaveObituaryResult> {
    return ctx.service(ObituaryService).saveLifeOf(opi, input, version);
  }

  @Mutation(() => ObituaryLockResult, { description: 'Staff lock or unlock the obituary; a locked obituary is read-only.' })
  @Allow('admin', 'cl-arranger')
  setObituaryLock(
    @Arg('opi', () => String) opi: string,
    @Arg('locked', () => Boolean) locked: boolean,
    @Ctx() ctx: RequestScope,
  ): Promise<ObituaryLockResult> {
    return ctx.service(ObituaryService).setLock(opi, locked);
  }

  @FieldResolver(() => Int, {
    description:
      'The version of the obituary with its life-of headline and description (one record): submitObituary and saveLifeOf send it back.',
  })
  obituaryVersion(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<number> {
    return ctx.service(ObituaryService).version(d);
  }

  @FieldResolver(() => ObituaryStatus, {
    nullable: true,
    description: 'Submission and editing state of the obituary; null for visitors and other families.',
  })
  obituaryStatus(@Root() d: DecedentLike, @Ctx() ctx: RequestScope): Promise<ObituaryStatus | null> {
    return ctx.service(ObituaryService).status(d);
  }
}
