import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { EventDeleteResult, EventInput, EventList, EventResult, EventView } from './event.types.js';
import { EventService } from './event.service.js';
import { RevisionService, VERSION_ARG, recordKey } from '../revision/index.js';

const ZONE = { nullable: true, description: "The caller's IANA time zone for the dates answered; the event's own when omitted." } as const;

@Resolver()
export class EventResolver {
  @Query(() => EventList, { description: "A decedent's events, upcoming (from today on) and past, dates in the caller's IANA time zone." })
  @Allow('public')
  events(
    @Arg('opi', () => String) opi: string,
    @Arg('timezone', () => String) timezone: string,
    @Ctx() ctx: RequestScope,
  ): Promise<EventList> {
    return ctx.service(EventService).list(opi, timezone);
  }

  @Query(() => String, { description: 'The tribute store address for a flower-click or tree-click, optionally for one event.' })
  @Allow('public')
  tributeLink(
    @Arg('opi', () => String) opi: string,
    @Arg('action', () => String) action: string,
    @Arg('eventId', () => Int, { nullable: true }) eventId: number | null,
    @Ctx() ctx: RequestScope,
  ): Promise<string> {
    return ctx.service(EventService).tributeLink(opi, action, eventId ?? null);
  }

  @Mutation(() => EventResult)
  @Allow('admin', 'cl-arranger')
  createEvent(
    @Arg('opi', () => String) opi: string,
    @Arg('input', () => EventInput) input: EventInput,
    @Arg('timezone', () => String, ZONE) timezone: string | null,
    @Ctx() ctx: RequestScope,
  ): Promise<EventResult> {
    return ctx.service(EventService).create(opi, input, timezone ?? null);
  }

  @Mutation(() => EventResult)
  @Allow('admin', 'cl-arranger')
  updateEvent(
    @Arg('opi', () => String) opi: string,
    @Arg('eventId', () => Int) eventId: number,
    @Arg('input', () => EventInput) input: EventInput,
    @Arg('timezone', () => String, ZONE) timezone: string | null,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<EventResult> {
    return ctx.service(EventService).update(opi, eventId, input, timezone ?? null, version);
  }

  @Mutation(() => EventDeleteResult)
  @Allow('admin', 'cl-arranger')
  deleteEvent(
    @Arg('opi', () => String) opi: string,
    @Arg('eventId', () => Int) eventId: number,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<EventDeleteResult> {
    return ctx.service(EventService).remove(opi, eventId, version);
  }

  @Mutation(() => EventResult, { description: 'The family with access (or staff) hides an event from visitors, or shows it again.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  hideEvent(
    @Arg('opi', () => String) opi: string,
    @Arg('eventId', () => Int) eventId: number,
    @Arg('isPrivate', () => Boolean) isPrivate: boolean,
    @Arg('timezone', () => String, ZONE) timezone: string | null,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<EventResult> {
    return ctx.service(EventService).hide(opi, eventId, isPrivate, timezone ?? null, version);
  }

  @Mutation(() => EventResult, { description: 'Hides (or shows) the end time of a Dynamic event from visitors.' })
  @Allow('arranger', 'admin', 'cl-arranger')
  hideEventEndTime(
    @Arg('opi', () => String) opi: string,
    @Arg('eventId', () => Int) eventId: number,
    @Arg('isEndTimeHided', () => Boolean) isEndTimeHided: boolean,
    @Arg('timezone', () => String, ZONE) timezone: string | null,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ): Promise<EventResult> {
    return ctx.service(EventService).hideEndTime(opi, eventId, isEndTimeHided, timezone ?? null, version);
  }
}

/** An event's version, read only when a client asks for it (the public page does not), batched for a list. */
@Resolver(() => EventView)
export class EventVersionResolver {
  @FieldResolver(() => Int, { description: 'The current version of the event: a save sends the version its form was loaded at.' })
  version(@Root() event: EventView, @Ctx() ctx: RequestScope): Promise<number> | number {
    return event.version ?? ctx.service(RevisionService).load(recordKey('event', event.id));
  }
}
