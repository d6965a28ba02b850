import { z } from 'zod';
import { EVENT_MESSAGES, isTimeZone } from './event.js';

/** Texts of the Stay Updated form and of the reminder mails' unsubscribe link (memorial-portal 5 and 8). */
export const SUBSCRIPTION_MESSAGES = {
  subscribed: 'Subscribed Successfully',
  emailInvalid: 'Invalid Email',
  emailRequired: 'Email Required',
  /** Not in the spec: the unsubscribe page's answers. */
  unsubscribeConfirm: (name: string) => `Stop e-mail reminders about the services for ${name}?`,
  unsubscribed: (name: string) => `You will no longer receive e-mail reminders about the services for ${name}.`,
  unsubscribeUsed: 'This unsubscribe link has already been used: you are not subscribed to these reminders.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/**
 * Stay Updated: a well-formed address (as sign-in, not the share form's 2-3 letter suffix rule, which would refuse
 * .email or .museum addresses), at most 254 characters (RFC 5321). The time zone is the visitor's, for the mails' times.
 */
export const subscribeRule = z.object({
  email: z
    .string({ error: SUBSCRIPTION_MESSAGES.emailRequired })
    .trim()
    .min(1, SUBSCRIPTION_MESSAGES.emailRequired)
    .max(254, SUBSCRIPTION_MESSAGES.emailInvalid)
    .pipe(z.email(SUBSCRIPTION_MESSAGES.emailInvalid)),
  timeZone: z.string().trim().refine(isTimeZone, EVENT_MESSAGES.timeZoneInvalid).optional(),
});
export type SubscribeInput = z.input<typeof subscribeRule>;
