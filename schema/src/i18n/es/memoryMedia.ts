import type { MEMORY_MEDIA_TEXTS } from '../../memories.texts.js';
import type { Translation } from '../index.js';

export const memoryMedia: Translation<typeof MEMORY_MEDIA_TEXTS> = {
  download: 'Descargar {name}',
  delete: 'Eliminar {name}',
  photosOf: 'Fotos de {title}',
  photosOfThisMemory: 'Fotos de este recuerdo',
  memoryType: 'Tipo de recuerdo',
  allMemories: 'Todos los recuerdos',
};
