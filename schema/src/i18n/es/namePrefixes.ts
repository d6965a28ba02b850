import type { PREFIX_LABELS } from '../../reference/labels.js';
import type { Translation } from '../index.js';

/**
 * The name titles as a Spanish reader writes them before a name (abbreviated with a period); the stored value stays the
 * English one. Miss is written out (Señorita) so that it stays apart from Ms (Srta.) in the certificate's long list.
 */
export const namePrefixes: Translation<typeof PREFIX_LABELS> = {
  Mr: 'Sr.',
  Mrs: 'Sra.',
  Ms: 'Srta.',
  Miss: 'Señorita',
  Master: 'Joven', // A boy's title
  Esq: 'Lic.', // An attorney's title: Licenciado, as a lawyer is addressed in Mexico
  Phd: 'Ph. D.', // A doctorate (Dr. is the physician's and the doctor's title below)
  Dr: 'Dr.',
  Professor: 'Prof.',
  Rev: 'Rev.',
  Fr: 'Padre', // A Catholic priest
  Rabbi: 'Rabino',
};
