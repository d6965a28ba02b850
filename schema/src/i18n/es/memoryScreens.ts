import type { MEMORY_SCREEN_TEXTS } from '../../memories.texts.js';
import type { Translation } from '../index.js';

export const memoryScreens: Translation<typeof MEMORY_SCREEN_TEXTS> = {
  memories: 'Recuerdos',
  showingType: 'Recuerdos de tipo {type}',
  loadingMemories: 'Cargando los recuerdos',
  shareAMemory: 'Compartir un recuerdo',
  untitled: 'Recuerdo sin título',
  sharedBy: 'Compartido por {name}',
  pendingForApproval: 'Pendiente de aprobación',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  hidden: 'Oculto',
  reasonForRejection: 'Motivo del rechazo:',
  moderation: 'Moderación',
  approve: 'Aprobar',
  reject: 'Rechazar',
  unApprove: 'Retirar aprobación',
  showMemory: 'Mostrar recuerdo',
  hideMemory: 'Ocultar recuerdo',
  addMedia: 'Agregar archivos',
  delete: 'Eliminar',
  deleteFile: '¿Está seguro de que desea eliminar este archivo?',
  videoOf: 'Video de {site}',
};
