import type { SCREENING_NOTICES } from '../../screening-notices.texts.js';
import type { Translation } from '../index.js';

export const screeningNotices: Translation<typeof SCREENING_NOTICES> = {
  rejectedAsSpam: '{count, plural, one {# recuerdo rechazado como spam} other {# recuerdos rechazados como spam}}',
  memoriesReleased:
    '{count, plural, one {# recuerdo enviado a la familia para que lo revise} other {# recuerdos enviados a la familia para que los revise}}',
  messagesReleased: '{count, plural, one {Mensaje entregado a la familia} other {# mensajes entregados a la familia}}',
  noMemorySelected: 'Seleccione al menos un recuerdo',
  noMessageSelected: 'Seleccione al menos un mensaje',
  tooManySelected: 'Seleccione como máximo {max} a la vez',
  nothingToReject: 'Ninguno de los recuerdos seleccionados está pendiente de aprobación',
  noMemoryHeld: 'Ninguno de los recuerdos seleccionados está retenido para revisión',
  noMessageHeld: 'Ninguno de los mensajes seleccionados está retenido',
};
