import type { MailText } from '../mailer.js';

/** To the funeral arranger (staff): the family submitted the service program it uploaded. */
export const programSubmittedMail = (v: {
  senderName: string;
  decedentName: string;
  opi: string;
  funeralHome: string;
  templateName: string;
  fileName: string;
  reviewLink: string;
}): MailText => ({
  subject: `Service program submitted for ${v.decedentName}`,
  text: `${v.senderName} submitted the service program of ${v.decedentName} (${v.opi}), ${v.funeralHome}.\nTemplate: ${v.templateName}. File: ${v.fileName}.\n\nReview and download it at ${v.reviewLink}\n`,
});
