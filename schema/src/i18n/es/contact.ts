import type { CONTACT_MESSAGES } from '../../rules/message.texts.js';
import type { Translation } from '../index.js';

export const contact: Translation<typeof CONTACT_MESSAGES> = {
  messageRequired: 'El mensaje es obligatorio',
  messageTooLong: 'El mensaje debe tener menos de 501 caracteres',
  emailInvalid: 'Correo electrónico no válido',
  emailRequired: 'El correo electrónico es obligatorio',
  sent: 'Su mensaje fue enviado a la familia.',
  deleted: 'Mensaje eliminado con éxito',
  hidden:
    '{hide, select, true {El formulario para escribir a la familia se ocultó con éxito.} other {El formulario para escribir a la familia se volvió a mostrar con éxito.}}',
  closed: 'La familia no está recibiendo mensajes en esta página.',
  missing: 'El mensaje no existe',
  none: 'No hay mensajes',
  deleteConfirm: '¿Está seguro de que desea eliminar este mensaje?',
  deleteConfirmText: 'Una vez eliminado, no se puede recuperar.',
};
