import { NAMESPACE } from './i18n/index.js';

/**
 * The print-ready PDF of a submitted prayer card (gateway modules/prayer/print.ts): its title and the line in each
 * sheet's margin that tells the printer which sheet it is. Written in the card's language, not the viewer's.
 */
export const PRAYER_PRINT_TEXTS = {
  [NAMESPACE]: 'prayerPrint',
  /** The PDF's title; caption: the decedent's name and opi. */
  title: 'Prayer card: {caption}',
  /** The margin line of a sheet. */
  sheetLine: '{caption} \u2014 {sheet} \u2014 print at 100%, landscape',
  outside: 'outside: back cover and front cover (fold at the middle mark)',
  inside: 'inside: inside left and inside right',
  /** scale: a whole percentage, as digits. */
  backSheet: '8 copies of the back cover, scaled to {scale}%',
} as const;
