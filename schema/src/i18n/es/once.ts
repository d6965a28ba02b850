import type { ONCE_MESSAGES } from '../../once.js';
import type { Translation } from '../index.js';

export const once: Translation<typeof ONCE_MESSAGES> = {
  keyInvalid: 'El encabezado Idempotency-Key debe tener de 1 a 255 caracteres visibles.',
  inProgress: 'Esta solicitud ya se está procesando. Espere un momento antes de volver a intentarlo.',
  keyReused: 'Esta Idempotency-Key ya se usó para otra solicitud. Use una clave nueva para cada solicitud nueva.',
};
