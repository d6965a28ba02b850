import { NAMESPACE } from '../i18n/index.js';
import { VISITOR_EMAIL_MESSAGES } from './common.texts.js';

/** Contact Family (memorial-portal 5 and 8): the spec's texts, verbatim, and the plain ones it leaves out. */
export const CONTACT_MESSAGES = {
  [NAMESPACE]: 'contact',
  messageRequired: 'Message is required',
  messageTooLong: 'Messages should less then 501 characters',
  emailInvalid: VISITOR_EMAIL_MESSAGES.invalid,
  emailRequired: VISITOR_EMAIL_MESSAGES.required,
  sent: 'Your Message has been sent to the Family Member.',
  deleted: 'Message Deleted Successfully',
  hidden: '{hide, select, true {Contact Family Member Hided Successfully.} other {Contact Family Member Un Hided Successfully.}}',
  /** Not in the spec: a visitor posting to a form the family has hidden (or a page without a family arranger). */
  closed: 'The family is not receiving messages on this page.',
  /** Not in the spec: deleting a message that is not this decedent's (or is gone). */
  missing: 'Message does not exist',
  /** The family's Messages list without messages (arrangements-portal 8: empty list). */
  none: 'No Messages Are Available',
  deleteConfirm: 'Are you sure you want to delete this Message?',
  deleteConfirmText: 'Once deleted it cannot be revoked.',
} as const;

/** The spec's limit on a visitor's message (section 9: contact message 500). */
export const CONTACT_MESSAGE_MAX = 500;
