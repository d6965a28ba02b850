import type { VISITOR_EMAIL_MESSAGES } from '../../rules/common.texts.js';
import type { Translation } from '../index.js';

export const visitorEmail: Translation<typeof VISITOR_EMAIL_MESSAGES> = {
  required: 'El correo electrónico es obligatorio',
  invalid: 'Correo electrónico no válido',
};
