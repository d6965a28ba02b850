import type { MailText } from '../mailer.js';

/** To the person who shared a memory: the family approved it, or rejected it with a reason. */
export const memoryDecisionMail = (v: {
  approved: boolean;
  firstName: string;
  title: string;
  decedentName: string;
  reason: string | null;
}): MailText =>
  v.approved
    ? {
        subject: `Your memory of ${v.decedentName} has been posted`,
        text: `Dear ${v.firstName},\n\nThank you for sharing "${v.title}". The family has approved it, and it now appears on the memorial page of ${v.decedentName}.\n`,
      }
    : {
        subject: `About your memory of ${v.decedentName}`,
        text: `Dear ${v.firstName},\n\nThank you for sharing "${v.title}". The family has decided not to post it on the memorial page of ${v.decedentName}.\n\nThe reason given: ${v.reason}\n`,
      };
