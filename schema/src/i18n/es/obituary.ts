import type { OBITUARY_MESSAGES, OBITUARY_TEXTS } from '../../rules/obituary.texts.js';
import type { Translation } from '../index.js';

export const obituary: Translation<typeof OBITUARY_MESSAGES> = {
  required: 'El obituario es obligatorio',
  textLimitExceeded: 'Error. Se superó el límite de texto.',
  maxLimit: 'Superó el límite máximo del obituario',
  lifeOfTitleMax: 'Superó el límite máximo del título de la semblanza',
  lifeOfDescriptionMax: 'Superó el límite máximo de la descripción de la semblanza',
  locked: 'Su asesor funerario bloqueó esta sección. Comuníquese con su asesor funerario si desea hacer cambios o agregar información.',
  unlocked: 'Puede editar el obituario o agregarle información.',
  lockedForStaff: 'El obituario está bloqueado. Desbloquéelo para hacer cambios.',
  lockSet: 'Obituario bloqueado. La familia ya no puede editarlo.',
  lockCleared: 'Obituario desbloqueado. La familia puede editarlo de nuevo.',
  submitted: '¡Los datos se enviaron a su asesor funerario correctamente!',
  updated: 'Los datos se actualizaron correctamente',
  unchanged: 'No hay cambios que guardar.',
};

export const obituaryScreen: Translation<typeof OBITUARY_TEXTS> = {
  posterTitle: '{name} – página conmemorativa oficial',
  posterInMemory: 'En memoria de',
  posterScan: 'Escanee el código para visitar la página conmemorativa oficial',
  posterServices: 'Servicios',
  posterShare: 'Allí puede compartir un recuerdo, consultar los servicios y enviar sus condolencias.',
  posterPublished: 'La familia publica esta página con {funeralHome}.',
  heading: 'El obituario de {name}',
  add: 'AGREGAR',
  edit: 'EDITAR',
  submittedOn: 'Enviado el {when}',
  submittedOnBy: 'Enviado el {when} por {name}',
  badgeNotStarted: 'Sin empezar',
  badgeSubmitted: 'Enviado al asesor funerario',
  badgeNotSubmitted: 'Sin enviar',
  lockSwitch: 'Bloquear el obituario (la familia no podrá editarlo)',
  editorLabel: 'Editor del obituario',
  obituary: 'Obituario',
  placeholder: 'Escriba el obituario de {name}…',
  submit: 'ENVIAR AL ASESOR FUNERARIO',
  cancel: 'CANCELAR',
};
