import { NAMESPACE } from './i18n/index.js';

/** The Share a Memory page and form (memorial-portal 5), and its copyright and privacy prompt. */
export const SHARE_MEMORY_TEXTS = {
  [NAMESPACE]: 'shareMemory',
  formLabel: 'Share a memory',
  loading: 'Loading the share form',
  backToMemorial: 'Back to the memorial page',
  /** {name}: the decedent's display name. */
  pageTitle: 'Share Your Memories About {name}',
  pageLead:
    'A story, a photo, a favourite song: the family treasures every memory. Yours will appear on the memorial page once it has been reviewed.',
  yourMemorySection: 'Your memory',
  typeLabel: 'Type of Memory',
  typePlaceholder: 'Choose a type',
  dateLabel: 'Date of Memory',
  datePlaceholder: 'MM/DD/YYYY',
  relationshipLabel: 'Relationship',
  relationshipPlaceholder: 'Your relationship',
  noSuchRelationship: 'No such relationship',
  titleLabel: 'Memory title',
  titlePlaceholder: 'A few words to name your memory',
  memoryLabel: 'Your Memory',
  memoryPlaceholder: 'Share a story, a moment, a few words of remembrance…',
  addVideo: 'Add Video',
  addVideoHint: 'Link to a video on YouTube or Vimeo',
  aboutYouSection: 'About you',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  cancel: 'Cancel',
  share: 'Share',
  thanks: 'Thank you for sharing. Your memory will appear on the memorial page once it has been reviewed.',
  copyrightTitle: 'Copyright Disclaimer',
  privacyTitle: 'Privacy Policy',
  /** {step}: 1 or 2. */
  policyStep: 'Step {step} of 2 · Please read and accept before sharing a memory.',
  copyright1:
    'By sharing a memory you confirm that you wrote the words yourself and that you own the photos, audio and video you upload, or have the permission of those who do.',
  /** {home}: the funeral home's name. */
  copyright2:
    'You allow {home} and the family to show your memory and its media on this family website. The family may choose not to post it, and may remove it at any time.',
  copyright3:
    'Please do not share material that is protected by someone else’s copyright, such as commercial music or professional photographs, without their permission.',
  privacy1:
    'Your name is shown with your memory. Your e-mail address, phone number and address are only seen by the family and by the staff of {home}, who may use them to contact you about your memory.',
  privacy2: 'Photos are re-encoded when they are uploaded; location data and other hidden details are removed from them.',
  privacy3:
    'Every submission is reviewed by management before it is posted. You may ask the funeral home to remove your memory at any time.',
  decline: 'Decline',
  accept: 'Accept',
} as const;

/** Under the Share a Memory form's Share button while it is disabled, named by it (aria-describedby): what is missing. */
export const SHARE_HINT = {
  [NAMESPACE]: 'shareHint',
  /** Share needs at least one of these (the form's own labels). */
  nothingToShare: 'To share, add at least one of: Memory title, Your Memory, a photo or file, or a video link.',
  uploading: 'Share is available once your files have finished uploading.',
} as const;
