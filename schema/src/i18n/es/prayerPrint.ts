import type { PRAYER_PRINT_TEXTS } from '../../prayer-print.texts.js';
import type { Translation } from '../index.js';

export const prayerPrint: Translation<typeof PRAYER_PRINT_TEXTS> = {
  title: 'Estampa conmemorativa: {caption}',
  sheetLine: '{caption} \u2014 {sheet} \u2014 imprima al 100 %, en horizontal',
  outside: 'exterior: contraportada y portada (doble por la marca central)',
  inside: 'interior: interior izquierdo e interior derecho',
  backSheet: '8 copias de la contraportada, reducidas al {scale} %',
};
