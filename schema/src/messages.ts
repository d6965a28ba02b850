import { NAMESPACE } from './i18n/index.js';

// Texts of the spec that both sides show or send. Written once, used verbatim.
export const MESSAGES = {
  [NAMESPACE]: 'messages',
  genericError: 'Oops! Something went wrong.',
  /** Not in the spec: a value PostgreSQL cannot store (NUL characters outside the variables both doors clean). */
  invalidCharacters: 'The text contains characters that cannot be saved.',
  errorTitle: 'Error',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  missingPage: "Uh, Oh! The page that you have requested doesn't exist.",
  decedentMissing: 'Decedent does not exist',
  sessionExpired: 'Session Expired',
  sessionExpiredDialog: 'Your session has been expired. Login again to continue',
  unauthorizedForbidden: 'Unauthorized access Forbidden',
  accessDeniedDialog: "Unauthorized Access! You don't have the access to view this page. Please login again.",
  invalidCredentials: 'Unauthorized. Please enter valid credentials',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes and try again.',
  /** The spec's captcha message (contact family); every form with the captcha uses it. */
  verifyCaptcha: 'verify captcha',
  /** Not in the spec: a public form sent too often from one address, or for one decedent (abuse limits). */
  tooManyRequests: 'Too many requests. Please wait a while and try again.',
  /** Not in the spec: the uploads of one address that no memory has taken yet are at their limit. */
  uploadQuota: 'Too many uploaded files are waiting to be shared. Share a memory with them, or try again tomorrow.',
  loggedIn: 'User Logged In Successfully',
  loggedOut: 'User Logged Out Successfully',
  /** {on}: true or false. */
  privacy: 'Privacy turned {on, select, true {On} other {Off}}.',
  forgotPasswordSent: 'If an account exists for this e-mail, a link to reset the password has been sent.',
  passwordReset: 'Password has been reset successfully',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  obituaryUnavailable: 'Obituary information is not available',
  noUpcomingEvents: 'No upcoming events',
  websiteLinkCopied: 'Website link copied',
  noMemories: 'There are no memories available',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  newPasswordHint: 'New password must be between 6 to 20 characters.',
  /** {year} as text (a number would be grouped: 2,026). */
  copyrightLine: '© {year} {home}. All rights reserved.',
} as const;

/**
 * Not in the spec: a refused input without a message of its own is answered with a plain sentence naming
 * its field (the gateway maps graphql-js's and zod's own wording to these, in gateway/src/errors.ts).
 */
export const INPUT_MESSAGES = {
  [NAMESPACE]: 'input',
  /** Not in the spec: a call that needs a session made without one (401). */
  authenticationRequired: 'Authentication required',
  /** A refusal whose field errors are empty (not expected: every rule names its field). */
  invalidInput: 'Invalid input',
  tooDeep: 'The request body is nested too deeply',
  invalidBody: 'Invalid request body',
  /** A request body over the door's limit (1 MB of JSON at /graphql). */
  bodyTooLarge: 'The request body is too large',
  /** A known legacy path asked with a method it does not answer (405, with Allow listing those it does). */
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  /** A multipart request with more files than MAX_UPLOAD_FILES; {count} as text. */
  tooManyFiles: '{count} files at most in one request',
  /** {field}: the API's name of the field (input.nokInfo[0].email names "email"). */
  boolean: '{field} must be true or false',
  number: '{field} must be a number',
  text: '{field} must be text',
  list: '{field} must be a list',
  object: '{field} must be an object',
  required: '{field} is required',
  /** {values}: the accepted values as the API spells them, joined by oneOfList. */
  oneOf: '{field} must be one of {values}',
  /** The accepted values after the first ones ("a, b" and the last "c"). */
  oneOfList: '{first} or {last}',
  notAccepted: '{field} is not one of the accepted values',
  unknown: '{field} is not a field of this input',
  /** {max}, {min}: the limit as text (ungrouped: 5000); {unit}: string (characters), array (entries) or other. */
  atMost:
    '{unit, select, string {{field} must be at most {max} characters} array {{field} must be at most {max} entries} other {{field} must be at most {max}}}',
  atLeast:
    '{unit, select, string {{field} must be at least {min} characters} array {{field} must be at least {min} entries} other {{field} must be at least {min}}}',
  invalid: '{field} is not valid',
  /** A multipart request to /graphql without the CSRF preflight header (Apollo-Require-Preflight), refused before it is read. */
  preflightRequired: 'This multipart request must carry an Apollo-Require-Preflight header.',
  /** A subscription field asked over HTTP, where no event comes: {field} is its name in the API. */
  subscriptionOnly: '{field} is a subscription: subscribe over WebSocket (graphql-transport-ws) at /graphql.',
} as const;

/** Upload texts (memorial-portal 5, Media files). */
export const MEDIA_MESSAGES = {
  [NAMESPACE]: 'media',
  tooLarge: 'File too large, Max file size is 500 MB',
  /**
   * The same words for the limit a gateway is configured with (MAX_UPLOAD_BYTES); 524288000 bytes reads 500 MB.
   * {size}: megabytes as text, `megabytes(bytes)` (a number would be grouped: 1,024).
   */
  tooLargeFor: 'File too large, Max file size is {size} MB',
  invalidFormat: 'Invalid File Format. Please check the file type and upload again.',
  uploaded: 'Media Uploaded Successfully',
  deleted: 'Media Deleted Successfully',
  rotated: 'Image Rotated Successfully',
  videoUploaded: 'Video Uploaded Successfully',
  shared: 'Media Shared Successfully.',
  /** The share form and the upload widget show the limit with the raw byte count. */
  tooLargeInForm: 'File too large, Max file size is 524288000MB',
  failedToLoadImage: 'Failed to load image',
  /** Not in the spec: a video link stays a placeholder until asked for, so a page view contacts no video site (issue 28). */
  loadVideoPreview: 'Load video preview from {site}',
  videoPreviewNote: '{site} learns of your visit once the preview loads.',
  /** The video preview's own limit, so that one visitor cannot make the gateway hammer the video providers. */
  tooManyLookups: 'Too many video links looked up. Please wait a minute and try again.',
  /** When the gateway cannot remove a recording's location metadata (no ffmpeg), it takes no video or audio at all. */
  videoAudioUnavailable: 'Video and audio files cannot be uploaded at the moment. Photos can still be uploaded.',
  /** Not in the spec: a shared document (a zip inside) that unpacks to too much, or holds too many parts: a zip bomb.
   * {size}: whole megabytes as text. */
  documentUnpackedTooLarge:
    'This document holds more than {size} MB once unpacked, which is more than a shared document can be. Please save it again, or share it as a PDF.',
  /** {parts} as text (a number would be grouped). */
  documentTooManyParts:
    'This document is made of more than {parts} parts, which is more than a shared document can be. Please save it again, or share it as a PDF.',
} as const;

/** A size in megabytes for the media texts' {size}: two decimals at most, never grouped (524288000 bytes: 500). */
export const megabytes = (bytes: number): string => String(Number((bytes / 1_048_576).toFixed(2)));

/** Confirmations and notes of the memory screens (memorial-portal 2 and 8). */
export const MEMORY_CONFIRMATIONS = {
  [NAMESPACE]: 'memoryConfirmations',
  deleteMemory: 'Are you sure you want to delete this Memory?',
  deleteDocument: 'Are you sure you want to delete this Document',
  cannotBeRevoked: 'Once deleted it cannot be revoked.',
  unApprove: 'Are you sure you want to Un-Approve this Memory?',
  unApproveDetail: 'This memory will be un-published and move to the Approve Memories section.',
  reviewNote: '*All submissions will be reviewed by management prior to posting.',
  dropArea: 'Drop your photo, audio, video or click to upload',
} as const;

/** Memory notifications and states (memorial-portal 8). */
export const MEMORY_NOTICES = {
  [NAMESPACE]: 'memoryNotices',
  shared: 'Successfully shared a memory',
  deleted: 'Memory Deleted Successfully',
  approved: 'Memory Approved Successfully',
  rejected: 'Memory Rejected Successfully',
  unApproved: 'Memory Un Approved Successfully',
  hidden: 'Memory Hidden Successfully',
  shown: 'Memory Un Hidden Successfully',
  titleEdited: 'Title Edited Succesfully',
  memoryEdited: 'Memory Edited Succesfully',
  noMemories: 'There are no memories available',
  noPending: 'There are no pending requests',
  policyRequired: 'Please accept the copyright disclaimer and privacy policy before sharing a memory.',
  memoryMissing: 'Memory does not exist',
  fileMissing: 'File does not exist',
  alreadyRejected: 'This memory is already rejected',
  /** {from}, {to}: the memory's states (Pending, Accepted, Rejected). */
  transitionRefused: 'A memory that is {from} cannot be set to {to}',
  onlyImagesRotate: 'Only images can be rotated',
  rotationAngle: 'Rotation angle must be 0, 90, 180 or 270',
  /** Not in the spec: the Approve Memories list has two filters. */
  approvalStatus: 'status must be 1 (pending) or 2 (rejected)',
} as const;
