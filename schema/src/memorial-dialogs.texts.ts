import { NAMESPACE } from './i18n/index.js';

/**
 * The memorial page's parts that load when first opened (memorial-portal 4, 5, 9): the burial location's map, the
 * family's banner and portrait editors, the Contact Family form and the obituary's dialog. Apart from MEMORIAL_TEXTS,
 * which the page's first screen loads.
 */
export const MEMORIAL_DIALOG_TEXTS = {
  [NAMESPACE]: 'memorialDialogs',
  // The burial location: its dialog and map.
  gravesiteLocator: 'Gravesite Locator',
  mapOf: 'Map of {place}',
  mapDescription:
    '{outline, select, true {The map shows the outline of {place}, with a marker at the grave} other {The map shows a marker at {place}}}{plain, select, true {, on a plain background without streets} other {}}. Use the arrow keys to move the map, and the plus and minus keys or the Zoom in and Zoom out buttons to zoom.',
  // The family's banner and portrait editors.
  editBanner: 'Edit banner',
  editBannerTitle: 'Edit the banner',
  chooseAnotherPicture: 'Choose another picture',
  bannerFormats: 'JPEG, PNG or GIF, up to 20 MB.',
  uploadPhoto: 'Upload photo',
  ofPerson: 'of {name}',
  cropPhoto: 'Crop the profile photo',
  // Contact Family: the message form.
  contactLead: 'Send the family a private message. They can reply to your e-mail address.',
  characters: '{count}/{max} characters',
  sendMessage: 'Send Message',
  // The obituary's dialog and the family's editing form.
  obituaryOf: 'Obituary of {name}',
  editObituaryForm: 'Edit the obituary',
  headline: 'Headline',
  obituaryLabel: 'Obituary',
  lifeStoryLabel: 'Life story',
  save: 'Save',
  editObituary: 'Edit obituary and life story',
} as const;
