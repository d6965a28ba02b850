import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export const EventTypeEnum = { Static: 'Static', Dynamic: 'Dynamic' } as const;
registerEnumType(EventTypeEnum, { name: 'EventType', description: 'Dynamic events are the ones whose end time the family may hide.' });

@ObjectType('EventAddress')
export class EventAddressType {
  @Field(() => String, { nullable: true }) line1?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) zipcode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
}

@ObjectType('Event', { description: 'A service of a decedent, as this viewer may see it, with dates in the time zone asked for.' })
export class EventView {
  @Field(() => Int) id!: number;
  @Field(() => String) eventName!: string;
  @Field(() => EventTypeEnum) eventType!: 'Static' | 'Dynamic';
  @Field(() => String, { nullable: true }) locationName!: string | null;
  @Field(() => String, { nullable: true }) chapelName!: string | null;
  @Field(() => String, { nullable: true, description: 'The address on one line.' }) locationAddress!: string | null;
  @Field(() => EventAddressType) locationAddressObj!: EventAddressType;
  @Field(() => String, { description: 'MMMM DD, YYYY in the time zone asked for.' }) serviceDate!: string;
  @Field(() => String, { description: 'h:mm A in the time zone asked for.' }) beginningTime!: string;
  @Field(() => String, { nullable: true, description: 'h:mm A; null when there is none or it is hidden from this viewer.' }) endingTime!:
    string | null;
  @Field(() => String, { description: "YYYY-MM-DD, the funeral home's own date (for editing)." }) localDate!: string;
  @Field(() => String, { description: "HH:mm, the funeral home's own clock." }) localBeginningTime!: string;
  @Field(() => String, { nullable: true }) localEndingTime!: string | null;
  @Field(() => String, { description: "The funeral home's IANA time zone." }) timeZone!: string;
  @Field(() => String, { description: 'ISO instant.' }) startsAt!: string;
  @Field(() => String, { nullable: true }) endsAt!: string | null;
  /** A moved event's earliest announced start (ISO instant), for the page's structured data; not a GraphQL field. */
  previousStartsAt!: string | null;
  @Field(() => String, { nullable: true }) locationCode!: string | null;
  @Field(() => String, { nullable: true, description: 'The live stream link.' }) url!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The pass code, or "Please contact Family member" when it is not for this viewer; null when there is none.',
  })
  passCode!: string | null;
  @Field(() => Boolean) hidePassCodeInFaa!: boolean;
  @Field(() => Boolean) isEndTimeHided!: boolean;
  @Field(() => Boolean, { description: 'Hidden by the family (only the family and staff see hidden events).' }) isPrivate!: boolean;
  @Field(() => Boolean, { description: 'Before today in the time zone asked for.' }) isPast!: boolean;
  @Field(() => String, { nullable: true, description: 'A maps search for the location.' }) mapUrl!: string | null;
  @Field(() => String, { description: 'The .ics download (below /api/v1).' }) calendarUrl!: string;
  @Field(() => Boolean, {
    description: "Flowers can still be ordered: not past, and before 10 a.m. the day before, in the funeral home's zone.",
  })
  flowerOrderOpen!: boolean;
  @Field(() => String, { description: 'ISO instant of the flower cut-off.' }) flowerCutoffAt!: string;
  @Field(() => Boolean, { description: 'A tree can still be planted for it (not past).' }) treeOrderOpen!: boolean;
  /** Known after a save (the version it claimed); otherwise read only when asked for (EventVersionResolver). */
  version?: number;
}

@ObjectType('EventList')
export class EventList {
  @Field(() => [EventView], { description: 'From today on, soonest first.' }) upcomingEvents!: EventView[];
  @Field(() => [EventView], { description: 'Before today, latest first.' }) pastEvents!: EventView[];
  @Field(() => Boolean, { description: 'Whether a tribute store is configured (flowers and trees buttons).' }) tributeStore!: boolean;
  @Field(() => Boolean, { description: 'The viewer may hide events and end times (family with access, staff).' }) canHide!: boolean;
}

@ObjectType('EventResult')
export class EventResult {
  @Field(() => String) message!: string;
  @Field(() => EventView) event!: EventView;
}

@ObjectType('EventDeleteResult')
export class EventDeleteResult {
  @Field(() => String) message!: string;
  @Field(() => Int) id!: number;
}

@InputType('EventAddressInput')
export class EventAddressInput {
  @Field(() => String, { nullable: true }) line1?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) zipcode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
}

@InputType('EventInput', {
  description: "Staff's event form: date YYYY-MM-DD and times HH:mm on the funeral home's clock (timeZone, the home's when omitted).",
})
export class EventInput {
  @Field(() => String) eventName!: string;
  @Field(() => EventTypeEnum, { nullable: true }) eventType?: 'Static' | 'Dynamic' | null;
  @Field(() => String, { nullable: true }) locationName?: string | null;
  @Field(() => String, { nullable: true }) chapelName?: string | null;
  @Field(() => EventAddressInput, { nullable: true }) locationAddressObj?: EventAddressInput | null;
  @Field(() => String) serviceDate!: string;
  @Field(() => String) beginningTime!: string;
  @Field(() => String, { nullable: true }) endingTime?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) passCode?: string | null;
  @Field(() => Boolean, { nullable: true }) hidePassCodeInFaa?: boolean | null;
  @Field(() => String, { nullable: true }) locationCode?: string | null;
  @Field(() => String, { nullable: true }) timeZone?: string | null;
}
