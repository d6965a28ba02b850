import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { PrayerService } from './prayer.service.js';
import { VERSION_ARG } from '../revision/index.js';
import { Poem, PrayerCardInput, PrayerCardResult, PrayerCardTemplate, PrayerCardView, PrayerLocation } from './prayer.types.js';

const WHO = ['arranger', 'admin', 'cl-arranger'] as const;
const LANGUAGE = {
  nullable: true,
  description: "The card's language, en or es; absent: a new card takes the request's (Accept-Language), a card keeps its own.",
} as const;

@Resolver()
export class PrayerResolver {
  @Query(() => [PrayerCardTemplate], { description: 'The prayer card templates with their default page layouts.' })
  @Allow(...WHO)
  prayerCardTemplates(@Ctx() ctx: RequestScope) {
    return ctx.service(PrayerService).templates();
  }

  @Query(() => [Poem], { description: 'The library of poems and prayers (public domain).' })
  @Allow(...WHO)
  poems(@Ctx() ctx: RequestScope) {
    return ctx.service(PrayerService).poems();
  }

  @Query(() => [PrayerLocation], { description: "The locations a card's footer may name: the funeral homes." })
  @Allow(...WHO)
  prayerCardLocations(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope) {
    return ctx.service(PrayerService).locations(opi);
  }

  @Query(() => PrayerCardView)
  @Allow(...WHO)
  prayerCard(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope) {
    return ctx.service(PrayerService).get(opi);
  }

  @Mutation(() => PrayerCardResult, { description: 'Step 1: starts the card from a template (replacing the current design).' })
  @Allow(...WHO)
  choosePrayerTemplate(
    @Arg('opi', () => String) opi: string,
    @Arg('templateId', () => Int) templateId: number,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return ctx.service(PrayerService).choose(opi, templateId, version, language);
  }

  @Mutation(() => PrayerCardResult, {
    description: "Step 1, the other way: the family's own photo (png, jpg, jpeg) as the front, cropped at 187:322.",
  })
  @Allow(...WHO)
  async uploadPrayerCardImage(
    @Arg('opi', () => String) opi: string,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Arg('coordinates', () => String, { nullable: true }) coordinates: string | null,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return ctx.service(PrayerService).upload(opi, file ? await file : null, coordinates, version, language);
  }

  @Mutation(() => PrayerCardResult, { description: 'Saves the pages, the poem and the location.' })
  @Allow(...WHO)
  savePrayerCard(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => PrayerCardInput) input: PrayerCardInput,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(PrayerService).save(opi, input, version);
  }

  @Mutation(() => PrayerCardResult, { description: 'Sends the rendered pages (one PNG per page, template_{n}.png) to the arranger.' })
  @Allow(...WHO)
  async submitPrayerCard(
    @Arg('opi', () => String) opi: string,
    @Arg('files', () => [GraphQLUpload]) files: Array<Promise<FileUpload>>,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(PrayerService).submit(opi, await Promise.all(files ?? []));
  }

  @Mutation(() => PrayerCardResult, { description: "Locks the prayer card (the decedent's prayerStatus) or opens it again." })
  @Allow('admin', 'cl-arranger')
  setPrayerLock(@Arg('opi', () => String) opi: string, @Arg('isLocked', () => Boolean) isLocked: boolean, @Ctx() ctx: RequestScope) {
    return ctx.service(PrayerService).setLock(opi, isLocked);
  }
}
