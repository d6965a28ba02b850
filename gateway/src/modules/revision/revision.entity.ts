import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';

/**
 * The version of one edited record (a certificate section, an obituary, an event...), kept apart from the
 * record so that every kind of record is versioned the same way: a save names the version it was made from and
 * is refused when another save came first. A record never saved since versions began is at version 0.
 */
@Entity({ tableName: 'revision' })
export class Revision {
  /** The record's kind and key, e.g. `certificate.primary:42` (see recordKey). */
  @PrimaryKey({ type: 'text' }) record!: string;
  @Property({ type: 'integer' }) version!: number;
  /** Who saved it last; not a foreign key, so that identity (whose profile is versioned too) is not needed here. */
  @Property({ type: 'integer', nullable: true }) savedById?: number | null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) savedAt: Opt<Date> = new Date();
}
