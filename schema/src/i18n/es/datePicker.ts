import type { DATE_PICKER_TEXTS } from '../../date-picker.texts.js';
import type { Translation } from '../index.js';

export const datePicker: Translation<typeof DATE_PICKER_TEXTS> = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
  clear: 'Borrar',
};
