import { z } from 'zod';
import { says, type MessageKey } from '../i18n/index.js';
import { isCalendarDate } from './common.texts.js';
import { FUNERAL_HOMES } from '../reference/index.js';
import { EVENT_MESSAGES, EVENT_TYPES, isTimeZone, withScheme } from './event.texts.js';

export const timeZoneRule = z
  .string(says(EVENT_MESSAGES, 'timeZoneInvalid'))
  .trim()
  .refine(isTimeZone, says(EVENT_MESSAGES, 'timeZoneInvalid'));

function isWebLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && /\.[a-z]{2,}$|^localhost$/i.test(parsed.hostname);
  } catch {
    return false;
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalText = (max: number, message: MessageKey<typeof EVENT_MESSAGES>) =>
  z
    .string()
    .trim()
    .max(max, says(EVENT_MESSAGES, message))
    .nullish()
    .transform((v) => v || null);

export const eventAddressRule = z.object({
  line1: optionalText(50, 'addressLineTooLong'),
  city: optionalText(100, 'cityTooLong'),
  state: optionalText(100, 'stateTooLong'),
  zipcode: optionalText(20, 'zipcodeTooLong'),
  country: optionalText(100, 'countryTooLong'),
});

/** Staff's event form. Dates are the funeral home's local date and times (timeZone), YYYY-MM-DD and HH:mm. */
export const eventRule = z
  .object({
    eventName: z
      .string(says(EVENT_MESSAGES, 'nameRequired'))
      .trim()
      .min(1, says(EVENT_MESSAGES, 'nameRequired'))
      .max(120, says(EVENT_MESSAGES, 'nameTooLong')),
    eventType: z.enum(EVENT_TYPES).default('Static'),
    locationName: optionalText(200, 'locationNameTooLong'),
    chapelName: optionalText(120, 'chapelNameTooLong'),
    locationAddressObj: eventAddressRule
      .nullish()
      .transform((v) => v ?? { line1: null, city: null, state: null, zipcode: null, country: null }),
    serviceDate: z
      .string(says(EVENT_MESSAGES, 'dateRequired'))
      .trim()
      .min(1, says(EVENT_MESSAGES, 'dateRequired'))
      .regex(/^\d{4}-\d{2}-\d{2}$/, says(EVENT_MESSAGES, 'dateInvalid'))
      .refine(isCalendarDate, says(EVENT_MESSAGES, 'dateInvalid')),
    beginningTime: z
      .string(says(EVENT_MESSAGES, 'beginningRequired'))
      .trim()
      .min(1, says(EVENT_MESSAGES, 'beginningRequired'))
      .regex(TIME, says(EVENT_MESSAGES, 'timeInvalid')),
    endingTime: z
      .string()
      .trim()
      .regex(TIME, says(EVENT_MESSAGES, 'timeInvalid'))
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    url: z
      .string()
      .trim()
      .max(2000, says(EVENT_MESSAGES, 'urlTooLong'))
      .nullish()
      .transform((v) => (v ? withScheme(v) : null))
      .refine((v) => v === null || isWebLink(v), says(EVENT_MESSAGES, 'urlInvalid')),
    passCode: optionalText(50, 'passCodeTooLong'),
    hidePassCodeInFaa: z.boolean().default(true),
    locationCode: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || FUNERAL_HOMES.some((h) => h.code === v), says(EVENT_MESSAGES, 'locationCodeInvalid')),
    /** The zone the date and times are in; the funeral home's when not given. */
    timeZone: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isTimeZone(v), says(EVENT_MESSAGES, 'timeZoneInvalid')),
  })
  .refine((e) => !e.endingTime || !TIME.test(e.beginningTime) || e.endingTime > e.beginningTime, {
    path: ['endingTime'],
    ...says(EVENT_MESSAGES, 'endBeforeBeginning'),
  });

export type EventInputValues = z.input<typeof eventRule>;
