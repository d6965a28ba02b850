import type { MEMORY_TYPE_LABELS } from '../../reference/labels.js';
import type { Translation } from '../index.js';

export const memoryTypes: Translation<typeof MEMORY_TYPE_LABELS> = {
  type1: 'Familia', // Family
  type2: 'Relaciones', // Relationship
  type3: 'Estudios', // Education
  type4: 'Trabajo', // Career
  type5: 'Servicio militar', // Military
  type6: 'Fechas importantes', // Important Dates
  type7: 'Pasatiempos', // Hobby
  type8: 'Remembranzas', // Remembrances
  type9: 'Recuerdo compartido',
};
