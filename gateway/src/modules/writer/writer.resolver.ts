import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { WriterService } from './writer.service.js';
import { ObituaryDraftAnswersType, ObituaryDraftPreview, ObituaryDraftView, SaveObituaryDraftResult } from './writer.types.js';

const LANGUAGE = "The obituary's language, en or es; the request's (Accept-Language) when absent.";

@Resolver()
export class WriterResolver {
  @Query(() => [ObituaryDraftView], {
    description: "The assisted writer's saved drafts of the decedent, the last saved first (family with access, staff).",
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  obituaryDrafts(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<ObituaryDraftView[]> {
    return ctx.service(WriterService).list(opi);
  }

  @Query(() => ObituaryDraftPreview, { description: 'The obituary the answers compose to, in their tone and length; nothing is saved.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  obituaryDraftPreview(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => ObituaryDraftAnswersType) input: ObituaryDraftAnswersType,
    @Ctx() ctx: RequestScope,
    @Arg('language', () => String, { nullable: true, description: LANGUAGE }) language?: string | null,
  ): Promise<ObituaryDraftPreview> {
    return ctx.service(WriterService).preview(opi, input, language);
  }

  @Mutation(() => SaveObituaryDraftResult, { description: 'Composes and saves a draft: a new one, or the draft of that id.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  saveObituaryDraft(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => ObituaryDraftAnswersType) input: ObituaryDraftAnswersType,
    @Arg('id', () => Int, { nullable: true }) id: number | null,
    @Ctx() ctx: RequestScope,
    @Arg('language', () => String, {
      nullable: true,
      description: "The obituary's language, en or es; when absent the saved draft's own (with id), else the request's (Accept-Language).",
    })
    language?: string | null,
  ): Promise<SaveObituaryDraftResult> {
    return ctx.service(WriterService).save(opi, input, id, language);
  }
}
