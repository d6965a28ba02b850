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
} as const;
