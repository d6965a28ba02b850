import type { MEMORY_MODERATION_TEXTS } from '../../memory-moderation.texts.js';
import type { Translation } from '../index.js';

export const memoryModeration: Translation<typeof MEMORY_MODERATION_TEXTS> = {
  approveMemories: 'Aprobar recuerdos',
  show: 'Mostrar',
  loadingToApprove: 'Cargando los recuerdos por aprobar',
  fromEmail: 'Se muestra el recuerdo de su correo electrónico.',
  showAllRequests: 'Ver todas las solicitudes',
  rejectMemory: 'Rechazar recuerdo',
  rejectLead: '«{title}» no se publicará. La persona que lo compartió recibirá el motivo por correo electrónico.',
  reason: 'Motivo',
  save: 'Guardar',
  cancel: 'Cancelar',
  memoryTitle: 'Título del recuerdo',
  editTitle: 'Editar el título',
  loadingEditor: 'Cargando el editor',
  memoryText: 'Texto del recuerdo',
  editMemory: 'Editar el recuerdo',
  familyMedia: 'Fotos, audio, video y documentos',
  addVideo: 'Agregar un video',
  familyVideoHint: 'Enlace a un video de YouTube, de Vimeo o a una presentación de homenaje (tribute slideshow)',
};
