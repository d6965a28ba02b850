import type { MailText } from '../mailer.js';

/** To the funeral arranger (staff): the family submitted the certificate sections it saved. */
export const certificateSubmittedMail = (v: {
  senderName: string;
  decedentName: string;
  opi: string;
  funeralHome: string;
  sections: readonly string[];
  reviewLink: string;
}): MailText => ({
  subject: `Biography and death certificate details submitted for ${v.decedentName}`,
  text: `${v.senderName} submitted the Biography and Death Certificate Information of ${v.decedentName} (${v.opi}), ${v.funeralHome}.\nSections saved: ${v.sections.join(', ')}.\n\nReview it at ${v.reviewLink}\n`,
});
