import type { AUTH_MESSAGES } from '../../rules/auth.js';
import type { Translation } from '../index.js';

export const auth: Translation<typeof AUTH_MESSAGES> = {
  emailIdRequired: 'El correo electrónico es obligatorio',
  invalidEmail: 'El correo electrónico no es válido',
  newPasswordRequired: 'La nueva contraseña es obligatoria',
  loginEmailRequired: 'El correo electrónico es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener más de 6 caracteres.',
  passwordTooLong: 'La contraseña debe tener menos de 20 caracteres.',
  invalidToken: 'El token de acceso no es válido',
};
