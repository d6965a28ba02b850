import { z } from 'zod';
import { says } from '../i18n/index.js';
import { visitorEmailField } from './common.js';
import { EVENT_MESSAGES, isTimeZone } from './event.texts.js';

/** Stay Updated: the visitor's address, and the visitor's time zone for the mails' times. */
export const subscribeRule = z.object({
  email: visitorEmailField,
  timeZone: z.string().trim().refine(isTimeZone, says(EVENT_MESSAGES, 'timeZoneInvalid')).optional(),
});
export type SubscribeInput = z.input<typeof subscribeRule>;
