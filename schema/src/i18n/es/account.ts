import type { ACCOUNT_MESSAGES } from '../../rules/account.js';
import type { Translation } from '../index.js';

export const account: Translation<typeof ACCOUNT_MESSAGES> = {
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  profileSaved: 'Sus datos se actualizaron correctamente',
  oldPasswordRequired: 'La contraseña actual es obligatoria',
  newPasswordRequired: 'La nueva contraseña es obligatoria',
  confirmPasswordRequired: 'El campo «Confirmar contraseña» es obligatorio',
  passwordsMustMatch: 'Las contraseñas deben coincidir',
  newPasswordHint: 'La nueva contraseña debe tener entre 6 y 20 caracteres.',
  lovedOnesRequired: 'Elija a sus seres queridos',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'El correo electrónico no es válido',
  transferred: 'La cuenta se transfirió correctamente',
  firstNameTooLong: 'El nombre debe tener menos de 51 caracteres',
  lastNameTooLong: 'El apellido debe tener menos de 51 caracteres',
  middleNameTooLong: 'El segundo nombre debe tener menos de 51 caracteres',
  titleInvalid: 'El tratamiento debe ser Sr., Sra. o Srta.',
  oldPasswordWrong: 'La contraseña actual no es correcta',
  passwordChanged: 'La contraseña se actualizó correctamente',
  sameAsOld: 'La nueva contraseña debe ser distinta de la contraseña actual',
  transferToSelf: 'Este es su propio correo electrónico. Escriba el correo de la persona que se hará cargo.',
  transferToStaff: 'Este correo electrónico pertenece a una cuenta del personal. Escriba el correo de un familiar.',
  agreeLoseAccess: 'Entiendo que ya no tendré acceso a los arreglos ni al sitio web familiar de este ser querido.',
  agreeReceiverTakesOver: 'Confirmo que esta persona aceptó hacerse cargo de los arreglos y que se le avisará por correo electrónico.',
};
