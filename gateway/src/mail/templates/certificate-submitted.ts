import { CERTIFICATE_SUBMIT_CONFIRM, CERTIFICATE_SECTIONS, missingSectionTitles } from '@memorial/schema';
import type { MailText } from '../mailer.js';

/** To the funeral arranger (staff): the family submitted the certificate sections it saved, and which it has not saved yet. */
export const certificateSubmittedMail = (v: {
  senderName: string;
  decedentName: string;
  opi: string;
  funeralHome: string;
  /** The keys of the saved sections (savedSections). */
  sections: readonly string[];
  reviewLink: string;
}): MailText => {
  const saved = CERTIFICATE_SECTIONS.filter((s) => v.sections.includes(s.key)).map((s) => s.title);
  const missing = missingSectionTitles(v.sections);
  const missingLine = missing.length ? CERTIFICATE_SUBMIT_CONFIRM.mailMissing(missing) : CERTIFICATE_SUBMIT_CONFIRM.mailNoneMissing;
  return {
    subject: `Biography and death certificate details submitted for ${v.decedentName}`,
    text: `${v.senderName} submitted the Biography and Death Certificate Information of ${v.decedentName} (${v.opi}), ${v.funeralHome}.\nSections saved: ${saved.join(', ')}.\n${missingLine}\n\nReview it at ${v.reviewLink}\n`,
  };
};
