import type { EntityManager } from '@mikro-orm/postgresql';
import dayjs from 'dayjs';
import type { Decedent } from '../modules/decedent/decedent.entity.js';
import { DecedentEvent } from '../modules/event/event.entity.js';
import { dayIn, instantOf } from '../modules/event/event.time.js';

const ZONE = 'America/Los_Angeles';
const CHAPEL = { line1: '1370 El Camino Real', city: 'Colma', state: 'CA', zipcode: '94014', country: 'United States' };

/**
 * Eleanor's services, dated from the day the demo is seeded (on the funeral home's clock):
 * a visitation in three days, the funeral service with a live stream and pass code and the
 * committal the day after, and a prayer vigil two days ago.
 */
export function seedDemoEvents(em: EntityManager, decedent: Decedent, now = new Date()): void {
  const today = dayIn(now, ZONE);
  const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
  const add = (e: {
    eventName: string;
    date: string;
    begin: string;
    end: string | null;
    eventType?: 'Static' | 'Dynamic';
    locationName: string;
    chapelName?: string;
    url?: string;
    passCode?: string;
    hidePassCodeInFaa?: boolean;
  }) =>
    em.create(DecedentEvent, {
      decedent,
      eventName: e.eventName,
      eventType: e.eventType ?? 'Static',
      locationName: e.locationName,
      chapelName: e.chapelName ?? null,
      locationAddressObj: CHAPEL,
      serviceDate: e.date,
      beginningTime: e.begin,
      endingTime: e.end,
      timeZone: ZONE,
      startsAt: instantOf(e.date, e.begin, ZONE),
      endsAt: e.end ? instantOf(e.date, e.end, ZONE) : null,
      locationCode: 'CFS',
      url: e.url ?? null,
      passCode: e.passCode ?? null,
      hidePassCodeInFaa: e.hidePassCodeInFaa ?? true,
    });
  add({
    eventName: 'Prayer Vigil',
    date: day(-2),
    begin: '19:00',
    end: '20:00',
    locationName: 'Cypress Lawn Funeral Services',
    chapelName: 'Garden Chapel',
  });
  add({
    eventName: 'Visitation',
    date: day(3),
    begin: '17:00',
    end: '20:00',
    eventType: 'Dynamic',
    locationName: 'Cypress Lawn Funeral Services',
    chapelName: 'Garden Chapel',
  });
  add({
    eventName: 'Funeral Service',
    date: day(4),
    begin: '10:00',
    end: '11:30',
    locationName: 'Cypress Lawn Funeral Services',
    chapelName: 'Noble Chapel',
    url: 'https://livestream.example.com/eleanor-whitmore',
    passCode: 'ROSES1941',
    hidePassCodeInFaa: true,
  });
  add({ eventName: 'Committal', date: day(4), begin: '12:30', end: '13:15', locationName: 'Cypress Lawn Memorial Park — Garden of Peace' });
}
