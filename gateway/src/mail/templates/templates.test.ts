import { describe, expect, it } from 'vitest';
import { LOCALES, registerCatalog, type Locale } from '@memorial/schema';
import { ES } from '@memorial/schema/es';
import { transferGivenMail, transferReceivedMail, transferWelcomeMail } from './account-transferred.js';
import { certificateSubmittedMail } from './certificate-submitted.js';
import { eventCancelledMail, eventMovedMail, eventReminderMail, type ReminderMailEvent } from './event-reminder.js';
import { familyMessageMail } from './family-message.js';
import { memoryDecisionMail } from './memory-decision.js';
import { memoryPendingMail } from './memory-pending.js';
import { passwordChangedMail } from './password-changed.js';
import { passwordResetMail } from './password-reset.js';
import { programSubmittedMail } from './program-submitted.js';

/**
 * Every mail template in every language, pinned whole (subject, text and HTML) for the same answers: the mails share
 * one layout (say.ts), and sharing it must not change a character of any mail. The tests over real SMTP check the
 * mails as they are sent; this one checks each body to the byte.
 */

const EVENT: ReminderMailEvent = {
  eventName: 'Funeral Service',
  decedentName: 'Eleanor Grace Whitmore',
  when: 'March 21, 2026 at 11:00 AM PDT',
  place: 'Garden Chapel, Colma',
  liveStream: 'https://stream.example/eleanor',
  passCode: '4321',
};
const MOVED: ReminderMailEvent = { ...EVENT, when: 'March 20, 2026 at 10:00 AM PDT', place: null, liveStream: null, passCode: null };
const PAGE = { pageUrl: 'https://memorial.test/obituaries/CS-1', unsubscribeUrl: 'https://memorial.test/unsubscribe?t=x' };
const STAFF = { senderName: 'Catherine Reyes', decedentName: 'Eleanor Grace Whitmore', opi: 'CS-1000-0001', funeralHome: 'Cypress Lawn' };

function everyMail(locale: Locale) {
  const language = locale;
  return {
    transferGiven: transferGivenMail({
      language,
      firstName: 'Catherine',
      decedentName: 'Eleanor\nWhitmore',
      receiverName: 'Daniel Whitmore',
      receiverEmail: 'daniel@example.com',
    }),
    transferReceived: transferReceivedMail({
      language,
      firstName: 'Daniel',
      decedentName: 'Eleanor Whitmore',
      giverName: 'Catherine Reyes',
      signInLink: 'https://memorial.test/signin',
    }),
    transferWelcome: transferWelcomeMail({
      language,
      firstName: 'Daniel',
      decedentName: 'Eleanor Whitmore',
      giverName: 'Catherine Reyes',
      link: 'https://memorial.test/set-password?t=y',
      days: 7,
    }),
    certificateSome: certificateSubmittedMail({
      language,
      ...STAFF,
      sections: ['primary', 'nok'],
      reviewLink: 'https://memorial.test/review',
    }),
    certificateAll: certificateSubmittedMail({
      language,
      ...STAFF,
      sections: ['primary', 'resident', 'ethnicity', 'education', 'veteran', 'parent', 'notifier', 'nok'],
      reviewLink: 'https://memorial.test/review',
    }),
    reminderDay: eventReminderMail({ locale, event: EVENT, kind: 'day', ...PAGE }),
    reminderHour: eventReminderMail({ locale, event: MOVED, kind: 'hour', ...PAGE }),
    moved: eventMovedMail({ locale, event: EVENT, previous: MOVED, ...PAGE }),
    cancelled: eventCancelledMail({ locale, event: EVENT, ...PAGE }),
    familyMessage: familyMessageMail({
      language,
      firstName: 'Catherine <b>',
      decedentName: 'Eleanor & Whitmore',
      email: 'visitor@example.com',
      message: 'We will miss her.\n\n<script>x</script>',
      link: 'https://memorial.test/messages?a=1&b=2',
    }),
    familyMessageEmpty: familyMessageMail({
      language,
      firstName: 'Catherine',
      decedentName: 'Eleanor',
      email: 'v@example.com',
      message: '',
      link: 'https://memorial.test/m',
    }),
    memoryPosted: memoryDecisionMail({
      language,
      approved: true,
      firstName: 'Ruth',
      title: 'Choir on Sundays',
      decedentName: 'Eleanor',
      reason: null,
    }),
    memoryDeclined: memoryDecisionMail({
      language,
      approved: false,
      firstName: 'Ruth',
      title: 'Choir on Sundays',
      decedentName: 'Eleanor',
      reason: 'It names a living person.',
    }),
    memoryPending: memoryPendingMail({
      language,
      firstName: 'Catherine',
      sharerName: 'Ruth Lindqvist',
      title: 'Choir on Sundays',
      decedentName: 'Eleanor',
      link: 'https://memorial.test/approve',
    }),
    passwordChanged: passwordChangedMail({
      language,
      firstName: 'Catherine',
      at: new Date('2026-11-28T19:30:00Z'),
      resetLink: 'https://memorial.test/forgot',
    }),
    passwordReset: passwordResetMail({ language, firstName: 'Catherine', link: 'https://memorial.test/reset?t=z', minutes: 60 }),
    programSubmitted: programSubmittedMail({
      language,
      ...STAFF,
      templateName: 'Classic',
      fileName: 'program.pdf',
      reviewLink: 'https://memorial.test/review',
    }),
  };
}

// The Spanish catalog is registered here, not by whichever test ran before in this worker.
registerCatalog('es', ES);

describe('the mail templates, to the byte', () => {
  for (const locale of LOCALES) {
    it(`writes every mail in ${locale} as before`, () => {
      expect(everyMail(locale)).toMatchSnapshot();
    });
  }
});
