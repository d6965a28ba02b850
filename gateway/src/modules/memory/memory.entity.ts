import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { Opt, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Locale } from '@memorial/schema';
import { Decedent } from '../decedent/index.js';
import { User } from '../identity/index.js';
import { Address } from '../reference/index.js';
import type { ScreeningLevel, ScreeningReasonData } from '../screening/index.js';

export const MemoryStatus = { Pending: 'Pending', Accepted: 'Accepted', Rejected: 'Rejected' } as const;
export type MemoryStatus = (typeof MemoryStatus)[keyof typeof MemoryStatus];
registerEnumType(MemoryStatus, {
  name: 'MemoryStatus',
  description: 'Pending for Approval, Accepted (approved) or Rejected. A deleted memory is gone for good.',
});

export const FileType = { Image: 'Image', Video: 'Video', Audio: 'Audio', Application: 'Application' } as const;
export type FileType = (typeof FileType)[keyof typeof FileType];
registerEnumType(FileType, { name: 'FileType', description: 'Documents such as pdf and docx are Application.' });

@Entity({ tableName: 'memory' })
@Index({ properties: ['decedent', 'status', 'createdAt'] })
@Index({ properties: ['decedent', 'held'] })
@Unique({ properties: ['decedent', 'idempotencyKey'] })
@ObjectType('Memory')
export class Memory {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  @Property({ type: 'string', length: 255 })
  @Field(() => String)
  title!: string;

  /** Sanitised rich text; legacy clients send it as memory and show it as description. */
  @Property({ type: 'text' })
  @Field(() => String)
  memory!: string;

  /** 1 to 8 from the reference list; 9 for a memory shared from the public form. */
  @Property({ type: 'smallint' })
  @Field(() => Int)
  memoryType!: number;

  @Enum({ items: () => Object.values(MemoryStatus), type: 'string', default: 'Pending' })
  @Field(() => MemoryStatus)
  status: Opt<MemoryStatus> = 'Pending';

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  rejectedReason?: string | null;

  /** Hidden from the public page by the family (Hide Memory). */
  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  isPrivate: Opt<boolean> = false;

  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  dateOfMemory!: string;

  @Property({ type: 'smallint', nullable: true })
  @Field(() => Int, { nullable: true, description: 'An id of the relationship list.' })
  relationship?: number | null;

  /** The signed-in person who shared it, when it was not a visitor. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  memoryByPerson?: Ref<User> | null;

  @Property({ type: 'string', length: 50 }) @Field(() => String) memoryByPersonFirstName!: string;
  @Property({ type: 'string', length: 50 }) @Field(() => String) memoryByPersonLastName!: string;
  /** Only family with access and staff may read the sharer's contact details. */
  @Property({ type: 'string', length: 254 }) personEmail!: string;
  @Property({ type: 'string', length: 14, nullable: true }) personPhone?: string | null;
  /** The language the sharer's request named ('en', 'es'): the decision is mailed in it; null, the page's. */
  @Property({ type: 'text', nullable: true }) sharerLanguage?: Locale | null;
  @Property({ type: 'json', nullable: true }) personAddress?: Address | null;

  /** The client's key for one submission, so a double click or a retry writes it once. */
  @Property({ type: 'string', length: 80, nullable: true })
  idempotencyKey?: string | null;

  /**
   * When a visitor accepted the copyright disclaimer and privacy policy for this share: the web form's box, or a legacy
   * REST share, accepted on its captcha. Null for a signed-in sharer, whose acceptance is their policy_acceptance row.
   */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  policyAcceptedAt?: Date | null;

  /** What was shared (request/idempotency.ts digestOf): the same again from the same sender lately is this memory. */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  submissionDigest?: string | null;

  /**
   * Its screening at arrival (issue 32): a risk score 0..100, its level and reasons; null when it was never screened (shared
   * before screening). In the graph as `screening`, for those who may moderate it only (MemoryResolver).
   */
  @Property({ type: 'smallint', nullable: true })
  screeningScore?: number | null;

  @Property({ type: 'text', nullable: true })
  screeningLevel?: ScreeningLevel | null;

  @Property({ type: 'json', nullable: true })
  screeningReasons?: ScreeningReasonData[] | null;

  /** Likely spam at arrival: the family was not mailed; it waits until someone releases it or decides on it. */
  @Property({ type: 'boolean', default: false })
  held: Opt<boolean> = false;

  @OneToMany(() => MemoryFile, (f) => f.memory, { orderBy: { id: 'asc' } })
  files = new Collection<MemoryFile>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Opt<Date> = new Date();
}

@Entity({ tableName: 'memory_file' })
@ObjectType('MemoryFile')
export class MemoryFile {
  /** Read from the memory; never given when a file is created. */
  declare [OptionalProps]?: 'memoryId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  id!: number;

  @ManyToOne(() => Memory, { ref: true, deleteRule: 'cascade' })
  @Index()
  memory!: Ref<Memory>;

  /** In the graph through MemoryFileResolver.memoryId (a field on a getter would make every plain row an entity instance first). */
  get memoryId(): number {
    return this.memory.id;
  }

  @Enum({ items: () => Object.values(FileType), type: 'string' })
  @Field(() => FileType)
  fileType!: FileType;

  /**
   * The URL shown: a /media path, or the video link itself. In the graph, signed for the viewer (MemoryFileResolver).
   * The three URLs are indexed: /media asks which memory holds a file (memoryMediaOwner).
   */
  @Property({ type: 'text' })
  @Index()
  src!: string;

  /** The file as uploaded (before any rotation), or the video link. */
  @Property({ type: 'text' })
  @Index()
  originalUrl!: string;

  @Property({ type: 'text', nullable: true })
  @Index()
  thumbnailUrl?: string | null;

  @Property({ type: 'smallint', default: 0 })
  @Field(() => Int)
  rotationAngle: Opt<number> = 0;

  @Property({ type: 'integer', nullable: true }) @Field(() => Int, { nullable: true }) width?: number | null;
  @Property({ type: 'integer', nullable: true }) @Field(() => Int, { nullable: true }) height?: number | null;
  @Property({ type: 'string', length: 255, nullable: true }) @Field(() => String, { nullable: true }) fileName?: string | null;
  @Property({ type: 'string', length: 100, nullable: true }) @Field(() => String, { nullable: true }) mimeType?: string | null;
  @Property({ type: 'bigint', nullable: true }) size?: string | null;

  /** A video link rather than an uploaded file. */
  @Property({ type: 'boolean', default: false }) @Field(() => Boolean) isLink: Opt<boolean> = false;
  @Property({ type: 'string', length: 300, nullable: true }) @Field(() => String, { nullable: true }) linkTitle?: string | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
