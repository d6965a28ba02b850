import type { INPUT_MESSAGES } from '../../messages.js';
import type { Translation } from '../index.js';

// {field} stays the API's own name of the field (a developer's word, as in the request).
export const input: Translation<typeof INPUT_MESSAGES> = {
  authenticationRequired: 'Debe iniciar sesión',
  invalidInput: 'Los datos no son válidos',
  tooDeep: 'El cuerpo de la solicitud tiene demasiados niveles anidados',
  invalidBody: 'El cuerpo de la solicitud no es válido',
  bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
  notFound: 'No encontrado',
  methodNotAllowed: 'Método no permitido',
  tooManyFiles: 'Como máximo {count} archivos por solicitud',
  boolean: '{field} debe ser verdadero o falso',
  number: '{field} debe ser un número',
  text: '{field} debe ser texto',
  list: '{field} debe ser una lista',
  object: '{field} debe ser un objeto',
  required: '{field} es obligatorio',
  oneOf: '{field} debe ser uno de estos valores: {values}',
  oneOfList: '{first} o {last}',
  notAccepted: '{field} no es uno de los valores aceptados',
  unknown: '{field} no es un campo de estos datos',
  atMost:
    '{unit, select, string {{field} debe tener como máximo {max} caracteres} array {{field} debe tener como máximo {max} elementos} other {{field} debe ser como máximo {max}}}',
  atLeast:
    '{unit, select, string {{field} debe tener al menos {min} caracteres} array {{field} debe tener al menos {min} elementos} other {{field} debe ser como mínimo {min}}}',
  invalid: '{field} no es válido',
  preflightRequired: 'Esta solicitud multipart debe llevar el encabezado Apollo-Require-Preflight.',
  subscriptionOnly: '{field} es una suscripción: suscríbase por WebSocket (graphql-transport-ws) en /graphql.',
};
