import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { INPUT_MESSAGES, MEMORY_TYPE_LABELS, memoryTypeLabel, t } from '@memorial/schema';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { DomainError } from '../../errors.js';
import { Memory, MemoryFile } from './memory.entity.js';
import { Address } from '../reference/index.js';
import {
  BulkMemoryResult,
  GalleryFile,
  MemoryChangeResult,
  MemoryEvent,
  MemoryFileInput,
  MemoryPage,
  MemoryStatusChange,
  ShareMemoryInput,
  StaffMemoryArgs,
  UploadedFile,
  VideoPreview,
} from './memory.types.js';
import type { MemoryEventPayload } from './memory.changes.js';
import { MemoryMediaService } from './memory.media.js';
import { MemoryModerationService } from './memory.moderation.js';
import { MemoryScreeningService } from './memory.screening.js';
import { ModerationSort, Screening, ScreeningLevel, screeningOf } from '../screening/index.js';
import { MemoryService } from './memory.service.js';
import { memoryLoaders } from './memory.loaders.js';
import type { MemoryFileRow, MemoryLike, MemoryRow } from './memory.rows.js';
import { decedentLoaders } from '../decedent/index.js';
import { MediaAccessService } from '../decedent/index.js';

@Resolver(() => Memory)
export class MemoryResolver {
  @Query(() => [Memory], { description: 'Approved, visible memories of a decedent, newest first, 100 a page.' })
  @Allow('public')
  memories(
    @Arg('opi', () => String) opi: string,
    @Arg('memoryType', () => Int, { nullable: true }) memoryType: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryRow[]> {
    return ctx.service(MemoryService).listPublic(opi, memoryType, page);
  }

  @Query(() => Memory)
  @Allow('public')
  memory(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestScope): Promise<Memory> {
    return ctx.service(MemoryService).getOne(id);
  }

  @Query(() => [GalleryFile], { description: 'Files of the approved, visible memories, by id ascending.' })
  @Allow('public')
  gallery(@Arg('opi', () => String) opi: string, @Ctx() ctx: RequestScope): Promise<GalleryFile[]> {
    return ctx.service(MemoryService).gallery(opi);
  }

  @Query(() => VideoPreview, {
    description:
      "A video link's title and thumbnail from its provider, for the forms' previews. URL doesn't exists when the provider does not know the video.",
  })
  @Allow('public')
  videoPreview(@Arg('url', () => String) url: string, @Ctx() ctx: RequestScope): Promise<VideoPreview> {
    return ctx.service(MemoryService).videoPreview(url);
  }

  @Query(() => [Memory], {
    description: 'The Approve Memories list: status 1 Pending for Approval (held ones too, screening.held), 2 Rejected.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  approvalMemories(
    @Arg('opi', () => String) opi: string,
    @Arg('status', () => Int, { defaultValue: 1 }) status: number,
    @Arg('sort', () => ModerationSort, {
      nullable: true,
      defaultValue: 'NEWEST',
      description: 'NEWEST first, or highest RISK first (then newest).',
    })
    sort: ModerationSort | null,
    @Arg('level', () => ScreeningLevel, { nullable: true, description: 'Only memories screened at this level.' })
    level: ScreeningLevel | null,
    @Ctx() ctx: RequestScope,
  ): Promise<Memory[]> {
    return ctx.service(MemoryModerationService).approvalList(opi, status, { sort, level });
  }

  @Query(() => MemoryPage, { description: 'Every memory of a decedent for staff moderation, with filters and paging.' })
  @Allow('admin', 'cl-arranger')
  staffMemories(@Args(() => StaffMemoryArgs) args: StaffMemoryArgs, @Ctx() ctx: RequestScope): Promise<MemoryPage> {
    return ctx.service(MemoryModerationService).staffList(args);
  }

  @Mutation(() => Memory, { description: "Shares a memory; it waits for the family's approval." })
  @Allow('public')
  shareMemory(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => ShareMemoryInput) input: ShareMemoryInput,
    @Ctx() ctx: RequestScope,
  ): Promise<Memory> {
    return ctx.service(MemoryService).share(opi, input);
  }

  @Mutation(() => [UploadedFile], { description: 'Uploads files (multipart); answers their URLs in file order. Empty files are dropped.' })
  @Allow('public')
  async uploadMedia(
    @Arg('files', () => [GraphQLUpload]) files: Array<Promise<FileUpload>>,
    @Arg('isAllowAllMedia', () => Boolean, { defaultValue: false }) isAllowAllMedia: boolean,
    @Arg('captcha', () => String, {
      nullable: true,
      description: 'A solved captcha (the altcha payload): required of a visitor, one per upload request.',
    })
    captcha: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<UploadedFile[]> {
    const media = ctx.service(MemoryMediaService);
    // Before any file is read: a refused visitor's files are never stored.
    await media.admitPublicUpload(files.length, captcha);
    return media.upload(await Promise.all(files), isAllowAllMedia);
  }

  @Mutation(() => MemoryChangeResult, { description: 'Approve, reject (with a reason), un-approve or delete.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  changeMemoryStatus(
    @Arg('memoryId', () => Int) memoryId: number,
    @Arg('status', () => MemoryStatusChange) status: MemoryStatusChange,
    @Arg('rejectedReason', () => String, { nullable: true }) rejectedReason: string | null,
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryModerationService).changeStatus(opi, memoryId, status, rejectedReason);
  }

  @Mutation(() => BulkMemoryResult, {
    description:
      "Rejects the selected pending memories as spam, with the reason (required, as for one); no mail to their sharers. The family's (opi) or staff's.",
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  rejectMemoriesAsSpam(
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Arg('memoryIds', () => [Int]) memoryIds: number[],
    @Arg('rejectedReason', () => String) rejectedReason: string,
    @Ctx() ctx: RequestScope,
  ): Promise<BulkMemoryResult> {
    return ctx.service(MemoryScreeningService).rejectAsSpam(opi, memoryIds, rejectedReason);
  }

  @Mutation(() => BulkMemoryResult, {
    description: 'Releases held memories (still pending): the family is then mailed about each as about any pending memory.',
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  releaseHeldMemories(
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Arg('memoryIds', () => [Int]) memoryIds: number[],
    @Ctx() ctx: RequestScope,
  ): Promise<BulkMemoryResult> {
    return ctx.service(MemoryScreeningService).release(opi, memoryIds);
  }

  @Mutation(() => MemoryChangeResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  setMemoryHidden(
    @Arg('memoryId', () => Int) memoryId: number,
    @Arg('isPrivate', () => Boolean) isPrivate: boolean,
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryModerationService).setHidden(opi, memoryId, isPrivate);
  }

  @Mutation(() => MemoryChangeResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  editMemoryTitle(
    @Arg('memoryId', () => Int) memoryId: number,
    @Arg('title', () => String) title: string,
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryModerationService).editTitle(opi, memoryId, title);
  }

  @Mutation(() => MemoryChangeResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  editMemoryText(
    @Arg('memoryId', () => Int) memoryId: number,
    @Arg('memory', () => String) memory: string,
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryModerationService).editMemory(opi, memoryId, memory);
  }

  @Mutation(() => MemoryChangeResult, { description: 'Adds uploaded files or video links to a memory.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  async addMemoryFiles(
    @Arg('memoryId', () => Int) memoryId: number,
    @Arg('files', () => [MemoryFileInput]) files: MemoryFileInput[],
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Arg('uploads', () => [GraphQLUpload], {
      nullable: true,
      description: 'Files sent with the request (multipart): uploaded, then added.',
    })
    uploads: Array<Promise<FileUpload>> | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryMediaService).addFiles(opi, memoryId, files, await Promise.all(uploads ?? []));
  }

  @Mutation(() => MemoryChangeResult, { description: 'Adds media to the gallery without a story.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  async addOnlyMedia(
    @Arg('opi', () => String) opi: string,
    @Arg('files', () => [MemoryFileInput]) files: MemoryFileInput[],
    @Arg('uploads', () => [GraphQLUpload], {
      nullable: true,
      description: 'Files sent with the request (multipart): uploaded, then added.',
    })
    uploads: Array<Promise<FileUpload>> | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryMediaService).addOnlyMedia(opi, files, await Promise.all(uploads ?? []));
  }

  @Mutation(() => MemoryChangeResult)
  @Allow('arranger', 'admin', 'cl-arranger')
  deleteMemoryFile(
    @Arg('memoryId', () => Int) memoryId: number,
    @Arg('fileId', () => Int) fileId: number,
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryMediaService).deleteFile(opi, memoryId, fileId);
  }

  @Mutation(() => MemoryChangeResult, { description: 'Turns an image to 0, 90, 180 or 270 degrees from upright.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  rotateMemoryImage(
    @Arg('memoryId', () => Int) memoryId: number,
    @Arg('fileId', () => Int) fileId: number,
    @Arg('rotationAngle', () => Int) rotationAngle: number,
    @Arg('opi', () => String, { nullable: true }) opi: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<MemoryChangeResult> {
    return ctx.service(MemoryMediaService).rotate(opi, memoryId, fileId, rotationAngle);
  }

  @Subscription(() => MemoryEvent, {
    description:
      'Live moderation: memories submitted, changed, edited and deleted. Family: one decedent (opi required). Staff: all, or one.',
    subscribe: ({ args, context }) => (context as RequestScope).service(MemoryModerationService).events(args['opi'] as string | null),
  })
  @Allow('arranger', 'admin', 'cl-arranger')
  memoryEvents(
    @Root() event: MemoryEventPayload | undefined,
    @Arg('opi', () => String, { nullable: true }) _opi: string | null,
  ): MemoryEvent {
    // Over HTTP the subscription is executed as a plain field, with no event to resolve.
    if (!event) throw new DomainError('BAD_USER_INPUT', t(INPUT_MESSAGES, 'subscriptionOnly', { field: 'memoryEvents' }));
    return {
      kind: event.kind,
      memoryId: event.memoryId,
      opi: event.opi,
      status: event.status,
      title: event.title,
      at: new Date(event.at),
      // Only the family with access and staff follow the stream (MemoryModerationService.events).
      screening: event.screening ? screeningOf(event.screening) : null,
    };
  }

  @FieldResolver(() => [MemoryFile])
  files(@Root() m: MemoryLike, @Ctx() ctx: RequestScope): MemoryFileRow[] | Promise<MemoryFileRow[]> {
    const loaders = ctx.loaders(memoryLoaders);
    // Who may see a file's URLs follows its memory as this request has it (MemoryFileResolver reads it here).
    loaders.memoriesShown.set(m.id, m);
    return loaders.filesRead.get(m.id) ?? loaders.filesByMemory.load(m.id);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The id of the signed-in user who shared it; null for a visitor.' })
  memoryByPerson(@Root() m: MemoryLike): number | null {
    return m.memoryByPerson?.id ?? null;
  }

  @FieldResolver(() => String, { description: 'The memory text under its display name.' })
  description(@Root() m: MemoryLike): string {
    return m.memory;
  }

  @FieldResolver(() => String, { description: 'The status under its legacy name.' })
  memoryStatus(@Root() m: MemoryLike): string {
    return m.status;
  }

  @FieldResolver(() => String)
  memoryTypeName(@Root() m: MemoryLike): string {
    return memoryTypeLabel(t, m.memoryType) ?? t(MEMORY_TYPE_LABELS, 'type9');
  }

  @FieldResolver(() => String)
  async opi(@Root() m: MemoryLike, @Ctx() ctx: RequestScope): Promise<string> {
    return (await ctx.loaders(decedentLoaders).decedentById.load(m.decedent.id))!.opi;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Only for the family with access and staff.' })
  personEmail(@Root() m: MemoryLike, @Ctx() ctx: RequestScope): string | null | Promise<string | null> {
    return contactDetail(m, ctx, m.personEmail);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Digits; only for the family with access and staff.' })
  personPhone(@Root() m: MemoryLike, @Ctx() ctx: RequestScope): string | null | Promise<string | null> {
    return contactDetail(m, ctx, m.personPhone);
  }

  @FieldResolver(() => Screening, {
    nullable: true,
    description: 'Its screening at arrival: only for the family with access and staff; null when never screened.',
  })
  screening(@Root() m: MemoryLike, @Ctx() ctx: RequestScope): Screening | null | Promise<Screening | null> {
    return ctx.viewer
      ? ctx
          .service(MemoryService)
          .canSeeContact(m)
          .then((can) => (can ? screeningOf(m) : null))
      : null;
  }

  @FieldResolver(() => Address, { nullable: true, description: 'Only for the family with access and staff.' })
  personAddress(@Root() m: MemoryLike, @Ctx() ctx: RequestScope): Address | null | Promise<Address | null> {
    return contactDetail(m, ctx, m.personAddress);
  }
}

/** One of the sharer's contact details for this viewer: null at once for a visitor (no promise per memory), else as MemoryService decides. */
function contactDetail<T>(m: MemoryLike, ctx: RequestScope, value: T | null | undefined): T | null | Promise<T | null> {
  return ctx.viewer
    ? ctx
        .service(MemoryService)
        .canSeeContact(m)
        .then((can) => (can ? (value ?? null) : null))
    : null;
}

/** A file's URLs, signed for a viewer who may see its memory (MediaAccessService decides); the memory is the one whose files field gave it. */
@Resolver(() => MemoryFile)
export class MemoryFileResolver {
  @FieldResolver(() => Int, { description: 'The memory this file belongs to.' })
  memoryId(@Root() f: MemoryFileRow): number {
    return f.memoryId;
  }

  @FieldResolver(() => String)
  src(@Root() f: MemoryFileRow, @Ctx() ctx: RequestScope): string | Promise<string> {
    return ctx.service(MediaAccessService).memoryFileUrl(ownerOf(f, ctx), f.src);
  }

  @FieldResolver(() => String)
  originalUrl(@Root() f: MemoryFileRow, @Ctx() ctx: RequestScope): string | Promise<string> {
    return ctx.service(MediaAccessService).memoryFileUrl(ownerOf(f, ctx), f.originalUrl);
  }

  @FieldResolver(() => String, { nullable: true })
  thumbnailUrl(@Root() f: MemoryFileRow, @Ctx() ctx: RequestScope): string | null | Promise<string | null> {
    return ctx.service(MediaAccessService).memoryFileUrl(ownerOf(f, ctx), f.thumbnailUrl);
  }
}

/** Every file in the graph comes from a memory's files field, which noted the memory. */
const ownerOf = (f: MemoryFileRow, ctx: RequestScope) => ctx.loaders(memoryLoaders).memoriesShown.get(f.memoryId)!;
