import type { SSO_ERRORS, SSO_MESSAGES } from '../../rules/sso.js';
import type { Translation } from '../index.js';

export const sso: Translation<typeof SSO_MESSAGES> = {
  notConfigured: 'El inicio de sesión único no está configurado. Inicie sesión con su correo electrónico y contraseña.',
  ticketInvalid: 'Este enlace de inicio de sesión ya se usó o ha vencido. Inicie sesión de nuevo.',
  redirecting: 'Iniciando su sesión a través de su proveedor de identidad…',
  retry: 'Iniciar sesión con el proveedor de identidad',
};

export const ssoErrors: Translation<typeof SSO_ERRORS> = {
  denied: 'Se canceló el inicio de sesión en el proveedor de identidad. Inténtelo de nuevo.',
  state: 'No se pudo verificar este inicio de sesión. Comience de nuevo desde su portal.',
  expired: 'Este inicio de sesión tardó demasiado y venció. Inténtelo de nuevo.',
  noAccount: 'Ninguna cuenta de cl-arranger coincide con su inicio de sesión en el proveedor de identidad. Pida acceso a un administrador.',
  failed: 'El proveedor de identidad no pudo completar el inicio de sesión. Inténtelo de nuevo más tarde.',
};
