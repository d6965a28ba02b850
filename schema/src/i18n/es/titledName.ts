import type { TITLED_NAME_TEXTS } from '../../reference/labels.js';
import type { Translation } from '../index.js';

/**
 * Spanish writes a name without its title: inside a sentence the title needs its article («de la Sra. Eleanor»,
 * «del Sr. Thomas»), which our texts placing {name} after «de» or «a» cannot give, and «Obituario de Eleanor
 * Whitmore» is how an obituary is headed in Spanish. The titles themselves (Sr., Sra.) still show in the forms' lists.
 */
export const titledName: Translation<typeof TITLED_NAME_TEXTS> = {
  titledName: '{title, select, other {{name}}}',
};
