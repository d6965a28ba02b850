import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';

/**
 * The version of a decedent's public memorial page: bumped by PostgreSQL triggers (migration 20261129110000) on every
 * change of what the page shows (its decedent, obituary, shown memories and their files, events, cemetery location,
 * family), each with the change notice pg_notify('memorial_page', decedent id) that every gateway's page cache hears
 * (pagecache/). Written by the triggers only; the sitemap's lastmod is changedAt.
 */
@Entity({ tableName: 'memorial_page_version' })
export class MemorialPageVersion {
  /** Not a foreign key: a deleted decedent's row stays (its page answers 404). */
  @PrimaryKey({ type: 'integer', autoincrement: false }) decedentId!: number;
  @Property({ type: 'bigint', default: 1 }) version: Opt<string> = '1';
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) changedAt: Opt<Date> = new Date();
}
