import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { ProgramService } from './program.service.js';
import { VERSION_ARG } from '../revision/index.js';
import { ProgramCardPreview, ProgramCardResult, ProgramCardTemplatePage, ProgramCardView } from './program.types.js';

const WHO = ['arranger', 'admin', 'cl-arranger'] as const;

@Resolver()
export class ProgramResolver {
  @Query(() => ProgramCardTemplatePage, { description: 'The service program templates, a page at a time (offset is the page, from 0).' })
  @Allow(...WHO)
  programCardTemplates(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(ProgramService).templates({ limit, offset });
  }

  @Query(() => ProgramCardView)
  @Allow(...WHO)
  programCard(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope) {
    return ctx.service(ProgramService).get(opi);
  }

  @Query(() => ProgramCardPreview, { description: 'The uploaded program as sanitised HTML; empty before an upload.' })
  @Allow(...WHO)
  programCardPreview(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope) {
    return ctx.service(ProgramService).preview(opi);
  }

  @Mutation(() => ProgramCardResult, { description: 'Step 1: picks a template (replacing the current program).' })
  @Allow(...WHO)
  chooseProgramTemplate(
    @Arg('opi', () => String) opi: string,
    @Arg('templateId', () => Int) templateId: number,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(ProgramService).choose(opi, templateId, version);
  }

  @Mutation(() => ProgramCardResult, { description: 'Step 2: uploads the edited program (one .docx).' })
  @Allow(...WHO)
  async uploadProgramCard(
    @Arg('opi', () => String) opi: string,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Arg('moreFiles', () => [GraphQLUpload], {
      nullable: true,
      description: 'Further file parts of a multipart request: refused, the program is a single .docx.',
    })
    moreFiles: Array<Promise<FileUpload>> | null,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(ProgramService).upload(opi, file ? await file : null, moreFiles?.length ?? 0, version);
  }

  @Mutation(() => ProgramCardResult, { description: 'Sends the uploaded program to the arranger (e-mail).' })
  @Allow(...WHO)
  submitProgramCard(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope) {
    return ctx.service(ProgramService).submit(opi);
  }

  @Mutation(() => ProgramCardResult, { description: "Locks the program card (the decedent's programStatus) or opens it again." })
  @Allow('admin', 'cl-arranger')
  setProgramLock(@Arg('opi', () => String) opi: string, @Arg('isLocked', () => Boolean) isLocked: boolean, @Ctx() ctx: RequestScope) {
    return ctx.service(ProgramService).setLock(opi, isLocked);
  }
}
