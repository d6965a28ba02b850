import { NAMESPACE } from './i18n/index.js';

/**
 * Not in the spec (issue 29): what each step of the arrangements summary says of itself, the same on the family's and
 * the staff's summary and on the staff's list of decedents (the gateway words it; the screens show it). Dates as on
 * cards (MM-DD-YYYY), in the funeral home's zone.
 */
export const STEP_STATUS = {
  [NAMESPACE]: 'stepStatus',
  notStarted: 'Not started',
  sectionsSaved: '{saved} of {total} sections saved',
  submitted: 'Submitted to arranger on {date}',
  /** A certificate saved again after it was sent: the arranger has not had the change. */
  changedSinceSubmitted: '{saved} of {total} sections saved, changed since it was submitted on {date}',
  template: 'Template: {name}',
  programUploaded: 'Template: {name}, program uploaded',
  written: 'Written, not submitted',
  answered: '{answered} of {total} answered',
  /** The step's badges. */
  locked: 'Locked by the arranger',
  submittedBadge: 'Submitted',
  completed: 'Completed',
  /** The staff's list of decedents: each staff step in a word or two, and its state. */
  listHeading: 'Steps',
  /** One step of the list: {step} (a short title), {state} (a state word), {locked}: true or false. */
  listItem: '{step}: {state}{locked, select, true {, locked} other {}}',
  shortCertificateDetails: 'Certificate',
  shortPrayerCreation: 'Prayer card',
  shortProgramCreation: 'Program',
  shortObituary: 'Obituary',
  shortCustomizeFamilyWebsite: 'Website',
  stateNotStarted: 'Not started',
  stateStarted: 'Started',
  stateSubmitted: 'Submitted',
  stateComplete: 'Completed',
} as const;

/** Not in the spec (issue 29): SUBMIT TO ARRANGER on a certificate with sections not yet saved asks first. */
export const CERTIFICATE_SUBMIT_CONFIRM = {
  [NAMESPACE]: 'certificateSubmit',
  title: 'Some sections are not saved yet',
  lead: '{count, plural, one {This section has not been saved, so your arranger will not receive it:} other {These # sections have not been saved, so your arranger will not receive them:}}',
  question: 'Submit the saved sections to your arranger now?',
  confirm: 'Submit anyway',
  cancel: 'Cancel',
} as const;
