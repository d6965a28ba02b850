import { z } from 'zod';
import { EVENT_CARD_TEXTS, EVENT_MESSAGES, eventRule, funeralHomeFor, t, timeZoneRule } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { CaseAccessService } from '../case/index.js';
import type { Decedent } from '../decedent/index.js';
import { DecedentService, fullName, officialPageUrl } from '../decedent/index.js';
import { DecedentEvent } from './event.entity.js';
import type { EventDeleteResult, EventInput, EventList, EventResult, EventView } from './event.types.js';
import { dayIn, flowerCutoff, instantOf, todayIn } from './event.time.js';
import { toView } from './event.view.js';
import { eventsColumn } from './event.rows.js';
import { calendarFileName, eventCalendarFile } from './event.calendar.js';
import { RevisionService, recordKey } from '../revision/index.js';

export const TRIBUTE_ACTIONS = ['flower-click', 'tree-click'] as const;
const zoneArg = z.object({ timezone: timeZoneRule });

/**
 * The earliest announced start of an event that a save moves to `next` (DecedentEvent.previousStartsAt says why the
 * earliest): the one known already, else the start it leaves if that was announced; none once back at that start.
 */
function previousStart(event: DecedentEvent, next: Date, announced: boolean): Date | null {
  const leaving = announced && event.startsAt.getTime() !== next.getTime() ? event.startsAt : null;
  const earliest = event.previousStartsAt ?? leaving;
  return earliest && earliest.getTime() !== next.getTime() ? earliest : null;
}

/** The public memorial page of a decedent, for links in calendar entries and mails. */
export class EventService {
  constructor(private readonly ctx: RequestScope) {}

  private get decedents() {
    return this.ctx.service(DecedentService);
  }

  private get access() {
    return this.ctx.service(CaseAccessService);
  }

  /** Upcoming (from today on) and past (before today) in the caller's zone; hidden events only for the family with access and staff. */
  async list(opi: string, timezone: string): Promise<EventList> {
    const { timezone: zone } = validInput(zoneArg, { timezone });
    // Plain objects, not entities: a read-only list that nothing flushes (event.rows.ts).
    const { decedent, privileged, list: events } = await this.decedents.readVisibleWith(opi, eventsColumn);
    const now = new Date();
    const today = todayIn(zone, now);
    const views = events.map((e) => toView(e, { zone, privileged, opi: decedent.opi, now, today }));
    return {
      upcomingEvents: views.filter((v) => !v.isPast),
      pastEvents: views.filter((v) => v.isPast).reverse(),
      tributeStore: !!this.ctx.deps.config.TRIBUTE_STORE_URL,
      canHide: privileged,
    };
  }

  async create(opi: string, input: EventInput, timezone: string | null): Promise<EventResult> {
    const zone = this.zoneOrNull(timezone);
    const decedent = await this.decedents.getActable(opi);
    const event = this.ctx.em.create(DecedentEvent, { decedent, ...this.valuesOf(decedent, input) });
    await this.ctx.em.flush();
    // A new event is at version 0: nothing has saved over it yet.
    return { message: t(EVENT_MESSAGES, 'created'), event: this.view(event, decedent, zone, 0) };
  }

  /** `version`: the event's version the form was loaded at (a save made from an older one is refused); none saves over it. */
  async update(opi: string, eventId: number, input: EventInput, timezone: string | null, version?: number | null): Promise<EventResult> {
    const zone = this.zoneOrNull(timezone);
    const decedent = await this.decedents.getActable(opi);
    const event = await this.find(decedent, eventId, true);
    const values = this.valuesOf(decedent, input);
    const saved = await this.claim(decedent, event, version);
    // A start visitors could see (a shown event of a public page) was announced: moving away from it is a reschedule.
    event.previousStartsAt = previousStart(event, values.startsAt, !event.isPrivate && !decedent.isPrivate);
    Object.assign(event, values);
    await this.ctx.em.flush();
    return { message: t(EVENT_MESSAGES, 'edited'), event: this.view(event, decedent, zone, saved) };
  }

  async remove(opi: string, eventId: number, version?: number | null): Promise<EventDeleteResult> {
    const decedent = await this.decedents.getActable(opi);
    const event = await this.find(decedent, eventId, true);
    await this.claim(decedent, event, version);
    await this.ctx.em.remove(event).flush();
    return { message: t(EVENT_MESSAGES, 'deleted'), id: eventId };
  }

  /** The family with access (or staff) hides an event from visitors, or shows it again. */
  async hide(opi: string, eventId: number, isPrivate: boolean, timezone: string | null, version?: number | null): Promise<EventResult> {
    const zone = this.zoneOrNull(timezone);
    const decedent = await this.decedents.getActable(opi);
    const event = await this.find(decedent, eventId, true);
    const saved = await this.claim(decedent, event, version);
    event.isPrivate = isPrivate;
    await this.ctx.em.flush();
    return { message: t(EVENT_MESSAGES, isPrivate ? 'hidden' : 'updated'), event: this.view(event, decedent, zone, saved) };
  }

  /** Hides (or shows) the end time of a Dynamic event from visitors. */
  async hideEndTime(
    opi: string,
    eventId: number,
    isEndTimeHided: boolean,
    timezone: string | null,
    version?: number | null,
  ): Promise<EventResult> {
    const zone = this.zoneOrNull(timezone);
    const decedent = await this.decedents.getActable(opi);
    const event = await this.find(decedent, eventId, true);
    if (event.eventType !== 'Dynamic') throw DomainError.invalid({ isEndTimeHided: t(EVENT_MESSAGES, 'endTimeOnlyDynamic') });
    const saved = await this.claim(decedent, event, version);
    event.isEndTimeHided = isEndTimeHided;
    await this.ctx.em.flush();
    return {
      message: t(EVENT_MESSAGES, isEndTimeHided ? 'endTimeHidden' : 'updated'),
      event: this.view(event, decedent, zone, saved),
    };
  }

  /** "Add to calendar": the event as an .ics file, as this viewer may see it. */
  async calendar(opi: string, eventId: number): Promise<{ name: string; mimeType: string; content: string }> {
    const decedent = await this.decedents.getVisible(opi);
    const privileged = await this.access.canAct(decedent);
    const event = await this.find(decedent, eventId, privileged);
    const content = eventCalendarFile(event, {
      decedentName: fullName(decedent),
      pageUrl: officialPageUrl(this.ctx.deps.config.siteOrigin, decedent),
      showPassCode: privileged || !event.hidePassCodeInFaa,
      showEndTime: privileged || !event.isEndTimeHided,
    });
    return { name: calendarFileName(event), mimeType: 'text/calendar; charset=utf-8', content };
  }

  /**
   * The external tribute store's address for a flower or tree order, carrying the opi, the
   * action and the event. Refused once the event is past, and for flowers after the cut-off
   * (10 a.m. the day before, on the funeral home's clock).
   */
  async tributeLink(opi: string, action: string, eventId: number | null): Promise<string> {
    const decedent = await this.decedents.getVisible(opi);
    if (!(TRIBUTE_ACTIONS as readonly string[]).includes(action))
      throw DomainError.invalid({ action: t(EVENT_MESSAGES, 'tributeActionInvalid') });
    const base = this.ctx.deps.config.TRIBUTE_STORE_URL;
    if (!base) throw DomainError.notFound(t(EVENT_MESSAGES, 'tributeNotConfigured'));
    const url = new URL(base);
    url.searchParams.set('opi', decedent.opi);
    url.searchParams.set('action', action);
    if (eventId !== null) {
      const event = await this.find(decedent, eventId, await this.access.canAct(decedent));
      const now = new Date();
      if (dayIn(event.startsAt, event.timeZone) < dayIn(now, event.timeZone))
        throw DomainError.invalid({ eventId: t(EVENT_MESSAGES, 'tributeEventPast') });
      if (action === 'flower-click' && now >= flowerCutoff(event.serviceDate, event.timeZone))
        throw DomainError.invalid({ eventId: t(EVENT_CARD_TEXTS, 'flowerCutoff') });
      url.searchParams.set('eventId', String(event.id));
      url.searchParams.set('event', event.eventName);
    }
    return url.toString();
  }

  /** This decedent's event; another decedent's id is as missing as an unknown one, and so is a hidden one to a visitor. */
  private async find(decedent: Decedent, eventId: number, includeHidden: boolean): Promise<DecedentEvent> {
    const event = await this.ctx.em.findOne(DecedentEvent, {
      id: eventId,
      decedent: decedent.id,
      ...(includeHidden ? {} : { isPrivate: false }),
    });
    if (!event) throw DomainError.notFound(t(EVENT_MESSAGES, 'eventMissing'));
    return event;
  }

  private valuesOf(decedent: Decedent, input: EventInput) {
    const v = validInput(eventRule, { ...input, locationAddressObj: input.locationAddressObj ? { ...input.locationAddressObj } : null });
    const locationCode = v.locationCode ?? decedent.locationCode ?? null;
    const timeZone = v.timeZone ?? funeralHomeFor(locationCode).timeZone;
    return {
      eventName: v.eventName,
      eventType: v.eventType,
      locationName: v.locationName,
      chapelName: v.chapelName,
      locationAddressObj: v.locationAddressObj,
      serviceDate: v.serviceDate,
      beginningTime: v.beginningTime,
      endingTime: v.endingTime,
      timeZone,
      locationCode,
      startsAt: instantOf(v.serviceDate, v.beginningTime, timeZone),
      endsAt: v.endingTime ? instantOf(v.serviceDate, v.endingTime, timeZone) : null,
      url: v.url,
      passCode: v.passCode,
      hidePassCodeInFaa: v.hidePassCodeInFaa,
      // A Static event has no hideable end time.
      ...(v.eventType === 'Static' ? { isEndTimeHided: false } : {}),
    };
  }

  /**
   * Claims the event's next version and answers it, after the checks and before the write: a save made from an older
   * version is refused (409) with who saved it when, on the funeral home's clock, and nothing changes.
   */
  private claim(decedent: Decedent, event: DecedentEvent, version: number | null | undefined): Promise<number> {
    return this.ctx
      .service(RevisionService)
      .claim(recordKey('event', event.id), version, 'event', funeralHomeFor(decedent.locationCode).timeZone);
  }

  /** A changed event as staff or the family see it, at its `version`; its dates in the caller's zone, or the event's own. */
  private view(event: DecedentEvent, decedent: Decedent, zone: string | null, version: number): EventView {
    return toView(event, { zone: zone ?? event.timeZone, privileged: true, opi: decedent.opi, now: new Date() }, version);
  }

  /** The caller's zone when given, checked before anything changes. */
  private zoneOrNull(timezone: string | null): string | null {
    return timezone == null ? null : validInput(zoneArg, { timezone }).timezone;
  }
}
