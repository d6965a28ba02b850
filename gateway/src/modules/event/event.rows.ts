import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventFields } from './event.view.js';
import { epochMs } from '../../db/plain-rows.js';
import { prepared, preparedRows } from '../../db/prepared.js';

/**
 * A decedent's events as plain rows under the entity's property names, first to last (hidden ones only when
 * asked for): the public page's list is read-only, so its events are not hydrated into the identity map.
 */
export async function eventRowsOf(em: EntityManager, decedentId: number, withHidden: boolean): Promise<EventFields[]> {
  const rows = await preparedRows<Record<string, any>>(em, withHidden ? EVENTS.withHidden : EVENTS.visible, [decedentId]);
  return rows.map((r): EventFields => ({
    id: r['id'], eventName: r['event_name'], eventType: r['event_type'], locationName: r['location_name'], chapelName: r['chapel_name'],
    locationAddressObj: r['location_address_obj'], serviceDate: r['service_date'], beginningTime: r['beginning_time'], endingTime: r['ending_time'],
    timeZone: r['time_zone'], startsAt: new Date(r['starts_ms']), endsAt: r['ends_ms'] == null ? null : new Date(r['ends_ms']),
    locationCode: r['location_code'], url: r['url'], passCode: r['pass_code'], hidePassCodeInFaa: r['hide_pass_code_in_faa'],
    isEndTimeHided: r['is_end_time_hided'], isPrivate: r['is_private'],
  }));
}

/** eventRowsOf's two statements, prepared. */
const eventsSql = (withHidden: boolean) => `select e.id, e.event_name, e.event_type, e.location_name, e.chapel_name, e.location_address_obj, e.service_date,
    e.beginning_time, e.ending_time, e.time_zone, ${epochMs('e.starts_at')} as starts_ms, ${epochMs('e.ends_at')} as ends_ms, e.location_code, e.url,
    e.pass_code, e.hide_pass_code_in_faa, e.is_end_time_hided, e.is_private
  from decedent_event e where e.decedent_id = ?${withHidden ? '' : ' and not e.is_private'} order by e.starts_at, e.id`;
const EVENTS = { visible: prepared(eventsSql(false)), withHidden: prepared(eventsSql(true)) };
