import { epochMs } from '../../db/plain-rows.js';
import type { DecedentColumn } from '../decedent/index.js';
import type { EventFields } from './event.view.js';

/**
 * A decedent's events as plain objects under the entity's property names, first to last (hidden ones only when
 * asked for): the public page's list is read-only, so its events are not hydrated into the identity map. A column
 * on `decedent d` (one JSON value), read with the decedent when it can be (DecedentService.readVisibleWith).
 */
export function eventsColumn(withHidden: boolean): DecedentColumn<EventFields[]> {
  return {
    sql: withHidden ? EVENTS.withHidden : EVENTS.visible,
    params: [],
    // Each event is used as parsed, its instants made Dates (its epoch milliseconds stay beside).
    parse: (value) =>
      (value as EventJson[]).map((e) => {
        e.startsAt = new Date(e.startsMs);
        e.endsAt = e.endsMs == null ? null : new Date(e.endsMs);
        e.previousStartsAt = e.previousStartsMs == null ? null : new Date(e.previousStartsMs);
        return e;
      }),
  };
}

type EventJson = EventFields & { startsMs: number; endsMs: number | null; previousStartsMs: number | null };

/** eventsColumn's two texts. */
const eventsSql = (withHidden: boolean) => `(select coalesce(json_agg(json_build_object('id', e.id, 'eventName', e.event_name,
    'eventType', e.event_type, 'locationName', e.location_name, 'chapelName', e.chapel_name, 'locationAddressObj', e.location_address_obj,
    'serviceDate', e.service_date, 'beginningTime', e.beginning_time, 'endingTime', e.ending_time, 'timeZone', e.time_zone,
    'startsMs', ${epochMs('e.starts_at')}, 'endsMs', ${epochMs('e.ends_at')}, 'previousStartsMs', ${epochMs('e.previous_starts_at')}, 'locationCode', e.location_code, 'url', e.url, 'passCode', e.pass_code,
    'hidePassCodeInFaa', e.hide_pass_code_in_faa, 'isEndTimeHided', e.is_end_time_hided, 'isPrivate', e.is_private) order by e.starts_at, e.id), '[]')
  from decedent_event e where e.decedent_id = d.id${withHidden ? '' : ' and not e.is_private'})`;
const EVENTS = { visible: eventsSql(false), withHidden: eventsSql(true) };
