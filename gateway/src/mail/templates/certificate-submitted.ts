import { CERTIFICATE_SECTIONS, type Locale, type MAIL_TEXTS, type MessageKey } from '@memorial/schema';
import type { MailText } from '../mailer.js';
import { localeOf, say } from './say.js';

/** Each section's title in the mails' catalog, by its key (savedSections). */
const SECTION_TITLES = {
  primary: 'sectionPrimary',
  resident: 'sectionResident',
  ethnicity: 'sectionEthnicity',
  education: 'sectionEducation',
  veteran: 'sectionVeteran',
  parent: 'sectionParent',
  notifier: 'sectionNotifier',
  nok: 'sectionNok',
} as const satisfies Record<(typeof CERTIFICATE_SECTIONS)[number]['key'], MessageKey<typeof MAIL_TEXTS>>;

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
  const title = (key: (typeof CERTIFICATE_SECTIONS)[number]['key']) => say(locale, SECTION_TITLES[key]);
  const saved = CERTIFICATE_SECTIONS.filter((s) => v.sections.includes(s.key)).map((s) => title(s.key));
  const missing = CERTIFICATE_SECTIONS.filter((s) => !v.sections.includes(s.key)).map((s) => title(s.key));
  const missingLine = missing.length
    ? say(locale, 'certificateMissing', { titles: missing.join(', ') })
    : say(locale, 'certificateNoneMissing');
  const { decedentName, senderName, opi, funeralHome } = v;
  return {
    subject: say(locale, 'certificateSubmittedSubject', { decedentName }),
    text: `${say(locale, 'certificateSubmittedBody', { senderName, decedentName, opi, funeralHome, sections: saved.join(', ') })}\n${missingLine}\n\n${say(locale, 'certificateReview', { reviewLink: v.reviewLink })}\n`,
  };
};
