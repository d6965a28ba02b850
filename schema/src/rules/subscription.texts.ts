import { NAMESPACE } from '../i18n/index.js';
import { VISITOR_EMAIL_MESSAGES } from './common.texts.js';

/** Texts of the Stay Updated form and of the reminder mails' unsubscribe link (memorial-portal 5 and 8). */
export const SUBSCRIPTION_MESSAGES = {
  [NAMESPACE]: 'subscription',
  subscribed: 'Subscribed Successfully',
  emailInvalid: VISITOR_EMAIL_MESSAGES.invalid,
  emailRequired: VISITOR_EMAIL_MESSAGES.required,
  /** Not in the spec: the unsubscribe page's answers. */
  unsubscribeConfirm: 'Stop e-mail reminders about the services for {name}?',
  unsubscribed: 'You will no longer receive e-mail reminders about the services for {name}.',
  unsubscribeUsed: 'This unsubscribe link has already been used: you are not subscribed to these reminders.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'Unsubscribed',
} as const;
