import type { MailText } from '../../mail/mailer.js';

/** To the funeral arranger (staff): the family submitted the prayer card's rendered pages; the print PDF is ready. */
export const prayerSubmittedMail = (v: {
  senderName: string;
  decedentName: string;
  opi: string;
  funeralHome: string;
  templateName: string;
  pages: number;
  reviewLink: string;
}): MailText => ({
  subject: `Prayer card submitted for ${v.decedentName}`,
  text: `${v.senderName} submitted the prayer card of ${v.decedentName} (${v.opi}), ${v.funeralHome}.\nDesign: ${v.templateName}. Pages: ${v.pages}.\n\nReview it and print the PDF at ${v.reviewLink}\n`,
});
