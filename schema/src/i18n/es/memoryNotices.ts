import type { MEMORY_NOTICES } from '../../messages.js';
import type { Translation } from '../index.js';

export const memoryNotices: Translation<typeof MEMORY_NOTICES> = {
  shared: 'Su recuerdo se compartió correctamente',
  deleted: 'El recuerdo se eliminó correctamente',
  approved: 'El recuerdo se aprobó correctamente',
  rejected: 'El recuerdo se rechazó correctamente',
  unApproved: 'Se retiró la aprobación del recuerdo',
  hidden: 'El recuerdo se ocultó correctamente',
  shown: 'El recuerdo vuelve a mostrarse',
  titleEdited: 'El título se modificó correctamente',
  memoryEdited: 'El recuerdo se modificó correctamente',
  noMemories: 'No hay recuerdos disponibles',
  noPending: 'No hay recuerdos pendientes',
  policyRequired: 'Antes de compartir un recuerdo, acepte el aviso de derechos de autor y la política de privacidad.',
  memoryMissing: 'El recuerdo no existe',
  fileMissing: 'El archivo no existe',
  alreadyRejected: 'Este recuerdo ya fue rechazado',
  transitionRefused:
    'Un recuerdo {from, select, Pending {pendiente} Accepted {aprobado} Rejected {rechazado} other {{from}}} no puede pasar a {to, select, Pending {pendiente} Accepted {aprobado} Rejected {rechazado} other {{to}}}',
  onlyImagesRotate: 'Solo se pueden girar las imágenes',
  rotationAngle: 'El ángulo de giro debe ser 0, 90, 180 o 270',
  approvalStatus: 'status debe ser 1 (pendientes) o 2 (rechazados)',
};
