import { NAMESPACE } from './i18n/index.js';

/**
 * The names the app's theme gives Mantine's own controls (web/src/app/theme.ts), for assistive technology, in the
 * reader's language (issue 31): the close buttons of dialogs, drawers and toasts, and the date pickers' popup. The
 * date pickers' clear and calendar buttons are with their texts (date-picker.texts.ts). English as the theme had it.
 */
export const THEME_TEXTS = {
  [NAMESPACE]: 'theme',
  close: 'Close',
  closeNotification: 'Close notification',
  chooseDate: 'Choose a date',
} as const;
