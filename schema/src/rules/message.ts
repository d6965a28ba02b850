import { z } from 'zod';
import { says } from '../i18n/index.js';
import { visitorEmailField } from './common.js';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES } from './message.texts.js';

/** Counted in characters as a person counts them (code points), so an emoji is one, not two. */
const characters = (s: string) => [...s].length;

/** The Contact Family form: the visitor's address (for the family's reply) and the message, plain text. */
export const contactFamilyRule = z.object({
  email: visitorEmailField,
  message: z
    .string(says(CONTACT_MESSAGES, 'messageRequired'))
    .trim()
    .min(1, says(CONTACT_MESSAGES, 'messageRequired'))
    .refine((m) => characters(m) <= CONTACT_MESSAGE_MAX, says(CONTACT_MESSAGES, 'messageTooLong')),
});
export type ContactFamilyInput = z.infer<typeof contactFamilyRule>;
