import type { MEMORY_EVENT_TEXTS } from '../../a11y.js';
import type { Translation } from '../index.js';

export const memoryEvents: Translation<typeof MEMORY_EVENT_TEXTS> = {
  SUBMITTED: 'Nuevo recuerdo',
  STATUS_CHANGED: 'Cambio de estado',
  EDITED: 'Editado',
  DELETED: 'Eliminado',
  announcement: '{what}: {title}',
};
