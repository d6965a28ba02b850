import type { STRUCTURED_DATA_TEXTS } from '../../structured-data.js';
import type { Translation } from '../index.js';

export const structuredData: Translation<typeof STRUCTURED_DATA_TEXTS> = {
  home: 'Obituarios',
  pageTitle: 'Obituario de {name}',
  siteDescription: 'Sitio web familiar, obituario y portal de arreglos funerarios.',
};
