import { NAMESPACE } from './i18n/index.js';

/** The arrangements summary, its step cards and the frame of every arrangements screen (arrangements-portal 2.2). */
export const ARRANGEMENTS_TEXTS = {
  [NAMESPACE]: 'arrangements',
  summaryTitle: 'Arrangements Summary',
  staffLead: 'The arrangement steps staff work on with the family. Open a step to review or change it.',
  familyLead: 'Take these steps at your own pace. Everything you save is kept, and your arranger is here to help with any of them.',
  viewMemorial: 'View the memorial page',
  staffSteps: 'Staff steps',
  familySteps: 'Your arrangement steps',
  /** The Available Services card's line: {names} the services the family is interested in, joined by commas. */
  interestedIn: 'Interested in {names}',
  notInterested: 'Not interested in any service',
  toChooseFrom: '{count, plural, one {# service} other {# services}} to choose from',
  /** The header above the decedent's name. */
  arrangementsFor: 'Arrangements for',
  /** The header's region, for assistive technology: {eyebrow} the line above the name. */
  headerLabel: '{eyebrow} {name}',
  funeralHome: 'Funeral Home',
  backToList: 'Back to the decedent list',
  /** A step card's number, for assistive technology. */
  stepNumber: 'Step {number}',
  opensInNewTab: '(opens in a new tab)',
  progressLabel: '{title} progress',
  lastEdited: 'Last edited by {name} at {when}',
  /** What each step is for (arrangements-portal 1), in the family's words. */
  textWhatToExpect: 'How the arrangement meeting works, and what happens in the days after it.',
  textWhatToBring: 'The documents, photographs and clothing to bring to your meeting.',
  textCertificateDetails: 'Personal, residential, family and veteran details for the death certificate.',
  textServicesDetails: 'Let your arranger know which optional services interest your family.',
  textPrayerCreation: 'Design a memorial prayer card with a photograph, a poem and a verse.',
  textProgramCreation: 'Prepare the printed program that guests receive at the service.',
  textObituary: 'Write the story of your loved one’s life, with a photograph and a message.',
  textCustomizeFamilyWebsite: 'Choose the display name, donation links and social links of the family website.',
  textShareMemories: 'Open the family website to share photographs and stories with everyone.',
  /** Each step's title, as the gateway names it on the summary (arrangements-portal 1). */
  titleWhatToExpect: 'What to Expect',
  titleWhatToBring: 'What to Bring',
  titleCertificateDetails: 'Biography and Death Certificate',
  titleServicesDetails: 'Available Services',
  titlePrayerCreation: 'Create Prayer Card',
  titleProgramCreation: 'Create Service Program',
  titleObituary: 'Obituary',
  titleCustomizeFamilyWebsite: 'Customize Family Website',
  titleShareMemories: 'Share Memories',
  /** The badge of a step still being tried out. */
  betaVersion: 'Beta Version',
  /** After a link's words, for assistive technology: whose, and that it opens a new tab. */
  ofNewTab: 'of {name} (opens in a new tab)',
} as const;

/** The staff's list of decedents, its search and filters (arrangements-portal 2.1, 2.3). */
export const STAFF_DECEDENTS_TEXTS = {
  [NAMESPACE]: 'staffDecedents',
  lead: 'Every decedent record. Open one to see its arrangement steps.',
  filters: 'Filters',
  search: 'Search',
  searchPlaceholder: 'Name or case number',
  funeralHome: 'Funeral Home',
  allHomes: 'All funeral homes',
  website: 'Website',
  all: 'All',
  public: 'Public',
  private: 'Private',
  certificate: 'Certificate',
  open: 'Open',
  locked: 'Locked',
  decedents: 'Decedents',
  noMatch: 'No decedents match these filters.',
  /** How many decedents the filters found; the number stays as Intl groups it. */
  count: '{count, plural, one {# decedent} other {# decedents}}',
  page: 'Page {page}',
  /** The pagination's arrows: {control} is first, previous, next or last. */
  control: '{control, select, first {First page} previous {Previous page} next {Next page} last {Last page} other {Page}}',
  name: 'Name',
  case: 'Case',
  dateOfBirth: 'Date of Birth',
  dateOfDeath: 'Date of Death',
  status: 'Status',
  views: 'Views',
  last30Days: 'last 30 days',
  events: 'Events',
  cemetery: 'Cemetery',
  location: 'Location',
  /** After Events or Location, for assistive technology: whose. */
  ofName: 'of {name}',
  /** On a phone: {views} the count as shown (a dash when unknown), {count} the number for the plural. */
  viewsLine: '{views} page {count, plural, one {view} other {views}} in the last 30 days',
} as const;

/** Available Services (arrangements-portal 2.10, 9): the question, answers and note are the spec's, verbatim. */
export const SERVICES_TEXTS = {
  [NAMESPACE]: 'services',
  lead: 'Beyond the service itself, many families choose a few extra touches. Let your arranger know what interests you: there is no commitment, and your arranger will follow up with details and prices.',
  sectionTitle: 'Services you may add',
  none: 'There are no optional services to choose from at the moment. Your arranger will talk you through the service itself.',
  question: 'Are you interested in this service?',
  chooseAnswer: 'Choose an answer',
  interested: "I'm Interested",
  notInterested: "I'm Not Interested",
  noteLabel: 'Notes for your arranger (optional)',
  notePlaceholder: 'Anything your arranger should know',
  submit: 'Submit to Arranger',
  /** The card's badge: the family's answer so far. */
  interestedBadge: 'Interested',
  notInterestedBadge: 'Not interested',
  /** The answer form, for assistive technology: {name} the service. */
  formLabel: 'Interest in {name}',
  /** An answer about a service that is not offered (inactive or unknown): 404. */
  serviceMissing: 'Service does not exist',
} as const;

/** The copyright disclaimer and privacy policy an arranger accepts once per loved one (arrangements-portal 2.2). */
export const POLICY_TEXTS = {
  [NAMESPACE]: 'policy',
  title: 'Before you begin',
  intro: 'Please read how we look after what you share with us. You only need to accept this once for your loved one.',
  decline: 'Decline',
  accept: 'Accept',
  region: 'Copyright disclaimer and privacy policy',
  copyrightTitle: 'Copyright disclaimer',
  /** {home}: the funeral home's name. */
  copyright1:
    'The photographs, words, recordings and videos you add to this family website stay yours. By adding them you confirm that you created them or have permission to share them, and you allow {home} to show them on the family website and in the printed keepsakes you ask us to prepare, such as prayer cards and service programs.',
  copyright2:
    "Please do not add material that belongs to someone else (for example professional portraits, published poems or music) without their permission. We may remove content that we are told infringes someone's rights.",
  privacyTitle: 'Privacy policy',
  privacy1:
    'We use the details you give us about your loved one and your family only to arrange the services you choose, to complete and file the death certificate, and to prepare the materials you request. We never sell your information.',
  privacy2:
    'Social Security numbers are stored encrypted and are only ever shown as their last four digits. Death certificate details are shared with the county registrar and the agencies the law requires, such as the Social Security Administration and, for veterans, the Department of Veterans Affairs.',
  privacy3:
    'The family website is public unless you make it private, which you may do at any time. Ask your arranger whenever you would like information corrected or removed.',
} as const;
