import type { SHARE_HINT } from '../../share-memory.texts.js';
import type { Translation } from '../index.js';

export const shareHint: Translation<typeof SHARE_HINT> = {
  nothingToShare:
    'Para compartir, agregue al menos uno de estos: Título del recuerdo, Su recuerdo, una foto o un archivo, o un enlace a un video.',
  uploading: 'Podrá compartir cuando sus archivos terminen de subirse.',
};
