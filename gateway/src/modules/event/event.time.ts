import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant of a wall-clock date and time (YYYY-MM-DD, HH:mm) in an IANA zone. */
export function instantOf(date: string, time: string, zone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).toDate();
}

/** YYYY-MM-DD of an instant in a zone. */
export const dayIn = (at: Date | number, zone: string) => dayjs(at).tz(zone).format('YYYY-MM-DD');
/** The spec's event date and time formats (memorial-portal 9). */
export const formatDate = (at: Date, zone: string) => dayjs(at).tz(zone).format('MMMM DD, YYYY');
export const formatTime = (at: Date, zone: string) => dayjs(at).tz(zone).format('h:mm A');

/** Flower orders close at 10 a.m. the day before the service, on the funeral home's clock. */
export function flowerCutoff(serviceDate: string, zone: string): Date {
  const dayBefore = dayjs(serviceDate).subtract(1, 'day').format('YYYY-MM-DD');
  return instantOf(dayBefore, '10:00', zone);
}
