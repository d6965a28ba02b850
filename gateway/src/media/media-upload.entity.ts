import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import type { FileKind } from './file-types.js';

/**
 * A file received by an upload call, before a memory claims it. Clients upload
 * first and then send the URLs with the memory; the gateway trusts only what
 * it recorded here, never the client's word on a file's type or size.
 */
@Entity({ tableName: 'media_upload' })
/** The upload sweep's search: the unclaimed ones, oldest first (claimed rows, most of the table, are not in it). */
@Index({
  name: 'media_upload_unclaimed_index',
  expression: 'create index "media_upload_unclaimed_index" on "media_upload" ("created_at") where "claimed_at" is null',
})
/** The upload quota's count: a visitor's unclaimed uploads, by address. */
@Index({
  name: 'media_upload_unclaimed_ip_index',
  expression: 'create index "media_upload_unclaimed_ip_index" on "media_upload" ("ip") where "claimed_at" is null',
})
export class MediaUpload {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  @Index()
  url!: string;

  @Property({ type: 'text' }) storageKey!: string;
  @Property({ type: 'text', nullable: true }) thumbnailUrl?: string | null;
  @Property({ type: 'text', nullable: true }) thumbnailKey?: string | null;
  @Property({ type: 'string', length: 20 }) kind!: FileKind;
  @Property({ type: 'string', length: 100 }) mimeType!: string;
  @Property({ type: 'bigint' }) size!: string;
  @Property({ type: 'integer', nullable: true }) width?: number | null;
  @Property({ type: 'integer', nullable: true }) height?: number | null;
  @Property({ type: 'string', length: 255 }) fileName!: string;
  /** The uploader's address, for the quota of unclaimed uploads per address. */
  @Property({ type: 'string', length: 64, nullable: true }) ip?: string | null;
  /** Set when a memory file takes it over. */
  @Property({ type: 'timestamptz', nullable: true }) claimedAt?: Date | null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Opt<Date> = new Date();
}
