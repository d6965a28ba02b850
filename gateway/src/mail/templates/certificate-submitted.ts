import { CERTIFICATE_SECTION_TITLES, CERTIFICATE_SECTIONS, translate, type CertificateSectionKey, type Locale } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { localeOf, mailText, say } from './say.js';

/** To the funeral arranger (staff): the family submitted the certificate sections it saved, and which it has not saved yet. */
export const certificateSubmittedMail = (v: {
  /** The recipient's language; the request's when they chose none. */
  language?: Locale | null;
  senderName: string;
  decedentName: string;
  opi: string;
  funeralHome: string;
  /** The keys of the saved sections (savedSections). */
  sections: readonly string[];
  reviewLink: string;
}): MailText => {
  const locale = localeOf(v.language);
  // The sections' titles as the family's page shows them (one set, CERTIFICATE_SECTION_TITLES).
  const title = (key: CertificateSectionKey) => translate(locale, CERTIFICATE_SECTION_TITLES, key);
  const saved = CERTIFICATE_SECTIONS.filter((s) => v.sections.includes(s.key)).map((s) => title(s.key));
  const missing = CERTIFICATE_SECTIONS.filter((s) => !v.sections.includes(s.key)).map((s) => title(s.key));
  const missingLine = missing.length
    ? say(locale, 'certificateMissing', { titles: missing.join(', ') })
    : say(locale, 'certificateNoneMissing');
  const { decedentName, senderName, opi, funeralHome } = v;
  return {
    subject: say(locale, 'certificateSubmittedSubject', { decedentName }),
    text: mailText(locale, [
      `${say(locale, 'certificateSubmittedBody', { senderName, decedentName, opi, funeralHome, sections: saved.join(', ') })}\n${missingLine}`,
      say(locale, 'certificateReview', { reviewLink: v.reviewLink }),
    ]),
  };
};
