import type { SUBSCRIPTION_MESSAGES } from '../../rules/subscription.texts.js';
import type { Translation } from '../index.js';

export const subscription: Translation<typeof SUBSCRIPTION_MESSAGES> = {
  subscribed: 'Suscripción realizada con éxito',
  emailInvalid: 'Correo electrónico no válido',
  emailRequired: 'El correo electrónico es obligatorio',
  unsubscribeConfirm: '¿Desea dejar de recibir recordatorios por correo electrónico sobre los servicios de {name}?',
  unsubscribed: 'Ya no recibirá recordatorios por correo electrónico sobre los servicios de {name}.',
  unsubscribeUsed: 'Este enlace para cancelar la suscripción ya se usó: usted no está suscrito a estos recordatorios.',
  unsubscribeInvalid: 'Este enlace para cancelar la suscripción no es válido.',
  unsubscribeTitle: 'Cancelar la suscripción',
  unsubscribeButton: 'Cancelar la suscripción',
  unsubscribedTitle: 'Suscripción cancelada',
};
