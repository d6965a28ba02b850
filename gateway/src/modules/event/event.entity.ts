import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { Opt } from '@mikro-orm/core';
import { Decedent } from '../decedent/index.js';

export interface EventAddress {
  line1: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
}

/**
 * A service of a decedent (visitation, funeral service, committal...). Its date and times are the
 * funeral home's wall clock in timeZone; startsAt / endsAt are the same moments as instants, kept
 * so that lists and reminder jobs can sort and select by time in SQL.
 */
@Entity({ tableName: 'decedent_event' })
@Index({ properties: ['decedent', 'startsAt'] })
export class DecedentEvent {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Decedent, { ref: true, deleteRule: 'cascade' })
  decedent!: Ref<Decedent>;

  @Property({ type: 'string', length: 120 }) eventName!: string;
  /** Static or Dynamic; only a Dynamic event's end time can be hidden. */
  @Property({ type: 'string', length: 20, default: 'Static' }) eventType: Opt<'Static' | 'Dynamic'> = 'Static';
  @Property({ type: 'string', length: 200, nullable: true }) locationName?: string | null;
  @Property({ type: 'string', length: 120, nullable: true }) chapelName?: string | null;
  @Property({ type: 'json', default: '{}' }) locationAddressObj: Opt<EventAddress> = {
    line1: null,
    city: null,
    state: null,
    zipcode: null,
    country: null,
  };
  /** YYYY-MM-DD in timeZone. */
  @Property({ type: 'date' }) serviceDate!: string;
  /** HH:mm in timeZone. */
  @Property({ type: 'string', length: 5 }) beginningTime!: string;
  @Property({ type: 'string', length: 5, nullable: true }) endingTime?: string | null;
  /** The IANA zone of the funeral home holding the event. */
  @Property({ type: 'string', length: 64 }) timeZone!: string;
  @Property({ type: 'timestamptz' }) startsAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) endsAt?: Date | null;
  /**
   * A moved event's earliest announced start (EventService.update): null when it never moved, or moved back to it.
   * The earliest, not the last before: a service is announced once to most of its guests (the obituary in the paper,
   * the printed program, the first share of the page), and those are the guests who would come at the wrong time;
   * keeping it is also what tells a move back to the original start (scheduled again) from another move.
   */
  @Property({ type: 'timestamptz', nullable: true }) previousStartsAt?: Date | null;
  /** The funeral home's short code (CFS, ACC, ...). */
  @Property({ type: 'string', length: 8, nullable: true }) locationCode?: string | null;
  /** The live stream link, stored with its scheme. */
  @Property({ type: 'text', nullable: true }) url?: string | null;
  @Property({ type: 'string', length: 50, nullable: true }) passCode?: string | null;
  @Property({ type: 'boolean', default: true }) hidePassCodeInFaa: Opt<boolean> = true;
  @Property({ type: 'boolean', default: false }) isEndTimeHided: Opt<boolean> = false;
  /** Hidden by the family: not shown to visitors. */
  @Property({ type: 'boolean', default: false }) isPrivate: Opt<boolean> = false;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Opt<Date> = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Opt<Date> = new Date();
}
