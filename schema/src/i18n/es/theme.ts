import type { THEME_TEXTS } from '../../theme.texts.js';
import type { Translation } from '../index.js';

export const theme: Translation<typeof THEME_TEXTS> = {
  close: 'Cerrar',
  closeNotification: 'Cerrar aviso',
  chooseDate: 'Elija una fecha',
};
