import type { MEMORY_CONFIRMATIONS } from '../../messages.js';
import type { Translation } from '../index.js';

export const memoryConfirmations: Translation<typeof MEMORY_CONFIRMATIONS> = {
  deleteMemory: '¿Está seguro de que desea eliminar este recuerdo?',
  deleteDocument: '¿Está seguro de que desea eliminar este documento?',
  cannotBeRevoked: 'Una vez eliminado, no se puede recuperar.',
  unApprove: '¿Está seguro de que desea retirar la aprobación de este recuerdo?',
  unApproveDetail: 'Este recuerdo dejará de publicarse y volverá a la sección Aprobar recuerdos.',
  reviewNote: '*La funeraria revisará cada recuerdo antes de publicarlo.',
  dropArea: 'Suelte aquí su foto, audio o video, o haga clic para subirlos',
};
