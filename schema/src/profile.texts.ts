import { NAMESPACE } from './i18n/index.js';

/** The profile screen (arrangements-portal 2.11, 5.9): its frame and the Personal Details form. */
export const PROFILE_TEXTS = {
  [NAMESPACE]: 'profile',
  dashboard: 'Dashboard',
  profile: 'Profile',
  welcome: 'Welcome',
  welcomeName: 'Welcome, {name}',
  checkDetails: 'Please check your name and title, then continue to your arrangements.',
  /** Followed by the person's e-mail address, in bold. */
  signedInAs: 'Signed in as',
  personalDetails: 'Personal Details',
  changePassword: 'Change Password',
  transferLovedOnes: 'Transfer Loved Ones',
  title: 'Title',
  selectTitle: 'Select Title',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  save: 'SAVE',
  saveAndContinue: 'SAVE AND CONTINUE',
  /** The Change Password form (5.9). */
  oldPassword: 'Old Password',
  otherDevicesSignedOut: 'Other devices signed in to your account will be signed out.',
  updatePassword: 'UPDATE PASSWORD',
  /** The Transfer Loved Ones form (5.9). */
  transferLead:
    'Hand the arrangements and family website of a loved one to another family member. They will be told by e-mail; you will no longer have access to them.',
  lovedOnes: 'Loved Ones',
  loading: 'Loading…',
  chooseLovedOne: 'Choose your Loved One',
  existingReceiver: 'This person already has an account; their name is shown as they entered it.',
  newReceiver: 'An account will be made for this person, and they will get an e-mail with a link to choose a password.',
  emailId: 'E-mail Id',
  /** Not in the spec: the spinner's name while the receiver's e-mail is looked up. */
  checkingEmail: 'Checking the e-mail',
  pastTransfers: 'Past transfers',
  transferredTo: 'transferred to {name} on {date}',
  receivedFrom: 'received from {name} on {date}',
} as const;
