import { NAMESPACE } from './i18n/index.js';

/**
 * Not in the spec (issue 27): a save made from an older version of a record is refused with who saved it and when,
 * and the form shows the saved values beside the typed ones.
 */
export const SAVE_CONFLICT = {
  [NAMESPACE]: 'saveConflict',
  /** {what}: one of SAVE_CONFLICT_WHAT; {when}: `at` or `onAt`. */
  savedAfterYou: '{who} saved {what} {when}, after you opened it.',
  you: 'You',
  someone: 'Someone',
  at: 'at {time}',
  onAt: 'on {date} at {time}',
  panelTitle: 'Saved by someone else while you were editing',
  panelHint: 'Nothing you typed is lost. Choose what to keep for each field below, then save again.',
  yours: 'Yours',
  saved: 'Saved',
  keepYours: 'Keep yours',
  useSaved: 'Use saved',
  empty: '(empty)',
  yes: 'Yes',
  no: 'No',
  /** Under a field the refused person had not changed: the saved value is someone else's change. */
  notChangedByYou: 'You did not change this field.',
  /** The accessible name of a choice button: the choice and the field it is for. */
  choiceFor: '{choice}: {field}',
  /** One row for a whole design whose layout changed meanwhile (another template): kept or replaced whole. */
  wholeDesign: 'The whole design',
  /** A field of a designed card, by its page. */
  onPage: '{page}: {field}',
} as const;

/** What a refused save names (SAVE_CONFLICT.savedAfterYou's {what}). */
export const SAVE_CONFLICT_WHAT = {
  [NAMESPACE]: 'saveConflictWhat',
  certificateSection: 'this section',
  obituary: 'the obituary',
  displayName: 'the display name',
  donations: 'the donation links',
  socialLinks: 'the social links',
  prayerCard: 'the prayer card',
  programCard: 'the program card',
  event: 'this event',
  cemeteryLocation: 'the cemetery location',
  profile: 'your profile',
} as const;
