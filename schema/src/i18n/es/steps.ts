import type { CERTIFICATE_SUBMIT_CONFIRM, STEP_STATUS } from '../../steps.texts.js';
import type { Translation } from '../index.js';

export const stepStatus: Translation<typeof STEP_STATUS> = {
  notStarted: 'Sin comenzar',
  sectionsSaved: '{saved} de {total} secciones guardadas',
  submitted: 'Enviado al asesor funerario el {date}',
  changedSinceSubmitted: '{saved} de {total} secciones guardadas, con cambios desde que se envió el {date}',
  template: 'Diseño: {name}',
  programUploaded: 'Diseño: {name}, programa subido',
  written: 'Escrito, sin enviar',
  answered: '{answered} de {total} respondidas',
  locked: 'Bloqueado por el asesor funerario',
  submittedBadge: 'Enviado',
  completed: 'Completado',
  listHeading: 'Pasos',
  listItem: '{step}: {state}{locked, select, true {, bloqueado} other {}}',
  shortCertificateDetails: 'Acta',
  shortPrayerCreation: 'Estampa',
  shortProgramCreation: 'Programa',
  shortObituary: 'Obituario',
  shortCustomizeFamilyWebsite: 'Sitio web',
  stateNotStarted: 'Sin comenzar',
  stateStarted: 'Comenzado',
  stateSubmitted: 'Enviado',
  stateComplete: 'Completado',
};

export const certificateSubmit: Translation<typeof CERTIFICATE_SUBMIT_CONFIRM> = {
  title: 'Algunas secciones aún no están guardadas',
  lead: '{count, plural, one {Esta sección no se ha guardado, así que su asesor funerario no la recibirá:} other {Estas # secciones no se han guardado, así que su asesor funerario no las recibirá:}}',
  question: '¿Enviar ahora a su asesor funerario las secciones guardadas?',
  confirm: 'Enviar de todos modos',
  cancel: 'Cancelar',
};
