import { NAMESPACE } from './i18n/index.js';

/**
 * The mails' texts (issue 31): subjects, bodies and footers of every mail the gateway sends, the reminders' calendar
 * entry (.ics). A mail is written in its recipient's language (`translate(locale, ...)`);
 * the English is the texts the mails have always said. Names, titles, links and messages typed by people are values.
 */
export const MAIL_TEXTS = {
  [NAMESPACE]: 'mail',
  hello: 'Hello {firstName},',
  dear: 'Dear {firstName},',
  /** A service's date and time in the reader's zone: "November 25, 2026 at 10:00 AM PST". */
  dateAtTime: '{date} at {time}',

  passwordResetSubject: 'Reset your Family Website password',
  passwordResetBody:
    'Use this link within {minutes} minutes to choose a new password:\n{link}\n\nIf you did not ask for this, you can ignore this e-mail.',
  passwordChangedSubject: 'Your Family Website password was changed',
  passwordChangedBody:
    'The password of your Family Website account was changed on {when}. Every other device signed in to your account has been signed out.\n\n' +
    'If you did not change it, reset your password now (choose "Forgot Password?"):\n{resetLink}',

  transferGivenSubject: 'You transferred the arrangements of {decedentName}',
  transferGivenBody:
    'You transferred the arrangements and family website of {decedentName} to {receiverName} ({receiverEmail}). ' +
    'You no longer have access to them from your account.\n\nIf you did not do this, please contact your funeral arranger.',
  transferReceivedSubject: '{giverName} transferred the arrangements of {decedentName} to you',
  transferReceivedBody:
    '{giverName} transferred the arrangements and family website of {decedentName} to you. Sign in to find them in My Arrangements:\n{signInLink}',
  transferWelcomeBody:
    '{giverName} transferred the arrangements and family website of {decedentName} to you, and an account was made for you with this e-mail address.\n\n' +
    'Use this link within {days} days to choose your password; it works once:\n{link}\n\n' +
    'Then sign in with this e-mail address and your new password. If the link has expired, choose "Forgot Password?" on the sign-in screen.',

  memoryPendingSubject: 'A memory of {decedentName} is waiting for your approval',
  memoryPendingBody:
    '{sharerName} shared a memory, "{title}", on the family website of {decedentName}. It will be posted once you approve it:\n{link}',
  memoryPostedSubject: 'Your memory of {decedentName} has been posted',
  memoryPostedBody:
    'Thank you for sharing "{title}". The family has approved it, and it now appears on the memorial page of {decedentName}.',
  memoryDeclinedSubject: 'About your memory of {decedentName}',
  memoryDeclinedBody:
    'Thank you for sharing "{title}". The family has decided not to post it on the memorial page of {decedentName}.\n\nThe reason given: {reason}',

  familyMessageSubject: 'A message for the family of {decedentName}',
  familyMessageLead: '{email} sent you a message from the memorial page of {decedentName}:',
  familyMessageReply: 'Reply to this e-mail to answer them. Your messages are also on the family website:',
  /** The HTML part's last line: the link's text between the tags. */
  familyMessageReplyHtml: 'Reply to this e-mail to answer them. Your messages are also on the <a href="{link}">family website</a>.',

  certificateSubmittedSubject: 'Biography and death certificate details submitted for {decedentName}',
  certificateSubmittedBody:
    '{senderName} submitted the Biography and Death Certificate Information of {decedentName} ({opi}), {funeralHome}.\nSections saved: {sections}.',
  certificateMissing: 'Sections not saved yet: {titles}.',
  certificateNoneMissing: 'All sections are saved.',
  certificateReview: 'Review it at {reviewLink}',
  programSubmittedSubject: 'Service program submitted for {decedentName}',
  programSubmittedBody:
    '{senderName} submitted the service program of {decedentName} ({opi}), {funeralHome}.\nTemplate: {templateName}. File: {fileName}.\n\n' +
    'Review and download it at {reviewLink}',
  prayerSubmittedSubject: 'Prayer card submitted for {decedentName}',
  prayerSubmittedBody:
    '{senderName} submitted the prayer card of {decedentName} ({opi}), {funeralHome}.\nDesign: {templateName}. Pages: {pages}.\n\n' +
    'Review it and print the PDF at {reviewLink}',

  /** The reminders (memorial-portal 8): 24 hours or 1 hour before a service, and a correction when it moves or goes. */
  reminderSubject: 'Reminder: {eventName} for {decedentName}, {when}',
  /** "Coming up" rather than "tomorrow": a visitor who subscribes late gets the 24-hour reminder closer to the service. */
  reminderLead: '{kind, select, hour {In about an hour} other {Coming up}}: {eventName} for {decedentName}.',
  movedSubject: 'Changed: {eventName} for {decedentName} is now {when}',
  movedLead: 'The {eventName} for {decedentName} has changed since our last reminder.',
  movedNow: 'Now:',
  movedBefore: 'Before:',
  cancelledSubject: 'Cancelled: {eventName} for {decedentName}, {when}',
  cancelledLead: 'The {eventName} for {decedentName} we reminded you of is no longer on the memorial page.',
  when: 'When: {when}',
  where: 'Where: {place}',
  liveStream: 'Live stream: {url}',
  passCode: 'Pass code: {passCode}',
  reminderFooter:
    'The memorial page: {pageUrl}\nThe calendar entry is attached.\n\n' +
    'You receive this mail because you subscribed to reminders on the memorial page. To stop them: {unsubscribeUrl}',

  /** The calendar entry (.ics) of a service: its title and description lines. */
  calendarTitle: '{eventName} for {decedentName}',
  calendarChapel: 'Chapel: {chapel}',
  calendarPage: 'Memorial page: {pageUrl}',
} as const;
