import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FileType, Memory, MemoryStatus } from './memory.entity.js';
import { Address } from '../reference/index.js';
import { ModerationSort, Screening, ScreeningLevel } from '../screening/index.js';

@InputType('MemoryPersonInput')
export class MemoryPersonInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true, description: 'Digits only.' }) phoneNumber?: string | null;
  @Field(() => Address, { nullable: true }) address?: Address | null;
}

@InputType('MemoryFileInput', { description: 'A file returned by an upload call (its URL), or a video link with fileType Video.' })
export class MemoryFileInput {
  @Field(() => String) fileUrl!: string;
  @Field(() => FileType) fileType!: FileType;
}

@InputType('ShareMemoryInput')
export class ShareMemoryInput {
  // Nullable in the graph so that a missing value gets the spec's message from the rules, not a GraphQL type error.
  @Field(() => Int, { nullable: true }) memoryType?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not in the future.' }) dateOfMemory?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Rich text; at most 5000 characters of plain text.' }) memory?: string | null;
  @Field(() => Int, { nullable: true }) relationship?: number | null;
  @Field(() => MemoryPersonInput, {
    nullable: true,
    description: 'The sharer. A signed-in caller may leave it out: the account is then the sharer (and the date defaults to today).',
  })
  memoryAddingPerson?: MemoryPersonInput | null;
  @Field(() => [MemoryFileInput], { defaultValue: [] }) files!: MemoryFileInput[];
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'A visitor accepted the copyright disclaimer and privacy policy in this browser session.',
  })
  acceptedPolicy!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'One key per submission; a retry with the same key answers the memory already written.',
  })
  idempotencyKey?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A solved captcha (the altcha payload): required of a visitor, one per memory shared.',
  })
  captcha?: string | null;
}

/** The statuses by the numbers legacy clients send (the approval list's filter: 1 Pending for Approval, 2 Rejected). */
export const MEMORY_STATUS_NUMBERS: Readonly<Record<number, MemoryStatus>> = { 1: 'Pending', 2: 'Rejected' };

export const MemoryStatusChange = { Pending: 'Pending', Accepted: 'Accepted', Rejected: 'Rejected', Deleted: 'Deleted' } as const;
export type MemoryStatusChange = (typeof MemoryStatusChange)[keyof typeof MemoryStatusChange];
registerEnumType(MemoryStatusChange, {
  name: 'MemoryStatusChange',
  description: 'A moderation decision; Deleted removes the memory for good.',
});

@ArgsType()
export class StaffMemoryArgs {
  @Field(() => String, { description: 'The decedent opi.' }) opi!: string;
  @Field(() => MemoryStatus, { nullable: true }) status?: MemoryStatus | null;
  @Field(() => Int, { nullable: true }) memoryType?: number | null;
  @Field(() => String, { nullable: true, description: 'Searches title, text and the sharer name.' }) search?: string | null;
  @Field(() => Int, { defaultValue: 1 }) page!: number;
  @Field(() => Int, { defaultValue: 100 }) pageSize!: number;
  @Field(() => ModerationSort, {
    nullable: true,
    defaultValue: 'NEWEST',
    description: 'NEWEST first, or highest RISK first (then newest).',
  })
  sort?: ModerationSort | null;
  @Field(() => ScreeningLevel, { nullable: true, description: 'Only memories screened at this level.' }) level?: ScreeningLevel | null;
  @Field(() => Boolean, { nullable: true, description: 'Only held memories (true), or only those not held (false).' }) held?:
    boolean | null;
}

@ObjectType('MemoryPage')
export class MemoryPage {
  @Field(() => [Memory]) memories!: Memory[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType('BulkMemoryResult', { description: 'One action on a selection of memories: its notice, and the memories it changed.' })
export class BulkMemoryResult {
  @Field(() => String) message!: string;
  @Field(() => [Memory]) memories!: Memory[];
}

@ObjectType('MemoryChangeResult')
export class MemoryChangeResult {
  @Field(() => String) message!: string;
  @Field(() => Memory, { nullable: true, description: 'Null once deleted.' }) memory?: Memory | null;
}

@ObjectType('UploadedFile')
export class UploadedFile {
  @Field(() => String) url!: string;
  @Field(() => String, { description: "The URL to send back as a file's fileUrl (the same as url)." }) fileUrl!: string;
  @Field(() => String, { description: 'The file as uploaded, before any rotation (the same as url until rotated).' })
  originalFileUrl!: string;
  @Field(() => String, { nullable: true }) thumbnailUrl?: string | null;
  @Field(() => FileType) fileType!: FileType;
  @Field(() => String) fileName!: string;
  @Field(() => Int, { nullable: true }) width?: number | null;
  @Field(() => Int, { nullable: true }) height?: number | null;
}

@ObjectType('GalleryFile')
export class GalleryFile {
  @Field(() => Int) id!: number;
  @Field(() => Int) memoryId!: number;
  @Field(() => FileType) fileType!: FileType;
  @Field(() => String) src!: string;
  @Field(() => String, { nullable: true }) thumbnailUrl?: string | null;
  @Field(() => String, { nullable: true }) fileName?: string | null;
  @Field(() => Int) rotationAngle!: number;
  @Field(() => Int, { nullable: true }) width?: number | null;
  @Field(() => Int, { nullable: true }) height?: number | null;
  @Field(() => Boolean) isLink!: boolean;
  @Field(() => String, { nullable: true }) linkTitle?: string | null;
  @Field(() => String, { description: "The title of the file's memory, the viewer's caption." }) memoryTitle!: string;
}

export const MemoryEventKind = { SUBMITTED: 'SUBMITTED', STATUS_CHANGED: 'STATUS_CHANGED', EDITED: 'EDITED', DELETED: 'DELETED' } as const;
export type MemoryEventKind = (typeof MemoryEventKind)[keyof typeof MemoryEventKind];
registerEnumType(MemoryEventKind, { name: 'MemoryEventKind' });

@ObjectType('MemoryEvent', { description: 'A change the moderation dashboard shows live.' })
export class MemoryEvent {
  @Field(() => MemoryEventKind) kind!: MemoryEventKind;
  @Field(() => Int) memoryId!: number;
  @Field(() => String) opi!: string;
  @Field(() => MemoryStatus, { nullable: true }) status?: MemoryStatus | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => Date) at!: Date;
  @Field(() => Screening, { nullable: true, description: "The memory's screening at arrival; null once deleted or never screened." })
  screening?: Screening | null;
}

@ObjectType('VideoPreview', { description: 'A video link as its provider describes it, looked up by the gateway.' })
export class VideoPreview {
  @Field(() => String, { description: 'The link as given.' }) url!: string;
  @Field(() => String, { description: 'Where the video is played from.' }) embedUrl!: string;
  @Field(() => String, { nullable: true, description: 'Null for a private video or when the provider did not answer.' }) title?:
    string | null;
  @Field(() => String, { nullable: true }) thumbnailUrl?: string | null;
}
