import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx, Field, Mutation, ObjectType, registerEnumType, Resolver } from 'type-graphql';
import { Allow } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import { Decedent } from './decedent.entity.js';
import { DecedentMediaUploadService } from './decedent.media-upload.js';

/** The kinds of POST /obituary/{id}/upload/{kind}: the profile photo (image) or the audio message (audio). */
export enum ObituaryUploadKind {
  image = 'image',
  audio = 'audio',
}
registerEnumType(ObituaryUploadKind, { name: 'ObituaryUploadKind', description: 'image: the profile photo; audio: the audio message.' });

@ObjectType('PageMediaResult', { description: 'A changed picture or recording of the page, and the decedent with its new (signed) URLs.' })
export class PageMediaResult {
  @Field(() => String) message!: string;
  @Field(() => Decedent) decedent!: Decedent;
}

@Resolver()
export class DecedentMediaUploadResolver {
  @Mutation(() => PageMediaResult, {
    description:
      'Uploads the profile photo (png or jpeg, 20 MB at most; cropped in the browser) or the audio message (mp3 or wav). Staff or the family with access; not while the obituary is locked.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  async uploadObituaryMedia(
    @Arg('opi', () => String) opi: string,
    @Arg('kind', () => ObituaryUploadKind) kind: ObituaryUploadKind,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: RequestScope,
  ): Promise<PageMediaResult> {
    const service = ctx.service(DecedentMediaUploadService);
    return kind === ObituaryUploadKind.audio ? service.uploadAudio(opi, await file) : service.uploadPhoto(opi, await file);
  }

  @Mutation(() => PageMediaResult, {
    description:
      'Sets the banner: the cropped picture (jpeg, png or gif, 20 MB at most) and, optionally, the picture it was cropped from, kept beside it. Staff or the family with access; not while the obituary is locked.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  async uploadBanner(
    @Arg('opi', () => String) opi: string,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('original', () => GraphQLUpload, { nullable: true }) original: Promise<FileUpload> | null,
    @Ctx() ctx: RequestScope,
  ): Promise<PageMediaResult> {
    const [cropped, from] = await Promise.all([file, original ?? null]);
    return ctx.service(DecedentMediaUploadService).uploadBanner(opi, cropped, from);
  }
}
