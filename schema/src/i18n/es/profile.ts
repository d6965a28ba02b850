import type { PROFILE_TEXTS } from '../../profile.texts.js';
import type { Translation } from '../index.js';

export const profile: Translation<typeof PROFILE_TEXTS> = {
  dashboard: 'Panel principal',
  profile: 'Perfil',
  welcome: 'Le damos la bienvenida',
  welcomeName: 'Le damos la bienvenida, {name}',
  checkDetails: 'Revise su nombre y su tratamiento, y luego continúe a sus arreglos funerarios.',
  signedInAs: 'Sesión iniciada como',
  personalDetails: 'Datos personales',
  changePassword: 'Cambiar contraseña',
  transferLovedOnes: 'Transferir seres queridos',
  title: 'Tratamiento',
  selectTitle: 'Elija un tratamiento',
  firstName: 'Nombre',
  middleName: 'Segundo nombre',
  lastName: 'Apellido',
  save: 'GUARDAR',
  saveAndContinue: 'GUARDAR Y CONTINUAR',
  oldPassword: 'Contraseña actual',
  otherDevicesSignedOut: 'Se cerrará la sesión en los demás dispositivos donde haya iniciado sesión con su cuenta.',
  updatePassword: 'ACTUALIZAR CONTRASEÑA',
};
