import { NAMESPACE } from './i18n/index.js';

/**
 * The date pickers' own controls (issue 31): the calendar's previous and next buttons, icons only, and the button that
 * clears a picked day, named for assistive technology in the reader's language (web/src/app/dateInput.ts). The
 * English is the theme's (web/src/app/theme.ts), unchanged.
 */
export const DATE_PICKER_TEXTS = {
  [NAMESPACE]: 'datePicker',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  clear: 'Clear',
} as const;
